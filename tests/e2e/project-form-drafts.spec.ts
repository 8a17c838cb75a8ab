/**
 * The project nomination form never loses a draft (DESIGN.md house rules): a
 * reload, a failed submit, and a session that expired (a token issued already
 * expired for this test's own user) before an upload or the submit.
 */
import { API_URL, expect, hydrated, SITE_URL, test, type TestUser } from './support/fixtures.ts';
import {
  draftKey as draftKeyOf,
  errorBanner,
  expiredToken,
  field,
  labelled,
  png,
  reloadRestoresDraft,
  signInAgain,
} from './support/forms.ts';
import { FORM, FORM_ID, newUser, openForm, validDraft } from './support/project-form.ts';

const draftKey = (user: TestUser) => draftKeyOf(FORM_ID, user);

test.describe('drafts never lose anything', () => {
  test('a reload restores typed text and uploaded files; Discard draft empties the form', async ({ page }) => {
    const user = newUser('Rohan Gupta');
    await openForm(page, user);
    await labelled(page, 'Project Title').fill('Draft survives');
    await labelled(page, 'Category').selectOption('Start-Up');
    await field(page, 'startupDetails.foundationYear').fill('2023');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await field(page, 'teamMembers.0.name').fill('Neha Singh');
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await expect(page.getByText('Photo uploaded')).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toContain('Neha Singh');

    await reloadRestoresDraft(page);
    await expect(labelled(page, 'Project Title')).toHaveValue('Draft survives');
    await expect(labelled(page, 'Category')).toHaveValue('Start-Up');
    await expect(field(page, 'startupDetails.foundationYear')).toHaveValue('2023');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(field(page, 'teamMembers.0.name')).toHaveValue('Neha Singh');
    await expect(page.getByText('Photo uploaded')).toBeVisible();
    await expect(page.getByRole('link', { name: /View Photo/ })).toHaveAttribute('href', new RegExp(`^${API_URL}/`));

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(labelled(page, 'Project Title')).toHaveValue('');
    await expect(field(page, 'teamLeader.name')).toHaveValue('Rohan Gupta');
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
  });

  test('a failed submit shows the server message or the fallback, scrolls to the top and keeps the draft', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer'));
    await page.route(`${API_URL}/api/project-nominations`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Database is unavailable' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Submit Nomination' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(errorBanner(page)).toHaveText(/Database is unavailable/);
    await expect(errorBanner(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

    await page.unroute(`${API_URL}/api/project-nominations`);
    await page.route(`${API_URL}/api/project-nominations`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(errorBanner(page)).toHaveText(/Failed to submit nomination\. Please try again\./);

    await reloadRestoresDraft(page);
    await expect(labelled(page, 'Project Title')).toHaveValue('Campus Energy Monitor');
    await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(2);
  });

  test('an upload refused with 401: sign in again, come back to the form with the draft, and the file is uploaded', async ({
    page,
  }) => {
    const user = newUser('Leela Menon');
    await openForm(page, user);
    await labelled(page, 'Project Title').fill('Through a sign-in');
    // The session expires: the stored token is one the backend no longer accepts.
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));

    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await signInAgain(page, user, FORM);
    await expect(labelled(page, 'Project Title')).toHaveValue('Through a sign-in');
    // The photo that met the 401 was kept (IndexedDB) and is uploaded now.
    await expect(page.getByText('Photo uploaded')).toBeVisible();
  });

  test('a submit refused with 401: sign in again, the draft is back, and the nomination goes through', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer'));
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/login`);

    await signInAgain(page, user, FORM);
    await expect(labelled(page, 'Project Title')).toHaveValue('Campus Energy Monitor');
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Project nomination submitted successfully!/);
  });
});
