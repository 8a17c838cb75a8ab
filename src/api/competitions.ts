/** Competition calls (spec 2, section 7). */
import type { CompetitionCategory } from './enums.ts';
import { readList, readOne, type ApiConfig, type ReadOptions } from './http.ts';
import { COMPETITION_DETAIL, LIST_FALLBACK, detailFailure, homeFailure, listFailure } from './messages.ts';
import { CompetitionSchema } from './schemas/competition.ts';
import type { CompetitionPayload } from './schemas/competition-payload.ts';
import { submitNomination } from './submit.ts';
import { COMPETITION_SUBMIT_TEXTS } from './submit-texts.ts';

export { COMPETITION_SUBMIT_TEXTS };

export const COMPETITION_LIST_SEGMENT: Record<CompetitionCategory, string> = {
  Hackathon: 'hackathons',
  'Coding Contest': 'coding-contests',
  'Project Competition': 'project-competitions',
};

export function fetchApprovedCompetitions(api: ApiConfig, category: CompetitionCategory, options?: ReadOptions) {
  return readList(
    api,
    `/api/competition-nominations/approved/${COMPETITION_LIST_SEGMENT[category]}`,
    CompetitionSchema,
    listFailure(LIST_FALLBACK.competitions),
    options,
  );
}

export function fetchApprovedCompetition(api: ApiConfig, id: string, options?: ReadOptions) {
  return readOne(
    api,
    `/api/competition-nominations/approved/${encodeURIComponent(id)}`,
    CompetitionSchema,
    detailFailure(COMPETITION_DETAIL),
    options,
  );
}

export function fetchBestCompetitions(api: ApiConfig, options?: ReadOptions) {
  return readList(api, '/api/competition-nominations/approved/best', CompetitionSchema, homeFailure, options);
}

export function submitCompetitionNomination(api: ApiConfig, payload: CompetitionPayload) {
  return submitNomination(api, '/api/competition-nominations', payload, COMPETITION_SUBMIT_TEXTS);
}
