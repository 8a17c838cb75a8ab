/**
 * The refreshed carousel cards with the release's pictures (issue 49). A
 * picture the build refused (too large, undecodable, not allowed) shows the
 * placeholder here as everywhere, never the backend's original; only an
 * entry the release does not know yet may show the backend's URL.
 *
 *   a card the build made (same entry)   → the build's image: its variants,
 *                                          or none when the build dropped it
 *   another entry with a page on the site → none until the next build (the
 *                                          release knows it, the carousel does not)
 *   another entry, no page (404)         → the backend's URL: approved after
 *                                          the last build
 */
import { useEffect, useMemo, useState } from 'react';
import type { HomeCard } from './cards.ts';

/** `fresh` with each image as the release may show it; `newEntries` are the links of entries the site has no page for. */
export function releaseCards(fresh: HomeCard[], built: HomeCard[], newEntries: ReadonlySet<string>): HomeCard[] {
  const builtImage = new Map(built.map((card) => [card.key, card.image]));
  return fresh.map((card) => {
    if (builtImage.has(card.key))
      return builtImage.get(card.key) === card.image ? card : { ...card, image: builtImage.get(card.key) };
    return newEntries.has(card.href) || !card.image ? card : { ...card, image: undefined };
  });
}

/** Each detail page asked about once per page load, whichever carousel asks. */
const asked = new Map<string, Promise<boolean>>();

/**
 * True when the site answers 404 for `href`: an entry newer than the build.
 * A failed request tells nothing, so the card keeps the placeholder.
 */
function hasNoPage(href: string): Promise<boolean> {
  let answer = asked.get(href);
  if (!answer) {
    answer = fetch(href, { method: 'HEAD' }).then(
      (response) => response.status === 404,
      () => false,
    );
    asked.set(href, answer);
  }
  return answer;
}

/** The cards a carousel shows: the build's until refreshed cards come, then those, with the release's pictures. */
export function useReleaseCards(fresh: HomeCard[] | null, built: HomeCard[]): HomeCard[] {
  const [newEntries, setNewEntries] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!fresh) return;
    const known = new Set(built.map((card) => card.key));
    const unknown = fresh.filter((card) => card.image && !known.has(card.key)).map((card) => card.href);
    if (unknown.length === 0) return;
    let current = true;
    void Promise.all(unknown.map(async (href) => ((await hasNoPage(href)) ? [href] : []))).then((found) => {
      const hrefs = found.flat();
      if (current && hrefs.length > 0) setNewEntries((before) => new Set([...before, ...hrefs]));
    });
    return () => {
      current = false;
    };
  }, [fresh, built]);
  return useMemo(() => (fresh ? releaseCards(fresh, built, newEntries) : built), [fresh, built, newEntries]);
}
