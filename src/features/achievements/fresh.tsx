/** An achievement approved after the last build, rendered by the 404 page with the same detail views. */
import type { AchievementCategory } from '#api/enums.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { FreshView } from '../fresh/types.ts';
import { AchievementDetail, achievementTitle, belongsTo } from './AchievementDetail.tsx';
import { record } from './record.ts';

export const fresh: FreshView<Achievement, AchievementCategory> = {
  record,
  // An achievement of another kind shows the not-found card (spec 2, section 2.7).
  show: (achievement, category) =>
    belongsTo(achievement, category)
      ? {
          title: achievementTitle(achievement, category),
          render: (back) => <AchievementDetail achievement={achievement} category={category} back={back} />,
        }
      : null,
};
