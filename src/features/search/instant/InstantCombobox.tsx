/**
 * What the top bar's search box becomes once the visitor reaches for it
 * (./SiteSearch.tsx loads this module then, never before): a combobox with a
 * listbox popup (WAI-ARIA Authoring Practices, "Editable Combobox With List
 * Autocomplete", keys in ./combobox-keys.ts) showing the best results as
 * they type, the recent searches while the box is empty (a line of help when
 * there are none), and "See all N results". It adopts the box the bar
 * rendered (and whatever was typed in it meanwhile): its listeners and ARIA
 * state are set on that element, so the box stays the same element, focus and
 * all.
 *
 * As results arrive the first is active, so Enter opens it and ArrowDown goes
 * on to the second (the pattern's "automatic selection"); with no option
 * active Enter submits the form (/search?q=…), which keeps the words as a
 * recent search, as opening a result or "See all" does.
 */
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { resultCount } from '../result-count.ts';
import { EMPTY_SEARCH, searchHref } from '../url-state.ts';
import { comboboxKey, IN_THE_BOX } from './combobox-keys.ts';
import { InstantOptions, optionId, type InstantOption } from './InstantOptions.tsx';
import { SearchHelp } from './SearchHelp.tsx';
import { forgetRecentSearches, recentSearches, rememberSearch } from './recent-searches.ts';
import { SITE_SEARCH_TEXT as TEXT } from './texts.ts';
import { useInstantSearch, type InstantSearch } from './use-instant-search.ts';

const LISTBOX_ID = 'site-search-options';

interface Props {
  /** The bar's search box, its panel (a popover) holding it and the form. */
  box: HTMLInputElement;
  panel: HTMLElement;
}

const hrefFor = (query: string) => searchHref({ ...EMPTY_SEARCH, q: query });

/** What the list offers: the answer's results and "See all", or, with no words, the recent searches. */
function optionsOf(search: InstantSearch, recent: string[]): InstantOption[] {
  if (!search.query) return recent.map((query) => ({ kind: 'recent', href: hrefFor(query), query }));
  // While the next answer loads, the last one stays, "See all" with it.
  const answer = search.answer;
  if (!answer || answer.total === 0) return [];
  return [
    ...answer.results.map((result): InstantOption => ({ kind: 'result', href: result.href, result })),
    { kind: 'all', href: hrefFor(answer.query), label: TEXT.seeAll(answer.total, answer.query) },
  ];
}

/** What the panel says under the list, and the status line read out. */
function statusOf(search: InstantSearch): { shown: string; announced: string } {
  switch (search.status) {
    case 'idle':
      return { shown: '', announced: '' };
    case 'loading':
      return { shown: search.answer ? '' : TEXT.searching, announced: TEXT.searching };
    case 'ready': {
      const count = resultCount(search.answer?.total ?? 0, search.query);
      return { shown: search.answer?.total ? '' : count, announced: count };
    }
    case 'unavailable':
      return { shown: TEXT.unavailable, announced: TEXT.unavailable };
    case 'failed':
      return { shown: TEXT.failed, announced: TEXT.failed };
  }
}

/** Sets or removes an attribute of the adopted box. */
function attribute(element: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

export default function InstantCombobox({ box, panel }: Props) {
  const search = useInstantSearch();
  const [open, setOpen] = useState(() => panel.matches(':popover-open'));
  const [active, setActive] = useState(IN_THE_BOX);
  const [recent, setRecent] = useState(recentSearches);
  const options = open ? optionsOf(search, recent) : [];
  const expanded = options.length > 0;
  const status = statusOf(search);
  // The key listener reads the latest of these.
  const current = useRef({ active, options, query: search.query });
  useLayoutEffect(() => {
    current.current = { active, options, query: search.query };
  });

  // The first result is active as results arrive; no recent search is (Enter in an empty box does nothing).
  // Set while rendering, when either changes (https://react.dev/learn/you-might-not-need-an-effect).
  const hasWords = search.query !== '';
  const [activeFor, setActiveFor] = useState<{ hasWords: boolean; answer: typeof search.answer } | null>(null);
  if (activeFor?.hasWords !== hasWords || activeFor.answer !== search.answer) {
    setActiveFor({ hasWords, answer: search.answer });
    setActive(hasWords && search.answer?.total ? 0 : IN_THE_BOX);
  }

  // Adopt the box: its words so far, then every change, key and submit; follow the panel opening and closing.
  useEffect(() => {
    const { setText } = search;
    setText(box.value);
    const onInput = () => setText(box.value);
    const onKeyDown = (event: KeyboardEvent) => {
      const { active: now, options: shown } = current.current;
      const action = comboboxKey(event.key, now, shown.length);
      if (action.kind === 'move') {
        if (action.handled) event.preventDefault();
        setActive(action.active);
      } else if (action.kind === 'open-active') {
        event.preventDefault();
        document.getElementById(optionId(LISTBOX_ID, now))?.click();
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!current.current.query) event.preventDefault();
      else rememberSearch(current.current.query);
    };
    const onToggle = () => {
      const isOpen = panel.matches(':popover-open');
      setOpen(isOpen);
      if (isOpen) setRecent(recentSearches());
    };
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKeyDown);
    box.form?.addEventListener('submit', onSubmit);
    panel.addEventListener('toggle', onToggle);
    attribute(box, 'role', 'combobox');
    attribute(box, 'aria-autocomplete', 'list');
    attribute(box, 'aria-controls', LISTBOX_ID);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKeyDown);
      box.form?.removeEventListener('submit', onSubmit);
      panel.removeEventListener('toggle', onToggle);
    };
    // Once: `search.setText` keeps its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, panel]);

  useEffect(() => {
    attribute(box, 'aria-expanded', String(expanded));
    attribute(
      box,
      'aria-activedescendant',
      active >= 0 && active < options.length ? optionId(LISTBOX_ID, active) : undefined,
    );
  });

  const pick = (option: InstantOption, event: MouseEvent) => {
    if (option.kind !== 'recent') {
      rememberSearch(search.query);
      return;
    }
    event.preventDefault();
    // eslint-disable-next-line react-hooks/immutability -- `box` is the page's input element, not React state
    box.value = option.query;
    search.setText(option.query);
    box.focus();
  };

  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      {!search.query && recent.length === 0 && <SearchHelp />}
      {!search.query && recent.length > 0 && (
        <div className="flex items-center justify-between px-5 pt-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{TEXT.recent}</p>
          <button
            type="button"
            onClick={() => {
              forgetRecentSearches();
              setRecent([]);
              box.focus();
            }}
            className="text-xs font-semibold text-brand-700 hover:underline"
          >
            {TEXT.clearRecent}
          </button>
        </div>
      )}
      <InstantOptions
        id={LISTBOX_ID}
        label={search.query ? TEXT.results : TEXT.recent}
        options={options}
        active={active}
        hidden={!expanded}
        busy={search.status === 'loading'}
        onActive={setActive}
        onPick={pick}
      />
      {status.shown && (
        <div className="px-5 py-4 text-sm text-slate-700" data-testid="instant-status">
          <p>{status.shown}</p>
          {search.status === 'failed' && (
            <button type="button" onClick={search.retry} className="btn-secondary mt-3">
              {TEXT.retry}
            </button>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {status.announced}
      </p>
    </div>
  );
}
