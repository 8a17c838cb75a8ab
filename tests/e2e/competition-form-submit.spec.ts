/**
 * A complete competition nomination (spec 2, sections 2.5, 7.2 and 7.3): files
 * chosen on the device are uploaded at submit in the spec's order, then the
 * exact payload is sent and the form resets.
 */
import type { Page } from '@playwright/test';
import { API_URL, expect, hydrated, test } from './support/fixtures.ts';
import {
  chosenFiles,
  field,
  keptFileCount,
  labelled,
  pdf,
  png,
  recordPosts,
  successBanner,
  watchOverlay,
} from './support/forms.ts';
import {
  UPLOAD,
  draftKey,
  fillMember,
  nominationPosts,
  openForm,
  submitButton,
  uploadedUrl,
  uploadsOf,
} from './support/competition-form.ts';

/** Fills the team leader's text fields. */
async function fillLeader(page: Page) {
  for (const [key, value] of Object.entries({
    rollNumber: 'R2021CS042',
    programme: 'B.Tech CSE',
    batch: '2021-2025',
    semester: '6',
    year: '3',
  })) {
    await field(page, `teamLeader.${key}`).fill(value);
  }
  await field(page, 'teamLeader.linkedinLink').fill('https://www.linkedin.com/in/meera');
}

test.describe.configure({ timeout: 120_000 });

test('a complete nomination: files uploaded at submit in the spec order, the exact payload, then a reset form', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = { name: 'Meera Nair 3rd-year', email: `competition-full-${process.pid}-${Date.now()}@university.edu` };
  await openForm(page, user);
  // Spec rule (spec 2, section 2.5): the leader's name is the user's as given (it used to keep only the leading letters
  // and spaces, which is spec 1's rule for projects).
  await expect(field(page, 'teamLeader.name')).toHaveValue('Meera Nair 3rd-year');

  await labelled(page, 'Category').selectOption('Hackathon');
  await expect(labelled(page, 'Category').locator('option')).toHaveText([
    'Select category',
    'Hackathon',
    'Project Competition',
    'Coding Contest',
  ]);
  await labelled(page, 'Competition Name').fill('Smart India Hackathon 2024');
  await expect(page.locator('#field-competitionName-hint')).toContainText('26/30');
  await labelled(page, 'Organizing Body').fill('Ministry of Education');
  await expect(labelled(page, 'Level').locator('option')).toHaveText([
    'Select level',
    'Intra-College',
    'Inter-College',
    'National',
    'International',
    'Corporate',
  ]);
  await labelled(page, 'Level').selectOption('National');
  await labelled(page, 'Location').fill('Devfolio (online)');
  await labelled(page, 'Date').fill('2024-03-10');
  await page.getByRole('radio', { name: 'Team' }).check();
  await expect(page.getByRole('radio', { name: 'Individual' })).toBeVisible();

  await fillLeader(page);
  await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('leader.png'));
  await expect(page.getByText('leader.png')).toBeVisible();

  // Up to three members: add is disabled at three.
  const add = page.getByRole('button', { name: 'Add Team Member' });
  for (let i = 0; i < 3; i++) await add.click();
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Remove Team Member 3' }).click();
  await fillMember(page, 0, 'Kabir Das');
  await field(page, 'teamMembers.0.profileImageUrl').setInputFiles(png('kabir.png'));
  await fillMember(page, 1, 'Zoya Khan');
  await field(page, 'teamMembers.1.linkedinLink').fill('https://www.linkedin.com/in/zoya');
  await field(page, 'teamMembers.1.profileImageUrl').setInputFiles(png('zoya.png'));

  await labelled(page, 'Theme').fill('Clean water for villages');
  await labelled(page, 'Description').fill('A low-cost leak detector for rural pipelines.');
  await field(page, 'outcome.0').fill('Winner among 120 teams');
  await page.getByRole('button', { name: 'Add Outcome' }).click();
  await field(page, 'outcome.1').fill('Pilot with the district water board');
  await page.getByRole('button', { name: 'Add Achievement' }).click();
  await field(page, 'achievements.0').fill('First prize');
  await page.getByRole('button', { name: 'Add Achievement' }).click();
  await expect(labelled(page, 'Technology Domain').locator('option')).toHaveCount(64);
  await labelled(page, 'Technology Domain').selectOption('Competitive Programming');
  await field(page, 'techStack.0').fill('Arduino');
  await labelled(page, 'GitHub Link').fill('https://github.com/example/aqua');

  await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
  await expect(labelled(page, 'Presentation (optional)')).toHaveAttribute('accept', '.pdf,.doc,.docx,.ppt,.pptx');
  await field(page, 'posterImages').setInputFiles([png('poster-1.png'), png('poster-2.png')]);
  await expect(page.locator('#field-posterImages-hint')).toContainText('(2/5)');
  await expect(chosenFiles(page)).toHaveText([
    'leader.png',
    'kabir.png',
    'zoya.png',
    'deck.pdf',
    'poster-1.png',
    'poster-2.png',
  ]);

  // Nothing is uploaded before submit.
  const posts = recordPosts(page);
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);

  // Hold the first upload to see the uploading state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route(UPLOAD.profile, async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.fallback();
  });
  const overlays = await watchOverlay(page);
  await submitButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Uploading profile image...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.locator('[data-upload-state="uploading"]')).toHaveCount(1);
  await expect(page.locator('[data-upload-state="uploading"]')).toContainText('Uploading profile image...');
  release();
  // Six uploads and the post, one after another: give a loaded machine time.
  await expect(successBanner(page)).toHaveText(/Competition nomination submitted successfully!/, { timeout: 60_000 });
  await expect(successBanner(page)).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  // The spec's order: leader photo, each member photo, presentation, posters one at a time; then the nomination.
  expect(await uploadsOf(posts)).toEqual([
    'profile-image leader.png',
    'profile-image kabir.png',
    'profile-image zoya.png',
    'document deck.pdf',
    'poster-image poster-1.png',
    'poster-image poster-2.png',
  ]);
  expect(posts.at(-1)!.path).toBe('/api/competition-nominations');
  expect(nominationPosts(posts)).toHaveLength(1);
  expect(await overlays()).toEqual([
    'Uploading profile image...',
    'Uploading presentation...',
    'Uploading project images...',
    'Submitting your competition nomination...',
  ]);

  const request = nominationPosts(posts)[0]!.request;
  expect(request.headers().authorization).toMatch(/^Bearer /);
  const payload = request.postDataJSON();
  const urls = payload.posterImages as string[];
  expect(payload).toEqual({
    category: 'Hackathon',
    competitionName: 'Smart India Hackathon 2024',
    organizingBody: 'Ministry of Education',
    level: 'National',
    location: 'Devfolio (online)',
    date: '2024-03-10',
    participationType: 'Team',
    teamLeader: {
      name: 'Meera Nair 3rd-year',
      rollNumber: 'R2021CS042',
      programme: 'B.Tech CSE',
      batch: '2021-2025',
      semester: '6',
      year: '3',
      linkedinLink: 'https://www.linkedin.com/in/meera',
      profileImageUrl: expect.stringMatching(new RegExp(`^${API_URL}/`)),
    },
    teamMembers: [
      {
        name: 'Kabir Das',
        rollNumber: 'R2021CS050',
        programme: 'B.Tech ECE',
        batch: '2021-2025',
        semester: '6',
        year: '3',
        linkedinLink: '',
        profileImageUrl: expect.stringMatching(new RegExp(`^${API_URL}/`)),
      },
      {
        name: 'Zoya Khan',
        rollNumber: 'R2021CS051',
        programme: 'B.Tech ECE',
        batch: '2021-2025',
        semester: '6',
        year: '3',
        linkedinLink: 'https://www.linkedin.com/in/zoya',
        profileImageUrl: expect.stringMatching(new RegExp(`^${API_URL}/`)),
      },
    ],
    title: 'Clean water for villages',
    description: 'A low-cost leak detector for rural pipelines.',
    technologyDomain: 'Competitive Programming',
    techStack: ['Arduino'],
    outcome: ['Winner among 120 teams', 'Pilot with the district water board'],
    achievements: ['First prize'],
    githubLink: 'https://github.com/example/aqua',
    pptLink: expect.stringMatching(new RegExp(`^${API_URL}/`)),
    posterImages: [
      expect.stringMatching(new RegExp(`^${API_URL}/`)),
      expect.stringMatching(new RegExp(`^${API_URL}/`)),
    ],
    submittedBy: { name: user.name, email: user.email },
  });
  expect(
    new Set([
      payload.teamLeader.profileImageUrl,
      payload.teamMembers[0].profileImageUrl,
      payload.teamMembers[1].profileImageUrl,
      payload.pptLink,
      ...urls,
    ]).size,
  ).toBe(6);
  // The URLs are the ones the upload endpoint answered, in order.
  const answers = await Promise.all(
    posts.filter((post) => post.path.startsWith('/api/upload/')).map((post) => uploadedUrl(post.request)),
  );
  expect(answers).toEqual([
    payload.teamLeader.profileImageUrl,
    payload.teamMembers[0].profileImageUrl,
    payload.teamMembers[1].profileImageUrl,
    payload.pptLink,
    ...urls,
  ]);

  // Reset: leader name re-filled, files and progress cleared, draft and kept files gone.
  await expect(labelled(page, 'Competition Name')).toHaveValue('');
  await expect(field(page, 'teamLeader.name')).toHaveValue('Meera Nair 3rd-year');
  await expect(chosenFiles(page)).toHaveCount(0);
  await expect(page.locator('[data-upload-state="uploaded"], [data-upload-state="uploading"]')).toHaveCount(0);
  await expect(page.getByText('No team members added.')).toBeVisible();
  await expect(page.locator('#field-posterImages-hint')).toContainText('(0/5)');
  await page.waitForTimeout(600);
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
  expect(await keptFileCount(page)).toBe(0);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
  await expect(chosenFiles(page)).toHaveCount(0);
});
