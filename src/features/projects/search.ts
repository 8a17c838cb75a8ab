/** A project as search and the feeds see it. */
import type { ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import { META_MAX, clip } from '#lib/text.ts';
import { searchDocument, type SearchDocument } from '../search/document.ts';
import { projectCard } from './card.ts';
import { PROJECT_DETAIL_ROUTE, detailHref } from '../routes.ts';

/** The meta description and search excerpt: the problem statement, else what it is. */
export function projectSummary(project: Project, category: string): string {
  return clip(project.problemStatement ?? `${category} project ${project.projectTitle ?? 'N/A'}`, META_MAX);
}

export function projectSearchDocument(project: Project, category: ProjectCategory): SearchDocument {
  const people = [project.teamLeader, ...project.teamMembers];
  return searchDocument({
    area: 'projects',
    category,
    card: projectCard(project, category, detailHref(PROJECT_DETAIL_ROUTE[category], project.nominationId)),
    excerpt: projectSummary(project, category),
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
