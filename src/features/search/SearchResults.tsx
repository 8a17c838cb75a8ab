/**
 * The results: the same cards as the lists, each with the words that matched
 * highlighted. Result data is fetched a page at a time.
 */
import { useEffect, useRef, useState } from 'react';
import { ShowcaseCard } from '#components/showcase/ShowcaseCard.tsx';
import { cardFromMeta } from './card-meta.ts';
import { Excerpt } from './Excerpt.tsx';
import type { PagefindResult, PagefindResultData } from './pagefind-loader.ts';
import { SEARCH_TEXT } from './texts.ts';

const RESULTS_PAGE = 24;

/**
 * Results whose data is fetched first, and shown as soon as it is in: what a visitor sees
 * first (two rows of three on a wide screen, more than a phone's screen). The rest of the
 * page follows; all 24 at once took 100 ms more at 10,000 entries before the first card showed.
 */
const FIRST_SHOWN = 6;

/** Data of results `[0, shown)`, fetched as needed, the first few first; earlier ones are kept. */
function useResultData(results: PagefindResult[], shown: number) {
  const [data, setData] = useState<Map<string, PagefindResultData>>(new Map());
  useEffect(() => {
    let current = true;
    const wanted = results.slice(0, shown);
    const loaded = new Map(
      wanted.flatMap((result) => (data.has(result.id) ? [[result.id, data.get(result.id)!] as const] : [])),
    );
    const missing = wanted.filter((result) => !loaded.has(result.id));
    // Nothing missing: one update, to the results wanted now.
    const batches =
      missing.length === 0
        ? [[]]
        : [missing.slice(0, FIRST_SHOWN), missing.slice(FIRST_SHOWN)].filter((batch) => batch.length > 0);
    void (async () => {
      for (const batch of batches) {
        for (const [id, found] of await Promise.all(
          batch.map(async (result) => [result.id, await result.data()] as const),
        ))
          loaded.set(id, found);
        if (!current) return;
        setData(new Map(loaded));
      }
    })();
    return () => {
      current = false;
    };
    // `data` is a cache, read but not a reason to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results, shown]);
  return data;
}

export function SearchResults({ results }: { results: PagefindResult[] }) {
  const [shown, setShown] = useState(RESULTS_PAGE);
  const data = useResultData(results, shown);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // New results start again at one page (set while rendering: https://react.dev/learn/you-might-not-need-an-effect).
  const [shownOf, setShownOf] = useState(results);
  if (shownOf !== results) {
    setShownOf(results);
    setShown(RESULTS_PAGE);
  }

  const ready = results.slice(0, shown).filter((result) => data.has(result.id));

  // After "Show more", focus goes to the first new result once it is there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || ready.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[from]?.focus();
  });

  return (
    <>
      <ul ref={list} className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {ready.map((result) => {
          const found = data.get(result.id)!;
          return (
            <li key={result.id}>
              <ShowcaseCard model={cardFromMeta(found.url, found.meta)} headingLevel={3}>
                <Excerpt
                  excerpt={found.excerpt}
                  as="p"
                  className="line-clamp-3 text-sm text-slate-600"
                  testId="result-excerpt"
                />
              </ShowcaseCard>
            </li>
          );
        })}
      </ul>
      {results.length > shown && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              focusFrom.current = shown;
              setShown(shown + RESULTS_PAGE);
            }}
          >
            {SEARCH_TEXT.moreResults}
          </button>
        </div>
      )}
    </>
  );
}
