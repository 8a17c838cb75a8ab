/**
 * The search box of every page: a plain form that sends `q` to /search, so
 * it works before (and without) JavaScript. It sits in the bar as a magnifier
 * and widens over the menu while it has focus. `/` focuses it
 * (scroll-and-shortcut.ts).
 */
const SITE_SEARCH_ID = 'site-search';

export function SiteSearch() {
  return (
    <form action="/search" method="get" role="search" aria-label="Site" className="relative h-10 w-10 shrink-0">
      <label htmlFor={SITE_SEARCH_ID} className="sr-only">
        Search the Wall of Fame
      </label>
      <input
        id={SITE_SEARCH_ID}
        name="q"
        type="search"
        placeholder="Search… (press / )"
        autoComplete="off"
        enterKeyHint="search"
        className="peer absolute right-0 top-0 z-10 h-10 w-10 cursor-pointer rounded-lg border border-transparent bg-transparent pl-3 pr-10 text-sm text-transparent placeholder:text-transparent transition-[width,background-color] duration-150 hover:bg-brand-50 focus:w-[min(20rem,calc(100vw-2rem))] focus:cursor-text focus:border-slate-300 focus:bg-white focus:text-slate-900 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-brand-500 focus:placeholder:text-slate-500"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute right-2.5 top-2.5 z-20 h-5 w-5 text-slate-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
    </form>
  );
}
