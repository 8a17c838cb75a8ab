import { PLACEMENT_CATEGORIES, type PlacementCategory } from '#api/enums.ts';
import { PLACEMENT_LIST_SEGMENT, fetchApprovedPlacement, fetchApprovedPlacements } from '#api/placements.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { CatalogSource } from '../catalog/source.ts';

/** True when a record belongs on the page of `category` (spec 2, section 2.9). */
export function isOfCategory(record: Pick<Placement, 'category'>, category: string): boolean {
  return record.category?.toLowerCase() === category.toLowerCase();
}

/** Approved placements and internships; a record of the other category is not published on this one's page. */
export const PLACEMENT_SOURCE: CatalogSource<Placement> = {
  name: 'placements',
  lists: PLACEMENT_CATEGORIES.map((category) => ({
    category,
    label: `GET /api/placement-nominations/approved/${PLACEMENT_LIST_SEGMENT[category]}`,
    fetch: (api, options) => fetchApprovedPlacements(api, category, options),
  })),
  detail: (api, id, category, options) => fetchApprovedPlacement(api, id, category as PlacementCategory, options),
  reject: (record, category) =>
    isOfCategory(record, category) ? null : `its category is ${record.category ?? 'missing'}, not ${category}`,
};
