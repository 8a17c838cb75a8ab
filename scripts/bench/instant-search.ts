/**
 * `node scripts/bench/instant-search.ts [--entries 10000] [--queries 20] [--keep]`:
 * the top bar's instant search (issue 43) on a site built at N entries. Seeds
 * the demo backend (a process of its own, ./backend.ts) with N more approved
 * entries, builds the site with its search index, serves it with the bundled
 * static server (as deployed: `npm run compress`'s siblings beside its files)
 * and drives Chromium on a detail page:
 *
 *   - the first query on a cold page (empty cache): `/`, the words typed, the
 *     results painted; the bytes that took, from `/` until nothing more loads
 *     (the search code, Pagefind's script, WebAssembly and index chunks, the
 *     results' fragments, their pictures), and the time to the painted results;
 *   - on that now warm page, each query set in the box as typing sets it,
 *     timed in the page from the input event to the frame after its results
 *     (or its "No results") are in the list: median and 90th percentile;
 *   - each of those queries as the first on a cold page of its own: the median
 *     and the most bytes (a query's index chunks depend on its words);
 *   - what the detail page runs before any interaction (lib/page-weight.ts).
 *
 * Queries are words of titles spread over the index (./search.ts). Not part of
 * `npm test` or `npm run bench`; the site is built under .tmp/ and removed
 * afterwards (`--keep` keeps it).
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { buildSite } from '../build.ts';
import { PROJECT_ROOT } from '../lib/astro-build.ts';
import { compressRelease } from '../lib/compressed-siblings.ts';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.ts';
import { pageWeight } from '../lib/page-weight.ts';
import { startStaticServer } from '../lib/static-server.ts';
import { readSettings } from '../settings.ts';
import { startBenchBackend } from './backend.ts';
import { sampleQueries } from './search.ts';

/** A route with posters: its results have pictures, as most do. */
const DETAIL_ROUTE = 'competitions/hackathondetails';

interface Bytes {
  total: number;
  js: number;
  pagefind: number;
  pictures: number;
  other: number;
  /** Each file's bytes, by its path. */
  files: Map<string, number>;
}

export interface InstantFigures {
  entries: number;
  timings: number[];
  medianMs: number;
  p90Ms: number;
  first: { query: string; ms: number; bar: Bytes; bytes: Bytes };
  /** The bytes of the first query on a cold page, for each of the other queries. */
  colds: { query: string; bytes: Bytes }[];
  detailBeforeInteraction: { inlineGzip: number; jsGzip: number };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};

/** True once the list under the box answers `query`: its "See all … for “query”", or its "No results for “query”" (in the page). */
function answered(query: string): boolean {
  const marker = `for “${query}”`;
  const all = [...document.querySelectorAll('#site-search-options [role="option"]')].some((option) =>
    option.textContent?.includes(marker),
  );
  return all || !!document.querySelector('[data-testid="instant-status"]')?.textContent?.includes(marker);
}

const kindOf = (path: string): 'js' | 'pagefind' | 'pictures' | 'other' =>
  path.startsWith('/pagefind/')
    ? 'pagefind'
    : path.startsWith('/_img/')
      ? 'pictures'
      : path.endsWith('.js')
        ? 'js'
        : 'other';

/** The bytes (body and headers, as sent) of every response to a request made while `work` runs, until nothing has loaded for half a second. */
async function bytesDuring(page: Page, work: () => Promise<void>): Promise<Bytes> {
  const bytes: Bytes = { total: 0, js: 0, pagefind: 0, pictures: 0, other: 0, files: new Map() };
  const inFlight = new Set<Request>();
  let last = performance.now();
  const started = (request: Request) => inFlight.add(request);
  const failed = (request: Request) => inFlight.delete(request);
  const finished = async (request: Request) => {
    if (!inFlight.has(request)) return;
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
    const size = sizes.responseBodySize + sizes.responseHeadersSize;
    const path = new URL(request.url()).pathname;
    bytes[kindOf(path)] += size;
    bytes.total += size;
    bytes.files.set(path, (bytes.files.get(path) ?? 0) + size);
    inFlight.delete(request);
    last = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', failed);
  try {
    await work();
    while (inFlight.size > 0 || performance.now() - last < 500)
      await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    page.off('request', started);
    page.off('requestfinished', finished);
    page.off('requestfailed', failed);
  }
  return bytes;
}

/**
 * The first query on a cold page. The bar hydrates first (a menu hovered: what any first interaction with it
 * loads, React included, counted apart); then `/`, the words typed as a visitor types them, the results painted.
 */
async function firstQuery(
  browser: Browser,
  url: string,
  query: string,
): Promise<{ page: Page; ms: number; bar: Bytes; bytes: Bytes }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const bar = await bytesDuring(page, async () => {
    await page.locator('header nav button').first().hover();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  });
  let ms = 0;
  const bytes = await bytesDuring(page, async () => {
    const from = performance.now();
    await page.keyboard.press('/');
    await page.keyboard.type(query);
    await page.waitForFunction(answered, query, { timeout: 30_000 });
    ms = performance.now() - from;
  });
  return { page, ms, bar, bytes };
}

/** Milliseconds from the input event that sets `query` in the box to the frame after its answer is in the list. */
function timeOne(page: Page, query: string): Promise<number> {
  return page.evaluate((query) => {
    // As `answered` (evaluated functions take no helpers along).
    const marker = `for “${query}”`;
    const isAnswered = () =>
      [...document.querySelectorAll('#site-search-options [role="option"]')].some((option) =>
        option.textContent?.includes(marker),
      ) || !!document.querySelector('[data-testid="instant-status"]')?.textContent?.includes(marker);
    const box = document.querySelector<HTMLInputElement>('#site-search')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const type = (text: string) => {
      setter.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('');
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer for "${query}" within 10 s`)), 10_000);
      const observer = new MutationObserver(() => {
        if (!isAnswered()) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => resolve(performance.now() - started));
      });
      observer.observe(document.getElementById('site-search-panel')!, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      const started = performance.now();
      type(query);
    });
  }, query);
}

/** Builds the site at `entries` extra entries into `work`/site, against a seeded demo backend; its folder. */
async function buildAt(entries: number, work: string, siteUrl: string): Promise<string> {
  const siteDir = join(work, 'site');
  await mkdir(siteDir, { recursive: true });
  const seeded = performance.now();
  const api = await startBenchBackend({
    dbPath: join(work, 'demo.sqlite'),
    uploadsDir: join(work, 'uploads'),
    siteUrl,
    entries,
  });
  console.log(
    `demo backend seeded with ${api.count} nominations in ${((performance.now() - seeded) / 1000).toFixed(1)} s; building…`,
  );
  try {
    const built = performance.now();
    await buildSite({
      outDir: siteDir,
      apiHost: api.url,
      siteUrl,
      cacheDir: join(work, 'astro-cache'),
      log: (line) => /search index|pages/.test(line) && console.log(`  ${line}`),
    });
    console.log(`built in ${((performance.now() - built) / 1000).toFixed(1)} s`);
    // Served as a deployed release is: with `npm run compress`'s siblings, so no timing includes the server compressing a file on its first request.
    await compressRelease(siteDir);
  } finally {
    await api.close();
  }
  return siteDir;
}

export async function measureInstantSearch(
  siteDir: string,
  entries: number,
  queries: string[],
  siteUrl: string,
  chromiumPath: string | undefined,
): Promise<InstantFigures> {
  const detail = join(DETAIL_ROUTE, (await readdir(join(siteDir, DETAIL_ROUTE))).sort()[0]!);
  const browser = await chromium.launch({ executablePath: findChromium(chromiumPath), args: CHROMIUM_ARGS });
  try {
    const [firstWords, ...rest] = queries;
    const first = await firstQuery(browser, `${siteUrl}/${detail}`, firstWords!);
    const timings: number[] = [];
    for (const query of rest.length > 0 ? rest : queries) timings.push(await timeOne(first.page, query));
    // Each of them as the first query too, on a cold page of its own: the bytes depend on the words.
    const colds: InstantFigures['colds'] = [];
    for (const query of rest) {
      const cold = await firstQuery(browser, `${siteUrl}/${detail}`, query);
      colds.push({ query, bytes: cold.bytes });
      await cold.page.context().close();
    }
    const before = pageWeight(siteDir, join(detail, 'index.html')).beforeInteraction;
    return {
      entries,
      timings,
      medianMs: percentile(timings, 0.5),
      p90Ms: percentile(timings, 0.9),
      first: { query: firstWords!, ms: first.ms, bar: first.bar, bytes: first.bytes },
      colds,
      detailBeforeInteraction: { inlineGzip: before.inlineGzip, jsGzip: before.jsGzip },
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Of what the first query loaded, the part any first search loads whatever its words (the search code,
 * Pagefind's script, entry, meta and WebAssembly: what the visitor's intent starts loading) and the part
 * its words load (index chunks, the results' fragments and pictures).
 */
function split(bytes: Bytes): { fixed: number; words: number } {
  const perWords = /\.(pf_index|pf_fragment|pf_filter)$|^\/_img\//;
  let words = 0;
  for (const [path, size] of bytes.files) if (perWords.test(path)) words += size;
  return { fixed: bytes.total - words, words };
}

const largest = (bytes: Bytes) =>
  [...bytes.files]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 8)
    .map(([path, size]) => `${path.replace(/^.*\//, '')} ${kb(size)}`)
    .join(', ');

function report(figures: InstantFigures): void {
  const { first } = figures;
  const each = figures.timings.map((ms) => ms.toFixed(0)).join(', ');
  const { bytes } = first;
  console.log(`\ninstant search at ${figures.entries} extra entries`);
  console.log(
    `  keystroke → painted results, warm page, ${figures.timings.length} queries: median ${figures.medianMs.toFixed(0)} ms, p90 ${figures.p90Ms.toFixed(0)} ms (${each})`,
  );
  console.log(`  first query, cold page ("${first.query}"): ${first.ms.toFixed(0)} ms from / to painted results`);
  console.log(
    `    bytes it loaded: ${kb(bytes.total)}; without the results' pictures ${kb(bytes.total - bytes.pictures)}`,
  );
  console.log(
    `    (search code ${kb(bytes.js)}, Pagefind ${kb(bytes.pagefind)}, pictures ${kb(bytes.pictures)}, other ${kb(bytes.other)})`,
  );
  const { fixed, words } = split(bytes);
  console.log(
    `    of which any first search loads ${kb(fixed)}, and its words ${kb(words)} (index chunks, fragments, pictures)`,
  );
  console.log(`    largest: ${largest(bytes)}`);
  if (figures.colds.length > 0) {
    const sorted = [...figures.colds].sort((a, b) => a.bytes.total - b.bytes.total);
    const most = sorted.at(-1)!;
    const { words } = split(most.bytes);
    console.log(
      `  the other ${sorted.length} queries, each first on a cold page: median ${kb(
        percentile(
          sorted.map((c) => c.bytes.total),
          0.5,
        ),
      )}, most ${kb(most.bytes.total)} ("${most.query}": its words ${kb(words)}; ${largest(most.bytes)})`,
    );
  }
  console.log(
    `  before it, the bar's hydration (any first interaction with the bar): ${kb(first.bar.total)} (${largest(first.bar)})`,
  );
  const before = figures.detailBeforeInteraction;
  console.log(
    `  a detail page before any interaction: inline scripts ${kb(before.inlineGzip)} + modules ${kb(before.jsGzip)} (gzip)`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { entries: { type: 'string' }, queries: { type: 'string' }, keep: { type: 'boolean' } },
  });
  const entries = Number(values.entries ?? 10_000);
  const count = Number(values.queries ?? 20);
  if (!Number.isInteger(entries) || entries < 0 || !Number.isInteger(count) || count < 1)
    throw new Error('--entries and --queries take whole numbers, e.g. --entries 300 --queries 20');
  // Inside the project: Astro builds outside it share `.astro/.prerender`.
  const work = join(PROJECT_ROOT, '.tmp', `bench-instant-${entries}-${process.pid}`);
  await mkdir(work, { recursive: true });
  const siteDir = join(work, 'site');
  await mkdir(siteDir, { recursive: true });
  const server = await startStaticServer({ root: siteDir, port: 0 });
  try {
    await buildAt(entries, work, server.url);
    // One more than asked: the first is the cold page's.
    const queries = await sampleQueries(siteDir, count + 1);
    report(await measureInstantSearch(siteDir, entries, queries, server.url, readSettings().chromiumPath));
  } finally {
    await server.close();
    if (!values.keep) await rm(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
