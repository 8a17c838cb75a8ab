/** What a project's detail page shows (catalog/DetailPage.astro, and the build's writer of detail pages). */
import { createElement } from 'react';
import type { ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import { safeImage } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';
import type { DetailView } from '../catalog/detail-page.ts';
import { galleryOf } from '../catalog/galleries.ts';
import { PROJECT_LIST_ROUTE } from '../routes.ts';
import { projectHref } from './pages.ts';
import { ProjectDetail } from './ProjectDetail.tsx';

export interface ProjectPageProps {
  project: Project;
  category: ProjectCategory;
}

export function projectDetailView({ project, category }: ProjectPageProps): DetailView {
  const images = project.posterImages.map((src) => safeImage(src)).filter((src): src is string => !!src);
  const title = orNA(project.projectTitle);
  return {
    title,
    href: projectHref(category, project.nominationId),
    body: (gallery) => createElement(ProjectDetail, { project, category, back: { href: PROJECT_LIST_ROUTE[category] }, gallery }),
    gallery: galleryOf('poster-carousel', images, title),
  };
}
