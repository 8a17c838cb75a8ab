/**
 * The top bar before the visitor reaches for it (it hydrates on intent): its
 * links are links and its first tap, Tab or click works; and every kind of
 * island hydrates onto its server HTML without an error.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL, controlledBy, expect, hydrated, signIn, test, visit } from './support/fixtures.ts';

/** The top bar's island while it waits for the visitor (it hydrates on intent: src/lib/client-intent.ts). */
const waitingBar = (page: Page) => page.locator('astro-island[client="intent"][ssr]');

/** A page whose main thread runs `rate` times slower, as a phone's (Chrome's CPU throttling). */
async function throttledPage(context: BrowserContext, rate = 4): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

test.describe('the top bar before the visitor reaches for it', () => {
  test('runs no module until then: its links are links, it turns solid on scroll, and the first hover hydrates it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize(DESKTOP);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect(waitingBar(page)).toHaveCount(1);
    expect(scripts).toEqual([]);
    await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
    await expect(waitingBar(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Achievements' }).hover();
    await expect(page.getByRole('button', { name: 'Achievements' })).toHaveAttribute('aria-expanded', 'true');
    await expect(waitingBar(page)).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    // A link of the bar is a plain link.
    await page.locator('header').getByRole('link', { name: 'Star Alumni' }).click();
    await expect(page).toHaveURL(/\/StarAlumni\/star-alumni\/?$/);
  });

  test('on a throttled phone the first tap on the menu button opens the menu; the first Tab into the bar reaches the first menu', async ({
    browser,
  }) => {
    const phone = await browser.newContext({ baseURL: SITE_URL, viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await throttledPage(phone);
    await page.goto('/about');
    await expect(waitingBar(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    // The one tap: the bar hydrates on it, then gets it again.
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await phone.close();

    const desktop = await browser.newContext({ baseURL: SITE_URL, viewport: DESKTOP });
    const keyboard = await throttledPage(desktop);
    await keyboard.goto('/about');
    await expect(waitingBar(keyboard)).toHaveCount(1);
    await keyboard.keyboard.press('Tab');
    await expect(keyboard.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // Into the bar: its logo, Home, then the first menu, without waiting for anything.
    for (let i = 0; i < 3; i++) await keyboard.keyboard.press('Tab');
    const projects = keyboard.getByRole('button', { name: 'Projects' });
    await expect(projects).toBeFocused();
    await keyboard.keyboard.press('ArrowDown');
    await expect(projects).toHaveAttribute('aria-expanded', 'true');
    await expect(keyboard.locator('header').getByRole('link', { name: 'In-House Projects' })).toBeFocused();
    await keyboard.keyboard.press('ArrowDown');
    await expect(keyboard.locator('header').getByRole('link', { name: 'Industry Projects' })).toBeFocused();
    await keyboard.keyboard.press('Escape');
    await expect(projects).toBeFocused();
    await expect(projects).toHaveAttribute('aria-expanded', 'false');
    await desktop.close();
  });

  test('signed in, it names the user before it hydrates, and the first click on the name opens the user menu', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, { name: 'Zoë "Z" Ångström', email: 'zoe.angstrom@university.edu' });
    await page.waitForURL((url) => !url.pathname.startsWith('/callback'));
    await page.goto('/about');
    await expect(waitingBar(page)).toHaveCount(1);
    const account = page.getByRole('button', { name: 'Account menu for Zoë "Z" Ångström' });
    await expect(account).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeHidden();
    // The avatar's letter and the first name, shown from the page's session mark (no script has loaded).
    const shown = (selector: string) =>
      account.locator(selector).evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await shown('.session-initial')).toBe('"Z"');
    expect(await shown('.session-first-name')).toBe('"Zoë"');
    const before = await account.elementHandle();
    await account.click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(waitingBar(page)).toHaveCount(0);
    // The same button, now with the user's name as text.
    expect(await before!.evaluate((element) => element.isConnected)).toBe(true);
    await expect(account).toContainText('Zoë');
    await expect(account.locator('[aria-hidden="true"]')).toHaveText('Z');
  });
});

test('every kind of island hydrates onto its server HTML without an error, and the top bar works after it', async ({
  page,
}) => {
  // React reports a hydration mismatch as a recoverable error on the console (production builds: error #418);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const detailUnder = (dir: string) => {
    const id = readdirSync(join(process.env.E2E_WORK_DIR ?? '', 'site', dir), { withFileTypes: true }).find((entry) =>
      entry.isDirectory(),
    )!.name;
    return `/${dir}/${id}`;
  };
  await page.setViewportSize(DESKTOP);
  // The top bar, home's carousels, a project's poster carousel, a competition's image grid, the search page.
  for (const path of [
    '/',
    detailUnder('projects/industrydetails'),
    detailUnder('competitions/hackathondetails'),
    '/search?q=robot',
  ]) {
    await visit(page, path);
    // Islands hydrated when visible: each scrolled to.
    for (const island of await page.locator('astro-island[client="visible"]').all())
      await island.locator('> *').first().scrollIntoViewIfNeeded();
    await hydrated(page);
    // A detail page's gallery hydrates on intent: focus is intent.
    for (const gallery of await page.locator('[data-gallery]').all()) {
      await gallery.locator('button').first().focus();
      await expect(gallery).toHaveAttribute('data-hydrated');
    }
    const projects = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Projects' });
    // The top bar too.
    await projects.focus();
    await page.keyboard.press('Enter');
    await expect(projects).toHaveAttribute('aria-expanded', 'true');
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    await expect(await controlledBy(projects), path).toBeVisible();
    await page.keyboard.press('Escape');
  }
  expect(errors.filter((text) => /hydrat|#418|did not match|didn't match/i.test(text))).toEqual([]);
});
