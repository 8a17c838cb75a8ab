/** My Project Nominations (spec 1, sections 2 and 8). */
import { MY_NOMINATIONS_ROUTE } from '#features/routes.ts';

export const MY_NOMINATIONS_TEXTS = {
  title: 'My Project Nominations',
  empty: "You haven't submitted any project nominations yet.",
  nominate: 'Nominate a Project',
  // The spec's spelling of the form's route (an alias in the area table), written out: the island would
  // bring the table into the browser (tests/unit/areas.test.ts checks it).
  nominateHref: '/projects/nominate',
  fallback: 'Failed to fetch nominations',
  loading: 'Loading your nominations...',
  submittedOn: 'Submitted on',
  viewDetails: 'View Details',
  detailLoading: 'Loading project details...',
  notFound: 'Nomination not found. It may have been removed, or it was submitted from another account.',
  backToList: 'Back to My Project Nominations',
} as const;

export { MY_NOMINATIONS_ROUTE };
const NOMINATION_ROUTE_PREFIX = '/projects/nominations/';

/** The row link of one nomination. */
export const nominationHref = (id: string) => `${NOMINATION_ROUTE_PREFIX}${encodeURIComponent(id)}`;

/** The id in `/projects/nominations/{id}` (for the 404 page that mounts the detail), else null. */
export function nominationIdFromPath(pathname: string): string | null {
  const match = /^\/projects\/nominations\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
