import { COMPETITION_CATEGORIES } from '#api/enums.ts';
import { COMPETITION_LIST_SEGMENT, fetchApprovedCompetition, fetchApprovedCompetitions } from '#api/competitions.ts';
import type { Competition } from '#api/schemas/competition.ts';
import type { CatalogSource } from '../catalog/source.ts';

/** Approved competitions: the three category lists, then each entry's detail. */
export const COMPETITION_SOURCE: CatalogSource<Competition> = {
  name: 'competitions',
  lists: COMPETITION_CATEGORIES.map((category) => ({
    category,
    label: `GET /api/competition-nominations/approved/${COMPETITION_LIST_SEGMENT[category]}`,
    fetch: (api, options) => fetchApprovedCompetitions(api, category, options),
  })),
  detail: (api, id, _category, options) => fetchApprovedCompetition(api, id, options),
};
