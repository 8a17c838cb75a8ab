import { SITE_SEARCH_TEXT as TEXT } from './texts.ts';

/** What the top bar's search panel says while its box is empty and there are no recent searches to offer. */
export function SearchHelp() {
  return (
    <p className="px-5 py-4 text-sm text-slate-600" data-testid="search-help">
      {TEXT.help}
    </p>
  );
}
