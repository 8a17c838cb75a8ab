/**
 * "Newest first" on the search page, without a sort key in Pagefind's index.
 * A sort key puts every page's place in the index's meta, which every search
 * loads before anything else (at 10,000 entries 20 KB of its 66 KB, brotli),
 * while only the search page sorting by date needs it. So the build writes,
 * beside the index, its pages' ids newest first (each page's `date`
 * metadata: scripts/lib/search-fragments.ts), and the search page orders
 * Pagefind's results by it when asked for the newest.
 */
import { PAGEFIND_BASE } from './pagefind-loader.ts';

/** The order's file, in the index's folder: it goes wherever the index goes. */
export const NEWEST_ORDER_FILE = 'newest.json';

/** Newest first by date ("2024" < "2024-03" < "2024-03-05" as text); undated last; ties by id, so the same index gives the same file. */
export function newestIds(pages: readonly { id: string; date?: string }[]): string[] {
  return [...pages]
    .sort((a, b) => {
      if (a.date !== b.date) {
        if (!a.date) return 1;
        if (!b.date) return -1;
        return a.date < b.date ? 1 : -1;
      }
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    })
    .map((page) => page.id);
}

let loading: Promise<Map<string, number>> | undefined;

/** Each page's place, newest first: fetched once per page, and revalidated, as its name stays the same when the index changes. */
export function loadNewestOrder(): Promise<Map<string, number>> {
  loading ??= (async () => {
    const response = await fetch(`${PAGEFIND_BASE}${NEWEST_ORDER_FILE}`, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`the newest-first order could not be loaded (${response.status})`);
    const ids: unknown = await response.json();
    if (!Array.isArray(ids)) throw new Error('the newest-first order is not a list');
    return new Map(ids.map((id, place) => [String(id), place]));
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** `results` newest first; one the order does not know (an index published since it was read) goes last, in Pagefind's order. */
export function byNewest<T extends { id: string }>(results: readonly T[], places: ReadonlyMap<string, number>): T[] {
  return results
    .map((result, index) => ({ result, index, place: places.get(result.id) ?? places.size }))
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .map(({ result }) => result);
}
