/**
 * The search page's island: the search box, the filters and the results.
 * Pagefind's script loads only here, and only once a search is coming.
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { FACETS, type FacetCounts, type FacetKey } from './facets.ts';
import { FacetPanel } from './FacetPanel.tsx';
import { SearchResults } from './SearchResults.tsx';
import { resultCount, SEARCH_TEXT } from './texts.ts';
import { activeFilters, hasSearch, parseSearchParams, toggleFilter } from './url-state.ts';
import { useSearch } from './use-search.ts';

export interface ListLinks {
  label: string;
  items: Array<{ label: string; href: string }>;
}

interface Props {
  /** How many entries carry each facet value (the build's counts, before any search). */
  totals: FacetCounts;
  /** The areas in the site's order. */
  areaOrder: string[];
  /** Every list, for when search cannot help. */
  lists: ListLinks[];
}

const labelOf = (key: FacetKey) => FACETS.find((facet) => facet.key === key)!.label;

export function ListsLinks({ lists }: { lists: ListLinks[] }) {
  return (
    <ul className="mt-3 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {lists.map((group) => (
        <li key={group.label}>
          <p className="font-semibold text-slate-900">{group.label}</p>
          <ul className="mt-1 space-y-1">
            {group.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="text-brand-700 underline-offset-2 hover:underline">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function Search({ totals, areaOrder, lists }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const search = useSearch(root);
  const { state, status, outcome } = search;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const chosen = activeFilters(state);
  const searching = hasSearch(state);

  // Arriving with nothing to search for: the box is what the visitor came for (unless they are in the page already).
  useEffect(() => {
    const elsewhere = document.activeElement && document.activeElement !== document.body;
    if (!elsewhere && !hasSearch(parseSearchParams(window.location.search))) input.current?.focus();
  }, []);

  const toggle = (key: FacetKey, value: string) => search.commit(toggleFilter(state, key, value), 'push');
  /** Removing a filter from outside the panel: focus goes to the results heading, never lost. */
  const remove = (key: FacetKey, value: string) => {
    search.commit(toggleFilter(state, key, value), 'push');
    heading.current?.focus();
  };
  const clearAll = () => {
    search.commit({ ...state, filters: {} }, 'push');
    heading.current?.focus();
  };

  const count = status === 'ready' && outcome ? resultCount(outcome.results.length, state.q) : '';
  const problem = status === 'unavailable' || status === 'failed';

  return (
    <div ref={root} className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <form
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
        className="card p-4 sm:p-5"
      >
        <label htmlFor="search-query" className="block text-sm font-semibold text-slate-900">
          {SEARCH_TEXT.inputLabel}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            ref={input}
            id="search-query"
            data-search-box
            name="q"
            type="search"
            value={search.draft}
            onChange={(event) => search.type(event.target.value)}
            onFocus={search.warmUp}
            placeholder={SEARCH_TEXT.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500"
          />
          {/* An icon on phones, so the box keeps room for its placeholder; its name is the word either way. */}
          <button type="submit" className="btn-primary px-3 sm:px-4">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5 sm:hidden"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" />
            </svg>
            <span className="sr-only sm:not-sr-only">{SEARCH_TEXT.submit}</span>
          </button>
        </div>
      </form>

      <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        {/* Beside the results the filters scroll on their own, never taller than the window. */}
        <section
          aria-labelledby="filters-heading"
          className="mb-6 lg:sticky lg:top-20 lg:mb-0 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:pb-4 lg:pl-1 lg:pr-3"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="filters-heading" className="text-lg font-bold text-slate-900">
              {SEARCH_TEXT.filters}
            </h2>
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
              onClick={() => setFiltersOpen(!filtersOpen)}
              className="btn-secondary lg:hidden"
            >
              {filtersOpen ? 'Hide filters' : chosen.length > 0 ? `Show filters (${chosen.length} on)` : 'Show filters'}
            </button>
          </div>
          <div id="search-filters" className={`mt-3 ${filtersOpen ? '' : 'hidden'} lg:block`}>
            {chosen.length > 0 && (
              <button
                type="button"
                onClick={clearAll}
                className="mb-3 text-sm font-semibold text-brand-700 hover:underline"
              >
                {SEARCH_TEXT.clearAll}
              </button>
            )}
            <FacetPanel
              totals={totals}
              counts={search.counts}
              counting={search.counting}
              state={state}
              areaOrder={areaOrder}
              onToggle={toggle}
            />
          </div>
        </section>

        <section aria-labelledby="results-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="results-heading"
              ref={heading}
              tabIndex={-1}
              className="text-lg font-bold text-slate-900 outline-none"
            >
              Results
            </h2>
            {searching && (
              <label className="flex items-center gap-2 text-sm text-slate-700">
                {SEARCH_TEXT.sortLabel}
                <select
                  value={state.sort === 'newest' || !state.q ? 'newest' : 'relevance'}
                  disabled={!state.q}
                  onChange={(event) =>
                    search.commit({ ...state, sort: event.target.value === 'newest' ? 'newest' : 'relevance' }, 'push')
                  }
                  className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                >
                  <option value="relevance">{SEARCH_TEXT.sortRelevance}</option>
                  <option value="newest">{SEARCH_TEXT.sortNewest}</option>
                </select>
              </label>
            )}
          </div>
          <p role="status" className="mt-1 min-h-6 text-sm font-medium text-slate-700" data-testid="result-count">
            {count}
          </p>

          {chosen.length > 0 && (
            <ul aria-label="Filters in use" className="mt-3 flex flex-wrap gap-2">
              {chosen.map(([key, value]) => (
                <li key={`${key}=${value}`}>
                  <button
                    type="button"
                    onClick={() => remove(key, value)}
                    aria-label={SEARCH_TEXT.removeFilter(labelOf(key), value)}
                    className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                  >
                    <span className="truncate">
                      {labelOf(key)}: {value}
                    </span>
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}

          <div className="mt-6">
            {!searching && (
              <>
                <p className="text-slate-600">{SEARCH_TEXT.idle}</p>
                <div className="card mt-4 p-6" data-testid="search-browse">
                  <h3 className="font-semibold text-slate-900">{SEARCH_TEXT.browseLists}</h3>
                  <ListsLinks lists={lists} />
                </div>
              </>
            )}
            {problem && (
              <div className="card p-6" role="alert">
                <p className="text-slate-700">
                  {status === 'unavailable' ? SEARCH_TEXT.unavailable : SEARCH_TEXT.failed}
                </p>
                {status === 'failed' && (
                  <button type="button" className="btn-secondary mt-3" onClick={search.retry}>
                    {SEARCH_TEXT.retry}
                  </button>
                )}
                <ListsLinks lists={lists} />
              </div>
            )}
            {searching && !problem && outcome && outcome.results.length === 0 && status === 'ready' && (
              <div className="card p-6">
                <p className="text-slate-700">
                  {chosen.length > 0 ? SEARCH_TEXT.noResultsHint : SEARCH_TEXT.noResultsWords}
                </p>
                {chosen.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {chosen.map(([key, value]) => (
                      <li key={`${key}=${value}`}>
                        <button type="button" className="btn-secondary" onClick={() => remove(key, value)}>
                          {SEARCH_TEXT.removeFilter(labelOf(key), value)}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <ListsLinks lists={lists} />
                )}
              </div>
            )}
            {searching && !problem && outcome && outcome.results.length > 0 && (
              <div aria-busy={status === 'loading'} className={status === 'loading' ? 'opacity-60' : ''}>
                <SearchResults
                  results={outcome.results}
                  firstData={outcome.firstData}
                  searching={status === 'loading'}
                />
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

export default function SearchApp(props: Props) {
  return (
    <ErrorBoundary>
      <Search {...props} />
    </ErrorBoundary>
  );
}
