/**
 * The build's page keys (./cache-key.ts), shared with the rebuild.
 *
 * - In: LIVE_PAGE_KEYS names a JSON file of the live release's keys
 *   (`{ "/projects/industry": "<key>", … }`); a path with the same key at the
 *   same URL is left out of this build (the rebuild links the live file).
 * - Out: every keyed path's URL and key, and which of them were left out;
 *   scripts/lib/page-keys.ts writes them to PAGE_KEYS_FILE when the build is
 *   done. getStaticPaths and Astro's hooks run in one process but in separate
 *   module instances, so the notes live on globalThis.
 */
import { readFileSync } from 'node:fs';

export interface PageNotes {
  /** URL → key of every keyed page of the build, rendered or not. */
  keys: Map<string, string>;
  /** URLs left out because the live release has the same page. */
  unchanged: Set<string>;
}

const SHARED = Symbol.for('wall-of-fame.page-keys');

export function pageNotes(): PageNotes {
  const holder = globalThis as unknown as Record<symbol, PageNotes | undefined>;
  return (holder[SHARED] ??= { keys: new Map(), unchanged: new Set() });
}

let live: { file: string; keys: Record<string, string> } | undefined;

function liveKeys(): Record<string, string> | undefined {
  const file = process.env.LIVE_PAGE_KEYS;
  if (!file) return undefined;
  if (live?.file !== file) live = { file, keys: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> };
  return live.keys;
}

export function notePage(url: string, key: string): void {
  pageNotes().keys.set(url, key);
}

/** Whether the live release has this very page; noted, so the rebuild links it. */
export function unchangedFromLive(url: string, key: string): boolean {
  const same = liveKeys()?.[url] === key;
  if (same) pageNotes().unchanged.add(url);
  return same;
}

/** The file Astro writes for a page URL (`/projects/industry/2` → `projects/industry/2/index.html`). */
export function pageFile(url: string): string {
  const path = url
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  return path ? `${path}/index.html` : 'index.html';
}
