/** Sending a competition nomination (spec 2, section 7); approved competitions are read through ./approved.ts. */
import type { ApiConfig } from './http.ts';
import type { CompetitionPayload } from './schemas/competition-payload.ts';
import { submitNomination } from './submit.ts';
import { COMPETITION_SUBMIT_TEXTS } from './submit-texts.ts';

export { COMPETITION_SUBMIT_TEXTS };

export function submitCompetitionNomination(api: ApiConfig, payload: CompetitionPayload) {
  return submitNomination(api, '/api/competition-nominations', payload, COMPETITION_SUBMIT_TEXTS);
}
