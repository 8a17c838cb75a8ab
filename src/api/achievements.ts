/** Achievement calls (spec 2, section 7). */
import type { AchievementCategory } from './enums.ts';
import { readList, readOne, type ApiConfig, type ReadOptions } from './http.ts';
import { ACHIEVEMENT_THINGS, LIST_FALLBACK, achievementDetail, detailFailure, listFailure } from './messages.ts';
import { AchievementSchema } from './schemas/achievement.ts';
import type { AchievementPayload } from './schemas/achievement-payload.ts';
import { submitNomination } from './submit.ts';
import { ACHIEVEMENT_SUBMIT_TEXTS } from './submit-texts.ts';

export { ACHIEVEMENT_SUBMIT_TEXTS };

export const ACHIEVEMENT_LIST_SEGMENT: Record<AchievementCategory, string> = {
  'Research Publication': 'research-publication',
  'Global Certification': 'global-certification',
  'Higher Studies': 'higher-studies',
  'Open Source': 'open-source',
};

export function fetchApprovedAchievements(api: ApiConfig, category: AchievementCategory, options?: ReadOptions) {
  return readList(
    api,
    `/api/achievement-nominations/approved/${ACHIEVEMENT_LIST_SEGMENT[category]}`,
    AchievementSchema,
    listFailure(LIST_FALLBACK.achievements),
    options,
  );
}

/** One approved achievement; `category` picks the spec's wording of its errors. */
export function fetchApprovedAchievement(
  api: ApiConfig,
  id: string,
  category: AchievementCategory,
  options?: ReadOptions,
) {
  return readOne(
    api,
    `/api/achievement-nominations/approved/${encodeURIComponent(id)}`,
    AchievementSchema,
    detailFailure(achievementDetail(ACHIEVEMENT_THINGS[category])),
    options,
  );
}

export function submitAchievementNomination(api: ApiConfig, payload: AchievementPayload) {
  return submitNomination(api, '/api/achievement-nominations', payload, ACHIEVEMENT_SUBMIT_TEXTS);
}
