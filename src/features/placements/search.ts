/** The text search reads of a placement or internship: its own words, not its page's headings (../search/search-text.ts). */
import type { Placement } from '#api/schemas/placement.ts';
import { fact, prose, searchText } from '../search/search-text.ts';
import { STIPEND_OR_PACKAGE } from './texts.ts';

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
