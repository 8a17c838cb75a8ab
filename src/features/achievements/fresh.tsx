/** Achievements newer than the build, rendered by the 404 page with the same detail views. */
import type { AchievementCategory } from '#api/enums.ts';
import { fetchApprovedAchievement } from '#api/achievements.ts';
import { ACHIEVEMENT_THINGS, achievementDetail } from '#api/messages.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { FreshView } from '../fresh/types.ts';
import { ACHIEVEMENT_LIST_ROUTE } from '../routes.ts';
import { AchievementDetail, achievementTitle, belongsTo } from './AchievementDetail.tsx';

/**
 * One loading text serves the four routes because FreshView.loading is a
 * single string; ACHIEVEMENT_LOADING in texts.ts holds the per-variant texts
 * for when it accepts the route's category.
 */
export const ACHIEVEMENT_FRESH_LOADING = 'Loading achievement details...';

export const achievementFresh: FreshView = {
  loading: ACHIEVEMENT_FRESH_LOADING,
  listRoute: (category) => ACHIEVEMENT_LIST_ROUTE[category as AchievementCategory],
  load: async (id, routeCategory) => {
    const category = routeCategory as AchievementCategory;
    const result = await fetchApprovedAchievement(browserApi, id, category);
    // An empty answer, or an achievement of another kind, shows the not-found card (spec 2, section 2.7).
    if (!result.ok || !belongsTo(result.record, category)) {
      return { kind: 'notFound', message: achievementDetail(ACHIEVEMENT_THINGS[category]).notFound };
    }
    const achievement = result.record;
    return {
      kind: 'found',
      title: achievementTitle(achievement, category),
      render: (back) => <AchievementDetail achievement={achievement} category={category} back={back} />,
    };
  },
};
