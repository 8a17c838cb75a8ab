/**
 * `node scripts/measure-backend-downloads.ts [--root DIR] [--files-path /files/]`:
 * what a phone downloads from the backend's host once the site is published.
 * Starts the demo backend serving its files under `--files-path` (not its
 * default /uploads/: the contract does not say where a backend keeps its
 * files), builds the site of the project at `--root` (default this one; give
 * an older checkout to compare) with its own `npm run build`, serves it, and
 * opens home, a list, a project detail and an alumni detail in Chromium as a
 * 390 px phone (3x), scrolled to the end (the home carousels refresh from the
 * backend). Prints the pictures the build dropped and, per page, the requests
 * to the backend's host and the picture bytes they brought (Playwright's
 * request log).
 */
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { seedFacts } from './demo-api/seed.ts';
import { startDemoApi } from './demo-api/server.ts';
import { PROJECT_ROOT } from './lib/astro-build.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { readSettings } from './settings.ts';
import { startStaticServer } from './lib/static-server.ts';

const { values } = parseArgs({
  options: { root: { type: 'string', default: PROJECT_ROOT }, 'files-path': { type: 'string', default: '/files/' } },
});
const root = resolve(values.root);
const FACTS = seedFacts();

const work = join(PROJECT_ROOT, '.tmp', 'measure-backend-downloads');
const siteDir = join(work, 'site');
await rm(work, { recursive: true, force: true });
await mkdir(siteDir, { recursive: true });
const site = await startStaticServer({ root: siteDir, port: 0 });
const api = await startDemoApi({
  port: 0,
  dbPath: ':memory:',
  uploadsDir: join(work, 'uploads'),
  filesPath: values['files-path'],
  siteUrl: site.url,
  quiet: true,
});

try {
  const build = await run(process.execPath, [join(root, 'scripts/build.ts'), '--out-dir', siteDir], root, {
    PUBLIC_API_HOST: api.url,
    SITE_URL: site.url,
    PUBLIC_IDENTITY_ME_URL: `${api.url}/auth/me`,
    IMAGE_CACHE_DIR: join(work, 'images'),
  });
  if (build.code !== 0) throw new Error(`the build of ${root} failed:\n${build.output.slice(-3000)}`);
  const dropped = build.output.split('\n').filter((line) => line.includes('dropped picture of'));
  const reasons = new Map<string, number>();
  for (const line of dropped) {
    const reason = line.replace(/^.*?: https?:\/\/\S+: /, '').replace(/\(.*\)/, '(…)');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  console.log(
    `${root}: the backend serves its files under ${api.filesPath}; the build dropped ${dropped.length} pictures`,
  );
  for (const [reason, count] of reasons) console.log(`  ${count} × ${reason}`);

  const pages = [
    ['home', '/'],
    ['a list', '/projects/industry'],
    ['a project detail', `/projects/industrydetails/${FACTS.project.Industry.approved[0]}`],
    ['an alumni detail', `/StarAlumni/star-alumni-details/${FACTS.alumni.best[0]}`],
  ] as const;
  const browser = await chromium.launch({
    executablePath: findChromium(readSettings().chromiumPath),
    args: CHROMIUM_ARGS,
  });
  console.log(
    '\n| page (390 px phone) | requests to the backend | of them pictures | picture bytes from the backend | picture bytes from the site |\n|---|---|---|---|---|',
  );
  for (const [label, path] of pages) {
    const result = await measure(browser, `${site.url}${path}`);
    console.log(
      `| ${label} (${path}) | ${result.requests} | ${result.pictures} | ${kb(result.backendBytes)} | ${kb(result.siteBytes)} |`,
    );
  }
  await browser.close();
} finally {
  await Promise.all([site.close(), api.close()]);
}

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`;
}

/** Opens `url` as a phone, scrolls to the end a screen at a time, and sums what came from the backend's host and the site's. */
async function measure(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const seen: Array<Promise<{ backend: boolean; picture: boolean; bytes: number }>> = [];
  page.on('requestfinished', (request) => {
    const backend = request.url().startsWith(api.url);
    const picture = request.resourceType() === 'image';
    seen.push(
      request.sizes().then(
        (sizes) => ({ backend, picture, bytes: sizes.responseBodySize }),
        () => ({ backend, picture, bytes: 0 }),
      ),
    );
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(api.url))
      seen.push(Promise.resolve({ backend: true, picture: request.resourceType() === 'image', bytes: 0 }));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 150));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const all = await Promise.all(seen);
  await context.close();
  const backend = all.filter((item) => item.backend);
  return {
    requests: backend.length,
    pictures: backend.filter((item) => item.picture).length,
    backendBytes: backend.filter((item) => item.picture).reduce((sum, item) => sum + item.bytes, 0),
    siteBytes: all.filter((item) => !item.backend && item.picture).reduce((sum, item) => sum + item.bytes, 0),
  };
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}
