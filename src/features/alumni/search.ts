/** A star alumnus as search and the feeds see them. */
import type { Alumni } from '#api/schemas/alumni.ts';
import { searchDocument, type SearchDocument } from '../search/document.ts';
import { fact, prose, searchText } from '../search/search-text.ts';
import { alumniCard } from './card.ts';
import { alumniSummary } from './model.ts';
import { ALUMNI_DETAIL_ROUTE, detailHref } from '../routes.ts';

/** Their name and bio, then their position and studies (search-text.ts). */
export function alumniSearchText(record: Alumni): string[] {
  return searchText(
    prose(record.alumni?.name),
    prose(record.bio),
    fact('Current Position', record.designation),
    fact('Organization', record.organization),
    fact('Programme', record.alumni?.programme),
    fact('Batch', record.alumni?.batch),
  );
}

export function alumniSearchDocument(record: Alumni): SearchDocument {
  return searchDocument({
    area: 'alumni',
    category: 'Alumni',
    card: alumniCard(record, detailHref(ALUMNI_DETAIL_ROUTE, record.nominationId)),
    excerpt: alumniSummary(record),
    text: alumniSearchText(record),
    submittedAt: record.submittedAt,
    facets: {
      programme: [record.alumni?.programme],
      batch: [record.alumni?.batch],
      organization: [record.organization],
      position: [record.designation],
    },
  });
}
