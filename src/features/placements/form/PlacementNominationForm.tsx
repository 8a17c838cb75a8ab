/** Island: the guarded internship / placement nomination form. */
import { nominationIsland } from '#features/nominations/nomination-island.tsx';
import { PLACEMENT_FORM } from './PlacementForm.tsx';

export default nominationIsland(PLACEMENT_FORM);
