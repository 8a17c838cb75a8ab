import { PROJECT_CATEGORIES } from '#api/enums.ts';
import { PROJECT_LIST_SEGMENT, fetchApprovedProject, fetchApprovedProjects } from '#api/projects.ts';
import type { Project } from '#api/schemas/project.ts';
import type { CatalogSource } from '../catalog/source.ts';

/** Approved projects: the four category lists, then each entry's detail. */
export const PROJECT_SOURCE: CatalogSource<Project> = {
  name: 'projects',
  lists: PROJECT_CATEGORIES.map((category) => ({
    category,
    label: `GET /api/project-nominations/approved/${PROJECT_LIST_SEGMENT[category]}`,
    fetch: (api, options) => fetchApprovedProjects(api, category, options),
  })),
  detail: (api, id, _category, options) => fetchApprovedProject(api, id, options),
};
