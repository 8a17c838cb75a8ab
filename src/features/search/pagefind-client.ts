/**
 * The search page's side of Pagefind (./pagefind-loader.ts loads it): one
 * search with the facet counts a visitor expects: values within a facet are alternatives
 * (any of them), facets narrow each other (all of them), and each facet's
 * counts say how many results picking that value would give, the facet's own
 * choices aside.
 */
import { FACET_KEYS, type FacetCounts, type FacetKey } from './facets.ts';
import { byNewest, loadNewestOrder } from './newest-order.ts';
import type { PagefindApi, PagefindFilters, PagefindResult } from './pagefind-loader.ts';
import type { SearchState } from './url-state.ts';

/** Counts come back with every search only once the filters are loaded: the facets need them, the top bar's results do not. */
let filtersLoaded: Promise<unknown> | undefined;
function loadFilters(pagefind: PagefindApi): Promise<unknown> {
  filtersLoaded ??= pagefind.filters();
  filtersLoaded.catch(() => (filtersLoaded = undefined));
  return filtersLoaded;
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
  const newest = state.sort === 'newest' || !term ? loadNewestOrder() : undefined;
  await loadFilters(pagefind);
  const main = await pagefind.search(term, { filters: filtersOf(state) });
  const counts: FacetCounts = { ...(main.filters as FacetCounts) };
  const chosen = FACET_KEYS.filter((key) => (state.filters[key]?.length ?? 0) > 0);
  await Promise.all(
    chosen.map(async (key) => {
      const others = filtersOf(state, key);
      const everything = !term && Object.keys(others).length === 0;
      const counted = everything
        ? await pagefind.filters()
        : (await pagefind.search(term, { filters: others })).filters;
      counts[key] = counted[key] ?? {};
    }),
  );
  return { results: newest ? byNewest(main.results, await newest) : main.results, counts };
}

/** Starts fetching what a search for `term` will need, while the visitor types. */
export function preload(pagefind: PagefindApi, state: SearchState): void {
  if (state.q) void pagefind.preload(state.q, { filters: filtersOf(state) });
}
