/**
 * The results: the same cards as the lists, each with the words that matched
 * highlighted. The first few come with their data; the rest of a page is fetched once the typing pauses.
 */
import { useEffect, useRef, useState } from 'react';
import { ShowcaseCard } from '#components/showcase/ShowcaseCard.tsx';
import { cardFromMeta } from './card-meta.ts';
import { Excerpt } from './Excerpt.tsx';
import type { PagefindResult, PagefindResultData } from './pagefind-loader.ts';
import { SEARCH_TEXT } from './texts.ts';
import { KEY_PAUSE_MS } from './use-search.ts';

const RESULTS_PAGE = 24;

const NONE = new Map<string, PagefindResultData>();

/**
 * The rest of a first page waits for the keys to pause, and comes this many at a time: Pagefind's
 * worker answers in turn, so a page's worth of data asked for at once would hold up the next
 * keystroke's search behind it (at 10,000 entries, by 100–250 ms).
 */
const REST_BATCH = 6;

/**
 * Data of results `[0, shown)`: `first` came with the answer, the rest of the first page is fetched
 * once the typing pauses (none while a newer search is `searching`), and more as "Show more" asks
 * for it. Kept for these results only: an excerpt is for the words it was searched with.
 */
function useResultData(
  results: PagefindResult[],
  shown: number,
  first: Map<string, PagefindResultData>,
  searching: boolean,
) {
  const [fetched, setFetched] = useState({ of: results, data: NONE });
  const known = fetched.of === results ? fetched.data : NONE;
  useEffect(() => {
    let current = true;
    const missing = results.slice(0, shown).filter((result) => !first.has(result.id) && !known.has(result.id));
    if (missing.length === 0 || searching) return;
    const fetchMissing = async () => {
      for (let start = 0; start < missing.length && current; start += REST_BATCH) {
        const batch = missing.slice(start, start + REST_BATCH);
        const found = await Promise.all(batch.map(async (result) => [result.id, await result.data()] as const));
        if (!current) return;
        setFetched((before) => ({
          of: results,
          data: new Map([...(before.of === results ? before.data : []), ...found]),
        }));
      }
    };
    const timer = setTimeout(() => void fetchMissing(), shown > RESULTS_PAGE ? 0 : KEY_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `known` is a cache, read but not a reason to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results, shown, first, searching]);
  return (id: string) => first.get(id) ?? known.get(id);
}

export function SearchResults({
  results,
  firstData,
  searching,
}: {
  results: PagefindResult[];
  firstData: Map<string, PagefindResultData>;
  /** A newer search is running: these results are about to be replaced. */
  searching: boolean;
}) {
  const [shown, setShown] = useState(RESULTS_PAGE);
  const dataOf = useResultData(results, shown, firstData, searching);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // New results start again at one page (set while rendering: https://react.dev/learn/you-might-not-need-an-effect).
  const [shownOf, setShownOf] = useState(results);
  if (shownOf !== results) {
    setShownOf(results);
    setShown(RESULTS_PAGE);
  }

  const ready = results.slice(0, shown).filter((result) => dataOf(result.id));

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
          const found = dataOf(result.id)!;
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
