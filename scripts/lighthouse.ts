/**
 * `npm run lighthouse`: Lighthouse (mobile preset, its defaults) on each kind
 * of page, on the demo data with every picture a phone-sized photo, in the machine's Chromium. Builds the site
 * against an in-memory demo backend, serves it, and prints the median of
 * three runs (`--runs N`) of the four category scores and the Total Blocking
 * Time of: home, a list, a detail page of each area, About, /login and a
 * nomination form signed in; then the audits that cost points in the median
 * run. `--pages home,About` measures only the pages whose names contain one
 * of those words; `--keep` keeps the build and Chrome's profile (under
 * .tmp/). Not part of `npm test` (Lighthouse takes about half a minute a
 * run).
 *
 * /login and the nomination forms are deliberately kept out of search engines
 * (`noindex`), so their SEO score is expected to stay below 100; every other
 * score should be 100. The built site is compressed as a rebuild publishes it
 * (brotli and gzip siblings), so the static server answers as in production.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { startDemoApi } from './demo-api/server.ts';
import { PROJECT_ROOT } from './lib/astro-build.ts';
import { buildSite } from './build.ts';
import { compressRelease } from './lib/compressed-siblings.ts';
import { startStaticServer } from './lib/static-server.ts';
import { readSettings } from './settings.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FORM = '/projects/nominateprojects';

type Scores = Record<(typeof CATEGORIES)[number], number>;

interface Run {
  scores: Scores;
  /** Total Blocking Time, ms. */
  tbt: number;
  losses: string[];
}

interface Target {
  name: string;
  path: string;
  signedIn?: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The pages to measure: the first detail page of each area's first list. */
async function targets(page: Page, siteUrl: string): Promise<Target[]> {
  const firstDetail = async (list: string) => {
    await page.goto(`${siteUrl}${list}`);
    const href = await page.locator('main article h2 a').first().getAttribute('href');
    if (!href) throw new Error(`${list} has no cards`);
    return href;
  };
  return [
    { name: 'home', path: '/' },
    { name: 'a list', path: '/projects/industry' },
    { name: 'project detail', path: await firstDetail('/projects/industry') },
    { name: 'competition detail', path: await firstDetail('/competitions/hackathons') },
    { name: 'achievement detail', path: await firstDetail('/achievements/research') },
    { name: 'placement detail', path: await firstDetail('/placements-internships/placements') },
    { name: 'alumni detail', path: await firstDetail('/StarAlumni/star-alumni') },
    { name: 'About', path: '/about' },
    { name: '/login', path: '/login' },
    { name: 'nomination form (signed in)', path: FORM, signedIn: true },
  ];
}

/** Signs in as a student does: /login → "Sign in with Microsoft" → the demo SSO page (Lighthouse keeps the storage). */
async function signIn(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Lighthouse Student');
  await page.getByLabel('E-mail', { exact: true }).fill('lighthouse@university.edu');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === siteUrl);
}

/** One Lighthouse run: the category scores, the Total Blocking Time and the audits that cost points. */
async function measure(url: string, port: number, signedIn: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Scores;
  const losses: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        losses.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return { scores, tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0), losses };
}

/** The median of each figure, and the losses of the run whose performance is the median. */
function medianOf(runs: Run[]): Run {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Scores;
  const middle = runs.find((run) => run.scores.performance === scores.performance) ?? runs[0]!;
  return { scores, tbt: median(runs.map((run) => run.tbt)), losses: middle.losses };
}

function report(results: Array<Target & Run>, runs: number): void {
  console.log(
    `\nMedian of ${runs} run(s):\n\n| page | path | ${CATEGORIES.join(' | ')} | Total Blocking Time |\n|---|---|${CATEGORIES.map(() => '---').join('|')}|---|`,
  );
  for (const r of results)
    console.log(`| ${r.name} | ${r.path} | ${CATEGORIES.map((id) => r.scores[id]).join(' | ')} | ${r.tbt} ms |`);
  const lost = results.filter((r) => r.losses.length > 0);
  if (lost.length > 0) {
    console.log('\nWhere points were lost (the median run):');
    for (const r of lost) for (const loss of r.losses) console.log(`  ${r.name}: ${loss}`);
  }
  console.log(
    '\n/login and the nomination forms are noindex on purpose (a sign-in page or a form is no search result): their SEO score stays below 100.',
  );
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' }, keep: { type: 'boolean' } },
  });
  const settings = readSettings();
  const runs = Math.max(1, Number(values.runs) || 1);
  const wanted = values.pages
    ?.split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const work = await mkdtemp(join(PROJECT_ROOT, '.tmp', 'lighthouse-'));
  const siteDir = join(work, 'site');
  const site = await startStaticServer({ root: siteDir, port: 0 });
  // Every picture a phone photo (4032×3024, about 2.3 MB): the pages must stay fast with real uploads.
  const api = await startDemoApi({
    port: 0,
    dbPath: ':memory:',
    uploadsDir: join(work, 'uploads'),
    siteUrl: site.url,
    quiet: true,
    seed: { photos: 40 },
  });
  await mkdir(join(work, 'chrome'));
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(settings.chromiumPath),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir: join(work, 'chrome'),
  });
  try {
    console.log(`Building the site against the demo backend (${api.url})…`);
    await buildSite({
      outDir: siteDir,
      apiHost: api.url,
      siteUrl: site.url,
      identityMeUrl: `${api.url}/auth/me`,
      cacheDir: join(work, 'astro-cache'),
    });
    await compressRelease(siteDir);

    // Playwright drives the same Chrome to find pages and to sign in.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    const all = await targets(page, site.url);
    const chosen = wanted
      ? all.filter((target) => wanted.some((word) => target.name.toLowerCase().includes(word)))
      : all;
    const results: Array<Target & Run> = [];
    for (const target of chosen) {
      if (target.signedIn) await signIn(page, site.url);
      const measured: Run[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse: ${target.name} (${target.path}), run ${run} of ${runs}… `);
        measured.push(await measure(`${site.url}${target.path}`, chrome.port, !!target.signedIn));
        console.log(
          `${CATEGORIES.map((id) => measured.at(-1)!.scores[id]).join(' / ')}, TBT ${measured.at(-1)!.tbt} ms`,
        );
      }
      results.push({ ...target, ...medianOf(measured) });
    }
    await browser.close();
    report(results, runs);
  } finally {
    chrome.kill();
    await Promise.all([site.close(), api.close()]);
    if (!values.keep) await rm(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
