/** Each area's fresh-entry view, by the area its detail routes belong to. */
import type { DetailArea } from '../routes.ts';
import { projectFresh } from '../projects/fresh.tsx';
import type { FreshView } from './types.ts';

export const FRESH_VIEWS: Partial<Record<DetailArea, FreshView>> = {
  project: projectFresh,
};
