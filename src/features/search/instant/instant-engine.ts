/**
 * The top bar's search itself: Pagefind (the same loader as the search
 * page's, ../pagefind-loader.ts) and the best few results for some words,
 * each with what it shows. Loaded with ./InstantCombobox.tsx, once the
 * visitor reaches for the search.
 */
import { cardFromMeta } from '../card-meta.ts';
import { loadPagefind } from '../pagefind-loader.ts';
import type { InstantAnswer, InstantResult } from './instant-result.ts';
import { metaLine } from './meta-line.ts';

/**
 * The best this many results show under the box; "See all N results" leads to the rest. Six: each
 * result loads its fragment and its picture, and a first search stays within 150 KB at 10,000
 * entries (with eight, some loaded 152 KB: scripts/bench/instant-search.ts).
 */
const INSTANT_RESULTS = 6;

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
      excerpt: found.excerpt,
    };
  });
  return { query, total: search.results.length, results };
}
