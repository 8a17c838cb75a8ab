/**
 * The top bar's search, on every page but /search: a button that opens a
 * panel (a popover: on a phone the whole screen, on wider screens a panel
 * under the bar) holding a plain form to /search. Without JavaScript, and
 * before the bar hydrates, the button opens it, the box takes words and
 * Enter searches. `/` and Ctrl/Cmd+K open it from anywhere, before the bar
 * hydrates too (components/top-bar/scroll-and-shortcut.ts finds it by
 * `data-search-panel` and `data-search-box`).
 *
 * Below the box, a line of help says what to type. This is all the bar itself
 * carries of search. Once the visitor reaches for
 * it (the button hovered, touched or focused, the panel open, the box
 * focused) the search code loads, once: ./InstantCombobox.tsx turns the box
 * into a combobox with results as one types, and Pagefind starts loading.
 *
 *   closed ──button, / or Ctrl/Cmd+K──▶ open, focus in the box
 *   open ──Escape, Close──▶ closed, focus back on the button
 *   open ──a click outside, focus elsewhere──▶ closed
 */
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { SearchHelp } from './SearchHelp.tsx';
import { SITE_SEARCH_TEXT as TEXT } from './texts.ts';

const InstantCombobox = lazy(() => import('./InstantCombobox.tsx'));

const PANEL_ID = 'site-search-panel';
const BOX_ID = 'site-search';

function Magnifier({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function SiteSearch() {
  // The panel and the box are state, set as React attaches them: the combobox is rendered with both, and a
  // render may not read a ref.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [box, setBox] = useState<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  // Opening the panel is reaching for the search, also before the bar hydrated (it may be open already).
  useEffect(() => {
    if (!panel) return;
    const follow = () => panel.matches(':popover-open') && setWanted(true);
    follow();
    panel.addEventListener('toggle', follow);
    return () => panel.removeEventListener('toggle', follow);
  }, [panel]);

  const close = () => {
    panel?.hidePopover();
    button.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  /** Focus moving out of the panel closes it (not to its own button, which toggles it). */
  const onPanelBlur = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (to && to !== button.current && !panel?.contains(to)) panel?.hidePopover();
  };

  return (
    <div className="shrink-0">
      <button
        ref={button}
        type="button"
        popoverTarget={PANEL_ID}
        aria-keyshortcuts="/ Control+K Meta+K"
        onMouseEnter={want}
        onPointerDown={want}
        onFocus={want}
        className="flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm text-slate-700 hover:bg-brand-50 2xl:w-40 2xl:border 2xl:border-slate-300 2xl:bg-white"
      >
        <Magnifier className="h-5 w-5 shrink-0" />
        <span className="sr-only 2xl:not-sr-only 2xl:flex-1 2xl:text-left 2xl:text-slate-500">{TEXT.button}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 2xl:inline"
        >
          /
        </kbd>
      </button>
      {/* Escape anywhere in the panel closes it: the keyboard's way out of the dialog, not a control of its own. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={setPanel}
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
          className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-3 py-2"
        >
          <label htmlFor={BOX_ID} className="sr-only">
            {TEXT.label}
          </label>
          <Magnifier className="hidden h-5 w-5 shrink-0 text-slate-500 sm:block" />
          <input
            ref={setBox}
            id={BOX_ID}
            data-search-box
            name="q"
            type="search"
            // The panel opens to type in: the popover moves focus to its autofocus element.
            // eslint-disable-next-line jsx-a11y-x/no-autofocus
            autoFocus
            placeholder={TEXT.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            onFocus={want}
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
        {/* Until the combobox takes over (it offers recent searches, or the same help), the panel says what to do. */}
        {wanted && box && panel ? (
          <Suspense fallback={<SearchHelp />}>
            <InstantCombobox box={box} panel={panel} />
          </Suspense>
        ) : (
          <SearchHelp />
        )}
      </div>
    </div>
  );
}
