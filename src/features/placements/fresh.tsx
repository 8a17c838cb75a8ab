import type { PlacementCategory } from '#api/enums.ts';
import { NO_DETAILS_FOUND } from '#api/messages.ts';
import { fetchApprovedPlacement } from '#api/placements.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { FreshView } from '../fresh/types.ts';
import { PLACEMENT_LIST_ROUTES } from '../routes.ts';
import { PlacementDetail } from './PlacementDetail.tsx';
import { placementTitle } from './model.ts';
import { isOfCategory } from './source.ts';
import { PLACEMENT_LOADING } from './texts.ts';

const asCategory = (category: string): PlacementCategory => (category === 'Internship' ? 'Internship' : 'Placement');

/**
 * A placement or internship approved after the last build, rendered by the
 * 404 page. A record of the other category (a placement id on the internship
 * route) or an empty answer shows "No … details found for this ID." (spec 2, section 2.9).
 */
export const placementFresh: FreshView = {
  loading: (category) => PLACEMENT_LOADING[asCategory(category)],
  listRoute: (category) => PLACEMENT_LIST_ROUTES[asCategory(category)].canonical,
  load: async (id, routeCategory) => {
    const category = asCategory(routeCategory);
    const result = await fetchApprovedPlacement(browserApi, id, category);
    if (!result.ok || !isOfCategory(result.record, category)) {
      return { kind: 'notFound', message: NO_DETAILS_FOUND[category] };
    }
    const placement = result.record;
    return {
      kind: 'found',
      title: `${placementTitle(placement)} (${category})`,
      render: (back) => <PlacementDetail placement={placement} category={category} back={back} />,
    };
  },
};
