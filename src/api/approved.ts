/**
 * The one way to read an area's approved entries (spec 1 and 2, section 7):
 * its lists, one entry, and the home page's best list, each worded as section
 * 8 says when it fails. The build's snapshot, the 404 page's entries newer
 * than the build and the home page's refresh all read through here; each
 * area's calls are declared once, in its row of the area table
 * (features/areas.ts), and its records' schema and words in its folder
 * (features/<area>/record.ts).
 */
import type * as v from 'valibot';
import { isApiError } from './api-error.ts';
import { readList, readOne, type ApiConfig, type ReadOne, type ReadOptions } from './http.ts';
import { detailFailure, homeFailure, listFailure, type DetailTexts } from './messages.ts';
import type { ParsedList } from './schemas/lenient.ts';

/** One area's approved calls. */
export interface ApprovedCalls<C extends string> {
  /** The approved list of each category. */
  lists: Record<C, string>;
  /** One approved entry is `{detail}/{id}`. */
  detail: string;
  /** The home page's best list, where the area has one. */
  best?: string;
}

/** How one area's approved records are read, and what its calls say when they fail. */
export interface ApprovedRecords<R, C extends string> {
  /** The lenient read schema of one record (./schemas). */
  schema: v.GenericSchema<unknown, R>;
  /** What a failed list says when the backend gives no message ("Failed to fetch projects"). */
  listFallback(category: C): string;
  /** What a failed detail says, worded for the category of the page asking. */
  detailTexts(category: C): DetailTexts;
}

/** How a call is named in logs and build failures: `GET /api/…/approved/industry`. */
export const callName = (path: string) => `GET ${path}`;

/** The approved entries of one list, each parsed leniently (an invalid one is reported in `dropped`). */
export function readApprovedList<R, C extends string>(
  api: ApiConfig,
  calls: ApprovedCalls<C>,
  records: ApprovedRecords<R, C>,
  category: C,
  options?: ReadOptions,
): Promise<ParsedList<R> & { etag?: string }> {
  return readList(api, calls.lists[category], records.schema, listFailure(records.listFallback(category)), options);
}

/** The path of one approved entry. */
export const entryPath = <C extends string>(calls: ApprovedCalls<C>, id: string) =>
  `${calls.detail}/${encodeURIComponent(id)}`;

/** One approved entry, asked for by a page of `category` (whose words its failures take). */
export function readApprovedEntry<R, C extends string>(
  api: ApiConfig,
  calls: ApprovedCalls<C>,
  records: ApprovedRecords<R, C>,
  id: string,
  category: C,
  options?: ReadOptions,
): Promise<ReadOne<R>> {
  return readOne(api, entryPath(calls, id), records.schema, detailFailure(records.detailTexts(category)), options);
}

/** The home page's best list of an area that has one (a missing list is empty). */
export function readBestList<S extends v.GenericSchema>(
  api: ApiConfig,
  calls: ApprovedCalls<string>,
  schema: S,
  options?: ReadOptions,
): Promise<ParsedList<v.InferOutput<S>> & { etag?: string }> {
  if (!calls.best) throw new Error('this area has no best list');
  return readList(api, calls.best, schema, homeFailure, options);
}

/** The one 404 rule: an entry whose detail answers 404 is not approved (or no longer). */
export function isNotApproved(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
