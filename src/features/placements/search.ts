/** A placement or internship as search and the feeds see it. */
import type { PlacementCategory } from '#api/enums.ts';
import type { Placement } from '#api/schemas/placement.ts';
import { searchDocument, type SearchDocument } from '../search/document.ts';
import { placementCard } from './card.ts';
import { placementSummary } from './model.ts';
import { PLACEMENT_DETAIL_ROUTE, detailHref } from '../routes.ts';

export function placementSearchDocument(placement: Placement, category: PlacementCategory): SearchDocument {
  return searchDocument({
    area: 'placements',
    category,
    card: placementCard(placement, category, detailHref(PLACEMENT_DETAIL_ROUTE[category], placement.nominationId)),
    excerpt: placementSummary(placement, category),
    submittedAt: placement.submittedAt,
    facets: {
      programme: [placement.student?.programme],
      batch: [placement.student?.batch],
      organization: [placement.organizationName],
      position: [placement.studentDesignation],
    },
  });
}
