/**
 * The search page's side of Pagefind (./pagefind-loader.ts loads it): one
 * search's results, then its facet counts, as a visitor expects them: values within a facet are
 * alternatives (any of them), facets narrow each other (all of them), and each facet's
 * counts say how many results picking that value would give, the facet's own
 * choices aside. The counts come from a second instance of Pagefind, after the results: counting
 * every facet's values takes twice as long as finding the results.
 */
import { FACET_KEYS, type FacetCounts, type FacetKey } from './facets.ts';
import { byNewest, loadNewestOrder } from './newest-order.ts';
import type { PagefindApi, PagefindFilters, PagefindResult, PagefindResultData } from './pagefind-loader.ts';
import type { SearchState } from './url-state.ts';

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
 * fetched once the keys pause (./SearchResults.tsx).
 */
const FIRST_SHOWN = 6;

export interface SearchOutcome {
  results: PagefindResult[];
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
 * One search and its first results' data, or null when `isCurrent` says a newer search has
 * started meanwhile (nothing more is then fetched for this one).
 */
export async function runSearch(
  pagefind: PagefindApi,
  state: SearchState,
  isCurrent: () => boolean,
): Promise<SearchOutcome | null> {
  const term = state.q || null;
  // Without words there is no relevance: filtered lists come newest first.
  const newest = state.sort === 'newest' || !term ? loadNewestOrder() : undefined;
  const main = await pagefind.search(term, { filters: filtersOf(state) });
  if (!isCurrent()) return null;
  const results = newest ? byNewest(main.results, await newest) : main.results;
  const firstData = await dataOf(results.slice(0, FIRST_SHOWN));
  return { results, firstData };
}

/**
 * The facet counts of one search, from `counting` (a Pagefind instance with its filters loaded:
 * ./pagefind-loader.ts), or null when `isCurrent` says a newer search has started meanwhile.
 */
export async function countFacets(
  counting: PagefindApi,
  state: SearchState,
  isCurrent: () => boolean,
): Promise<FacetCounts | null> {
  if (!isCurrent()) return null;
  const main = await counting.search(state.q || null, { filters: filtersOf(state) });
  if (!isCurrent()) return null;
  const counts: FacetCounts = { ...(main.filters as FacetCounts) };
  await countsBesideChoices(counting, state, counts);
  return isCurrent() ? counts : null;
}
