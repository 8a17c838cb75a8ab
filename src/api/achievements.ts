/** Sending an achievement (spec 2, section 7); approved achievements are read through ./approved.ts. */
import type { ApiConfig } from './http.ts';
import type { AchievementPayload } from './schemas/achievement-payload.ts';
import { submitNomination } from './submit.ts';
import { ACHIEVEMENT_SUBMIT_TEXTS } from './submit-texts.ts';

export { ACHIEVEMENT_SUBMIT_TEXTS };

export function submitAchievementNomination(api: ApiConfig, payload: AchievementPayload) {
  return submitNomination(api, '/api/achievement-nominations', payload, ACHIEVEMENT_SUBMIT_TEXTS);
}
