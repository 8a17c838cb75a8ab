/**
 * Page keys between a rebuild and its build (./cache-key.ts), through the
 * build plan's `keys`: the live release's keys come in (`live`, URL → key),
 * and each keyed route's pages go out to `out`, one JSON line a page, written
 * when the route lists its pages; a page whose key equals the live one's is
 * left out of the build (the rebuild links the live file) and says so.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import type { BuildPlan } from './build-plan.ts';

/** One line of the keys file. */
export interface PageKeyLine {
  url: string;
  key: string;
  /** The live release has this very page: it is not rendered. */
  unchanged?: true;
}

let live: { file: string; keys: Record<string, string> } | undefined;

function liveKeys(file: string): Record<string, string> {
  if (live?.file !== file) live = { file, keys: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> };
  return live.keys;
}

/** Notes a route's pages and their keys in the plan's `keys`; returns whether each is to be rendered (false: the live release has it). */
export function notePages(keys: NonNullable<BuildPlan['keys']>, pages: Array<{ url: string; key: string }>): boolean[] {
  const liveNow = keys.live ? liveKeys(keys.live) : {};
  const render = pages.map(({ url, key }) => liveNow[url] !== key);
  const lines = pages.map(({ url, key }, index) =>
    JSON.stringify(render[index] ? { url, key } : { url, key, unchanged: true }),
  );
  if (lines.length > 0) appendFileSync(keys.out, `${lines.join('\n')}\n`);
  return render;
}

/** A URL path with its escapes decoded (`%20` → ` `), or as it is when they are malformed: how a page's URL and its file are compared. */
export function safeDecode(path: string): string {
  // Most paths escape nothing: a publish decodes each of the site's URLs several times.
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A URL of one slash, then segments each ended by one slash or the end, nothing to decode: its file is its path. */
const PLAIN_URL = /^\/(?:[^/%]+\/)*[^/%]*$/;

/** The file Astro writes for a page URL (`/projects/industry/2` → `projects/industry/2/index.html`). */
export function pageFile(url: string): string {
  // Most URLs are plain: a publish reads each URL of the site several times (0.5 s at 100,000 entries, split and joined).
  if (PLAIN_URL.test(url)) {
    const path = url.endsWith('/') ? url.slice(1, -1) : url.slice(1);
    return path ? `${path}/index.html` : 'index.html';
  }
  const segments = url.split('/').filter(Boolean);
  const path = (url.includes('%') ? segments.map(safeDecode) : segments).join('/');
  return path ? `${path}/index.html` : 'index.html';
}
