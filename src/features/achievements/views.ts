/** How the build shows achievements (spec 2, sections 2.6 and 2.7): list words, cards, what search and the feeds know, detail pages. */
import { createElement } from 'react';
import type { AchievementCategory } from '#api/enums.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { AreaViews } from '../catalog/area-modules.ts';
import { AchievementDetail, achievementTitle } from './AchievementDetail.tsx';
import { achievementCard } from './card.ts';
import { achievementFacts, achievementWords } from './search.ts';
import { ACHIEVEMENT_KIND_TEXT } from './texts.ts';

export const views: AreaViews<Achievement, AchievementCategory> = {
  list: (category) => ACHIEVEMENT_KIND_TEXT[category],
  card: achievementCard,
  facts: achievementFacts,
  words: achievementWords,
  detail: (achievement, category, back) => ({
    title: achievementTitle(achievement, category),
    body: () => createElement(AchievementDetail, { achievement, category, back: { href: back } }),
  }),
};
