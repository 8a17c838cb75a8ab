/** The text search reads of a star alumnus: their own words, not their page's headings (../search/search-text.ts). */
import type { Alumni } from '#api/schemas/alumni.ts';
import { fact, prose, searchText } from '../search/search-text.ts';

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
