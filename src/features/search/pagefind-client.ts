/**
 * The search page's side of Pagefind (./pagefind-loader.ts loads it): one
 * search with the facet counts a visitor expects: values within a facet are alternatives
 * (any of them), facets narrow each other (all of them), and each facet's
 * counts say how many results picking that value would give, the facet's own
 * choices aside.
 */
import { FACET_KEYS, type FacetCounts, type FacetKey } from './facets.ts';
import { byNewest, loadNewestOrder } from './newest-order.ts';
import type { PagefindApi, PagefindFilters, PagefindResult, PagefindResultData } from './pagefind-loader.ts';
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

/**
 * Results whose data comes with the answer, so the count and the first cards paint together: what a
 * visitor sees first (two rows of three on a wide screen, more than a phone's screen). The rest are
 * fetched as the results show them (./SearchResults.tsx).
 */
const FIRST_SHOWN = 6;

export interface SearchOutcome {
  results: PagefindResult[];
  counts: FacetCounts;
  /** The data of the first {@link FIRST_SHOWN} results, by id. */
  firstData: Map<string, PagefindResultData>;
}

/** The data of `results`, by id. */
async function dataOf(results: PagefindResult[]): Promise<Map<string, PagefindResultData>> {
  return new Map(await Promise.all(results.map(async (result) => [result.id, await result.data()] as const)));
}

/** Each chosen facet's counts as if its own choices were not made. */
async function countsBesideChoices(pagefind: PagefindApi, state: SearchState, counts: FacetCounts): Promise<void> {
  const term = state.q || null;
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
}

/**
 * One search with its counts and its first results' data, or null when `isCurrent` says a newer
 * search has started meanwhile (nothing more is then fetched for this one).
 */
export async function runSearch(
  pagefind: PagefindApi,
  state: SearchState,
  isCurrent: () => boolean,
): Promise<SearchOutcome | null> {
  const term = state.q || null;
  // Without words there is no relevance: filtered lists come newest first.
  const newest = state.sort === 'newest' || !term ? loadNewestOrder() : undefined;
  await loadFilters(pagefind);
  const main = await pagefind.search(term, { filters: filtersOf(state) });
  if (!isCurrent()) return null;
  const results = newest ? byNewest(main.results, await newest) : main.results;
  const counts: FacetCounts = { ...(main.filters as FacetCounts) };
  const [firstData] = await Promise.all([
    dataOf(results.slice(0, FIRST_SHOWN)),
    countsBesideChoices(pagefind, state, counts),
  ]);
  return { results, counts, firstData };
}
