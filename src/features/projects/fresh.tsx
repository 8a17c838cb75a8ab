import type { ProjectCategory } from '#api/enums.ts';
import { PROJECT_DETAIL } from '#api/messages.ts';
import { fetchApprovedProject } from '#api/projects.ts';
import PosterCarousel from '#components/detail/PosterCarousel.tsx';
import { browserApi } from '#features/auth/browser-api.ts';
import { safeImage } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';
import type { FreshView } from '../fresh/types.ts';
import { PROJECT_LIST_ROUTE } from '../routes.ts';
import { ProjectDetail } from './ProjectDetail.tsx';
import { PROJECT_LOADING } from './texts.ts';

export const projectFresh: FreshView = {
  loading: PROJECT_LOADING,
  listRoute: (category) => PROJECT_LIST_ROUTE[category as ProjectCategory],
  load: async (id, category) => {
    const result = await fetchApprovedProject(browserApi, id);
    if (!result.ok) return { kind: 'notFound', message: PROJECT_DETAIL.notFound };
    const project = result.record;
    const title = orNA(project.projectTitle);
    const images = project.posterImages.map((src) => safeImage(src)).filter((src): src is string => !!src);
    return {
      kind: 'found',
      title,
      render: (back) => (
        <ProjectDetail
          project={project}
          category={category as ProjectCategory}
          back={back}
          gallery={images.length > 0 ? <PosterCarousel images={images} title={title} /> : undefined}
        />
      ),
    };
  },
};
