import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from '#api/enums.ts';
import { ACHIEVEMENT_LIST_SEGMENT, fetchApprovedAchievement, fetchApprovedAchievements } from '#api/achievements.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { CatalogSource } from '../catalog/source.ts';

/** Approved achievements: the four category lists, then each entry's detail. */
export const ACHIEVEMENT_SOURCE: CatalogSource<Achievement> = {
  name: 'achievements',
  lists: ACHIEVEMENT_CATEGORIES.map((category) => ({
    category,
    label: `GET /api/achievement-nominations/approved/${ACHIEVEMENT_LIST_SEGMENT[category]}`,
    fetch: (api, options) => fetchApprovedAchievements(api, category, options),
  })),
  detail: (api, id, category, options) =>
    fetchApprovedAchievement(api, id, category as AchievementCategory, options),
};
