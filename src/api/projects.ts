/** Project calls of a signed-in student (spec 1, section 7); approved projects are read through ./approved.ts. */
import { readList, type ApiConfig, type ReadOptions } from './http.ts';
import { NOMINATIONS_FALLBACK, ownListFailure } from './messages.ts';
import { ProjectSchema } from './schemas/project.ts';
import type { ProjectPayload } from './schemas/project-payload.ts';
import { submitNomination } from './submit.ts';
import { PROJECT_SUBMIT_TEXTS } from './submit-texts.ts';

export { PROJECT_SUBMIT_TEXTS };

/** The signed-in user's own nominations, any status. */
export function fetchMyNominations(api: ApiConfig, options?: ReadOptions) {
  return readList(api, '/api/project-nominations', ProjectSchema, ownListFailure(NOMINATIONS_FALLBACK), {
    ...options,
    auth: true,
  });
}

export function submitProjectNomination(api: ApiConfig, payload: ProjectPayload) {
  return submitNomination(api, '/api/project-nominations', payload, PROJECT_SUBMIT_TEXTS);
}
