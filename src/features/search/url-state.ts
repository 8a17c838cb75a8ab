/**
 * A search lives in its URL (`/search?q=…&area=…&year=…`), so it can be
 * shared, bookmarked, reloaded and walked with Back and Forward. One
 * parameter per facet, repeated for several values; `sort=newest`.
 */
import { FACET_KEYS, type FacetKey } from './facets.ts';

type SortOrder = 'relevance' | 'newest';

export interface SearchState {
  q: string;
  filters: Partial<Record<FacetKey, string[]>>;
  sort: SortOrder;
}

export const SEARCH_PATH = '/search';

export const EMPTY_SEARCH: SearchState = { q: '', filters: {}, sort: 'relevance' };

export function parseSearchParams(search: string): SearchState {
  const params = new URLSearchParams(search);
  const filters: SearchState['filters'] = {};
  for (const key of FACET_KEYS) {
    const values = [
      ...new Set(
        params
          .getAll(key)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > 0) filters[key] = values;
  }
  return {
    q: (params.get('q') ?? '').replace(/\s+/g, ' ').trim(),
    filters,
    sort: params.get('sort') === 'newest' ? 'newest' : 'relevance',
  };
}

export function searchHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const key of FACET_KEYS) for (const value of state.filters[key] ?? []) params.append(key, value);
  if (state.sort === 'newest') params.set('sort', 'newest');
  const query = params.toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

export function activeFilters(state: SearchState): Array<[FacetKey, string]> {
  return FACET_KEYS.flatMap((key) => (state.filters[key] ?? []).map((value) => [key, value] as [FacetKey, string]));
}

/** True when there is something to search for: words or at least one filter. */
export function hasSearch(state: SearchState): boolean {
  return state.q !== '' || activeFilters(state).length > 0;
}

/** The state with one filter value added or removed. */
export function toggleFilter(state: SearchState, key: FacetKey, value: string): SearchState {
  const current = state.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...state.filters };
  if (next.length > 0) filters[key] = next;
  else delete filters[key];
  return { ...state, filters };
}
