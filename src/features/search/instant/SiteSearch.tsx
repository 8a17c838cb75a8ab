/**
 * The top bar's search, on every page but /search: a button that opens a
 * panel (a popover: on a phone the whole screen, on wider screens a panel
 * under the bar) holding a plain form to /search, so without JavaScript, and
 * before the bar hydrates, the button opens it, the box takes words and
 * Enter searches. Once the visitor reaches for it (./use-instant-search.ts)
 * the box is a combobox whose listbox shows the best results as they type
 * (the keys: ./combobox-keys.ts), the recent searches while it is empty,
 * and "See all N results". `/` and Ctrl/Cmd+K open it from anywhere, before
 * the bar hydrates too (components/top-bar/scroll-and-shortcut.ts finds it by
 * `data-search-panel` and `data-search-box`).
 *
 *   closed ──button, / or Ctrl/Cmd+K──▶ open, focus in the box
 *   open ──Escape, Close──▶ closed, focus back on the button
 *   open ──a click outside, focus elsewhere──▶ closed
 *   open ──Enter on an option, a click──▶ the result's page, /search?q=… ("See all"), or a recent search's words in the box
 *   open ──Enter with no option active, the arrow button──▶ /search?q=… (the form)
 *
 * As results arrive the first is active, so Enter opens it and ArrowDown goes
 * on to the second (the pattern's "automatic selection").
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useMounted } from '#lib/use-mounted.ts';
import { resultCount } from '../texts.ts';
import { EMPTY_SEARCH, searchHref } from '../url-state.ts';
import { comboboxKey, IN_THE_BOX } from './combobox-keys.ts';
import { InstantOptions, optionId, type InstantOption } from './InstantOptions.tsx';
import { forgetRecentSearches, recentSearches, rememberSearch } from './recent-searches.ts';
import { SITE_SEARCH_TEXT as TEXT } from './texts.ts';
import { useInstantSearch } from './use-instant-search.ts';

const PANEL_ID = 'site-search-panel';
const BOX_ID = 'site-search';
const LISTBOX_ID = 'site-search-options';

const hrefFor = (query: string) => searchHref({ ...EMPTY_SEARCH, q: query });

/** What the list offers: the answer's results and "See all", or, with no words, the recent searches. */
function optionsOf(search: ReturnType<typeof useInstantSearch>, recent: string[]): InstantOption[] {
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
function statusOf(search: ReturnType<typeof useInstantSearch>): { shown: string; announced: string } {
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

export function SiteSearch() {
  const mounted = useMounted();
  const search = useInstantSearch();
  const panel = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(IN_THE_BOX);
  const [recent, setRecent] = useState<string[]>([]);
  const options = open ? optionsOf(search, recent) : [];
  const expanded = options.length > 0;
  const status = statusOf(search);

  // The panel may have been opened, and words typed, before the bar hydrated.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const follow = () => {
      const isOpen = element.matches(':popover-open');
      setOpen(isOpen);
      setActive(IN_THE_BOX);
      if (isOpen) {
        setRecent(recentSearches());
        search.warmUp();
      }
    };
    follow();
    if (box.current?.value) search.setText(box.current.value);
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
    // Once, as the bar hydrates: `search`'s functions keep their identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The first result is active as results arrive ("automatic selection"): Enter opens it, ArrowDown goes on to the
  // second. No recent search is: Enter in an empty box does nothing.
  const hasWords = search.query !== '';
  useEffect(() => setActive(hasWords && search.answer?.total ? 0 : IN_THE_BOX), [hasWords, search.answer]);

  const close = () => {
    panel.current?.hidePopover();
    button.current?.focus();
  };

  const pick = (option: InstantOption, event: MouseEvent) => {
    if (option.kind !== 'recent') {
      rememberSearch(search.query);
      return;
    }
    event.preventDefault();
    if (box.current) box.current.value = option.query;
    search.setText(option.query);
    box.current?.focus();
  };

  const onBoxKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = comboboxKey(event.key, active, options.length);
    if (action.kind === 'move') {
      if (action.handled) event.preventDefault();
      setActive(action.active);
    } else if (action.kind === 'open-active') {
      event.preventDefault();
      document.getElementById(optionId(LISTBOX_ID, active))?.click();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  /** Focus moving out of the panel closes it (not to its own button, which toggles it). */
  const onPanelBlur = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (to && to !== button.current && !panel.current?.contains(to)) panel.current?.hidePopover();
  };

  return (
    <div className="shrink-0">
      <button
        ref={button}
        type="button"
        popoverTarget={PANEL_ID}
        aria-keyshortcuts="/ Control+K Meta+K"
        onMouseEnter={search.warmUp}
        onPointerDown={search.warmUp}
        onFocus={search.warmUp}
        className="flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm text-slate-700 hover:bg-brand-50 2xl:w-40 2xl:border 2xl:border-slate-300 2xl:bg-white"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <span className="sr-only 2xl:not-sr-only 2xl:flex-1 2xl:text-left 2xl:text-slate-500">{TEXT.button}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 2xl:inline"
        >
          /
        </kbd>
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-label={TEXT.button}
        data-search-panel
        onKeyDown={onPanelKeyDown}
        onBlur={onPanelBlur}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-hidden border-0 bg-white p-0 text-slate-800 [&:popover-open]:flex sm:inset-auto sm:right-[max(1rem,calc((100vw-80rem)/2+1.5rem))] sm:top-[4.5rem] sm:h-auto sm:max-h-[min(44rem,calc(100dvh-6rem))] sm:w-[min(40rem,calc(100vw-2rem))] sm:rounded-xl sm:border sm:border-slate-200 sm:shadow-2xl"
      >
        <form
          action="/search"
          method="get"
          role="search"
          onSubmit={(event) => {
            if (!search.query) event.preventDefault();
            else rememberSearch(search.query);
          }}
          className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-3 py-2"
        >
          <label htmlFor={BOX_ID} className="sr-only">
            {TEXT.label}
          </label>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="hidden h-5 w-5 shrink-0 text-slate-500 sm:block"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          <input
            ref={box}
            id={BOX_ID}
            data-search-box
            name="q"
            type="search"
            autoFocus
            placeholder={TEXT.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            onInput={(event) => search.setText(event.currentTarget.value)}
            onFocus={search.warmUp}
            onKeyDown={onBoxKeyDown}
            {...(mounted && {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': LISTBOX_ID,
              'aria-activedescendant':
                active >= 0 && active < options.length ? optionId(LISTBOX_ID, active) : undefined,
            })}
            className="h-10 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
          <button type="submit" className="rounded-lg p-2 text-brand-700 hover:bg-brand-50">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 12h14M13 6l6 6-6 6" />
            </svg>
            <span className="sr-only">{TEXT.submit}</span>
          </button>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            className="rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:hidden"
          >
            {TEXT.closeShort}
            <span className="sr-only"> {TEXT.closeRest}</span>
          </button>
        </form>
        {mounted && (
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {!search.query && recent.length > 0 && (
              <div className="flex items-center justify-between px-5 pt-3">
                <p id={`${LISTBOX_ID}-recent`} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {TEXT.recent}
                </p>
                <button
                  type="button"
                  onClick={() => {
                    forgetRecentSearches();
                    setRecent([]);
                    box.current?.focus();
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
              engine={search.engine}
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
        )}
      </div>
    </div>
  );
}
