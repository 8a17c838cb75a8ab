/**
 * The one module that loads Pagefind in the browser, for the search page and
 * the top bar's instant results alike: its script and WebAssembly, once per
 * page, only when a search is wanted (the search page's box, the visitor
 * reaching for the top bar's search). The browser keeps the index's files
 * (`/pagefind/`), so a page reached from the top bar's results loads them from
 * its cache. A full index in parts is searched whole (each part merged), and
 * where the build left a delta index beside it, that too, with the full
 * index's stale pages left out (./search-delta.ts).
 */
import {
  countsWithout,
  DELTA_FILE,
  DELTA_FOLDER,
  parseDelta,
  partFolder,
  staleAmong,
  withoutStale,
  type DeltaFile,
} from './search-delta.ts';

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

interface PagefindSearch {
  results: PagefindResult[];
  filters: Record<string, Record<string, number>>;
}

export type PagefindFilters = Record<string, { any: string[] }>;

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>;
  destroy(): Promise<void>;
  search(term: string | null, options?: { filters?: PagefindFilters }): Promise<PagefindSearch>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Where the site's index is (scripts/lib/search-fragments.ts writes it into the site's `pagefind/`). */
export const PAGEFIND_BASE = '/pagefind/';

const PAGEFIND_SCRIPT = `${PAGEFIND_BASE}pagefind.js`;

/** Words of an excerpt: about a sentence around the match. */
const EXCERPT_WORDS = 24;

/** The delta beside the index (./search-delta.ts): revalidated, as its name stays the same when the index changes. */
async function loadDelta(): Promise<DeltaFile> {
  const response = await fetch(`${PAGEFIND_BASE}${DELTA_FILE}`, { cache: 'no-cache' });
  // An index written before deltas existed has no file: nothing to merge.
  if (response.status === 404) return { pages: 0, stale: {} };
  if (!response.ok) throw new Error(`the search delta could not be loaded (${response.status})`);
  return parseDelta(await response.json());
}

/** `pagefind` with the delta's stale pages left out of its results and counts. */
function excludingStale(pagefind: PagefindApi, { stale }: DeltaFile): PagefindApi {
  const every = Object.values(stale);
  return {
    ...pagefind,
    async search(term, options) {
      const found = await pagefind.search(term, options);
      return {
        results: withoutStale(found.results, stale),
        filters: countsWithout(found.filters, staleAmong(found.results, stale)),
      };
    },
    filters: async () => countsWithout(await pagefind.filters(), every),
  };
}

/** The indexes searched with the bundle's own: the full index's other parts, then the delta when there is one. */
function mergedFolders(delta: DeltaFile): string[] {
  const parts = Array.from({ length: delta.parts ?? 0 }, (_, index) => partFolder(index + 1));
  return delta.pages > 0 ? [...parts, DELTA_FOLDER] : parts;
}

/** Pagefind's script at `url`, started, with the full index's other parts and the delta merged. */
async function start(url: string): Promise<PagefindApi> {
  const [pagefind, delta] = await Promise.all([import(/* @vite-ignore */ url) as Promise<PagefindApi>, loadDelta()]);
  await pagefind.options({ excerptLength: EXCERPT_WORDS });
  await pagefind.init();
  try {
    await Promise.all(
      mergedFolders(delta).map((folder) =>
        pagefind.mergeIndex(`${PAGEFIND_BASE}${folder}`, { excerptLength: EXCERPT_WORDS }),
      ),
    );
  } catch (error) {
    // Pagefind keeps an index that failed to merge, and every later search would fail on it: start again.
    await pagefind.destroy();
    throw error;
  }
  // Pages removed since the full index are stale without a delta.
  return Object.keys(delta.stale).length > 0 ? excludingStale(pagefind, delta) : pagefind;
}

let loading: Promise<PagefindApi> | undefined;

/**
 * Loads and starts Pagefind once; rejects when the site was built without an index (or it could not be loaded).
 * Its searches come without facet counts (./pagefind-client.ts counts with {@link loadCountingPagefind}).
 */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= start(PAGEFIND_SCRIPT);
  loading.catch(() => (loading = undefined));
  return loading;
}

let counting: Promise<PagefindApi> | undefined;

/**
 * A second Pagefind, for the search page's facet counts: it loads the filters, and from then on
 * each of its searches counts every value of every facet (at 10,000 entries two thirds of a
 * search's time), which the results, the top bar's included, need not wait for. Its own copy of
 * the script (the address differs by a query), so its own worker: Pagefind runs one per copy and
 * answers in turn, and a count would hold up the next keystroke's results.
 */
export function loadCountingPagefind(): Promise<PagefindApi> {
  counting ??= (async () => {
    await loadPagefind();
    const pagefind = await start(`${PAGEFIND_SCRIPT}?counts`);
    await pagefind.filters();
    return pagefind;
  })();
  counting.catch(() => (counting = undefined));
  return counting;
}

/** After a failed load: "this build has no index" (404), or "the network failed". */
export async function whyUnavailable(): Promise<'unavailable' | 'failed'> {
  try {
    const response = await fetch(`${PAGEFIND_BASE}pagefind-entry.json`, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'unavailable' : 'failed';
  } catch {
    return 'failed';
  }
}
