/** A placement or internship as search and the feeds see it. */
import type { PlacementCategory } from '#api/enums.ts';
import type { Placement } from '#api/schemas/placement.ts';
import { searchDocument, type SearchDocument } from '../search/document.ts';
import { fact, prose, searchText } from '../search/search-text.ts';
import { placementCard } from './card.ts';
import { placementSummary } from './model.ts';
import { STIPEND_OR_PACKAGE } from './texts.ts';
import { PLACEMENT_DETAIL_ROUTE, detailHref } from '../routes.ts';

/** Its title (the organization), its prose (the project's description, what was assigned), then where, what and who (search-text.ts). */
export function placementSearchText(placement: Placement): string[] {
  return searchText(
    prose(placement.organizationName),
    prose(placement.projectDescription),
    prose(placement.projectAssigned),
    fact('Location', placement.location),
    fact('Designation', placement.studentDesignation),
    fact('Duration', placement.duration),
    fact(STIPEND_OR_PACKAGE, placement.pkg),
    fact('Student', placement.student?.name),
  );
}

export function placementSearchDocument(placement: Placement, category: PlacementCategory): SearchDocument {
  return searchDocument({
    area: 'placements',
    category,
    card: placementCard(placement, category, detailHref(PLACEMENT_DETAIL_ROUTE[category], placement.nominationId)),
    excerpt: placementSummary(placement, category),
    text: placementSearchText(placement),
    submittedAt: placement.submittedAt,
    facets: {
      programme: [placement.student?.programme],
      batch: [placement.student?.batch],
      organization: [placement.organizationName],
      position: [placement.studentDesignation],
    },
  });
}
