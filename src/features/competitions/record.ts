/** Competitions as the contract reads them (spec 2, section 7): every competition of a list belongs on it. */
import type { CompetitionCategory } from '#api/enums.ts';
import { CompetitionSchema, type Competition } from '#api/schemas/competition.ts';
import type { RecordContract } from '../catalog/area-modules.ts';
import { COMPETITIONS_FAILED, COMPETITION_DETAIL } from './texts.ts';

export const record: RecordContract<Competition, CompetitionCategory> = {
  schema: CompetitionSchema,
  listFallback: () => COMPETITIONS_FAILED,
  detailTexts: () => COMPETITION_DETAIL,
};
