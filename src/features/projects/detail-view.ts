/** What a project's detail page shows (ProjectDetailPage.astro, and the detail-page writer). */
import type { ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import PosterCarousel from '#components/detail/PosterCarousel.tsx';
import { safeImage } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';
import { galleryOf, type DetailView, type GalleryProps } from '../catalog/detail-writer.ts';
import { PROJECT_LIST_ROUTE } from '../routes.ts';
import { projectHref } from './pages.ts';
import { ProjectDetail } from './ProjectDetail.tsx';

export interface ProjectPageProps {
  project: Project;
  category: ProjectCategory;
}

export function projectDetailView({ project, category }: ProjectPageProps) {
  const images = project.posterImages.map((src) => safeImage(src)).filter((src): src is string => !!src);
  const title = orNA(project.projectTitle);
  return {
    title,
    href: projectHref(category, project.nominationId),
    body: { component: ProjectDetail, props: { project, category, back: { href: PROJECT_LIST_ROUTE[category] } } },
    gallery: galleryOf(PosterCarousel, images, title),
  } satisfies DetailView<Parameters<typeof ProjectDetail>[0], GalleryProps>;
}
