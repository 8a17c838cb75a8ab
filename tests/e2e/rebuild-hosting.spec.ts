/**
 * What a real host needs from the build, checked on the shared e2e build in
 * real Chromium: the Content-Security-Policy (Astro's `security.csp` <meta>)
 * lets every kind of page work without a single violation; `_headers`,
 * `sitemap.xml` and `robots.txt` are in the output; the static server answers
 * unknown paths with 404.html and caches hashed assets for good, HTML briefly.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { HTML_CACHE, IMMUTABLE_CACHE } from '#scripts/lib/static-server.ts';
import { parseHeadersFile, headersFor } from '#integrations/security.ts';
import { API_URL, SITE_URL, apiData, expect, hydrated, signIn, test } from './support/fixtures.ts';

const FACTS = seedFacts({ hostile: true });
const siteDir = () => join(process.env.E2E_WORK_DIR ?? '', 'site');
const origin = (url: string) => new URL(url).origin;

/** Records every CSP violation the page reports (event and console), from before its first script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      console.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      log.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
    return [...events, ...console];
  };
}

/** The policy of the page's CSP <meta>, as directive → sources. */
async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(content, 'the page carries a CSP <meta>').toBeTruthy();
  return new Map(
    content!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test.describe('Content-Security-Policy', () => {
  test('the policy: scripts and styles from the site (and hashes), WebAssembly, connections and images to the site and the backend', async ({
    page,
  }) => {
    await page.goto('/');
    const policy = await policyOf(page);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // WebAssembly may be compiled (Pagefind's, for the top bar's search on every page); no eval of script.
    expect(policy.get('script-src')?.filter((s) => !s.startsWith("'sha"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('style-src')?.filter((s) => !s.startsWith("'sha"))).toEqual(["'self'"]);
    expect(policy.get('script-src')?.some((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(policy.get('connect-src')).toEqual(["'self'", origin(API_URL)]);
    expect(policy.get('img-src')).toEqual(["'self'", origin(API_URL)]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // A <meta> cannot carry frame-ancestors (browsers ignore it there and warn); _headers does.
    expect(policy.has('frame-ancestors')).toBe(false);
  });

  test('home, a list, a detail page, About, Privacy: no violation, pictures shown', async ({ page }) => {
    const violations = await watchCsp(page);
    const detailId = FACTS.project.Industry.approved[0]!;
    for (const path of ['/', '/projects/industry', `/projects/industrydetails/${detailId}`, '/about', '/privacy']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await violations(), `CSP violations on ${path}`).toEqual([]);
    }
    // Posters and portraits come from the release's /_img/ ('self'; img-src keeps the backend for
    // entries newer than the build, which the 404 page shows with the backend's URLs) and really load.
    await page.goto(`/projects/industrydetails/${detailId}`);
    const image = page.locator('main img[src^="/_img/"]').first();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('/login, the sign-in round trip through /callback, every nomination form (the video check uses a blob: URL) and My Nominations', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.goto('/login');
    await hydrated(page);
    expect(await violations(), 'CSP violations on /login').toEqual([]);

    await signIn(page, { name: 'Csp Tester', email: `csp-${Date.now()}@university.edu` });
    await expect(page).not.toHaveURL(/\/callback/);
    await hydrated(page);
    expect(await violations(), 'CSP violations on /callback and after').toEqual([]);

    await page.goto('/projects/nominateprojects');
    await hydrated(page);
    await expect(page.locator('#field-videoUrl')).toBeAttached();
    await page
      .locator('#field-videoUrl')
      .setInputFiles({ name: 'broken.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video') });
    await expect(page.locator('#field-videoUrl-error')).toHaveText('Invalid video file');
    expect(await violations(), 'CSP violations on the form').toEqual([]);

    for (const form of [
      '/competitions/nominatecompetitions',
      '/achievements/nominate-achievements',
      '/placements-internships/nominateinternships',
      '/projects/my-nominations',
    ]) {
      await page.goto(form);
      await hydrated(page);
      await expect(page).toHaveURL(new RegExp(`${form}$`, 'i'));
      await page.waitForLoadState('networkidle');
      expect(await violations(), `CSP violations on ${form}`).toEqual([]);
    }
  });

  test('the 404 page renders an entry newer than the build (a run-time call to the backend) without violations', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const id = 'CMP-2099-000001';
    const record = await apiData<Record<string, unknown>>(
      `/api/competition-nominations/approved/${FACTS.competition.Hackathon.approved[0]}`,
    );
    await page.route(`${API_URL}/api/competition-nominations/approved/${id}`, (route) =>
      route.fulfill({ json: { success: true, data: { ...record, nominationId: id }, message: 'ok' } }),
    );
    const response = await page.goto(`/competitions/hackathondetails/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Nomination ID: ${id}`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe('host files in the build', () => {
  test('_headers: frame-ancestors, nosniff, referrer policy for every path; immutable caching for /_astro/*', async () => {
    const rules = parseHeadersFile(await readFile(join(siteDir(), '_headers'), 'utf8'));
    const page = headersFor(rules, '/projects/industry');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    // The header policy must not restrict scripts or styles: the per-page hashes live in the <meta>.
    expect(page['Content-Security-Policy']).not.toMatch(/default-src|script-src|style-src/);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/_astro/client.abc123.js')['Cache-Control']).toBe(IMMUTABLE_CACHE);
  });

  test('sitemap.xml lists home, lists and details with canonical URLs; robots.txt points at it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const detailId = FACTS.project.Industry.approved[0]!;
    for (const path of [
      '/',
      '/about',
      '/projects/industry',
      '/placements-internships/placements',
      '/StarAlumni/star-alumni',
      `/projects/industrydetails/${detailId}`,
    ]) {
      expect(locs).toContain(new URL(path, SITE_URL).href);
    }
    expect(locs.some((loc) => loc.includes('/placements-internships/Placements'))).toBe(false);
    expect(locs.some((loc) => /\/(login|callback|404)/.test(loc))).toBe(false);
    for (const loc of locs.slice(0, 40)) expect((await request.get(loc)).status(), loc).toBe(200);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', SITE_URL).href}`);
  });

  test('the static server: 404.html with status 404 for unknown paths, immutable hashed assets, short-lived HTML', async ({
    request,
  }) => {
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/html');
    expect(await missing.text()).toContain('Page Not Found');

    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe(HTML_CACHE);
    const html = await home.text();
    const asset = html.match(/(?:src|href)="(\/_astro\/[^"]+)"/)?.[1];
    expect(asset, 'the home page loads a hashed asset').toBeTruthy();
    const answer = await request.get(asset!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  });
});
