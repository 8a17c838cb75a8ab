/**
 * 'Nominate Your Competition' never loses a draft (DESIGN.md house rules): a
 * reload, Discard draft, and a session that expired (a token issued already
 * expired for the test's own user) before an upload or the submit.
 */
import { FILES_URL, expect, hydrated, pageFaults, SITE_URL, test } from './support/fixtures.ts';
import {
  chosenFiles,
  expiredToken,
  field,
  keptFileCount,
  labelled,
  pathsOf,
  pdf,
  png,
  recordPosts,
  reloadRestoresDraft,
  signInAgain,
} from './support/forms.ts';
import {
  FORM,
  NOMINATIONS,
  draftKey,
  expectSuccess,
  newUser,
  nominationPosts,
  openForm,
  submitButton,
  uploadsOf,
  validDraft,
} from './support/competition-form.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('drafts never lose anything', () => {
  test('a reload restores typed values and chosen files; Discard draft empties the form and the device', async ({
    page,
  }) => {
    const user = newUser('Rohan Gupta');
    await openForm(page, user);
    await labelled(page, 'Competition Name').fill('Draft survives');
    await labelled(page, 'Category').selectOption('Coding Contest');
    await page.getByRole('radio', { name: 'Individual' }).check();
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await field(page, 'teamMembers.0.name').fill('Neha Singh');
    await field(page, 'teamMembers.0.profileImageUrl').setInputFiles(png('neha.png'));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    await field(page, 'posterImages').setInputFiles([png('p1.png'), png('p2.png')]);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toContain('p2.png');
    await expect.poll(() => keptFileCount(page)).toBe(5);

    await reloadRestoresDraft(page);
    await expect(labelled(page, 'Competition Name')).toHaveValue('Draft survives');
    await expect(labelled(page, 'Category')).toHaveValue('Coding Contest');
    await expect(page.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await expect(field(page, 'teamMembers.0.name')).toHaveValue('Neha Singh');
    await expect(chosenFiles(page)).toHaveText(['me.png', 'neha.png', 'deck.pdf', 'p1.png', 'p2.png']);

    // Removing a member forgets its photo; the next member does not inherit it.
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await page.getByRole('button', { name: 'Remove Team Member 1' }).click();
    await expect(
      page.locator('[data-upload-state]').filter({ has: field(page, 'teamMembers.0.profileImageUrl') }),
    ).toHaveAttribute('data-upload-state', 'idle');
    await expect.poll(() => keptFileCount(page)).toBe(4);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(labelled(page, 'Competition Name')).toHaveValue('');
    await expect(field(page, 'teamLeader.name')).toHaveValue('Rohan Gupta');
    await expect(chosenFiles(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
    await expect.poll(() => keptFileCount(page)).toBe(0);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
  });

  test('an upload refused with 401: sign in again, come back with the draft and the chosen files, and it goes through', async ({
    page,
  }) => {
    const user = newUser('Leela Menon');
    await openForm(page, user, validDraft('Leela Menon', { leader: false, ppt: false, posters: 0 }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    await labelled(page, 'Theme').fill('Through a sign-in');
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));

    await submitButton(page).click();
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await signInAgain(page, user, FORM);
    await expect(labelled(page, 'Theme')).toHaveValue('Through a sign-in');
    await expect(chosenFiles(page)).toHaveText(['me.png', 'deck.pdf']);
    const posts = recordPosts(page);
    await submitButton(page).click();
    await expectSuccess(page);
    expect(await uploadsOf(posts)).toEqual(['profile-image me.png', 'document deck.pdf']);
  });

  test('a nomination refused with 401 after the uploads: the uploaded files come back as links and are not uploaded again', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer', { ppt: false }));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    const posts = recordPosts(page);
    // The backend refuses the nomination, not a Playwright route: a route still active (or removed) while the
    // browser navigates to /login left that page's scripts pending under load, and /login stayed at "Loading...".
    const faults = await pageFaults(page);
    await faults.set({ fail: { [new URL(NOMINATIONS).pathname]: 401 } });
    await submitButton(page).click();
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    // The answers were navigated away from (their bodies are gone): which file it was is checked at the end.
    expect(pathsOf(posts).filter((path) => path.startsWith('/api/upload/'))).toEqual(['/api/upload/document']);
    await faults.clear();

    await signInAgain(page, user, FORM);
    await expect(page.getByText('Presentation uploaded')).toBeVisible();
    const again = recordPosts(page);
    await submitButton(page).click();
    await expectSuccess(page);
    expect(await uploadsOf(again)).toEqual([]);
    const pptLink = nominationPosts(again)[0]!.request.postDataJSON().pptLink as string;
    expect(pptLink).toMatch(new RegExp(`^${FILES_URL}`));
    expect(Buffer.from(await (await fetch(pptLink)).arrayBuffer()).toString('latin1')).toContain('#file:deck.pdf#');
  });
});
