/** The text search reads of a competition: its own words, not its page's headings (../search/search-text.ts). */
import type { Competition } from '#api/schemas/competition.ts';
import { dateFact, fact, prose, searchText } from '../search/search-text.ts';

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
    fact(
      'Team Members',
      competition.teamMembers.map((member) => member.name),
    ),
    fact('Technology Domain', competition.technologyDomain),
    fact('Tech Stack', competition.techStack),
    fact('Participation Type', competition.participationType),
  );
}
