/**
 * Reading a written search index back from its fragments (one per page,
 * gzip of Pagefind's signature and the page's JSON): the page each holds,
 * for verification, and the order "newest first" that the search page uses
 * instead of a sort key in the index (src/features/search/newest-order.ts).
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { NEWEST_ORDER_FILE, newestIds } from '#features/search/newest-order.ts';
import { DELTA_FILE, DELTA_FOLDER, parseDelta, partFolder, type DeltaFile } from '#features/search/search-delta.ts';

/** Where a site keeps its index. */
export const SEARCH_BUNDLE = 'pagefind';

/**
 * A full index comes in parts (./search-index.ts): the bundle's own, then `part-1/`, `part-2/`… inside it, each an
 * index of its own that the search merges. Pagefind begins each page's id with its language, so each part is told a
 * language of its own (English, with a private-use subtag after the first): no two parts can give one id.
 */
/** The language Pagefind is told for the pages of part `part`: English, the stemming of every part. */
export const partLanguage = (part: number) => (part === 0 ? 'en' : `en-x-s${part}`);

/** The part whose page bears `id` (0: the bundle's own). */
const partOf = (id: string) => Number(/^en-x-s(\d+)_/.exec(id)?.[1] ?? 0);

/** The folder, inside the bundle, of part `part`'s fragments. */
const fragmentsOf = (part: number) => (part ? `${partFolder(part)}fragment` : 'fragment');

/** The folder, inside the bundle, of the fragment of the page `id`. */
const fragmentFolder = (id: string) => fragmentsOf(partOf(id));

/** The number of parts after the first that the bundle in `bundleDir` holds. */
async function partsAfterFirst(bundleDir: string): Promise<number> {
  const names = await readdir(bundleDir).catch(() => [] as string[]);
  return names.filter((name) => /^part-\d+$/.test(name)).length;
}

/** The fragment folders of the bundle in `bundleDir`, inside it: the bundle's own, then each part's, in order. */
export async function fragmentFolders(bundleDir: string): Promise<string[]> {
  return Array.from({ length: (await partsAfterFirst(bundleDir)) + 1 }, (_, part) => fragmentsOf(part));
}

export interface IndexedPage {
  /** The fragment's file name. */
  file: string;
  /** The id Pagefind's results carry: the file name without its extension. */
  id: string;
  url?: string;
  /** Its `date` metadata (search-meta.ts). */
  date?: string;
}

interface FragmentData {
  url?: string;
  meta?: { date?: string };
  filters?: Record<string, string[]>;
}

/** One fragment's JSON: a fragment is gzip of "pagefind_dcd" followed by its JSON. */
function readFragment(path: string): FragmentData {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  return JSON.parse(text.slice(text.indexOf('{'))) as FragmentData;
}

/** Every fragment of the index in `bundleDir` (a site's `pagefind/`), of each of its parts. */
export async function readFragments(bundleDir: string): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  for (const [part, folder] of (await fragmentFolders(bundleDir)).entries()) {
    const dir = join(bundleDir, folder);
    // A part without a page has no fragments; an index without the bundle's own has none at all (ENOENT).
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (part > 0 && error.code === 'ENOENT') return [];
      throw error;
    });
    // Read in batches that let other work in between: 10,000 fragments took 0.7 s this way, 1.7 s as 16 reads in flight (35a0e89).
    for (let from = 0; from < names.length; from += 500) {
      for (const file of names.slice(from, from + 500)) {
        const data = readFragment(join(dir, file));
        pages.push({ file, id: file.replace(/\.pf_fragment$/, ''), url: data.url, date: data.meta?.date });
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return pages;
}

/** Where the fragment of `page` is, relative to its bundle (`fragment/…`, `part-2/fragment/…`). */
const fragmentPath = (page: IndexedPage) => `${fragmentFolder(page.id)}/${page.file}`;

/** The filter values of the page `page` of the index in `bundleDir`. */
export function fragmentFilters(bundleDir: string, page: IndexedPage): Record<string, string[]> {
  return readFragment(join(bundleDir, fragmentPath(page))).filters ?? {};
}

/** The delta file of the index in `bundleDir`, if it has one (src/features/search/search-delta.ts). */
export async function readDeltaFile(bundleDir: string): Promise<DeltaFile | undefined> {
  try {
    return parseDelta(JSON.parse(await readFile(join(bundleDir, DELTA_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The page URL each fragment of a site's index holds (its path in the bundle → URL), read
 * back from the fragments (for verification): every one, since a name proves
 * nothing (Pagefind names fragments with 7 hex digits, and between two indexes
 * of 10,000 pages one name stood for two different pages). With a delta, what
 * a search finds: the full index's pages less the stale ones, and the delta's
 * (named `delta/…`).
 */
export async function indexedFragments(siteDir: string): Promise<Map<string, string>> {
  const bundle = join(siteDir, SEARCH_BUNDLE);
  const delta = await readDeltaFile(bundle);
  const fragments = new Map<string, string>();
  for (const page of await readFragments(bundle))
    if (page.url && !(delta && Object.hasOwn(delta.stale, page.id))) fragments.set(fragmentPath(page), page.url);
  if (delta?.pages)
    for (const page of await readFragments(join(bundle, DELTA_FOLDER)))
      if (page.url) fragments.set(`${DELTA_FOLDER}${fragmentPath(page)}`, page.url);
  return fragments;
}

/** The full index's pages, as {@link writeBaseFiles} keeps them: `[id, url, date]` each. */
const BASE_PAGES_FILE = 'base-pages.json';

/**
 * Beside a full index: its pages (id, URL, date), from which the next runs
 * write a delta without reading its fragments, and a delta file with no delta
 * that names the index's parts.
 */
export async function writeBaseFiles(bundleDir: string, pages: readonly IndexedPage[]): Promise<void> {
  const rows = pages.map((page) => [page.id, page.url ?? '', page.date ?? '']);
  const none: DeltaFile = { pages: 0, stale: {}, parts: await partsAfterFirst(bundleDir) };
  await Promise.all([
    writeFile(join(bundleDir, BASE_PAGES_FILE), JSON.stringify(rows)),
    writeFile(join(bundleDir, DELTA_FILE), JSON.stringify(none)),
  ]);
}

/** The full index's pages kept by {@link writeBaseFiles}, or undefined when the index in `bundleDir` has none. */
export async function readBasePages(bundleDir: string): Promise<IndexedPage[] | undefined> {
  let rows: unknown;
  try {
    rows = JSON.parse(await readFile(join(bundleDir, BASE_PAGES_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!Array.isArray(rows)) throw new Error(`${BASE_PAGES_FILE} is not a list`);
  return (rows as [string, string, string][]).map(([id, url, date]) => ({
    file: `${id}.pf_fragment`,
    id,
    url: url || undefined,
    date: date || undefined,
  }));
}

/** Writes the index's pages newest first into `bundleDir` (../../src/features/search/newest-order.ts); the pages it read. */
export async function writeNewestOrder(bundleDir: string): Promise<IndexedPage[]> {
  const pages = await readFragments(bundleDir).catch((error: NodeJS.ErrnoException) => {
    // No page to index: Pagefind writes no index, and there is nothing to order.
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (pages) await writeFile(join(bundleDir, NEWEST_ORDER_FILE), JSON.stringify(newestIds(pages)));
  return pages ?? [];
}
