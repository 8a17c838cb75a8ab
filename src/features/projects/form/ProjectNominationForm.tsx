/** Island: the guarded project nomination form. */
import { nominationIsland } from '#features/nominations/nomination-island.tsx';
import { PROJECT_FORM } from './ProjectForm.tsx';

export default nominationIsland(PROJECT_FORM);
