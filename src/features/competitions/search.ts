/** A competition as search and the feeds see it. */
import type { CompetitionCategory } from '#api/enums.ts';
import type { Competition } from '#api/schemas/competition.ts';
import { searchDocument, type SearchDocument } from '../search/document.ts';
import { competitionCard } from './card.ts';
import { competitionSummary } from './model.ts';
import { COMPETITION_DETAIL_ROUTE, detailHref } from '../routes.ts';

export function competitionSearchDocument(competition: Competition, category: CompetitionCategory): SearchDocument {
  const people = [competition.teamLeader, ...competition.teamMembers];
  return searchDocument({
    area: 'competitions',
    category,
    card: competitionCard(competition, category, detailHref(COMPETITION_DETAIL_ROUTE[category], competition.nominationId)),
    excerpt: competitionSummary(competition, category),
    submittedAt: competition.submittedAt,
    eventDate: competition.date,
    facets: {
      programme: people.map((person) => person?.programme),
      batch: people.map((person) => person?.batch),
      domain: [competition.technologyDomain],
      tech: competition.techStack,
      organization: [competition.organizingBody],
      level: [competition.level],
    },
  });
}
