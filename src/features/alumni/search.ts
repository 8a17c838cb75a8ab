/** A star alumnus as search and the feeds see them. */
import type { Alumni } from '#api/schemas/alumni.ts';
import { searchDocument, type SearchDocument } from '../search/document.ts';
import { alumniCard } from './card.ts';
import { alumniSummary } from './model.ts';
import { ALUMNI_DETAIL_ROUTE, detailHref } from '../routes.ts';

export function alumniSearchDocument(record: Alumni): SearchDocument {
  return searchDocument({
    area: 'alumni',
    category: 'Alumni',
    card: alumniCard(record, detailHref(ALUMNI_DETAIL_ROUTE, record.nominationId)),
    excerpt: alumniSummary(record),
    submittedAt: record.submittedAt,
    facets: {
      programme: [record.alumni?.programme],
      batch: [record.alumni?.batch],
      organization: [record.organization],
      position: [record.designation],
    },
  });
}
