/**
 * The search index between two full indexes, on the build's side (the
 * search's side, and why: src/features/search/search-delta.ts). A full index
 * keeps its pages beside it (`base-pages.json`: ./search-fragments.ts). A
 * release whose bundle is a copy of such an index (the live release's, linked
 * into the new release) takes a delta without Pagefind reading the site:
 *
 * - the full index's files stay as they are;
 * - `delta/`: an index of every detail page changed since the full index
 *   (those of the bundle's delta, and those rendered now);
 * - `delta.json`: the full index's pages those replace, and those gone, each
 *   with its filter values;
 * - `newest.json`: every page a search finds, newest first.
 *
 * These are written beside the release first and swapped in whole, so a
 * failure leaves the bundle as it was (or, should a swap that failed half-way
 * not be undone, says so: {@link HalfSwapped}). A delta of more than {@link deltaLimit}
 * pages (or stale pages), or one whose page bears a full index page's name, is
 * not written: the caller writes a full index (the fold), which also starts
 * the next delta empty.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pageFile, safeDecode } from '#features/catalog/page-keys.ts';
import { NEWEST_ORDER_FILE, newestIds } from '#features/search/newest-order.ts';
import { DELTA_FILE, DELTA_FOLDER, type DeltaFile } from '#features/search/search-delta.ts';
import { linkTree } from './copy-tree.ts';
import { releasePathOf } from './release-path.ts';
import {
  fragmentFilters,
  readBasePages,
  readDeltaFile,
  readFragments,
  SEARCH_BUNDLE,
  type IndexedPage,
} from './search-fragments.ts';
import { buildDeltaIndex, directorySize, type WrittenIndex } from './search-index.ts';

/**
 * The most pages a delta holds for a full index of `basePages`: a twentieth of them, at least 50 and at most
 * 500. Every first search loads the delta file, whose stale pages grow with it (500 of them about 10 KB
 * compressed), and a delta's results rank by its own word counts, so it stays small beside the full index.
 */
export const deltaLimit = (basePages: number) => Math.max(50, Math.min(500, Math.floor(basePages / 20)));

/** A full index and its delta, as a bundle holds them. */
export interface DeltaBase {
  /** The bundle's folder (a site's `pagefind/`). */
  bundle: string;
  /** The full index's pages. */
  pages: IndexedPage[];
  /** The URLs of the delta's pages (none when it has none). */
  deltaUrls: string[];
  /** The full index's parts besides the bundle's own. */
  parts: number;
}

/** The full index and delta of the bundle in `bundle`, or undefined when it keeps no list of its pages. */
export async function readDeltaBase(bundle: string): Promise<DeltaBase | undefined> {
  const pages = await readBasePages(bundle);
  if (!pages) return undefined;
  const delta = await readDeltaFile(bundle);
  const deltaPages = delta?.pages ? await readFragments(join(bundle, DELTA_FOLDER)) : [];
  return {
    bundle,
    pages,
    deltaUrls: deltaPages.flatMap((page) => (page.url ? [page.url] : [])),
    parts: delta?.parts ?? 0,
  };
}

/** A page's path as the release's keys name it: Pagefind's `/x/y/` is `/x/y`. */
function pathOf(url: string): string {
  const path = safeDecode(url);
  return (path.endsWith('/') ? path.slice(0, -1) : path) || '/';
}

export interface WrittenDelta extends WrittenIndex {
  /** Pages in the delta's index. */
  delta: number;
  /** The full index's pages left out. */
  stale: number;
  /** The release's files written anew, and those of the delta before that are gone (release paths). */
  changes: { written: string[]; removed: string[] };
}

/**
 * The detail pages a delta on `base` holds (`urls`, by path; `now` maps each page's path to its key) and the full
 * index's pages it leaves out (replaced or gone), given the pages `rendered` now and every detail page, `details`.
 */
function changedPages(base: DeltaBase, rendered: readonly string[], details: readonly string[]) {
  // Each detail page's key, by its path as Pagefind's URLs give it too.
  const now = new Map(details.map((key) => [pathOf(key), key]));
  const urls = [...new Set([...base.deltaUrls, ...rendered].map(pathOf))].filter((url) => now.has(url));
  const inDelta = new Set(urls);
  const stalePages = base.pages.filter((page) => {
    const path = pathOf(page.url ?? '');
    return !now.has(path) || inDelta.has(path);
  });
  return { now, urls, stalePages };
}

/**
 * Puts into the release at `releaseDir`, whose bundle holds the files of `base`, a delta of the pages that
 * changed: those of its delta and `rendered` (detail page URLs; the release's are `details`). Returns why a
 * full index is due instead, changing nothing then.
 */
export async function writeDelta(options: {
  base: DeltaBase;
  releaseDir: string;
  rendered: readonly string[];
  details: readonly string[];
  /** Throws when the pages a search would find are not the release's: checked before the delta goes in. */
  check: (pages: readonly IndexedPage[]) => Promise<void>;
}): Promise<WrittenDelta | { due: string }> {
  const { base, releaseDir } = options;
  const started = performance.now();
  const { now, urls, stalePages } = changedPages(base, options.rendered, options.details);
  const limit = deltaLimit(base.pages.length);
  const changed = Math.max(urls.length, stalePages.length);
  if (changed > limit) return { due: `${changed} detail pages changed or gone since the full index, over ${limit}` };
  const scratch = join(releaseDir, '.pagefind-delta');
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch);
  const bundle = join(releaseDir, SEARCH_BUNDLE);
  let swapping = false;
  try {
    const files = urls.sort().map((url) => pageFile(now.get(url)!));
    const deltaPages = files.length ? await buildDeltaIndex(releaseDir, files, join(scratch, DELTA_FOLDER)) : [];
    const baseIds = new Set(base.pages.map((page) => page.id));
    const clash = deltaPages.find((page) => baseIds.has(page.id));
    if (clash) return { due: `the delta's page ${clash.url} has the name of a page of the full index (${clash.id})` };
    const delta: DeltaFile = { pages: deltaPages.length, stale: {}, parts: base.parts };
    for (const page of stalePages) delta.stale[page.id] = fragmentFilters(base.bundle, page);
    const found = [...base.pages.filter((page) => !Object.hasOwn(delta.stale, page.id)), ...deltaPages];
    await Promise.all([
      writeFile(join(scratch, DELTA_FILE), JSON.stringify(delta)),
      writeFile(join(scratch, NEWEST_ORDER_FILE), JSON.stringify(newestIds(found))),
    ]);
    await options.check(found);
    swapping = true;
    const changes = await swapIn(scratch, bundle, releaseDir);
    return {
      pages: found.length,
      bytes: deltaPages.length ? await directorySize(join(bundle, DELTA_FOLDER)) : 0,
      ms: performance.now() - started,
      fragments: found,
      delta: deltaPages.length,
      stale: stalePages.length,
      changes,
    };
  } catch (error) {
    if (swapping)
      await putBack(base.bundle, bundle).catch((failed: unknown) => {
        throw new HalfSwapped(error, failed);
      });
    throw error;
  } finally {
    // Empty once swapped in: left behind, it is an empty folder, which no deploy sends.
    await rm(scratch, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** A delta's swap failed half-way and the bundle's own files could not be put back: the release must not go live. */
export class HalfSwapped extends Error {
  constructor(swap: unknown, putBack: unknown) {
    const message = (error: unknown) => (error as Error)?.message ?? String(error);
    super(
      `the search index was left half-written (${message(swap)}), and putting it back failed: ${message(putBack)}`,
      {
        cause: swap,
      },
    );
    this.name = 'HalfSwapped';
  }
}

/** Whether a bundle's top-level `name` is one a delta writes anew (or a compressed copy of one: npm run compress). */
const rewritten = (name: string) =>
  name === DELTA_FOLDER.replace(/\/$/, '') || name.startsWith(DELTA_FILE) || name.startsWith(NEWEST_ORDER_FILE);

/** Removes the delta's files from `bundle` (links to the live release's files: removed, never written through). */
async function removeDeltaFiles(bundle: string, names: string[]): Promise<void> {
  await Promise.all(names.filter(rewritten).map((name) => rm(join(bundle, name), { recursive: true, force: true })));
}

/** The delta files of `bundle` made again the very files of `from`'s (a swap that failed half-way). */
async function putBack(from: string, bundle: string): Promise<void> {
  await removeDeltaFiles(bundle, await readdir(bundle));
  await linkTree(
    from,
    bundle,
    (await readdir(from)).filter((name) => !rewritten(name)),
  );
}

/** The delta written in `scratch` replaces the one of `bundle`: what changed, as paths of the release at `root`. */
async function swapIn(scratch: string, bundle: string, root: string): Promise<WrittenDelta['changes']> {
  const filesUnder = async (dir: string, names: string[]) => {
    const found = await Promise.all(
      names.map(async (name) => {
        const path = join(dir, name);
        const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => undefined);
        if (!entries) return [relative(dir, path)];
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
      }),
    );
    return found.flat();
  };
  const [inBundle, written] = await Promise.all([readdir(bundle), readdir(scratch)]);
  const before = await filesUnder(bundle, inBundle.filter(rewritten));
  const after = await filesUnder(scratch, written);
  await removeDeltaFiles(bundle, inBundle);
  for (const name of written) await rename(join(scratch, name), join(bundle, name));
  const inRelease = (path: string) => releasePathOf(root, join(bundle, path));
  const kept = new Set(after);
  return {
    written: after.map(inRelease).sort(),
    removed: before
      .filter((path) => !kept.has(path))
      .map(inRelease)
      .sort(),
  };
}
