/** Project calls (spec 1, section 7). */
import type { ProjectCategory } from './enums.ts';
import { readList, readOne, type ApiConfig, type ReadOptions } from './http.ts';
import { LIST_FALLBACK, PROJECT_DETAIL, detailFailure, homeFailure, listFailure, ownListFailure } from './messages.ts';
import { ProjectSchema } from './schemas/project.ts';
import type { ProjectPayload } from './schemas/project-payload.ts';
import { submitNomination } from './submit.ts';
import { PROJECT_SUBMIT_TEXTS } from './submit-texts.ts';

export { PROJECT_SUBMIT_TEXTS };

/** The approved-list path segment of each category. */
export const PROJECT_LIST_SEGMENT: Record<ProjectCategory, string> = {
  Industry: 'industry',
  'In-House': 'in-house',
  Research: 'research',
  'Start-Up': 'start-up',
};

export function fetchApprovedProjects(api: ApiConfig, category: ProjectCategory, options?: ReadOptions) {
  return readList(
    api,
    `/api/project-nominations/approved/${PROJECT_LIST_SEGMENT[category]}`,
    ProjectSchema,
    listFailure(LIST_FALLBACK.projects),
    options,
  );
}

export function fetchApprovedProject(api: ApiConfig, id: string, options?: ReadOptions) {
  return readOne(
    api,
    `/api/project-nominations/approved/${encodeURIComponent(id)}`,
    ProjectSchema,
    detailFailure(PROJECT_DETAIL),
    options,
  );
}

/** Best projects for the home page: start-up and non-start-up together. */
export function fetchBestProjects(api: ApiConfig, options?: ReadOptions) {
  return readList(api, '/api/project-nominations/approved/best', ProjectSchema, homeFailure, options);
}

/** The signed-in user's own nominations, any status. */
export function fetchMyNominations(api: ApiConfig, options?: ReadOptions) {
  return readList(api, '/api/project-nominations', ProjectSchema, ownListFailure(LIST_FALLBACK.nominations), {
    ...options,
    auth: true,
  });
}

export function submitProjectNomination(api: ApiConfig, payload: ProjectPayload) {
  return submitNomination(api, '/api/project-nominations', payload, PROJECT_SUBMIT_TEXTS);
}
