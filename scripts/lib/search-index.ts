/**
 * The site's search index: Pagefind over the built pages, written once Astro's
 * process has exited (the two would otherwise hold their memory at once; it may
 * read pages earlier, at the lowest priority: {@link indexAhead},
 * {@link indexWhileBuilding}), so every release's search matches its pages
 * exactly. Only detail pages are read (the
 * glob), and of those only `<main>` (the root selector): at its end, the
 * entry's text (its only `data-pagefind-body`), card, area and facets are
 * hidden elements (src/features/search/search-meta.ts). Beside the index, the
 * order of its pages newest first (./search-fragments.ts).
 *
 * Pagefind is a native binary delivered as an optional dependency. Where it is
 * missing the build stops and says so; SEARCH_INDEX=off builds without search
 * (the search page then says search is unavailable).
 */
import { statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { DETAIL_ROUTE_BASES } from '#features/areas.ts';
import { partFolder } from '#features/search/search-delta.ts';
import { createLimiter } from '#lib/pool.ts';
import { childPids, processName } from './child-pids.ts';
import {
  partLanguage,
  readFragments,
  SEARCH_BUNDLE,
  writeBaseFiles,
  writeNewestOrder,
  type IndexedPage,
} from './search-fragments.ts';

/** The element of a detail page that Pagefind reads (its `rootSelector`). */
const SEARCH_ROOT = 'main';

/**
 * The most detail pages a part of a full index holds where its routes allow (SEARCH_PART_PAGES; by default one
 * part): Pagefind holds a whole index in memory while it writes it, about 57 KB a page (0.6 GB at 10,000 pages,
 * 5.9 GB at 100,000), so an index in parts is written part after part, each a run of whole detail routes (a
 * larger route is a part alone), and the search merges the parts (src/features/search/pagefind-loader.ts).
 * Not by default: a part that lacks a word searched for matches the longest word of its own that begins it
 * (Pagefind's fallback, index by index), so a search over parts finds more loosely than one over a whole index.
 */
const ONE_PART = Number.POSITIVE_INFINITY;

export interface SearchIndexResult {
  pages: number;
  /** Bytes of the written bundle. */
  bytes: number;
  ms: number;
}

/**
 * An index just written, with each page it holds: its fragments read back once
 * (they give the newest-first order, and the search phase checks them against the
 * snapshot), never kept in a run's result.
 */
export interface WrittenIndex extends SearchIndexResult {
  fragments: readonly IndexedPage[];
}

/** The line a build logs (the benchmark reads it). */
export const searchIndexLine = (result: SearchIndexResult) =>
  `search index: ${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KB, ${(result.ms / 1000).toFixed(1)} s`;

/** A route's folder in the built site (`/projects/industrydetails` → `projects/industrydetails`). */
const folderOf = (base: string) => base.replace(/^\//, '');

/** `{projects/industrydetails,…}/*\/index.html`: every detail page (of the routes given), nothing else. */
function detailPagesGlob(bases: readonly string[] = DETAIL_ROUTE_BASES): string {
  const folders = bases.map(folderOf);
  return `${folders.length === 1 ? folders[0] : `{${folders.join(',')}}`}/*/index.html`;
}

export async function directorySize(dir: string): Promise<number> {
  // 10,000 fragments, on the way to the search release: one call each took 50 ms of this process's thread,
  // 16 promises at a time 150 ms (1e73114).
  const files = (await readdir(dir, { withFileTypes: true, recursive: true })).filter((entry) => entry.isFile());
  return files.reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/**
 * Pagefind's binary allocates with jemalloc, which by default keeps freed memory
 * for 10 s: building the index frees its parsed pages while it packs them, and
 * at 10,000 detail pages the process peaked at 1,093 MiB. Returning freed
 * memory after half a second peaked at 912 MiB, with the same CPU time and wall
 * time (5 paired runs each, 3e9f337). Pagefind's process takes its
 * environment from this one; a value set by whoever runs the site is kept.
 */
const PAGEFIND_MALLOC_CONF = 'dirty_decay_ms:500,muzzy_decay_ms:0';

async function loadPagefind(): Promise<typeof import('pagefind')> {
  process.env._RJEM_MALLOC_CONF ??= PAGEFIND_MALLOC_CONF;
  try {
    return await import('pagefind');
  } catch (error) {
    throw new Error(`the search index needs the pagefind package (npm install): ${(error as Error).message}`, {
      cause: error,
    });
  }
}

type PagefindIndex = NonNullable<Awaited<ReturnType<(typeof import('pagefind'))['createIndex']>>['index']>;

/** A new index in Pagefind's process, for part `part` of a full index (0: the bundle's own, and any other index). */
async function openIndex(pagefind: typeof import('pagefind'), part = 0): Promise<PagefindIndex> {
  // Only <main> is read: the page's own content and its search data (search-meta.ts). Pagefind works through
  // every element under its root before it keeps only the data-pagefind-body part (the entry's text).
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: partLanguage(part),
    rootSelector: SEARCH_ROOT,
  });
  if (!index) {
    throw new Error(
      `Pagefind could not start (${errors.join('; ') || 'no binary for this platform?'}). ` +
        'Its binary comes with npm install on Linux, macOS and Windows; set SEARCH_INDEX=off to build without search.',
    );
  }
  return index;
}

/** Pagefind works in calls that give no progress: a line every 5 s says it is still at work. */
function ticking(started: number, progress?: (line: string) => void): () => void {
  if (!progress) return () => {};
  const ticker = setInterval(
    () => progress(`search: indexing, ${((performance.now() - started) / 1000).toFixed(0)} s so far`),
    5000,
  );
  return () => clearInterval(ticker);
}

/** Removes what a merged index does not load (it runs on the scripts and WebAssembly of the bundle's own). */
async function keepDataOnly(bundleDir: string): Promise<void> {
  for (const name of await readdir(bundleDir)) if (/\.(js|css)$|^wasm\./.test(name)) await rm(join(bundleDir, name));
}

/**
 * The parts of a full index, as its detail routes are given to them in turn: each route to the last part while
 * their pages fit in `maxPages` (or it has none yet), else to a new part. A part's index is opened when first asked for.
 */
class IndexParts {
  readonly #parts: Array<{ routes: string[]; pages: number; index?: Promise<PagefindIndex> }> = [];
  readonly #maxPages: number;
  readonly #open: (part: number) => Promise<PagefindIndex>;

  constructor(maxPages: number, open: (part: number) => Promise<PagefindIndex>) {
    this.#maxPages = maxPages;
    this.#open = open;
  }

  /** The part that holds route `base` (of `pages` pages when it is new to the index). */
  partOf(base: string, pages: number): number {
    const held = this.#parts.findIndex((part) => part.routes.includes(base));
    if (held >= 0) return held;
    const last = this.#parts.at(-1);
    if (last && (last.pages === 0 || last.pages + pages <= this.#maxPages)) {
      last.routes.push(base);
      last.pages += pages;
      return this.#parts.length - 1;
    }
    this.#parts.push({ routes: [base], pages });
    return this.#parts.length - 1;
  }

  /** The routes of each part, in order. */
  get routes(): string[][] {
    return this.#parts.map((part) => part.routes);
  }

  /** The index of part `part`. */
  index(part: number): Promise<PagefindIndex> {
    const held = this.#parts[part]!;
    return (held.index ??= this.#open(part));
  }

  /** A new, empty index for part `part`, in place of the one it had. */
  reopen(part: number): Promise<PagefindIndex> {
    return (this.#parts[part]!.index = this.#open(part));
  }

  /** Each part's index, in order: at least one (an index with no page is written too, and says so when searched). */
  all(): Array<() => Promise<PagefindIndex>> {
    if (this.#parts.length === 0) this.#parts.push({ routes: [], pages: 0 });
    return this.#parts.map((_, part) => () => this.index(part));
  }
}

/** The detail routes of the site in `siteDir` that have pages, with how many (a folder each), in the order of the routes. */
async function routePages(siteDir: string): Promise<Array<[string, number]>> {
  const counted = await Promise.all(
    DETAIL_ROUTE_BASES.map(async (base): Promise<[string, number]> => {
      const entries = await readdir(join(siteDir, folderOf(base)), { withFileTypes: true }).catch(() => []);
      return [base, entries.filter((entry) => entry.isDirectory()).length];
    }),
  );
  return counted.filter(([, pages]) => pages > 0);
}

/** Adds the detail pages of `routes` in `siteDir` to `index`, as folders; how many. `failure` begins the error, which names the glob. */
async function addRoutes(
  index: PagefindIndex,
  siteDir: string,
  routes: readonly string[],
  failure = 'indexing failed',
) {
  const glob = detailPagesGlob(routes);
  const added = await index.addDirectory({ path: siteDir, glob });
  if (added.errors.length > 0) throw new Error(`${failure} (${glob}): ${added.errors.join('; ')}`);
  return added.page_count;
}

/** The detail route `file` (relative to the site) belongs to. */
const routeOf = (file: string) => DETAIL_ROUTE_BASES.find((base) => file.startsWith(`${folderOf(base)}/`));

/** `files` (detail pages) by the part their route is given to. */
function filesByPart(parts: IndexParts, files: readonly string[]): Map<number, string[]> {
  const perRoute = new Map<string, string[]>();
  for (const file of files) {
    const base = routeOf(file);
    if (!base) throw new Error(`${file} is not a detail page`);
    let routeFiles = perRoute.get(base);
    if (!routeFiles) perRoute.set(base, (routeFiles = []));
    routeFiles.push(file);
  }
  const byPart = new Map<number, string[]>();
  for (const base of DETAIL_ROUTE_BASES) {
    const routeFiles = perRoute.get(base);
    if (!routeFiles) continue;
    const part = parts.partOf(base, routeFiles.length);
    let partFiles = byPart.get(part);
    if (!partFiles) byPart.set(part, (partFiles = []));
    for (const file of routeFiles) partFiles.push(file);
  }
  return byPart;
}

/**
 * Writes the index part after part (each part's index given by `parts`, in order), letting Pagefind drop each
 * part's pages once written; tells Pagefind's process to end (`close`), and reads the fragments back.
 */
async function writeIndex(
  parts: ReadonlyArray<() => Promise<PagefindIndex | string>>,
  {
    outputDir,
    pages,
    started,
    close,
  }: { outputDir: string; pages: () => number; started: number; close(): Promise<void> },
): Promise<WrittenIndex> {
  const bundle = join(outputDir, SEARCH_BUNDLE);
  for (const [part, filled] of parts.entries()) {
    const index = await filled();
    const dir = part === 0 ? bundle : join(bundle, partFolder(part));
    if (typeof index === 'string') {
      // Written already, into that folder.
      await mkdir(dirname(dir), { recursive: true });
      await rename(index, dir);
    } else {
      const written = await index.writeFiles({ outputPath: dir });
      if (written.errors.length > 0) throw new Error(`writing the index failed: ${written.errors.join('; ')}`);
      // The next part is written with what this one held given back (the last one's goes with the process).
      if (part < parts.length - 1) await index.deleteIndex();
    }
    if (part > 0) await keepDataOnly(dir);
  }
  await close();
  const fragments = await writeNewestOrder(bundle);
  if (fragments.length > 0) await writeBaseFiles(bundle, fragments);
  return { pages: pages(), bytes: await directorySize(bundle), ms: performance.now() - started, fragments };
}

/**
 * Indexes the detail pages of a built site into `{outputDir}/pagefind/` (by default the site's own folder), in parts
 * of at most `partPages` pages, each read and written in turn.
 */
export async function buildSearchIndex(
  siteDir: string,
  progress?: (line: string) => void,
  outputDir = siteDir,
  partPages = ONE_PART,
): Promise<WrittenIndex> {
  const started = performance.now();
  const pagefind = await loadPagefind();
  const stop = ticking(started, progress);
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= pagefind.close().then(() => undefined));
  try {
    const parts = new IndexParts(partPages, (part) => openIndex(pagefind, part));
    for (const [base, count] of await routePages(siteDir)) parts.partOf(base, count);
    let pages = 0;
    const filled = parts.all().map((index, part) => async () => {
      const routes = parts.routes[part]!;
      const opened = await index();
      if (routes.length > 0) pages += await addRoutes(opened, siteDir, routes);
      return opened;
    });
    return await writeIndex(filled, { outputDir, pages: () => pages, started, close });
  } finally {
    stop();
    await close();
  }
}

/**
 * What the delta index reads of a page besides the page: a metadata of its own (`index: delta`), so its
 * fragment, named by a hash of its content, never bears the name of the full index's fragment for the same
 * page, which the search leaves out as stale (src/features/search/search-delta.ts).
 */
const DELTA_MARK = '<data hidden data-pagefind-meta="index[value]" value="delta"></data>';

function marked(html: string): string {
  const end = html.lastIndexOf('</main>');
  return end < 0 ? html : `${html.slice(0, end)}${DELTA_MARK}${html.slice(end)}`;
}

/**
 * Indexes `files` (detail pages, relative to `siteDir`) into `bundleDir`, an index of their own beside the
 * site's full index (./search-delta.ts); the pages it holds, read back.
 */
export async function buildDeltaIndex(
  siteDir: string,
  files: readonly string[],
  bundleDir: string,
): Promise<IndexedPage[]> {
  const pagefind = await loadPagefind();
  try {
    const index = await openIndex(pagefind);
    await addFiles(index, siteDir, files, marked);
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length > 0) throw new Error(`writing the delta index failed: ${written.errors.join('; ')}`);
    await keepDataOnly(bundleDir);
    return await readFragments(bundleDir);
  } finally {
    await pagefind.close();
  }
}

/** Pagefind's processes: the children of this one whose name starts with `pagefind`. */
function pagefindProcesses(): number[] {
  return childPids().filter((pid) => processName(pid)?.startsWith('pagefind'));
}

/**
 * Gives every thread of `pids` the lowest CPU priority, on Linux. A priority
 * there is a thread's: Pagefind's worker threads exist from its start, and set
 * on its main thread alone it left them at the normal one. A thread started
 * later inherits its starter's.
 */
async function lowestPriority(pids: readonly number[]): Promise<void> {
  for (const pid of pids) {
    for (const thread of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
      try {
        setPriority(Number(thread), 19);
      } catch {
        // Gone meanwhile.
      }
    }
  }
}

/**
 * A Pagefind index that reads while a build runs, at the lowest CPU priority
 * for its whole life: read at the normal one, it slowed the build it overlaps
 * (an approval at 10,000 entries live in 16.5/19.9 s against 11.7/13.1 s,
 * edd95b7). The priority is not raised again once the build is done: that
 * needs root or CAP_SYS_NICE, and at 3,000 entries doing so changed nothing
 * measurable (searchable 17–32 s after the pages went live with it, 19–44 s
 * without, on a shared machine). Closing it ends the process at once (a folder
 * being read is not waited for: its call fails).
 */
function backgroundIndex() {
  let closed = false;
  const pagefind = loadPagefind();
  let prioritized: Promise<void> | undefined;
  /** Opens part `part`'s index (every part in the one process Pagefind runs). */
  const open = async (part: number) => {
    const index = await openIndex(await pagefind, part);
    if (closed) {
      // Closed while it opened: the process this index started ends too.
      await (await pagefind).close();
      throw new Error('cancelled');
    }
    // Reading must take only what the build it overlaps leaves idle.
    if (process.platform === 'linux') await (prioritized ??= lowestPriority(pagefindProcesses()));
    return index;
  };
  // Closed again once opening has settled, in case it had only just started.
  const close = async (whenSettled: Promise<unknown>) => {
    if (closed) return;
    closed = true;
    await (await pagefind.catch(() => undefined))?.close();
    await whenSettled.catch(() => {});
    await (await pagefind.catch(() => undefined))?.close();
  };
  return { open, close };
}

/**
 * Adds `files` (relative to `siteDir`) one by one, a few at a time, each at the URL a whole folder's indexing
 * gives it (`x/y/index.html` → `/x/y/`); `as` changes what Pagefind reads of each.
 */
async function addFiles(
  index: PagefindIndex,
  siteDir: string,
  files: readonly string[],
  as: (html: string) => string = (html) => html,
): Promise<void> {
  // Pagefind works on several pages at once.
  const limit = createLimiter(8);
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const added = await index.addHTMLFile({
          sourcePath: file,
          content: as(await readFile(join(siteDir, file), 'utf8')),
        });
        if (added.errors.length > 0) throw new Error(`indexing ${file} failed: ${added.errors.join('; ')}`);
      }),
    ),
  );
}

/** An index begun from the live release's pages before the new release exists (see {@link indexAhead}). */
export interface IndexAhead {
  /**
   * Adds the new release's detail pages that were rendered (`files`, relative to `siteDir`: `newPages` of them
   * at URLs the live release did not have, the others replacing the live page at their URL) and writes the
   * index into `{outputDir}/pagefind/`.
   */
  finish(options: {
    siteDir: string;
    files: string[];
    newPages: number;
    outputDir: string;
    progress?: (line: string) => void;
  }): Promise<WrittenIndex>;
  /** Stops Pagefind without writing anything (also after a failed or finished `finish`: then it does nothing). */
  cancel(): Promise<void>;
  /** Settles when Pagefind has read the live release's pages (or failed to). */
  read: Promise<void>;
  /** Whether `finish` or `cancel` was called: it can serve no other run. */
  readonly spent: boolean;
  /** Whether reading the live release's pages failed (Pagefind could not start, or ended). */
  readonly failed: boolean;
  /** Times `finish` (its progress lines and the index's time) from now: for a read-ahead kept from before the run. */
  restartClock(): void;
}

/**
 * Indexing ahead. While Astro renders the few pages of an approval, Pagefind
 * reads the live release's detail pages: every page not rendered again is
 * linked from there into the new release, the very same file. Then `finish`
 * adds the pages that were rendered (Pagefind replaces a page added again
 * under the same URL, in its place) and writes the index: after publishing,
 * only the writing is left. Pagefind cannot take a page out of an index, so
 * when a live detail page is gone from the new release the caller cancels and
 * indexes the new release from scratch. The index holds the same pages with
 * the same words, filters and metadata as one written from scratch; only
 * the pages' numbering may differ (Pagefind numbers pages in the order they
 * are added, which for a whole folder is the order the file system lists it).
 */
export function indexAhead(liveDir: string, partPages = ONE_PART): IndexAhead {
  let started = performance.now();
  let spent = false;
  const background = backgroundIndex();
  const parts = new IndexParts(partPages, background.open);
  const opened = (async () => {
    for (const [base, count] of await routePages(liveDir)) parts.partOf(base, count);
    let pages = 0;
    for (const [part, routes] of parts.routes.entries())
      pages += await addRoutes(await parts.index(part), liveDir, routes, "indexing the live release's pages failed");
    return pages;
  })();
  // Failures surface in `finish`; `cancel` only closes.
  let failed = false;
  opened.catch(() => {
    failed = true;
  });
  const close = () => background.close(opened);
  return {
    async finish({ siteDir, files, newPages, outputDir, progress }) {
      spent = true;
      const stop = ticking(started, progress);
      try {
        const pages = await opened;
        // A rendered page goes to its route's part (a route the live release had no page of, as the routes do).
        for (const [part, partFiles] of filesByPart(parts, files))
          await addFiles(await parts.index(part), siteDir, partFiles);
        return await writeIndex(parts.all(), { outputDir, pages: () => pages + newPages, started, close });
      } finally {
        stop();
        await close();
      }
    },
    cancel: () => {
      spent = true;
      return close();
    },
    read: opened.then(
      () => undefined,
      () => undefined,
    ),
    get spent() {
      return spent;
    },
    get failed() {
      return failed;
    },
    restartClock: () => {
      started = performance.now();
    },
  };
}

/** An index that reads a full build's detail pages while the build writes the rest (see {@link indexWhileBuilding}). */
export interface IndexWhileBuilding {
  /**
   * Reads the folder of one detail route (`base`, e.g. `/projects/industrydetails`) whose pages `files`
   * (relative to the site) are whole on disk and will not change. Calls are read one after the other;
   * each settles once its folder is read (a failure surfaces in `finish`).
   */
  addRoute(base: string, files: readonly string[]): Promise<void>;
  /**
   * Adds the detail pages (`files`, every one the site has) not read yet, and writes the index into
   * `{outputDir}/pagefind/`: the same pages, words, filters and metadata as one written from scratch.
   */
  finish(options: {
    files: readonly string[];
    outputDir: string;
    progress?: (line: string) => void;
  }): Promise<WrittenIndex & { readEarly: number }>;
  /** Stops Pagefind without writing anything (also after `finish`: then it does nothing). */
  cancel(): Promise<void>;
}

/**
 * The parts of an index read while a build writes its pages that are written as soon as the next part begins
 * (no route joins them after that), into folders of `scratchDir`: Pagefind then holds one part's pages at a time.
 */
class PartsWrittenEarly {
  /** The parts written or to be written, with their folders. */
  readonly #written = new Map<number, string>();
  readonly #scratchDir: string;
  readonly #parts: IndexParts;

  constructor(scratchDir: string, parts: IndexParts) {
    this.#scratchDir = scratchDir;
    this.#parts = parts;
  }

  has(part: number): boolean {
    return this.#written.has(part);
  }

  /** Part `part` is to be written (counted so from now): the writing, which lets Pagefind drop its pages. */
  schedule(part: number): () => Promise<void> {
    const dir = join(this.#scratchDir, String(part));
    this.#written.set(part, dir);
    return async () => {
      const index = await this.#parts.index(part);
      const written = await index.writeFiles({ outputPath: dir });
      if (written.errors.length > 0) throw new Error(`writing part ${part} failed: ${written.errors.join('; ')}`);
      await index.deleteIndex();
    };
  }

  /** Part `part` is read again (a page of it was not whole when it was read): what was written of it is not used. */
  forget(part: number): void {
    this.#written.delete(part);
  }

  /** Each part for `writeIndex`: a part written already as its folder. */
  writers(): Array<() => Promise<PagefindIndex | string>> {
    return this.#parts.all().map((index, part) => {
      const dir = this.#written.get(part);
      return dir ? async () => dir : index;
    });
  }

  remove(): Promise<void> {
    return rm(this.#scratchDir, { recursive: true, force: true });
  }
}

/**
 * Adds the detail pages (`files`) a build's early reading left: routes not read meanwhile as folders (cheaper than
 * page by page), each part's at once; the pages of the others that were not whole when read, one by one (a part
 * written already, read again whole).
 */
async function addLeftOver({
  siteDir,
  files,
  parts,
  read,
  early,
}: {
  siteDir: string;
  files: readonly string[];
  parts: IndexParts;
  /** Files each route read held whole, by route. */
  read: ReadonlyMap<string, ReadonlySet<string>>;
  early?: PartsWrittenEarly;
}): Promise<void> {
  const unread = filesByPart(
    parts,
    files.filter((file) => !read.has(routeOf(file) ?? '')),
  );
  for (const part of unread.keys())
    await addRoutes(
      await parts.index(part),
      siteDir,
      parts.routes[part]!.filter((base) => !read.has(base)),
    );
  const stragglers = files.filter((file) => {
    const whole = read.get(routeOf(file) ?? '');
    return whole !== undefined && !whole.has(file);
  });
  for (const [part, partFiles] of filesByPart(parts, stragglers)) {
    if (early?.has(part)) {
      early.forget(part);
      await addRoutes(await parts.reopen(part), siteDir, parts.routes[part]!);
    } else await addFiles(await parts.index(part), siteDir, partFiles);
  }
}

/**
 * Indexing while a full build writes its pages. Astro renders route after
 * route, and a detail route's pages, once all written, never change: Pagefind
 * reads each such route's folder at the lowest priority, in what the build
 * leaves idle (at 10,000 entries, Pagefind's 13 CPU-seconds of reading,
 * 77fd801). `finish` adds whatever was not read whole meanwhile (the last
 * route, a page written late) and writes the index. A page found in a folder
 * before it was whole is added again from its file, which replaces it at its
 * URL (its part read again when that part was written already). In parts, with
 * `scratchDir`, a part is written as soon as the next one begins.
 */
export function indexWhileBuilding(siteDir: string, partPages = ONE_PART, scratchDir?: string): IndexWhileBuilding {
  const background = backgroundIndex();
  const parts = new IndexParts(partPages, background.open);
  const early = scratchDir === undefined ? undefined : new PartsWrittenEarly(scratchDir, parts);
  /** Files each route read held whole, by route. */
  const read = new Map<string, Set<string>>();
  let reading: Promise<unknown> = Promise.resolve();
  const close = () => background.close(reading);
  return {
    addRoute(base, files) {
      if (read.has(base))
        return reading.then(
          () => undefined,
          () => undefined,
        );
      const whole = new Set(files);
      read.set(base, whole);
      const part = parts.partOf(base, files.length);
      const complete = part - 1;
      if (early && complete >= 0 && !early.has(complete)) reading = reading.then(early.schedule(complete));
      reading = reading.then(async () => addRoutes(await parts.index(part), siteDir, [base]));
      // A failure surfaces in `finish`.
      return reading.then(
        () => undefined,
        () => undefined,
      );
    },
    async finish({ files, outputDir, progress }) {
      // Timed from here: what is left once the build is done.
      const finishing = performance.now();
      const stop = ticking(finishing, progress);
      try {
        await reading;
        await addLeftOver({ siteDir, files, parts, read, early });
        const readEarly = [...read.values()].reduce((total, whole) => total + whole.size, 0);
        const writers = early?.writers() ?? parts.all();
        return {
          ...(await writeIndex(writers, { outputDir, pages: () => files.length, started: finishing, close })),
          readEarly,
        };
      } finally {
        stop();
        await close();
        await early?.remove();
      }
    },
    cancel: async () => {
      await close();
      await early?.remove();
    },
  };
}
