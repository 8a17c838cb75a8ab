/**
 * The browser side of Pagefind: loads the index's script (only on the search
 * page, only when a search is about to run) and runs one search with the
 * facet counts a visitor expects: values within a facet are alternatives
 * (any of them), facets narrow each other (all of them), and each facet's
 * counts say how many results picking that value would give, the facet's own
 * choices aside.
 */
import { FACET_KEYS, type FacetCounts, type FacetKey } from './facets.ts';
import type { SearchState } from './url-state.ts';

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

type PagefindFilters = Record<string, { any: string[] }>;

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: { filters?: PagefindFilters }): Promise<void>;
  search(term: string | null, options?: { filters?: PagefindFilters; sort?: Record<string, 'asc' | 'desc'> }): Promise<PagefindSearch>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

let loading: Promise<PagefindApi> | undefined;

/** Loads and starts Pagefind once; rejects when the site was built without an index. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = PAGEFIND_SCRIPT;
    const pagefind = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    // Counts come back with every search only once the filters are loaded.
    await pagefind.filters();
    return pagefind;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

function filtersOf(state: SearchState, except?: FacetKey): PagefindFilters {
  const filters: PagefindFilters = {};
  for (const key of FACET_KEYS) {
    const values = state.filters[key];
    if (key !== except && values && values.length > 0) filters[key] = { any: values };
  }
  return filters;
}

export interface SearchOutcome {
  results: PagefindResult[];
  counts: FacetCounts;
}

export async function runSearch(pagefind: PagefindApi, state: SearchState): Promise<SearchOutcome> {
  const term = state.q || null;
  // Without words there is no relevance: filtered lists come newest first.
  const sort = state.sort === 'newest' || !term ? { date: 'desc' as const } : undefined;
  const main = await pagefind.search(term, { filters: filtersOf(state), sort });
  const counts: FacetCounts = { ...(main.filters as FacetCounts) };
  const chosen = FACET_KEYS.filter((key) => (state.filters[key]?.length ?? 0) > 0);
  await Promise.all(
    chosen.map(async (key) => {
      const others = filtersOf(state, key);
      const everything = !term && Object.keys(others).length === 0;
      const counted = everything ? await pagefind.filters() : (await pagefind.search(term, { filters: others })).filters;
      counts[key] = counted[key] ?? {};
    }),
  );
  return { results: main.results, counts };
}

/** Starts fetching what a search for `term` will need, while the visitor types. */
export function preload(pagefind: PagefindApi, state: SearchState): void {
  if (state.q) void pagefind.preload(state.q, { filters: filtersOf(state) });
}
