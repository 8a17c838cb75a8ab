/** The text search reads of a project: its own words, not its page's headings (../search/search-text.ts). */
import type { ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import { dateFact, fact, prose, searchText, type Passage } from '../search/search-text.ts';

/** What the detail page's block for the route's category says (ProjectDetail.tsx): its prose, then its facts. */
function variantPassages(project: Project, category: ProjectCategory): { prose: Passage[]; facts: Passage[] } {
  switch (category) {
    case 'Industry': {
      const details = project.industryDetails;
      return {
        prose: [prose(details?.description)],
        facts: [
          fact('Organization', details?.name),
          fact('Industry Mentor', details?.mentorName),
          fact('Mentor Designation', details?.mentorDesignation),
        ],
      };
    }
    case 'In-House': {
      const details = project.inHouseDetails;
      return {
        prose: [],
        facts: [
          fact('External Mentor', details?.facultyName),
          fact('Designation', details?.facultyDesignation),
          fact('Project Type', details?.projectType),
        ],
      };
    }
    case 'Research': {
      const details = project.researchDetails;
      return {
        prose: [],
        facts: [
          fact('Paper Title', details?.paperTitle),
          fact('Supervisor', details?.supervisorName),
          fact('Publication Type', details?.publicationType),
          fact('Publication Name', details?.publicationName),
          dateFact('Publication Date', details?.publicationDate),
        ],
      };
    }
    case 'Start-Up': {
      const details = project.startupDetails;
      const founders = (details?.founders ?? []).map((founder) =>
        founder.name && founder.role ? `${founder.name} (${founder.role})` : founder.name,
      );
      return {
        prose: [prose(details?.description)],
        facts: [
          fact('Start-Up', details?.name),
          fact('Founders', founders),
          fact('Foundation Year', details?.foundationYear),
          fact('Incubator', details?.incubatorName),
        ],
      };
    }
  }
}

/** Its title and prose (problem statement, description, features, outcomes), then who and what (search-text.ts). */
export function projectSearchText(project: Project, category: ProjectCategory): string[] {
  const variant = variantPassages(project, category);
  const mentor = project.mentor?.internalMentor;
  return searchText(
    prose(project.projectTitle),
    prose(project.problemStatement),
    ...variant.prose,
    prose(project.features),
    prose(project.outcome),
    fact(
      'Awards',
      project.achievements.map((award) => award.name),
    ),
    fact('Team Leader', project.teamLeader?.name),
    fact(
      'Team Members',
      project.teamMembers.map((member) => member.name),
    ),
    fact('Technology Domain', project.technologyDomain),
    fact('Tech Stack', project.techStack),
    ...variant.facts,
    fact('Internal Mentor', mentor?.name),
    fact('Department', mentor?.department),
  );
}
