/**
 * What the top bar's search loads once the visitor reaches for it (never
 * before: ./use-instant-search.ts): Pagefind (the same loader as the search page's,
 * ../pagefind-loader.ts), the search that gives the best few results with
 * what each shows, and the component that draws one. The box, the keys and
 * the list itself are the top bar's (./SiteSearch.tsx).
 */
import { cardFromMeta } from '../card-meta.ts';
import { excerptPieces } from '../excerpt.ts';
import { loadPagefind, whyUnavailable } from '../pagefind-loader.ts';
import type { InstantAnswer, InstantResult } from './instant-result.ts';
import { metaLine } from './meta-line.ts';

export { ResultBody } from './ResultBody.tsx';
export { whyUnavailable };

/** The best this many results show under the box; "See all N results" leads to the rest. */
export const INSTANT_RESULTS = 8;

/** Starts loading Pagefind (the visitor is about to search). */
export function warmUp(): void {
  void loadPagefind().catch(() => undefined);
}

/**
 * The best results for `query`, or null when `isCurrent` says a newer search
 * has started meanwhile (its results' data is then not fetched at all).
 * Rejects when Pagefind cannot be loaded.
 */
export async function searchInstant(query: string, isCurrent: () => boolean): Promise<InstantAnswer | null> {
  const pagefind = await loadPagefind();
  const search = await pagefind.search(query);
  if (!isCurrent()) return null;
  const data = await Promise.all(search.results.slice(0, INSTANT_RESULTS).map((result) => result.data()));
  const results = data.map((found, index): InstantResult => {
    const card = cardFromMeta(found.url, found.meta);
    return {
      id: search.results[index]!.id,
      href: card.href,
      area: found.meta.area ?? '',
      card,
      meta: metaLine(card),
      excerpt: excerptPieces(found.excerpt),
    };
  });
  return { query, total: search.results.length, results };
}
