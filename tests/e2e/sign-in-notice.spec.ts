/**
 * Sign-in through someone else's link (issues 11 and 40): /callback still
 * signs in a signed-out visitor with what it is given (spec 1, section 4), but
 * when this tab did not start the sign-in from /login, every page says who is
 * signed in, with "Not you? Sign out.", until the notice is dismissed.
 */
import type { Locator, Page } from '@playwright/test';
import {
  checkAtBothWidths,
  expect,
  hydrated,
  newUser as userWithPrefix,
  pageFaults,
  signIn,
  SITE_URL,
  test,
  type TestUser,
} from './support/fixtures.ts';

const newUser = (name: string) => userWithPrefix('link', name);

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Not you?' });

/** Presses Tab until `target` has focus; fails when it is not reachable. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('not reachable with the Tab key');
}

/** Follows a sign-in link this tab did not start, and waits for the page it lands on. */
async function followSignInLink(page: Page, user: TestUser, landing = '/', options: { omitUserData?: boolean } = {}) {
  await signIn(page, user, { ...options, viaLink: true });
  await expect(page).toHaveURL(`${SITE_URL}${landing}`);
  await hydrated(page);
}

test('a sign-in this tab did not start still signs in, then names the account with "Not you? Sign out."', async ({
  page,
}) => {
  const user = newUser('Riya Menon');
  await followSignInLink(page, user);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null'))).toMatchObject({
    name: user.name,
    email: user.email,
  });
  await expect(notice(page)).toContainText(`Signed in as ${user.name} (${user.email}). Not you? Sign out.`);

  // It stays until dismissed: the next page says it too.
  await page.goto('/about');
  await hydrated(page);
  await expect(notice(page)).toContainText(`Signed in as ${user.name} (${user.email}).`);

  // "Sign out" works from the keyboard and logs out.
  await tabTo(page, notice(page).getByRole('button', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE_URL}/`);
  await hydrated(page);
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_info')])).toEqual([
    null,
    null,
  ]);
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('the notice shows on the page the callback lands on, and once dismissed (by keyboard) it stays away', async ({
  page,
}) => {
  const user = newUser('Dev Patel');
  await page.goto('/projects/my-nominations');
  await page.waitForURL(`${SITE_URL}/login`);
  await followSignInLink(page, user, '/projects/my-nominations');
  await expect(notice(page)).toContainText(`Signed in as ${user.name} (${user.email}). Not you? Sign out.`);

  await tabTo(page, notice(page).getByRole('button', { name: 'Dismiss' }));
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: `Account menu for ${user.name}` })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  // Still signed in: dismissing is not signing out.
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
});

test('a sign-in started from /login shows no notice, and its mark works only once', async ({ page }) => {
  const user = newUser('Anya Rao');
  await page.goto('/projects/my-nominations');
  await page.waitForURL(`${SITE_URL}/login`);
  await signIn(page, user);
  await expect(page).toHaveURL(`${SITE_URL}/projects/my-nominations`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: `Account menu for ${user.name}` })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('wof:')))).toEqual([]);

  // A later link in the same tab is not covered by that sign-in: it is unrequested, so it is ignored (issue 40).
  const stranger = newUser('Someone Else');
  await signIn(page, stranger, { viaLink: true });
  await expect(page).toHaveURL(`${SITE_URL}/callback`);
  await expect(page.getByRole('alert')).toContainText(`A sign-in link from elsewhere was ignored`);
  await expect(page.getByRole('button', { name: `Account menu for ${user.name}` })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null'))).toMatchObject({
    email: user.email,
  });
  await expect(notice(page)).toHaveCount(0);
});

test('a link without user_data whose identity lookup fails names the fallback user, who has no address', async ({
  page,
}) => {
  const faults = await pageFaults(page);
  await faults.set({ fail: { '/auth/me': 500 } });
  await followSignInLink(page, newUser('Unnamed Student'), '/', { omitUserData: true });
  await expect(notice(page)).toContainText('Signed in as University User. Not you? Sign out.');
});

test('the notice has no axe violations at 390 and 1280 px', async ({ page }, testInfo) => {
  const user = newUser('Kabir Singh');
  await followSignInLink(page, user);
  await checkAtBothWidths(page, testInfo, 'sign-in-notice', () => expect(notice(page)).toBeVisible());
});
