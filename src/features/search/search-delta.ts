/**
 * The search index between two full indexes. Writing the whole index for one
 * approval grows with the site (at 100,000 entries, minutes and 5.7 GB), so
 * the rebuild writes the pages changed since the last full index as a small
 * index of their own, in the bundle's `delta/` folder, and beside it
 * `delta.json`: the full index's pages that those replace or that are gone
 * (`stale`), each with its filter values (scripts/lib/search-delta.ts).
 * Pagefind searches both indexes at once (`mergeIndex`); this module takes
 * the stale pages back out of what it answers, their results and their part
 * of the facet counts, so an edited or removed entry never shows its old
 * text. The next full index folds the delta in.
 */

/** The delta's own Pagefind bundle, inside the site's. */
export const DELTA_FOLDER = 'delta/';

/** What the delta replaces, in the site's bundle: written with every index, full or not. */
export const DELTA_FILE = 'delta.json';

/** The most parts a delta file may name: a bound on what a first search loads (each part, its own requests). */
const MAX_PARTS = 200;

/** Where the full index's part `part` (1, 2…) is, inside the site's bundle. */
export const partFolder = (part: number) => `part-${part}/`;

/** A page's facet values, as Pagefind's filters hold them. */
export type PageFilters = Record<string, string[]>;

/** Pagefind's facet counts: facet → value → pages. */
export type FilterCounts = Record<string, Record<string, number>>;

export interface DeltaFile {
  /** Pages in the delta's index (0: there is no delta to merge). */
  pages: number;
  /** The full index's pages that no longer stand, by Pagefind's id, with their filter values. */
  stale: Record<string, PageFilters>;
  /** The full index's parts besides the bundle's own (`part-1/`…, scripts/lib/search-fragments.ts); none when absent. */
  parts?: number;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The delta file's JSON, or an error saying what is wrong with it. */
export function parseDelta(json: unknown): DeltaFile {
  if (!isRecord(json) || typeof json.pages !== 'number' || !isRecord(json.stale))
    throw new Error('the search delta is not { pages, stale }');
  const parts = json.parts ?? 0;
  if (typeof parts !== 'number' || !Number.isInteger(parts) || parts < 0 || parts > MAX_PARTS)
    throw new Error('the search delta names no usable number of index parts');
  for (const filters of Object.values(json.stale)) {
    if (!isRecord(filters) || !Object.values(filters).every(isStringList))
      throw new Error('the search delta names a stale page without its filters');
  }
  return { pages: json.pages, stale: json.stale as Record<string, PageFilters>, parts };
}

/** `results` without the stale pages' (results of the delta's index are never stale: their ids differ). */
export function withoutStale<T extends { id: string }>(results: readonly T[], stale: DeltaFile['stale']): T[] {
  return results.filter((result) => !Object.hasOwn(stale, result.id));
}

/** `counts` less each of `removed` pages' values (a count never below 0; a value left at 0 stays, as Pagefind lists it). */
export function countsWithout(counts: FilterCounts, removed: readonly PageFilters[]): FilterCounts {
  if (removed.length === 0) return counts;
  const out: FilterCounts = {};
  for (const [facet, values] of Object.entries(counts)) out[facet] = { ...values };
  for (const filters of removed) {
    for (const [facet, values] of Object.entries(filters)) {
      const byValue = out[facet];
      if (!byValue) continue;
      for (const value of values) if (byValue[value] !== undefined) byValue[value] = Math.max(0, byValue[value] - 1);
    }
  }
  return out;
}

/** The stale pages among `results`, by their filters: what a search's counts must lose. */
export function staleAmong(results: readonly { id: string }[], stale: DeltaFile['stale']): PageFilters[] {
  return results.flatMap((result) => (Object.hasOwn(stale, result.id) ? [stale[result.id]!] : []));
}
