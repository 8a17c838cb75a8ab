/** A project as search and the feeds see it. */
import type { ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import { META_MAX, clip } from '#lib/text.ts';
import { searchDocument, type SearchDocument } from '../search/document.ts';
import { dateFact, fact, prose, searchText, type Passage } from '../search/search-text.ts';
import { projectCard } from './card.ts';
import { PROJECT_DETAIL_ROUTE, detailHref } from '../routes.ts';

/** The meta description and search excerpt: the problem statement, else what it is. */
export function projectSummary(project: Project, category: string): string {
  return clip(project.problemStatement ?? `${category} project ${project.projectTitle ?? 'N/A'}`, META_MAX);
}

/** What the detail page's block for the route's category says (ProjectDetail.tsx): its prose, then its facts. */
function variantPassages(project: Project, category: ProjectCategory): { prose: Passage[]; facts: Passage[] } {
  switch (category) {
    case 'Industry': {
      const details = project.industryDetails;
      return {
        prose: [prose(details?.description)],
        facts: [fact('Organization', details?.name), fact('Industry Mentor', details?.mentorName), fact('Mentor Designation', details?.mentorDesignation)],
      };
    }
    case 'In-House': {
      const details = project.inHouseDetails;
      return { prose: [], facts: [fact('External Mentor', details?.facultyName), fact('Designation', details?.facultyDesignation), fact('Project Type', details?.projectType)] };
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
      const founders = (details?.founders ?? []).map((founder) => (founder.name && founder.role ? `${founder.name} (${founder.role})` : founder.name));
      return {
        prose: [prose(details?.description)],
        facts: [fact('Start-Up', details?.name), fact('Founders', founders), fact('Foundation Year', details?.foundationYear), fact('Incubator', details?.incubatorName)],
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
    fact('Awards', project.achievements.map((award) => award.name)),
    fact('Team Leader', project.teamLeader?.name),
    fact('Team Members', project.teamMembers.map((member) => member.name)),
    fact('Technology Domain', project.technologyDomain),
    fact('Tech Stack', project.techStack),
    ...variant.facts,
    fact('Internal Mentor', mentor?.name),
    fact('Department', mentor?.department),
  );
}

export function projectSearchDocument(project: Project, category: ProjectCategory): SearchDocument {
  const people = [project.teamLeader, ...project.teamMembers];
  return searchDocument({
    area: 'projects',
    category,
    card: projectCard(project, category, detailHref(PROJECT_DETAIL_ROUTE[category], project.nominationId)),
    excerpt: projectSummary(project, category),
    text: projectSearchText(project, category),
    submittedAt: project.submittedAt,
    eventDate: project.researchDetails?.publicationDate ?? project.startupDetails?.foundationYear,
    facets: {
      programme: people.map((person) => person?.programme),
      batch: people.map((person) => person?.batch),
      domain: [project.technologyDomain],
      tech: project.techStack,
      organization: [project.industryDetails?.name],
    },
  });
}
