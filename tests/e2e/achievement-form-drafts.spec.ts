/**
 * The Submit Achievement form never loses a draft (DESIGN.md house rules): a
 * reload, a failed submit, and a session that expired (a token issued already
 * expired for the test's own user) before an upload or the submit.
 */
import { API_URL, FILES_URL, expect, hydrated, signIn, test, type TestUser } from './support/fixtures.ts';
import {
  draftKey as draftKeyOf,
  escapeRegExp as escape,
  expiredToken,
  field,
  png,
  reloadRestoresDraft,
  saysSessionRefused,
} from './support/forms.ts';
import {
  FORM,
  FORM_ID,
  higherStudiesDraft,
  newUser,
  openForm,
  submitBanner,
  submitButton,
} from './support/achievement-form.ts';

const draftKey = (user: TestUser) => draftKeyOf(FORM_ID, user);

test.describe('drafts never lose anything', () => {
  test('a reload restores typed text, the chosen block, a block set aside and uploaded files; Discard draft empties the form', async ({
    page,
  }) => {
    const user = newUser('Rohan Gupta');
    await openForm(page, user);
    await field(page, 'student.rollNumber').fill('R2021CS099');
    await field(page, 'category').selectOption('Research Publication');
    await field(page, 'researchDetails.title').fill('Typed before switching');
    await field(page, 'category').selectOption('Open Source');
    await expect(field(page, 'researchDetails.title')).toHaveCount(0);
    await field(page, 'openSourceDetails.projectName').fill('Firefox');
    await field(page, 'openSourceDetails.impact.0').fill('Faster pages');
    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await expect(page.getByText('Profile image uploaded')).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user)))
      .toContain('Faster pages');

    await reloadRestoresDraft(page);
    await expect(field(page, 'student.rollNumber')).toHaveValue('R2021CS099');
    await expect(field(page, 'category')).toHaveValue('Open Source');
    await expect(field(page, 'openSourceDetails.projectName')).toHaveValue('Firefox');
    await expect(field(page, 'openSourceDetails.impact.0')).toHaveValue('Faster pages');
    await expect(page.getByText('Profile image uploaded')).toBeVisible();
    await expect(page.getByRole('link', { name: /View Photo/ })).toHaveAttribute(
      'href',
      new RegExp(`^${escape(FILES_URL)}`),
    );
    // The block typed before the switch comes back when its category is chosen again.
    await field(page, 'category').selectOption('Research Publication');
    await expect(field(page, 'researchDetails.title')).toHaveValue('Typed before switching');
    await field(page, 'category').selectOption('Open Source');
    await expect(field(page, 'openSourceDetails.projectName')).toHaveValue('Firefox');

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(field(page, 'student.rollNumber')).toHaveValue('');
    await expect(field(page, 'student.name')).toHaveValue('Rohan Gupta');
    await expect(field(page, 'category')).toHaveValue('');
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
  });

  test('a failed submit shows the server message or the fallback at the top and keeps the draft', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, higherStudiesDraft());
    await page.route(`${API_URL}/api/achievement-nominations`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Database is unavailable' }),
          })
        : route.fallback(),
    );
    await submitButton(page).scrollIntoViewIfNeeded();
    await submitButton(page).click();
    await expect(submitBanner(page)).toHaveText(/Database is unavailable/);
    await expect(submitBanner(page)).toHaveAttribute('role', 'alert');
    await expect(submitBanner(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

    await page.unroute(`${API_URL}/api/achievement-nominations`);
    await page.route(`${API_URL}/api/achievement-nominations`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    await submitButton(page).click();
    await expect(submitBanner(page)).toHaveText(/Failed to submit achievement/);
    await expect(
      page.locator('[role="status"]:not([data-banner])', { hasText: 'Achievement submitted successfully!' }),
    ).toHaveCount(0);

    await reloadRestoresDraft(page);
    await expect(field(page, 'higherStudiesDetails.university')).toHaveValue('ETH Zurich');
    await expect(page.getByText('Profile image uploaded')).toBeVisible();
  });

  test('an upload refused with 401: sign in again, come back with the draft, and the file is uploaded', async ({
    page,
  }) => {
    const user = newUser('Leela Menon');
    await openForm(page, user);
    await field(page, 'student.rollNumber').fill('Through a sign-in');
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));

    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await saysSessionRefused(page);
    await signIn(page, user);
    await page.waitForURL((url) => url.pathname === FORM);
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText(
      'You are signed in again. Your draft has been restored.',
    );
    await expect(field(page, 'student.rollNumber')).toHaveValue('Through a sign-in');
    // The photo that met the 401 was kept and is uploaded now.
    await expect(page.getByText('Profile image uploaded')).toBeVisible();
  });

  test('a submit refused with 401: sign in again, the draft is back, and the achievement goes through', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, higherStudiesDraft());
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));
    await submitButton(page).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await saysSessionRefused(page);
    await signIn(page, user);
    await page.waitForURL((url) => url.pathname === FORM);
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText(
      'You are signed in again. Your draft has been restored.',
    );
    await expect(field(page, 'higherStudiesDetails.course')).toHaveValue('MSc Computer Science');
    await submitButton(page).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Achievement submitted successfully!/);
  });
});
