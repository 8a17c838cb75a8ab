/** Which static pages the competition area has, and what each receives. */
import { COMPETITION_CATEGORIES, type CompetitionCategory } from '#api/enums.ts';
import { withCacheKeys } from '../catalog/cache-key.ts';
import { entriesIn } from '../catalog/entries.ts';
import { documentAt } from '../search/catalog.ts';
import { listPageHref, listPagePaths } from '../catalog/pages.ts';
import { COMPETITION_DETAIL_ROUTE, COMPETITION_LIST_ROUTE, detailHref } from '../routes.ts';

const lastSegment = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/** `/competitions/{list}/{page}` for each category. */
export async function competitionListPaths() {
  const paths = await Promise.all(
    COMPETITION_CATEGORIES.map(async (category) => {
      const base = COMPETITION_LIST_ROUTE[category];
      return listPagePaths(await entriesIn('competitions', category), base, { list: lastSegment(base) }).map((path) => ({
        params: path.params,
        props: { ...path.props, category },
      }));
    }),
  );
  return withCacheKeys(paths.flat(), listPageHref);
}

/** `/competitions/{hackathon|coding|projectcompetition}details/{id}` for each approved competition. */
export async function competitionDetailPaths() {
  const paths = await Promise.all(
    COMPETITION_CATEGORIES.map(async (category) =>
      (await entriesIn('competitions', category)).map((entry) => ({
        params: { route: lastSegment(COMPETITION_DETAIL_ROUTE[category]), id: entry.record.nominationId },
        props: { competition: entry.record, category },
      })),
    ),
  );
  // The facet spellings come from every entry of the build: part of what the page shows.
  return withCacheKeys(
    paths.flat(),
    (path) => competitionHref(path.props.category, path.props.competition.nominationId),
    async (path) => (await documentAt(competitionHref(path.props.category, path.props.competition.nominationId))).facets,
  );
}

export function competitionHref(category: CompetitionCategory, id: string): string {
  return detailHref(COMPETITION_DETAIL_ROUTE[category], id);
}
