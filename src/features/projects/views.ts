/** How the build shows projects (spec 1, section 2): list words, cards, what search and the feeds know, detail pages. */
import { createElement } from 'react';
import type { ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import { META_MAX, clip, orNA } from '#lib/text.ts';
import type { AreaViews } from '../catalog/area-modules.ts';
import { galleryOf } from '../catalog/galleries.ts';
import { projectCard } from './card.ts';
import { projectSearchText } from './search.ts';
import { projectImages } from './model.ts';
import { ProjectDetail } from './ProjectDetail.tsx';
import { PROJECTS_COUNT_LABEL, PROJECT_LIST_TEXT } from './texts.ts';

/** The meta description and search excerpt: the problem statement, else what it is. */
export function projectSummary(project: Project, category: string): string {
  return clip(project.problemStatement ?? `${category} project ${project.projectTitle ?? 'N/A'}`, META_MAX);
}

export const views: AreaViews<Project, ProjectCategory> = {
  list: (category) => ({ ...PROJECT_LIST_TEXT[category], countLabel: PROJECTS_COUNT_LABEL }),
  card: projectCard,
  facts(project) {
    const people = [project.teamLeader, ...project.teamMembers];
    return {
      submittedAt: project.submittedAt,
      eventDate: project.researchDetails?.publicationDate ?? project.startupDetails?.foundationYear,
      facets: {
        programme: people.map((person) => person?.programme),
        batch: people.map((person) => person?.batch),
        domain: [project.technologyDomain],
        tech: project.techStack,
        organization: [project.industryDetails?.name],
      },
    };
  },
  words: (project, category) => ({
    excerpt: projectSummary(project, category),
    text: projectSearchText(project, category),
  }),
  detail(project, category, back) {
    const images = projectImages(project);
    const title = orNA(project.projectTitle);
    return {
      title,
      body: (gallery) => createElement(ProjectDetail, { project, category, back: { href: back }, gallery }),
      gallery: galleryOf('poster-carousel', images, title),
    };
  },
};
