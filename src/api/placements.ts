/** Placement and internship calls (spec 2, section 7). */
import type { PlacementCategory } from './enums.ts';
import { readList, readOne, type ApiConfig, type ReadOptions } from './http.ts';
import { INTERNSHIP_DETAIL, LIST_FALLBACK, PLACEMENT_DETAIL, detailFailure, homeFailure, listFailure } from './messages.ts';
import { PlacementSchema } from './schemas/placement.ts';
import type { PlacementPayload } from './schemas/placement-payload.ts';
import { submitNomination } from './submit.ts';
import { PLACEMENT_SUBMIT_TEXTS } from './submit-texts.ts';

export { PLACEMENT_SUBMIT_TEXTS };

export const PLACEMENT_LIST_SEGMENT: Record<PlacementCategory, string> = {
  Placement: 'placement',
  Internship: 'internship',
};

export function fetchApprovedPlacements(api: ApiConfig, category: PlacementCategory, options?: ReadOptions) {
  return readList(
    api,
    `/api/placement-nominations/approved/${PLACEMENT_LIST_SEGMENT[category]}`,
    PlacementSchema,
    listFailure(category === 'Placement' ? LIST_FALLBACK.placements : LIST_FALLBACK.internships),
    options,
  );
}

/** One approved record; `category` is the page asking, which picks the error wording. */
export function fetchApprovedPlacement(
  api: ApiConfig,
  id: string,
  category: PlacementCategory,
  options?: ReadOptions,
) {
  return readOne(
    api,
    `/api/placement-nominations/approved/${encodeURIComponent(id)}`,
    PlacementSchema,
    detailFailure(category === 'Placement' ? PLACEMENT_DETAIL : INTERNSHIP_DETAIL),
    options,
  );
}

export function fetchBestPlacements(api: ApiConfig, options?: ReadOptions) {
  return readList(api, '/api/placement-nominations/approved/best', PlacementSchema, homeFailure, options);
}

export function submitPlacementNomination(api: ApiConfig, payload: PlacementPayload) {
  return submitNomination(api, '/api/placement-nominations', payload, PLACEMENT_SUBMIT_TEXTS);
}
