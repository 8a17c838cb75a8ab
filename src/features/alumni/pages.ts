/** Which static pages the Star Alumni area has, and what each receives. */
import { withCacheKeys } from '../catalog/cache-key.ts';
import { entriesIn } from '../catalog/entries.ts';
import { documentAt } from '../search/catalog.ts';
import { listPageHref, listPagePaths } from '../catalog/pages.ts';
import { ALUMNI_DETAIL_ROUTE, ALUMNI_LIST_ROUTE, detailHref } from '../routes.ts';

/** The one list category of the alumni collection (see ./source.ts). */
const ALUMNI = 'Alumni';

/** `/StarAlumni/star-alumni/{page}`. */
export async function alumniListPaths() {
  return withCacheKeys(listPagePaths(await entriesIn('alumni', ALUMNI), ALUMNI_LIST_ROUTE), listPageHref);
}

/** `/StarAlumni/star-alumni-details/{id}` for each approved alumni record. */
export async function alumniDetailPaths() {
  const paths = (await entriesIn('alumni', ALUMNI)).map((entry) => ({
    params: { id: entry.record.nominationId },
    props: { record: entry.record },
  }));
  // The facet spellings come from every entry of the build: part of what the page shows.
  return withCacheKeys(
    paths,
    (path) => alumniHref(path.props.record.nominationId),
    async (path) => (await documentAt(alumniHref(path.props.record.nominationId))).facets,
  );
}

export function alumniHref(id: string): string {
  return detailHref(ALUMNI_DETAIL_ROUTE, id);
}
