/**
 * `node scripts/measure-images.ts`: the picture bytes a phone downloads.
 * Seeds the demo backend so that every upload is a 4032×3024 phone photo
 * (about 2.3 MB, EXIF orientation and GPS), builds the site, serves it and
 * opens each kind of page in Chromium as a phone (390 px wide, 3x screen),
 * scrolls to the end, waits for the network to settle and sums the image
 * bytes it received: home, a 24-card list, the detail page of each kind with
 * the most pictures, and the search results (phone and desktop). Also counts
 * pictures fetched from the backend (there should be none) and any picture
 * downloaded at more than 3x the width it is shown at. Budgets (issue 19):
 * home 500 KB, a 24-card list 600 KB, a detail page 400 KB.
 *
 * The image cache is kept in .tmp/measure-images/ between runs (the first run
 * draws the photos and processes them; later ones reuse both).
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { startDemoApi } from './demo-api/server.ts';
import { BuildError, PROJECT_ROOT } from './lib/astro-build.ts';
import { buildSite } from './build.ts';
import { startStaticServer } from './lib/static-server.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { readSettings } from './settings.ts';

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const BUDGETS: Record<string, number> = { home: 500, list: 600, detail: 400 };
/** Distinct photos: more than any one page shows, so no page gets cheaper by repeating one. */
const PHOTOS = 60;

const work = join(PROJECT_ROOT, '.tmp', 'measure-images');
await mkdir(work, { recursive: true });
const siteDir = join(work, 'site');
await rm(siteDir, { recursive: true, force: true });
const site = await startStaticServer({ root: siteDir, port: 0 });
const api = await startDemoApi({
  port: 0,
  dbPath: ':memory:',
  uploadsDir: join(work, 'uploads'),
  siteUrl: site.url,
  quiet: true,
  // 400 extra entries: every list has more than 24 cards.
  seed: { entries: 400, photos: PHOTOS },
});

try {
  const started = performance.now();
  try {
    await buildSite({ outDir: siteDir, apiHost: api.url, siteUrl: site.url, cacheDir: join(work, 'astro-cache') });
  } catch (error) {
    if (error instanceof BuildError) console.error(error.output.slice(-4000));
    throw error;
  }
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const pages: Array<{ label: string; path: string; budget?: number; device?: 'desktop' }> = [
    { label: 'home', path: '/', budget: BUDGETS.home },
    { label: 'project list, 24 cards', path: '/projects/industry', budget: BUDGETS.list },
    { label: 'achievement list, 24 cards', path: '/achievements/research', budget: BUDGETS.list },
  ];
  for (const [kind, dir] of [
    ['project detail', 'projects/industrydetails'],
    ['competition detail', 'competitions/hackathondetails'],
    ['achievement detail', 'achievements/research-publication-details'],
    ['placement detail', 'placements-internships/placementDetails'],
    ['alumni detail', 'StarAlumni/star-alumni-details'],
  ] as const) {
    const path = await mostPictures(dir);
    if (path) pages.push({ label: kind, path, budget: BUDGETS.detail });
  }
  pages.push(
    { label: 'search results', path: '/search?q=project' },
    { label: 'search results', path: '/search?q=project', device: 'desktop' },
  );

  const browser = await chromium.launch({
    executablePath: findChromium(readSettings().chromiumPath),
    args: CHROMIUM_ARGS,
  });
  console.log(
    '| page | device | pictures | picture bytes | from the backend | over 3x | budget |\n|---|---|---|---|---|---|---|',
  );
  let failed = false;
  for (const page of pages) {
    const result = await measure(
      browser,
      `${site.url}${page.path}`,
      page.device === 'desktop' ? DESKTOP : PHONE,
      api.url,
    );
    const within =
      page.budget === undefined
        ? ''
        : result.bytes <= page.budget * 1024
          ? `≤ ${page.budget} KB: met`
          : `≤ ${page.budget} KB: **not met**`;
    if (page.budget !== undefined && result.bytes > page.budget * 1024) failed = true;
    if (result.fromBackend || result.over3x.length) failed = true;
    console.log(
      `| ${page.label} (${page.path}) | ${page.device ?? 'phone 390 px, 3x'} | ${result.count} | ${(result.bytes / 1024).toFixed(0)} KB | ${result.fromBackend} | ${result.over3x.length} | ${within} |`,
    );
    for (const line of result.over3x) console.log(`    over 3x: ${line}`);
  }
  await browser.close();
  if (failed) process.exitCode = 1;
} finally {
  await Promise.all([site.close(), api.close()]);
}

/** The detail page under `dir` whose HTML names the most pictures. */
async function mostPictures(dir: string): Promise<string | undefined> {
  let best: { path: string; count: number } | undefined;
  for (const id of await readdir(join(siteDir, dir)).catch(() => [] as string[])) {
    const html = await readFile(join(siteDir, dir, id, 'index.html'), 'utf8').catch(() => '');
    const count = (html.match(/<img [^>]*src="\/_img\//g) ?? []).length;
    if (!best || count > best.count) best = { path: `/${dir}/${id}`, count };
  }
  return best?.path;
}

async function measure(browser: Browser, url: string, device: BrowserContextOptions, backend: string) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const received: Array<Promise<number>> = [];
  let fromBackend = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    if (response.url().startsWith(backend)) fromBackend++;
    received.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Scroll to the end a screen at a time, as a reader would, so every lazy picture loads.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const over3x = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/_img/'))
      .flatMap((image) => {
        const box = image.getBoundingClientRect();
        // object-fit: cover scales the picture to fill the box: it is shown at least as wide as the box.
        const shown = Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight);
        return shown > 0 && image.naturalWidth > 3 * shown + 1
          ? [`${image.currentSrc} is ${image.naturalWidth} px wide, shown at ${Math.round(shown)} px`]
          : [];
      }),
  );
  const sizes = await Promise.all(received);
  await context.close();
  return { count: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0), fromBackend, over3x };
}
