/** What a placement's or internship's detail page shows (catalog/DetailPage.astro, and the build's writer of detail pages). */
import { createElement } from 'react';
import type { PlacementCategory } from '#api/enums.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { DetailView } from '../catalog/detail-page.ts';
import { PLACEMENT_LIST_ROUTES } from '../routes.ts';
import { placementTitle } from './model.ts';
import { placementHref } from './pages.ts';
import { PlacementDetail } from './PlacementDetail.tsx';

export interface PlacementPageProps {
  placement: Placement;
  category: PlacementCategory;
}

export function placementDetailView({ placement, category }: PlacementPageProps): DetailView {
  return {
    title: `${placementTitle(placement)} (${category})`,
    href: placementHref(category, placement.nominationId),
    body: () => createElement(PlacementDetail, { placement, category, back: { href: PLACEMENT_LIST_ROUTES[category].canonical } }),
  };
}
