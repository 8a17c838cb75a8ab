/** What an achievement's detail page shows (catalog/DetailPage.astro, and the build's writer of detail pages). */
import { createElement } from 'react';
import type { AchievementCategory } from '#api/enums.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { DetailView } from '../catalog/detail-page.ts';
import { ACHIEVEMENT_LIST_ROUTE } from '../routes.ts';
import { AchievementDetail, achievementTitle } from './AchievementDetail.tsx';
import { achievementHref } from './pages.ts';

export interface AchievementPageProps {
  achievement: Achievement;
  category: AchievementCategory;
}

export function achievementDetailView({ achievement, category }: AchievementPageProps): DetailView {
  return {
    title: achievementTitle(achievement, category),
    href: achievementHref(category, achievement.nominationId),
    body: () => createElement(AchievementDetail, { achievement, category, back: { href: ACHIEVEMENT_LIST_ROUTE[category] } }),
  };
}
