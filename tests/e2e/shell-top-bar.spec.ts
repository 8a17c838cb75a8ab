/** The shared shell's top bar (spec 1, section 2): its scroll shadow, dropdowns, user menu, keyboard use and mobile menu. */
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, controlledBy, expect, signIn, test, visit } from './support/fixtures.ts';

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
      Projects: [
        '/projects/in-house',
        '/projects/industry',
        '/projects/research',
        '/projects/startup',
        '/projects/nominateprojects',
      ],
      Competitions: [
        '/competitions/hackathons',
        '/competitions/coding-contests',
        '/competitions/projectcompetitions',
        '/competitions/nominatecompetitions',
      ],
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
    for (const href of ['/', '/StarAlumni/star-alumni', '/about'])
      await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
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
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_info')])).toEqual([
      null,
      null,
    ]);
  });
});
