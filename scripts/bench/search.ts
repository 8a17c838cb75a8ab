/**
 * Search figures of a built release: how long it takes from typing a query
 * to its results painted on the search page in Chromium (each of the queries
 * typed into the page as a visitor would, timed in the page from the input
 * event to the frame after the first result card appears), and how much
 * JavaScript the search page loads before the first query.
 */
import { mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.ts';
import { compressRelease } from '../lib/compressed-siblings.ts';
import { linkTree } from '../lib/copy-tree.ts';
import { fragmentFolders, SEARCH_BUNDLE } from '../lib/search-fragments.ts';
import { pageWeight } from '../lib/page-weight.ts';
import { startStaticServer, type StaticServer } from '../lib/static-server.ts';

export interface SearchFigures {
  /** Milliseconds from the input event to results painted, one per query. */
  timings: number[];
  medianMs: number;
  /** JavaScript (gzip) the search page loads before any query. */
  jsGzip: number;
}

/** `count` queries made of words from titles spread over the index: what visitors type. */
export async function sampleQueries(siteDir: string, count: number): Promise<string[]> {
  const bundle = join(siteDir, SEARCH_BUNDLE);
  // Every part's fragments (an index in parts: scripts/lib/search-index.ts), as paths in the bundle.
  const folders = await fragmentFolders(bundle);
  const names = (
    await Promise.all(
      folders.map(async (folder) => (await readdir(join(bundle, folder))).sort().map((name) => `${folder}/${name}`)),
    )
  ).flat();
  const queries: string[] = [];
  const step = Math.max(1, Math.floor(names.length / (count * 2)));
  for (let i = 0; i < names.length && queries.length < count; i += step) {
    const text = gunzipSync(await readFile(join(bundle, names[i]!))).toString('utf8');
    const title = (JSON.parse(text.slice(text.indexOf('{'))) as { meta?: { title?: string } }).meta?.title ?? '';
    const words = title.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    const query = words.slice(0, 2).join(' ');
    if (query && !queries.includes(query)) queries.push(query);
  }
  return queries;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A copy of the release `siteDir` made of hard links, beside its publish folder, with `npm run compress`'s
 * siblings for what /search loads (its page, scripts and index), as a deployed release has them and as
 * the top bar's bench serves it (./instant-search.ts): no timing then includes the server compressing an
 * index chunk on its first request. The release itself stays as the rebuild wrote it.
 */
async function servedAsDeployed(siteDir: string): Promise<string> {
  const release = await realpath(siteDir);
  const copy = await mkdtemp(join(dirname(dirname(release)), '.search-bench-'));
  try {
    await linkTree(release, copy);
    for (const part of ['search', '_astro', SEARCH_BUNDLE]) await compressRelease(join(copy, part));
    return copy;
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
}

/** Times `queries` on `siteDir`'s /search in Chromium (`chromiumPath`: CHROMIUM_PATH). */
export async function measureSearch(
  siteDir: string,
  queries: string[],
  chromiumPath: string | undefined,
): Promise<SearchFigures> {
  const served = await servedAsDeployed(siteDir);
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startStaticServer({ root: served, port: 0 });
    browser = await chromium.launch({ executablePath: findChromium(chromiumPath), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="intent"])'));
    const timings: number[] = [];
    for (const query of queries) {
      const ms = await page.evaluate(
        (q) =>
          new Promise<number>((resolve, reject) => {
            const input = document.querySelector<HTMLInputElement>('#search-query')!;
            const status = document.querySelector('[data-testid="result-count"]')!;
            const results = () => document.querySelector('section[aria-labelledby="results-heading"] article');
            const done = () =>
              status.textContent?.includes(`for “${q}”`) && (results() || status.textContent.startsWith('No results'));
            const started = performance.now();
            const timer = setTimeout(() => reject(new Error(`no results for "${q}" within 10 s`)), 10_000);
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              clearTimeout(timer);
              requestAnimationFrame(() => resolve(performance.now() - started));
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            // React listens for the native input event: set the value as typing would.
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            setter.call(input, q);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        query,
      );
      timings.push(ms);
    }
    return { timings, medianMs: median(timings), jsGzip: pageWeight(siteDir, 'search/index.html').jsGzip };
  } finally {
    await browser?.close();
    await server?.close();
    await rm(served, { recursive: true, force: true });
  }
}
