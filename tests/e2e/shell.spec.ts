/** The shared shell (spec 1, section 2): top bar, menus, mobile menu, footer. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL, checkAtBothWidths, expect, hydrated, signIn, test, visit } from './support/fixtures.ts';

/**
 * The panel `button` opens. The button names it only once the top bar has
 * mounted, a moment after its island hydrates: read before, it was `#null`.
 */
async function controlledBy(button: Locator): Promise<Locator> {
  await expect(button).toHaveAttribute('aria-controls', /\S/);
  return button.page().locator(`#${await button.getAttribute('aria-controls')}`);
}

/**
 * Milliseconds from the pointer leaving (the first mouseout after `leave()`
 * starts) until `menu` is hidden, measured in the page.
 */
async function closingDelay(page: Page, menu: Locator, leave: () => Promise<void>): Promise<number> {
  const handle = await menu.elementHandle();
  // Install the listeners first (awaited), then move the pointer, then read the result.
  await page.evaluate((element) => {
    const state = window as unknown as { closing?: Promise<number> };
    state.closing = new Promise<number>((resolve) => {
      let start: number | undefined;
      document.addEventListener('mouseout', () => (start ??= performance.now()), { capture: true });
      const observer = new MutationObserver(() => {
        if ((element as HTMLElement).hidden && start !== undefined) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      observer.observe(element!, { attributes: true, attributeFilter: ['hidden'] });
    });
  }, handle);
  await leave();
  return page.evaluate(() => (window as unknown as { closing: Promise<number> }).closing);
}

test.describe('top bar', () => {
  test('turns solid white with a shadow only after 10 px of scroll', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, '/about');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(50);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('a dropdown opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, '/about');
    const button = page.getByRole('button', { name: 'Projects' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The first hover opens it (the bar hydrates on it, then gets the hover again).
    await button.hover();
    const menu = await controlledBy(button);
    await expect(menu).toBeVisible();
    const delay = await closingDelay(page, menu, () => page.mouse.move(900, 600));
    // A timer never fires early; a busy machine may fire it late.
    expect(delay).toBeGreaterThanOrEqual(300);
    expect(delay).toBeLessThan(2_000);
    // Coming back before the delay keeps it open.
    await button.hover();
    await page.mouse.move(900, 600);
    await button.hover();
    await page.waitForTimeout(600);
    await expect(menu).toBeVisible();
  });

  test('the user menu closes 500 ms after the pointer leaves', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, { name: 'Meera Iyer', email: 'meera.iyer@university.edu' });
    await page.waitForURL((url) => !url.pathname.startsWith('/callback'));
    await visit(page, '/about');
    const account = page.getByRole('button', { name: 'Account menu for Meera Iyer' });
    await account.hover();
    const menu = await controlledBy(account);
    await expect(account).toContainText('Meera');
    await expect(account).toContainText('M');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    const delay = await closingDelay(page, menu, () => page.mouse.move(600, 600));
    expect(delay).toBeGreaterThanOrEqual(500);
    expect(delay).toBeLessThan(2_500);
  });

  test('every dropdown works by keyboard', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, '/about');
    for (const [menu, first, second] of [
      ['Projects', 'In-House Projects', 'Industry Projects'],
      ['Competitions', 'Hackathons', 'Coding Contests'],
      ['Achievements', 'Research Publications', 'Open Source'],
      ['Placements & Internships', 'Placements', 'Internships'],
    ] as const) {
      const button = page.getByRole('button', { name: menu });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('header').getByRole('link', { name: first, exact: true })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('header').getByRole('link', { name: second, exact: true })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(page.locator('header').getByRole('link', { name: first, exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    // Enter on a focused menu link follows it.
    await page.getByRole('button', { name: 'Projects' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('header').getByRole('link', { name: 'In-House Projects' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('header').getByRole('link', { name: 'Industry Projects' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/industry\/?$/);
  });

  test('tabbing out of an open dropdown closes it', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, '/about');
    const button = page.getByRole('button', { name: 'Placements & Internships' });
    await button.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside closes the open dropdown and the mobile menu', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, '/about');
    const button = page.getByRole('button', { name: 'Competitions' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.locator('main h1').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize(PHONE);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    // Below the open menu, on the page itself.
    await page.mouse.click(195, 830);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the mobile menu lists every route and the Sign In link', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await visit(page, '/about');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const expected: Record<string, string[]> = {
      Projects: ['/projects/in-house', '/projects/industry', '/projects/research', '/projects/startup', '/projects/nominateprojects'],
      Competitions: ['/competitions/hackathons', '/competitions/coding-contests', '/competitions/projectcompetitions', '/competitions/nominatecompetitions'],
      Achievements: [
        '/achievements/research',
        '/achievements/open-source',
        '/achievements/higher-studies',
        '/achievements/global-certification',
        '/achievements/nominate-achievements',
      ],
      'Placements & Internships': [
        '/placements-internships/placements',
        '/placements-internships/internships',
        '/placements-internships/nominateinternships',
      ],
    };
    for (const [group, hrefs] of Object.entries(expected)) {
      await menu.getByRole('button', { name: group }).click();
      for (const href of hrefs) await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Nominate Yourself for Best Projects' })).toBeHidden();
    await menu.getByRole('button', { name: 'Projects' }).click();
    await expect(menu.getByRole('link', { name: 'Nominate Yourself for Best Projects' })).toBeVisible();
    for (const href of ['/', '/StarAlumni/star-alumni', '/about']) await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('signed in on a phone: avatar letter, "Signed in as {name}" and Logout', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, { name: 'Kabir Singh', email: 'kabir.singh@university.edu' });
    await page.waitForURL((url) => !url.pathname.startsWith('/callback'));
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByText('Signed in as Kabir Singh')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_info')])).toEqual([null, null]);
  });
});

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
  test('runs no module until then: its links are links, it turns solid on scroll, and the first hover hydrates it', async ({ page }) => {
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

  test('on a throttled phone the first tap on the menu button opens the menu; the first Tab into the bar reaches the first menu', async ({ browser }) => {
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

  test('signed in, it names the user before it hydrates, and the first click on the name opens the user menu', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, { name: 'Zoë "Z" Ångström', email: 'zoe.angstrom@university.edu' });
    await page.waitForURL((url) => !url.pathname.startsWith('/callback'));
    await page.goto('/about');
    await expect(waitingBar(page)).toHaveCount(1);
    const account = page.getByRole('button', { name: 'Account menu for Zoë "Z" Ångström' });
    await expect(account).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeHidden();
    // The avatar's letter and the first name, shown from the page's session mark (no script has loaded).
    const shown = (selector: string) => account.locator(selector).evaluate((element) => getComputedStyle(element, '::before').content);
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

test.describe('footer', () => {
  test('has its link groups, contact details, the current year and the legal links', async ({ page }) => {
    await visit(page, '/about');
    const footer = page.locator('footer');
    for (const [group, hrefs] of Object.entries({
      'Quick Links': ['/competitions/hackathons', '/competitions/coding-contests', '/achievements/open-source', '/placements-internships/placements'],
      Resources: ['/projects/industry', '/projects/research', '/StarAlumni/star-alumni', '/projects/startup'],
    })) {
      const nav = footer.getByRole('navigation', { name: group });
      for (const href of hrefs) await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('address')).toContainText('Phone:');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).not.toHaveCount(0);
  });
});

test('the shell and About page have no axe violations at both widths', async ({ page }, testInfo) => {
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAtBothWidths(page, testInfo, 'about');
});

test('About says what the wall of fame is, what it showcases and how to get featured', async ({ page }) => {
  await visit(page, '/about');
  for (const heading of ['Our purpose', 'What we showcase', 'Why it matters', 'How to get featured', 'Our vision']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const item of [
    'Award-winning projects',
    'Internships and placements',
    'International certifications and higher studies',
    'Hackathon and competition wins',
    'Startup initiatives',
    'Research publications',
  ]) {
    await expect(page.getByRole('heading', { name: item })).toBeVisible();
  }
  await expect(page.getByText('Mentors, faculty members and peers can nominate')).toBeVisible();
});

test('unknown paths show the 404 page with a way home', async ({ page }, testInfo) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByText('please contact support')).toBeVisible();
  await checkAtBothWidths(page, testInfo, '404');
});

test('the footer’s Privacy Policy and Terms of Use lead to real pages', async ({ page }, testInfo) => {
  await page.goto('/about');
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Contact details such as e-mail addresses and phone numbers are never shown publicly.')).toBeVisible();
  await checkAtBothWidths(page, testInfo, 'privacy');
  await page.locator('footer').getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});

test('every kind of island hydrates onto its server HTML without an error, and the top bar works after it', async ({ page }) => {
  // React reports a hydration mismatch as a recoverable error on the console (production builds: error #418);
  // the islands' server HTML comes from integrations/react-renderer/server.ts, their hydration from @astrojs/react.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const detailUnder = (dir: string) => {
    const id = readdirSync(join(process.env.E2E_WORK_DIR ?? '', 'site', dir), { withFileTypes: true }).find((entry) => entry.isDirectory())!.name;
    return `/${dir}/${id}`;
  };
  await page.setViewportSize(DESKTOP);
  // The top bar, home's carousels, a project's poster carousel, a competition's image grid, the search page.
  for (const path of ['/', detailUnder('projects/industrydetails'), detailUnder('competitions/hackathondetails'), '/search?q=robot']) {
    await visit(page, path);
    // Islands hydrated when visible: each scrolled to.
    for (const island of await page.locator('astro-island[client="visible"]').all()) await island.locator('> *').first().scrollIntoViewIfNeeded();
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
    const panel = await projects.getAttribute('aria-controls');
    expect(panel, path).toBeTruthy();
    await expect(page.locator(`[id="${panel}"]`), path).toBeVisible();
    await page.keyboard.press('Escape');
  }
  expect(errors.filter((text) => /hydrat|#418|did not match|didn't match/i.test(text))).toEqual([]);
});
