/** Which static pages the achievement area has, and what each receives. */
import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from '#api/enums.ts';
import { withCacheKeys } from '../catalog/cache-key.ts';
import { entriesIn } from '../catalog/entries.ts';
import { documentAt } from '../search/catalog.ts';
import { listPageHref, listPagePaths } from '../catalog/pages.ts';
import { ACHIEVEMENT_DETAIL_ROUTE, ACHIEVEMENT_LIST_ROUTE, detailHref } from '../routes.ts';

const lastSegment = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/** `/achievements/{list}` and `/achievements/{list}/{page}` for each category. */
export async function achievementListPaths() {
  const paths = await Promise.all(
    ACHIEVEMENT_CATEGORIES.map(async (category) => {
      const base = ACHIEVEMENT_LIST_ROUTE[category];
      return listPagePaths(await entriesIn('achievements', category), base, { list: lastSegment(base) }).map((path) => ({
        params: path.params,
        props: { ...path.props, category },
      }));
    }),
  );
  return withCacheKeys(paths.flat(), listPageHref);
}

/** `/achievements/{kind}-details/{id}` for each approved achievement. */
export async function achievementDetailPaths() {
  const paths = await Promise.all(
    ACHIEVEMENT_CATEGORIES.map(async (category) =>
      (await entriesIn('achievements', category)).map((entry) => ({
        params: { route: lastSegment(ACHIEVEMENT_DETAIL_ROUTE[category]), id: entry.record.nominationId },
        props: { achievement: entry.record, category },
      })),
    ),
  );
  // The facet spellings come from every entry of the build: part of what the page shows.
  return withCacheKeys(
    paths.flat(),
    (path) => achievementHref(path.props.category, path.props.achievement.nominationId),
    async (path) => (await documentAt(achievementHref(path.props.category, path.props.achievement.nominationId))).facets,
  );
}

export function achievementHref(category: AchievementCategory, id: string): string {
  return detailHref(ACHIEVEMENT_DETAIL_ROUTE[category], id);
}
