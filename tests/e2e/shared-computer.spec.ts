/**
 * Drafts on a shared computer (issue 11): drafts and chosen files are kept
 * only for a user the site can tell apart from everyone else, and logging out
 * removes everything the browser kept for that user. An identity lookup that
 * fails is made with page-scoped faults of the demo backend, so these tests
 * run in parallel with everything else.
 */
import type { Page } from '@playwright/test';
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
import { png } from './support/forms.ts';

const PROJECT_FORM = '/projects/nominateprojects';
const COMPETITION_FORM = '/competitions/nominatecompetitions';
const NO_DRAFT = "This form won't keep a draft.";

/** Every nomination form, a text field to type in and, for forms that keep chosen files on the device, a file field. */
const FORMS = [
  { path: PROJECT_FORM, text: '#field-projectTitle' },
  { path: COMPETITION_FORM, text: '#field-competitionName', file: '#field-teamLeader-profileImageUrl' },
  { path: '/achievements/nominate-achievements', text: '#field-student-rollNumber' },
  {
    path: '/placements-internships/nominateinternships',
    text: '#field-organizationName',
    file: '#field-student-profileImageUrl',
  },
];

const newUser = (name: string) => userWithPrefix('shared', name);

/** The notice a form shows when it keeps no draft. */
const noDraftNotice = (page: Page) => page.getByRole('status').filter({ hasText: NO_DRAFT });

/** Draft entries in localStorage: drafts and sign-in-return marks. */
const draftEntries = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('wof:draft'))
      .sort(),
  );

/** The keys of the kept (chosen, not uploaded) files, read without creating the database. */
const keptFileKeys = (page: Page) =>
  page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'wof-pending-files')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('wof-pending-files');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('files')) {
          db.close();
          resolve([]);
          return;
        }
        const request = db.transaction('files', 'readonly').objectStore('files').getAllKeys();
        request.onsuccess = () => {
          db.close();
          resolve(request.result.map((key) => (key as string[]).join(' ')).sort());
        };
        request.onerror = () => reject(request.error);
      };
    });
  });

async function logout(page: Page, user: string) {
  await page.getByRole('button', { name: `Account menu for ${user}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
}

/** Opens a form signed out: the guard sends us to /login, we sign in and land back on it. */
async function signInToForm(page: Page, path: string, user: TestUser, options: { omitUserData?: boolean } = {}) {
  await page.goto(path);
  await page.waitForURL(`${SITE_URL}/login`);
  await signIn(page, user, options);
  await expect(page).toHaveURL(`${SITE_URL}${path}`);
  await hydrated(page);
}

test.describe("when the identity provider's 'me' lookup fails", () => {
  test('two students on one computer: the second never sees what the first typed, and the form says no draft is kept', async ({
    page,
  }, testInfo) => {
    const faults = await pageFaults(page);
    await faults.set({ fail: { '/auth/me': 500 } });

    await signInToForm(page, PROJECT_FORM, newUser('Asha Rao'), { omitUserData: true });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null'))).toMatchObject({
      name: 'University User',
      id: 'unknown',
    });
    await expect(page.getByText('Welcome, University User!')).toBeVisible();
    await expect(noDraftNotice(page)).toContainText("We couldn't confirm who you are");
    // Said as information, not as an error.
    await expect(page.getByRole('alert').filter({ hasText: NO_DRAFT })).toHaveCount(0);
    await checkAtBothWidths(page, testInfo, 'no-draft-notice', () => expect(noDraftNotice(page)).toBeVisible());

    await page.locator('#field-projectTitle').fill("Asha's secret idea");
    await page.reload();
    await hydrated(page);
    await expect(noDraftNotice(page)).toBeVisible();
    await expect(page.locator('#field-projectTitle')).toHaveValue('');
    expect(await draftEntries(page)).toEqual([]);

    await page.locator('#field-projectTitle').fill("Asha's secret idea, again");
    await logout(page, 'University User');

    await signInToForm(page, PROJECT_FORM, newUser('Vikram Nair'), { omitUserData: true });
    await expect(noDraftNotice(page)).toBeVisible();
    await expect(page.locator('#field-projectTitle')).toHaveValue('');
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
    await expect(page.getByText("Asha's secret idea")).toHaveCount(0);
    expect(await draftEntries(page)).toEqual([]);
    expect(await keptFileKeys(page)).toEqual([]);
  });

  test('every nomination form keeps nothing on the device: no draft, no chosen file', async ({ page }) => {
    test.setTimeout(120_000);
    const faults = await pageFaults(page);
    await faults.set({ fail: { '/auth/me': 500 } });
    await signIn(page, newUser('Meena Pillai'), { omitUserData: true });
    await expect(page).toHaveURL(`${SITE_URL}/`);

    for (const form of FORMS) {
      await page.goto(form.path);
      await hydrated(page);
      await expect(noDraftNotice(page), form.path).toBeVisible();
      // The form's introduction does not promise a draft either.
      await expect(page.getByText('Your progress is saved on this device'), form.path).toHaveCount(0);
      await page.locator(form.text).fill('Typed on a shared computer');
      if (form.file) {
        await page.locator(form.file).setInputFiles(png('me.png'));
        await expect(page.locator('[data-chosen-file]'), form.path).toHaveText(['me.png']);
      }
      await page.reload();
      await hydrated(page);
      await expect(noDraftNotice(page), form.path).toBeVisible();
      await expect(page.locator(form.text), form.path).not.toHaveValue('Typed on a shared computer');
      await expect(page.locator('[data-chosen-file]'), form.path).toHaveCount(0);
      expect(await draftEntries(page), form.path).toEqual([]);
      expect(await keptFileKeys(page), form.path).toEqual([]);
    }
  });
});

test('logout removes every draft and kept file of the user, and nobody else’s', async ({ page }) => {
  const user = newUser('Rohan Mehta');
  const other = newUser('Other Student');
  const otherDraft = `wof:draft:project-nomination:${other.email}`;
  await signInToForm(page, COMPETITION_FORM, user);
  // Left on this computer by someone else, and by an older version of the site for an unknown user.
  await page.evaluate(
    ([otherKey]) => {
      const draft = JSON.stringify({ version: 1, savedAt: Date.now(), data: { projectTitle: 'kept' } });
      localStorage.setItem(otherKey!, draft);
      localStorage.setItem('wof:draft:project-nomination:anonymous', draft);
      localStorage.setItem('wof:draft:competition-nomination:unknown', draft);
      localStorage.setItem('wof:draft-return:achievement-nomination', '1');
    },
    [otherDraft],
  );
  await page.locator('#field-competitionName').fill('Smart India Hackathon');
  await page.locator('#field-teamLeader-profileImageUrl').setInputFiles(png('leader.png'));
  const key = `wof:draft:competition-nomination:${user.email}`;
  await expect.poll(() => page.evaluate((draft) => localStorage.getItem(draft), key)).toContain('leader.png');
  await expect.poll(() => keptFileKeys(page)).toEqual([`${key} teamLeader.profileImageUrl`]);
  // A draft of this user's other form.
  await page.evaluate(
    (draft) => localStorage.setItem(draft, '{"version":1,"savedAt":1,"data":{}}'),
    `wof:draft:project-nomination:${user.email}`,
  );

  // Typed just before logging out: the form's last autosave must not bring the draft back.
  await page.locator('#field-competitionName').fill('Smart India Hackathon 2024');
  await logout(page, user.name);

  expect(await draftEntries(page)).toEqual([otherDraft]);
  expect(await keptFileKeys(page)).toEqual([]);
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_info')])).toEqual([
    null,
    null,
  ]);

  // Signing in again starts from an empty form.
  await signInToForm(page, COMPETITION_FORM, user);
  await expect(page.locator('#field-competitionName')).toHaveValue('');
  await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
  await expect(page.locator('[data-chosen-file]')).toHaveCount(0);
});
