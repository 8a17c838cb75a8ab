/**
 * A placement or internship approved after the last build, rendered by the
 * 404 page. A record of the other category (a placement id on the internship
 * route, ./record.ts) or an empty answer shows "No … details found for this ID." (spec 2, section 2.9).
 */
import type { PlacementCategory } from '#api/enums.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { FreshView } from '../fresh/types.ts';
import { placementTitle } from './model.ts';
import { PlacementDetail } from './PlacementDetail.tsx';
import { record } from './record.ts';
import { NO_PLACEMENT_FOUND } from './texts.ts';

export const fresh: FreshView<Placement, PlacementCategory> = {
  record,
  notFound: (category) => NO_PLACEMENT_FOUND[category],
  show: (placement, category) => ({
    title: `${placementTitle(placement)} (${category})`,
    render: (back) => <PlacementDetail placement={placement} category={category} back={back} />,
  }),
};
