/** Placements and internships as the contract reads them (spec 2, section 7): a record of the other category is not published on this one's page. */
import type { PlacementCategory } from '#api/enums.ts';
import { PlacementSchema, type Placement } from '#api/schemas/placement.ts';
import type { RecordContract } from '../catalog/area-modules.ts';
import { PLACEMENT_DETAIL, PLACEMENT_LIST_FAILED } from './texts.ts';

/** True when a record belongs on the page of `category` (spec 2, section 2.9). */
export function isOfCategory(record: Pick<Placement, 'category'>, category: string): boolean {
  return record.category?.toLowerCase() === category.toLowerCase();
}

export const record: RecordContract<Placement, PlacementCategory> = {
  schema: PlacementSchema,
  listFallback: (category) => PLACEMENT_LIST_FAILED[category],
  detailTexts: (category) => PLACEMENT_DETAIL[category],
  reject: (placement, category) =>
    isOfCategory(placement, category) ? null : `its category is ${placement.category ?? 'missing'}, not ${category}`,
};
