/** Which static pages the project area has, and what each receives. */
import { PROJECT_CATEGORIES, type ProjectCategory } from '#api/enums.ts';
import { withCacheKeys } from '../catalog/cache-key.ts';
import { entriesIn } from '../catalog/entries.ts';
import { documentAt } from '../search/catalog.ts';
import { listPageHref, listPagePaths } from '../catalog/pages.ts';
import { PROJECT_DETAIL_ROUTE, PROJECT_LIST_ROUTE, detailHref } from '../routes.ts';

const lastSegment = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/** `/projects/{list}/{page}` for each category. */
export async function projectListPaths() {
  const paths = await Promise.all(
    PROJECT_CATEGORIES.map(async (category) => {
      const base = PROJECT_LIST_ROUTE[category];
      return listPagePaths(await entriesIn('projects', category), base, { list: lastSegment(base) }).map((path) => ({
        params: path.params,
        props: { ...path.props, category },
      }));
    }),
  );
  return withCacheKeys(paths.flat(), listPageHref);
}

/** `/projects/{category}details/{id}` for each approved project. */
export async function projectDetailPaths() {
  const paths = await Promise.all(
    PROJECT_CATEGORIES.map(async (category) =>
      (await entriesIn('projects', category)).map((entry) => ({
        params: { route: lastSegment(PROJECT_DETAIL_ROUTE[category]), id: entry.record.nominationId },
        props: { project: entry.record, category },
      })),
    ),
  );
  // The facet spellings come from every entry of the build: part of what the page shows.
  return withCacheKeys(
    paths.flat(),
    (path) => projectHref(path.props.category, path.props.project.nominationId),
    async (path) => (await documentAt(projectHref(path.props.category, path.props.project.nominationId))).facets,
  );
}

export function projectHref(category: ProjectCategory, id: string): string {
  return detailHref(PROJECT_DETAIL_ROUTE[category], id);
}
