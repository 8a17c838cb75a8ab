/** A competition as search and the feeds see it. */
import type { CompetitionCategory } from '#api/enums.ts';
import type { Competition } from '#api/schemas/competition.ts';
import { searchDocument, type SearchDocument } from '../search/document.ts';
import { dateFact, fact, prose, searchText } from '../search/search-text.ts';
import { competitionCard } from './card.ts';
import { competitionSummary } from './model.ts';
import { COMPETITION_DETAIL_ROUTE, detailHref } from '../routes.ts';

/** Its title (the theme) and prose (description, outcomes), then the event, the team and the technology (search-text.ts). */
export function competitionSearchText(competition: Competition): string[] {
  return searchText(
    prose(competition.title),
    prose(competition.description),
    prose(competition.outcome),
    fact('Awards', competition.achievements),
    fact('Competition', competition.competitionName),
    fact('Organizing Body', competition.organizingBody),
    fact('Level', competition.level),
    fact('Location', competition.location),
    dateFact('Date', competition.date),
    fact('Team Leader', competition.teamLeader?.name),
    fact('Team Members', competition.teamMembers.map((member) => member.name)),
    fact('Technology Domain', competition.technologyDomain),
    fact('Tech Stack', competition.techStack),
    fact('Participation Type', competition.participationType),
  );
}

export function competitionSearchDocument(competition: Competition, category: CompetitionCategory): SearchDocument {
  const people = [competition.teamLeader, ...competition.teamMembers];
  return searchDocument({
    area: 'competitions',
    category,
    card: competitionCard(competition, category, detailHref(COMPETITION_DETAIL_ROUTE[category], competition.nominationId)),
    excerpt: competitionSummary(competition, category),
    text: competitionSearchText(competition),
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
