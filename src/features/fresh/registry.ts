/** Each area's fresh-entry view, by the area its detail routes belong to. */
import { achievementFresh } from '../achievements/fresh.tsx';
import { alumniFresh } from '../alumni/fresh.tsx';
import { competitionFresh } from '../competitions/fresh.tsx';
import { placementFresh } from '../placements/fresh.tsx';
import { projectFresh } from '../projects/fresh.tsx';
import type { DetailArea } from '../routes.ts';
import type { FreshView } from './types.ts';

export const FRESH_VIEWS: Record<DetailArea, FreshView> = {
  project: projectFresh,
  competition: competitionFresh,
  achievement: achievementFresh,
  placement: placementFresh,
  alumni: alumniFresh,
};
