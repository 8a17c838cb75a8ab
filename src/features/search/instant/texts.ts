/** The words of the top bar's search. */
export const SITE_SEARCH_TEXT = {
  button: 'Search',
  label: 'Search the Wall of Fame',
  placeholder: 'Projects, people, companies…',
  submit: 'Show all results',
  /** The phone's close button: "Close" shown, "Close search" its name. */
  closeShort: 'Close',
  closeRest: 'search',
  /** Under an empty box with no recent searches, so the panel is never blank. */
  help: 'Type a name, a project, a company or a technology: the best matches show as you type, and Enter shows every result.',
  results: 'Results',
  recent: 'Recent searches',
  clearRecent: 'Clear recent searches',
  searching: 'Searching…',
  unavailable: 'Search is not available on this copy of the site.',
  failed: 'Search failed to load. Check your connection and try again.',
  retry: 'Try again',
  seeAll: (total: number, query: string) => `See all ${total} ${total === 1 ? 'result' : 'results'} for “${query}”`,
} as const;
