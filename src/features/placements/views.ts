/** How the build shows placements and internships (spec 2, section 2.9): list words, cards, what search and the feeds know, detail pages. */
import { createElement } from 'react';
import type { PlacementCategory } from '#api/enums.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { AreaViews } from '../catalog/area-modules.ts';
import { placementCard } from './card.ts';
import { placementSummary, placementTitle } from './model.ts';
import { PlacementDetail } from './PlacementDetail.tsx';
import { placementSearchText } from './search.ts';
import { PLACEMENT_LIST_TEXT } from './texts.ts';

export const views: AreaViews<Placement, PlacementCategory> = {
  list: (category) => PLACEMENT_LIST_TEXT[category],
  card: placementCard,
  facts: (placement) => ({
    submittedAt: placement.submittedAt,
    facets: {
      programme: [placement.student?.programme],
      batch: [placement.student?.batch],
      organization: [placement.organizationName],
      position: [placement.studentDesignation],
    },
  }),
  words: (placement, category) => ({
    excerpt: placementSummary(placement, category),
    text: placementSearchText(placement),
  }),
  detail: (placement, category, back) => ({
    title: `${placementTitle(placement)} (${category})`,
    body: () => createElement(PlacementDetail, { placement, category, back: { href: back } }),
  }),
};
