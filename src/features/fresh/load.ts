/**
 * An entry newer than the build, as the 404 page shows it: read through the
 * one reader of approved entries (#api/approved.ts), with the area's words
 * when it fails, and its view when it is found. An empty or invalid answer,
 * or a record the area rejects for the route's list, shows the area's
 * not-found text; a failed call rejects with an ApiError worded as the spec says.
 */
import { readApprovedEntry } from '#api/approved.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { Area } from '../areas.ts';
import { freshViewOf } from './registry.ts';
import type { FreshResult } from './types.ts';

export async function loadFresh(area: Area, id: string, category: string): Promise<FreshResult> {
  const view = await freshViewOf(area);
  const result = await readApprovedEntry(browserApi, area.api, view.record, id, category);
  const shown = result.ok && !view.record.reject?.(result.record, category) ? view.show(result.record, category) : null;
  if (!shown)
    return { kind: 'notFound', message: view.notFound?.(category) ?? view.record.detailTexts(category).notFound };
  return { kind: 'found', ...shown };
}
