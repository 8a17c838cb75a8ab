/** A project approved after the last build, rendered by the 404 page with the same detail view. */
import type { ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import PosterCarousel from '#components/detail/PosterCarousel.tsx';
import { orNA } from '#lib/text.ts';
import type { FreshView } from '../fresh/types.ts';
import { projectImages } from './model.ts';
import { ProjectDetail } from './ProjectDetail.tsx';
import { record } from './record.ts';

export const fresh: FreshView<Project, ProjectCategory> = {
  record,
  show(project, category) {
    const title = orNA(project.projectTitle);
    const images = projectImages(project);
    return {
      title,
      render: (back) => (
        <ProjectDetail
          project={project}
          category={category}
          back={back}
          gallery={images.length > 0 ? <PosterCarousel images={images} title={title} /> : undefined}
        />
      ),
    };
  },
};
