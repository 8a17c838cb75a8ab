/** Projects as the contract reads them (spec 1, section 7): every project of a list belongs on it. */
import type { ProjectCategory } from '#api/enums.ts';
import { ProjectSchema, type Project } from '#api/schemas/project.ts';
import type { RecordContract } from '../catalog/area-modules.ts';
import { PROJECTS_FAILED, PROJECT_DETAIL } from './texts.ts';

export const record: RecordContract<Project, ProjectCategory> = {
  schema: ProjectSchema,
  listFallback: () => PROJECTS_FAILED,
  detailTexts: () => PROJECT_DETAIL,
};
