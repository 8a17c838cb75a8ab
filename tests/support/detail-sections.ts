/**
 * The headings of a detail page's sections, in the spec's order: what the unit
 * tests of a detail view and the end-to-end tests of its built page both expect.
 */

/** A complete competition's detail page (spec 2, section 2.4). */
export const COMPETITION_SECTIONS = [
  'Event Images',
  'Description',
  'Competition Details',
  'Outcomes',
  'Awards',
  'Team Information',
  'Technical Details',
  'Competition Resources',
  'Additional Information',
];
