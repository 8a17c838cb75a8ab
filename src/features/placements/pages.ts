/** Which static pages the placements and internships area has, and what each receives. */
import { PLACEMENT_CATEGORIES, type PlacementCategory } from '#api/enums.ts';
import { withCacheKeys } from '../catalog/cache-key.ts';
import { entriesIn } from '../catalog/entries.ts';
import { documentAt } from '../search/catalog.ts';
import { listPageHref, listPagePaths, pageHref } from '../catalog/pages.ts';
import { PLACEMENT_DETAIL_ROUTE, PLACEMENT_LIST_ROUTES, detailHref } from '../routes.ts';

const lastSegment = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/**
 * `/placements-internships/{list}/{page}` for each category, at the canonical
 * (lower-case, the menu's) route and at every alias (the spec's capitalised
 * spelling). An alias page names its canonical twin; its pagination stays on
 * the spelling the visitor used. Only these four lists are claimed, so the
 * nomination form's routes stay free.
 */
export async function placementListPaths() {
  const paths = await Promise.all(
    PLACEMENT_CATEGORIES.map(async (category) => {
      const entries = await entriesIn('placements', category);
      const { canonical, aliases } = PLACEMENT_LIST_ROUTES[category];
      return [canonical, ...aliases].flatMap((base) =>
        listPagePaths(entries, base, { list: lastSegment(base) }).map((path) => ({
          params: path.params,
          props: {
            ...path.props,
            category,
            canonicalPath: base === canonical ? undefined : pageHref(canonical, path.props.current),
          },
        })),
      );
    }),
  );
  return withCacheKeys(paths.flat(), listPageHref);
}

/**
 * `/placements-internships/{placement|internship}Details/{id}`. The source
 * already dropped records whose category does not match their list, so each
 * page shows a record of its own category.
 */
export async function placementDetailPaths() {
  const paths = await Promise.all(
    PLACEMENT_CATEGORIES.map(async (category) =>
      (await entriesIn('placements', category)).map((entry) => ({
        params: { route: lastSegment(PLACEMENT_DETAIL_ROUTE[category]), id: entry.record.nominationId },
        props: { placement: entry.record, category },
      })),
    ),
  );
  // The facet spellings come from every entry of the build: part of what the page shows.
  return withCacheKeys(
    paths.flat(),
    (path) => placementHref(path.props.category, path.props.placement.nominationId),
    async (path) => (await documentAt(placementHref(path.props.category, path.props.placement.nominationId))).facets,
  );
}

export function placementHref(category: PlacementCategory, id: string): string {
  return detailHref(PLACEMENT_DETAIL_ROUTE[category], id);
}
