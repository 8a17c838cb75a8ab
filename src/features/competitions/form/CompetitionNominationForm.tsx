/** Island: the guarded competition nomination form. */
import { nominationIsland } from '#features/nominations/nomination-island.tsx';
import { COMPETITION_FORM } from './CompetitionForm.tsx';

export default nominationIsland(COMPETITION_FORM);
