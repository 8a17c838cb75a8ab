/**
 * The site's search index: Pagefind run over the built pages as the last step
 * of every build (an Astro integration for a bare `astro build`; after the
 * build's process has exited for scripts/lib/build-site.ts), so every
 * release's search matches its pages exactly. Only detail pages are read (the
 * glob) and only their main content is indexed (`data-pagefind-body`, set by
 * the detail layout); the entry's card, area and facets come from its
 * `<head>` (SearchMeta.astro).
 *
 * Pagefind is a native binary delivered as an optional dependency. Where it is
 * missing the build stops and says so; SEARCH_INDEX=off builds without search
 * (the search page then says search is unavailable).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { DETAIL_ROUTE_BASES } from '#features/routes.ts';
import { createLimiter } from '#lib/pool.ts';

/** Where the index lives in the site. */
export const SEARCH_BUNDLE = 'pagefind';

export interface SearchIndexResult {
  pages: number;
  /** Bytes of the written bundle. */
  bytes: number;
  ms: number;
}

export const searchIndexDisabled = () => process.env.SEARCH_INDEX === 'off';

/** SEARCH_INDEX value with which the build leaves the index to its caller (scripts/lib/build-site.ts). */
export const SEARCH_INDEX_DEFERRED = 'after-build';

/** The line a build logs (the benchmark reads it). */
export const searchIndexLine = (result: SearchIndexResult) =>
  `search index: ${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KB, ${(result.ms / 1000).toFixed(1)} s`;

/** `{projects/industrydetails,…}/*\/index.html`: every detail page, nothing else. */
export function detailPagesGlob(): string {
  return `{${DETAIL_ROUTE_BASES.map((base) => base.replace(/^\//, '')).join(',')}}/*/index.html`;
}

async function directorySize(dir: string): Promise<number> {
  // 10,000 fragments: one stat at a time took most of a second.
  const limit = createLimiter(16);
  const files = (await readdir(dir, { withFileTypes: true, recursive: true })).filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((entry) => limit(async () => (await stat(join(entry.parentPath, entry.name))).size)));
  return sizes.reduce((total, size) => total + size, 0);
}

/** Indexes the detail pages of a built site into `{outputDir}/pagefind/` (by default the site's own folder). */
export async function buildSearchIndex(siteDir: string, progress?: (line: string) => void, outputDir = siteDir): Promise<SearchIndexResult> {
  const started = performance.now();
  let pagefind: typeof import('pagefind');
  try {
    pagefind = await import('pagefind');
  } catch (error) {
    throw new Error(`the search index needs the pagefind package (npm install): ${(error as Error).message}`);
  }
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) {
    throw new Error(
      `Pagefind could not start (${errors.join('; ') || 'no binary for this platform?'}). ` +
        'Its binary comes with npm install on Linux, macOS and Windows; set SEARCH_INDEX=off to build without search.',
    );
  }
  // Pagefind reads the whole folder in one call: a line every 5 s says it is still at work.
  const ticker = progress && setInterval(() => progress(`search: indexing, ${((performance.now() - started) / 1000).toFixed(0)} s so far`), 5000);
  try {
    const added = await index.addDirectory({ path: siteDir, glob: detailPagesGlob() });
    if (added.errors.length > 0) throw new Error(`indexing failed: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outputDir, SEARCH_BUNDLE) });
    if (written.errors.length > 0) throw new Error(`writing the index failed: ${written.errors.join('; ')}`);
    return { pages: added.page_count, bytes: await directorySize(join(outputDir, SEARCH_BUNDLE)), ms: performance.now() - started };
  } finally {
    if (ticker) clearInterval(ticker);
    await pagefind.close();
  }
}

/**
 * The page URL each fragment of a written index holds (file name → URL), read
 * back from the fragments (for verification). `known` names fragments whose
 * URL is known without reading them (ones shared with the live release).
 */
export async function indexedFragments(siteDir: string, known: (name: string) => string | undefined = () => undefined): Promise<Map<string, string>> {
  const dir = join(siteDir, SEARCH_BUNDLE, 'fragment');
  const limit = createLimiter(16);
  const names = await readdir(dir);
  const urls = await Promise.all(
    names.map(
      (name) =>
        known(name) ??
        limit(async () => {
          const text = gunzipSync(await readFile(join(dir, name))).toString('utf8');
          // A fragment is "pagefind_dcd" followed by its JSON.
          return (JSON.parse(text.slice(text.indexOf('{'))) as { url?: string }).url;
        }),
    ),
  );
  const fragments = new Map<string, string>();
  names.forEach((name, index) => {
    const url = urls[index];
    if (url) fragments.set(name, url);
  });
  return fragments;
}

/** The Astro integration: indexes the output once the build is done, and logs what it did. */
export function searchIndex() {
  return {
    name: 'wall-of-fame:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }: { dir: URL; logger: { info(message: string): void; warn(message: string): void } }) => {
        if (searchIndexDisabled()) {
          logger.warn('SEARCH_INDEX=off: this build has no search index');
          return;
        }
        if (process.env.SEARCH_INDEX === SEARCH_INDEX_DEFERRED) {
          logger.info('search index: written once this build has exited');
          return;
        }
        logger.info(searchIndexLine(await buildSearchIndex(fileURLToPath(dir))));
      },
    },
  };
}
