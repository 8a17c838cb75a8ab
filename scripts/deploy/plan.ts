/**
 * What a deploy does, from the release's files and what the target holds (its
 * manifest, or a listing): which files to write, in which stage, and which to
 * delete now or keep for the grace period. Pure: nothing is read or written.
 *
 * Stages, each finished before the next starts, so no page on the target ever
 * refers to a file that is not there yet:
 *
 * 1. `assets`: files named by their content (`/_astro/`, `/_img/`, Pagefind's
 *    chunks, fragments, filters and meta): new names, nothing live refers to them;
 * 2. `files`: every other file that is not a page: Pagefind's entries (the
 *    bundle's, its parts' and the delta's), scripts and WebAssembly (which name
 *    the chunks), pictures and icons of `public/`;
 * 3. `search-lists`: the search's own lists beside Pagefind's, `delta.json` (it names
 *    the parts and the delta, whose entries are then there) and `newest.json`;
 * 4. `pages`: the HTML pages but 404.html;
 * 5. `feeds`: the feeds, the sitemap and robots.txt (they name pages);
 * 6. `not-found`: 404.html;
 *
 * then deletions. A file named by its content that leaves the release is kept
 * for the grace period (pages that browsers and the CDN still hold ask for
 * it), then deleted; any other file that leaves is deleted at once (a rejected
 * entry's page must go).
 */
import { DELTA_FILE } from '#features/search/search-delta.ts';
import { NEWEST_ORDER_FILE } from '#features/search/newest-order.ts';
import { SEARCH_BUNDLE } from '../lib/search-fragments.ts';
import type { HeldFile, Manifest, RetiredFile } from './manifest.ts';
import { isHashed, sameHeaders } from './object-headers.ts';
import type { FileToWrite } from './target.ts';

export const STAGES = ['assets', 'files', 'search-lists', 'pages', 'feeds', 'not-found'] as const;
export type Stage = (typeof STAGES)[number];

const SEARCH_LISTS = new Set([DELTA_FILE, NEWEST_ORDER_FILE].map((name) => `${SEARCH_BUNDLE}/${name}`));

export function stageOf(path: string): Stage {
  if (isHashed(path)) return 'assets';
  if (SEARCH_LISTS.has(path)) return 'search-lists';
  if (path === '404.html') return 'not-found';
  if (path.endsWith('.html')) return 'pages';
  if (path.endsWith('.xml') || path === 'robots.txt') return 'feeds';
  return 'files';
}

export interface DeployPlan {
  /** Files to write, stage by stage (every stage present, maybe empty). */
  writes: Record<Stage, FileToWrite[]>;
  /** Paths to delete after the writes. */
  deletes: string[];
  /**
   * Files the target holds that the release no longer has: what the deletion limit counts. Content-named
   * files that the target's manifest names (this site's own) are left aside: they are replaced whenever
   * their content changes (a new search index replaces hundreds of Pagefind's: 610 at 100,000 entries).
   * After a listing every file counts: the target may hold another site.
   */
  leaving: string[];
  /** The release's files the target already holds as they are. */
  unchanged: number;
  /** The manifest once the plan is carried out (its state fields are the caller's). */
  next: Manifest;
}

const sameFile = (held: HeldFile | undefined, file: FileToWrite) =>
  !!held && held.md5 === file.md5 && held.size === file.size && sameHeaders(held.headers, file.headers);

const toHeld = (file: FileToWrite): HeldFile => ({ md5: file.md5, size: file.size, headers: file.headers });

/** What to leave for later and what goes now, of the files `held` has that the release does not. */
function retirements(held: Manifest, release: Map<string, FileToWrite>, now: number, graceMs: number, listed: boolean) {
  const retired = new Map<string, RetiredFile>();
  const deletes: string[] = [];
  const leaving: string[] = [];
  const keep = (path: string, file: RetiredFile) =>
    file.since + graceMs > now ? retired.set(path, file) : deletes.push(path);
  for (const [path, file] of held.files) {
    if (release.has(path)) continue;
    const hashed = isHashed(path) && !held.unsure.has(path);
    if (hashed) keep(path, { ...file, since: now });
    else deletes.push(path);
    if (!hashed || listed) leaving.push(path);
  }
  for (const [path, file] of held.retired) {
    if (!release.has(path) && !held.files.has(path) && !held.unsure.has(path)) keep(path, file);
  }
  for (const path of held.unsure) {
    if (release.has(path) || held.files.has(path)) continue;
    // Whatever an unfinished deploy left there: it was never part of a release the target served whole.
    deletes.push(path);
    if (!held.retired.has(path)) leaving.push(path);
  }
  return { retired, deletes, leaving };
}

/** The plan that brings the target from `held` (its manifest, or a listing: `listed`) to the release. */
export function planDeploy(
  release: Map<string, FileToWrite>,
  held: Manifest,
  now: number,
  graceMs: number,
  listed = false,
): DeployPlan {
  const writes = Object.fromEntries(STAGES.map((stage) => [stage, [] as FileToWrite[]])) as Record<
    Stage,
    FileToWrite[]
  >;
  let unchanged = 0;
  for (const [path, file] of release) {
    const there = held.unsure.has(path) ? undefined : (held.files.get(path) ?? held.retired.get(path));
    if (sameFile(there, file)) unchanged++;
    else writes[stageOf(path)].push(file);
  }
  const { retired, deletes, leaving } = retirements(held, release, now, graceMs, listed);
  const next: Manifest = {
    ...held,
    files: new Map([...release].map(([path, file]) => [path, toHeld(file)])),
    retired,
    unsure: new Set(),
  };
  return { writes, deletes: deletes.sort(), leaving: leaving.sort(), unchanged, next };
}

/** The files a plan writes, in stage order. */
export const allWrites = (plan: DeployPlan) => STAGES.flatMap((stage) => plan.writes[stage]);
