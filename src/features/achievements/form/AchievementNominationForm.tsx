/** Island: the guarded Submit Achievement form. */
import { nominationIsland } from '#features/nominations/nomination-island.tsx';
import { ACHIEVEMENT_FORM } from './AchievementForm.tsx';

export default nominationIsland(ACHIEVEMENT_FORM);
