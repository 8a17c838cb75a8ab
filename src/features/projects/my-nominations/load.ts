/** Reads the signed-in user's own nominations (newest first). */
import { fetchMyNominations } from '#api/projects.ts';
import type { Project } from '#api/schemas/project.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import { newestFirst } from './read.ts';

export async function loadMyNominations(signal?: AbortSignal): Promise<Project[]> {
  const { records } = await fetchMyNominations(browserApi, { signal });
  return newestFirst(records);
}
