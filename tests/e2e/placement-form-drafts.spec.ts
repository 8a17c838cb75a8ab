/**
 * 'Nominate for Internship / Placement' never loses a draft (DESIGN.md house
 * rules): a reload, Discard draft, and a photo upload refused with 401 (a token
 * issued already expired for the test's own user).
 */
import { expect, SITE_URL, test } from './support/fixtures.ts';
import {
  chosenFiles,
  expiredToken,
  keptFileCount,
  labelled,
  pathsOf as paths,
  png,
  recordPosts,
  reloadRestoresDraft,
  signInAgain,
} from './support/forms.ts';
import {
  FORM,
  draftKey,
  expectSuccess,
  newUser,
  openForm,
  submitButton,
  validDraft,
} from './support/placement-form.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('drafts never lose anything', () => {
  test('a reload restores typed values and the chosen photo; Discard draft empties the form and the device', async ({
    page,
  }) => {
    const user = newUser('Rohan Gupta');
    await openForm(page, user);
    await labelled(page, 'Category').selectOption('Placement');
    await labelled(page, 'Organization Name').fill('Draft survives');
    await labelled(page, 'Profile Photo').setInputFiles(png('me.png'));
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toContain('me.png');
    await expect.poll(() => keptFileCount(page)).toBe(1);

    await reloadRestoresDraft(page);
    await expect(labelled(page, 'Organization Name')).toHaveValue('Draft survives');
    await expect(labelled(page, 'Category')).toHaveValue('Placement');
    await expect(chosenFiles(page)).toHaveText(['me.png']);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(labelled(page, 'Organization Name')).toHaveValue('');
    await expect(labelled(page, 'Name')).toHaveValue('Rohan Gupta');
    await expect(labelled(page, 'Email')).toHaveValue(user.email);
    await expect(chosenFiles(page)).toHaveCount(0);
    await expect.poll(() => keptFileCount(page)).toBe(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
  });

  test('a photo upload refused with 401: sign in again, the draft and the photo are back, and it goes through', async ({
    page,
  }) => {
    const user = newUser('Leela Menon');
    await openForm(page, user, validDraft(user));
    await labelled(page, 'Organization Name').fill('Through a sign-in');
    await labelled(page, 'Profile Photo').setInputFiles(png('me.png'));
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));
    await submitButton(page).click();
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);

    await signInAgain(page, user, FORM);
    await expect(labelled(page, 'Organization Name')).toHaveValue('Through a sign-in');
    await expect(chosenFiles(page)).toHaveText(['me.png']);
    const posts = recordPosts(page);
    await submitButton(page).click();
    await expectSuccess(page);
    expect(paths(posts)).toEqual(['/api/upload/profile-image', '/api/placement-nominations']);
  });
});
