import { NO_RESULTS } from './result-count.ts';

export { resultCount } from './result-count.ts';

/** The search page's words. */
export const SEARCH_TEXT = {
  title: 'Search',
  heading: 'Search the Wall of Fame',
  intro: 'Find projects, competitions, achievements, placements and alumni by name, title, company or technology.',
  inputLabel: 'Search for',
  /** Short enough for a phone's box (the intro above names technology too). */
  placeholder: 'A name, a title, a company…',
  submit: 'Search',
  idle: 'Type a few words, or pick a filter to browse.',
  loading: 'Searching…',
  filters: 'Filters',
  clearAll: 'Clear all filters',
  showAll: (n: number) => `Show all ${n}`,
  showFewer: 'Show fewer',
  sortLabel: 'Sort by',
  sortRelevance: 'Best match',
  sortNewest: 'Newest first',
  moreResults: 'Show more results',
  removeFilter: (label: string, value: string) => `Remove ${label}: ${value}`,
  noResults: NO_RESULTS,
  noResultsHint: 'Nothing matches all of that. Try removing a filter:',
  noResultsWords: 'Try other words, or browse the lists:',
  unavailable: 'Search is not available on this copy of the site. Browse the lists instead:',
  failed: 'Search failed to load. Check your connection and try again, or browse the lists:',
  retry: 'Try again',
  noScript:
    'Search needs JavaScript, which is turned off or blocked in this browser. Every entry is still in the lists:',
  /** Beside the filters before a search: every list, so the page is never empty. */
  browseLists: 'Or browse the lists',
} as const;
