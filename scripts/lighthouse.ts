/**
 * `npm run lighthouse`: Lighthouse (mobile preset, its defaults) on each kind
 * of page, on the demo data with every picture a phone-sized photo, in the machine's Chromium. Builds the site
 * against an in-memory demo backend, serves it, and prints the four category
 * scores of: home, a list, a detail page of each area, About, /login and a
 * nomination form signed in; then the audits that cost points. Not part of
 * `npm test` (Lighthouse takes about half a minute a page).
 *
 * /login and the nomination forms are deliberately kept out of search engines
 * (`noindex`), so their SEO score is expected to stay below 100; every other
 * score should be 100. The built site is compressed as a rebuild publishes it
 * (brotli and gzip siblings), so the static server answers as in production.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '#tests/e2e/support/chromium.ts';
import { startDemoApi } from './demo-api/server.ts';
import { buildSite, PROJECT_ROOT } from './lib/build-site.ts';
import { compressRelease } from './lib/compress.ts';
import { startStaticServer } from './lib/static-server.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FORM = '/projects/nominateprojects';

interface Scored {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  losses: string[];
}

async function main() {
  await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const work = await mkdtemp(join(PROJECT_ROOT, '.tmp', 'lighthouse-'));
  const siteDir = join(work, 'site');
  const site = await startStaticServer({ root: siteDir, port: 0 });
  // Every picture a phone photo (4032×3024, about 2.3 MB): the pages must stay fast with real uploads.
  const api = await startDemoApi({ port: 0, dbPath: ':memory:', uploadsDir: join(work, 'uploads'), siteUrl: site.url, quiet: true, seed: { photos: 40 } });
  await mkdir(join(work, 'chrome'));
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir: join(work, 'chrome'),
  });
  try {
    console.log(`Building the site against the demo backend (${api.url})…`);
    await buildSite({ outDir: siteDir, apiHost: api.url, siteUrl: site.url, identityMeUrl: `${api.url}/auth/me`, cacheDir: join(work, 'astro-cache') });
    await compressRelease(siteDir);

    // Playwright drives the same Chrome to find pages and to sign in (Lighthouse keeps the storage).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    const firstDetail = async (list: string) => {
      await page.goto(`${site.url}${list}`);
      const href = await page.locator('main article h2 a').first().getAttribute('href');
      if (!href) throw new Error(`${list} has no cards`);
      return href;
    };
    const pages: Array<{ name: string; path: string; signedIn?: boolean }> = [
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

    const results: Scored[] = [];
    for (const entry of pages) {
      if (entry.signedIn) {
        // Sign in as a student does: /login → "Sign in with Microsoft" → the demo SSO page.
        await page.goto(`${site.url}/login`);
        await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
        await page.getByLabel('Name', { exact: true }).fill('Lighthouse Student');
        await page.getByLabel('E-mail', { exact: true }).fill('lighthouse@university.edu');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.origin === site.url);
      }
      process.stdout.write(`Lighthouse: ${entry.name} (${entry.path})… `);
      const run = await lighthouse(
        `${site.url}${entry.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: !!entry.signedIn },
      );
      if (!run) throw new Error(`Lighthouse returned nothing for ${entry.path}`);
      const { lhr } = run;
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Scored['scores'];
      const losses: string[] = [];
      for (const id of CATEGORIES) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            losses.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          }
        }
      }
      results.push({ name: entry.name, path: entry.path, scores, losses });
      console.log(CATEGORIES.map((id) => scores[id]).join(' / '));
    }
    await browser.close();

    console.log(`\n| page | path | ${CATEGORIES.join(' | ')} |\n|---|---|${CATEGORIES.map(() => '---').join('|')}|`);
    for (const r of results) console.log(`| ${r.name} | ${r.path} | ${CATEGORIES.map((id) => r.scores[id]).join(' | ')} |`);
    const lost = results.filter((r) => r.losses.length > 0);
    if (lost.length > 0) {
      console.log('\nWhere points were lost:');
      for (const r of lost) for (const loss of r.losses) console.log(`  ${r.name}: ${loss}`);
    }
    console.log('\n/login and the nomination forms are noindex on purpose (a sign-in page or a form is no search result): their SEO score stays below 100.');
  } finally {
    chrome.kill();
    await Promise.all([site.close(), api.close()]);
    if (!process.env.KEEP) await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
