/**
 * Achievements as the contract reads them (spec 2, section 7). Every achievement of a list belongs on it;
 * the 404 page also shows only one of its route's kind (./fresh.tsx).
 */
import type { AchievementCategory } from '#api/enums.ts';
import { AchievementSchema, type Achievement } from '#api/schemas/achievement.ts';
import type { RecordContract } from '../catalog/area-modules.ts';
import { ACHIEVEMENTS_FAILED, achievementDetail } from './texts.ts';

export const record: RecordContract<Achievement, AchievementCategory> = {
  schema: AchievementSchema,
  listFallback: () => ACHIEVEMENTS_FAILED,
  detailTexts: achievementDetail,
};
