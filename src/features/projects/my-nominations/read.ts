/** Pure helpers for the own-nominations list: order and failure wording (spec 1, section 8). */
import { isApiError } from '#api/http.ts';
import type { Project } from '#api/schemas/project.ts';
import { MY_NOMINATIONS_TEXTS } from './texts.ts';

/**
 * "Server message or 'Failed to fetch nominations'". The shared list describer
 * words an HTTP failure "HTTP error! status: {code}" (the public lists' rule), so
 * the own-nominations rule is applied here.
 */
export function nominationsFailure(error: unknown): string {
  if (!isApiError(error)) return MY_NOMINATIONS_TEXTS.fallback;
  const failure = error.failure;
  if (failure.kind === 'http' || failure.kind === 'unsuccessful')
    return failure.serverMessage ?? MY_NOMINATIONS_TEXTS.fallback;
  if (failure.kind === 'offline') return error.message;
  return MY_NOMINATIONS_TEXTS.fallback;
}

/** Newest first; records without a readable date last. */
export function newestFirst(records: readonly Project[]): Project[] {
  const time = (record: Project) => {
    const value = record.submittedAt ? Date.parse(record.submittedAt) : Number.NaN;
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...records].sort((a, b) => time(b) - time(a));
}
