/**
 * 'Nominate Your Competition' checks what it can before sending anything (spec
 * 2, sections 5.1 and 8): every rule's message, files refused in the browser,
 * AVIF pictures taken, and sizes left for the backend to refuse.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  avif,
  checkStateAtBothWidths,
  chosenFiles,
  errorBanner,
  field,
  fieldError,
  labelled,
  MB,
  pathsOf,
  pdf,
  png,
  recordPosts,
  summary,
} from './support/forms.ts';
import {
  UPLOAD,
  expectSuccess,
  newUser,
  nominationPosts,
  openForm,
  submitButton,
  submitExpecting,
  uploadsOf,
  validDraft,
} from './support/competition-form.ts';
import { COMPETITION_EMPTY_FORM, teamMemberRequired } from '#tests/support/spec-messages.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('validation: every rule shows its message and nothing is sent', () => {
  test('an empty form: every required field, the summary, focus on the first invalid field', async ({ page }) => {
    await openForm(page, newUser('Aditi Rao 2'));
    const posts = recordPosts(page);
    // The user's name as given (spec rule: it used to keep only the leading letters, spec 1's rule for projects).
    await expect(field(page, 'teamLeader.name')).toHaveValue('Aditi Rao 2');
    await submitExpecting(page, COMPETITION_EMPTY_FORM);
    await expect(summary(page)).toHaveAttribute('role', 'alert');
    await expect(summary(page).getByRole('heading')).toHaveText(
      'Please correct the following 19 errors before submitting:',
    );
    await expect(field(page, 'category')).toBeFocused();
    await summary(page).getByRole('link', { name: 'Team Leader profile photo is required' }).click();
    await expect(field(page, 'teamLeader.profileImageUrl')).toBeFocused();
    // Choosing the photo satisfies the rule at once (it is uploaded at submit).
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await expect(summary(page).getByRole('link', { name: 'Team Leader profile photo is required' })).toHaveCount(0);
    await expect(fieldError(page, 'teamLeader.profileImageUrl')).toBeEmpty();
    expect(posts).toEqual([]);
  });

  test('a field shows its message when the user leaves it', async ({ page }) => {
    await openForm(page, newUser());
    const name = labelled(page, 'Competition Name');
    await name.focus();
    await name.blur();
    await expect(fieldError(page, 'competitionName')).toBeEmpty();
    await name.fill('Draft');
    await name.fill('');
    await name.blur();
    await expect(fieldError(page, 'competitionName')).toHaveText('Competition name is required');
    await expect(fieldError(page, 'competitionName')).toHaveAttribute('aria-live', 'polite');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  test('limits and formats: name and theme at most 30 with counters; LinkedIn and GitHub must be web addresses', async ({
    page,
  }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer'));
    const posts = recordPosts(page);
    const name = labelled(page, 'Competition Name');
    await name.fill('x'.repeat(40));
    await expect(name).toHaveValue('x'.repeat(30));
    await expect(page.locator('#field-competitionName-hint')).toContainText('30/30');
    const theme = labelled(page, 'Theme');
    await theme.fill('y'.repeat(35));
    await expect(theme).toHaveValue('y'.repeat(30));
    await expect(page.locator('#field-title-hint')).toContainText('30/30');

    await field(page, 'teamLeader.linkedinLink').fill('N/A');
    await labelled(page, 'GitHub Link').fill('javascript:alert(1)');
    await expect(field(page, 'teamLeader.linkedinLink')).toHaveAttribute('type', 'url');
    await expect(labelled(page, 'GitHub Link')).toHaveAttribute('type', 'url');
    await expect(labelled(page, 'Date')).toHaveAttribute('type', 'date');
    const url = 'Please enter a valid URL';
    await submitExpecting(page, { 'teamLeader.linkedinLink': url, githubLink: url });
    await expect(summary(page).getByRole('link')).toHaveCount(2);
    expect(posts).toEqual([]);
  });

  test('lists: members need every field and a photo; outcomes and tech stack keep one row; achievements may reach zero', async ({
    page,
  }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer'));
    const posts = recordPosts(page);
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(page.getByRole('group', { name: 'Team Member 1' })).toBeVisible();
    await expect(page.locator('label[for="field-teamMembers-0-profileImageUrl"]')).toHaveText('Profile Photo*');
    await expect(page.locator('label[for="field-teamMembers-0-linkedinLink"]')).toHaveText(
      'LinkedIn Profile (optional)',
    );

    // Outcomes and tech stack: no remove button while only one row is left.
    await expect(page.getByRole('button', { name: 'Remove Outcome 1' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove Technology 1' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Outcome' }).click();
    await page.getByRole('button', { name: 'Add Technology' }).click();
    await expect(page.getByRole('button', { name: 'Remove Outcome 2' })).toBeVisible();

    // Achievements: a blank one is simply left out.
    await page.getByRole('button', { name: 'Add Achievement' }).click();

    await submitExpecting(page, {
      ...teamMemberRequired(0),
      'teamMembers.0.profileImageUrl': 'Team member profile photo is required',
      'outcome.1': 'Outcome is required',
      'techStack.1': 'Technology is required',
    });
    await expect(summary(page).getByRole('link')).toHaveCount(9);
    await expect(field(page, 'teamMembers.0.linkedinLink')).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Remove Outcome 2' }).click();
    await expect(page.getByRole('button', { name: 'Remove Outcome 1' })).toHaveCount(0);
    await expect(field(page, 'outcome.0')).toHaveValue('Winner');
    await page.getByRole('button', { name: 'Remove Achievement 1' }).click();
    await expect(page.getByText('No achievements added.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('posters: at most 5 in total, uploaded and chosen together', async ({ page }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { posters: 2 }));
    const posts = recordPosts(page);
    await expect(page.locator('#field-posterImages-hint')).toContainText('(2/5)');
    await field(page, 'posterImages').setInputFiles(['a', 'b', 'c', 'd'].map((name) => png(`${name}.png`)));
    await expect(fieldError(page, 'posterImages')).toHaveText('Maximum 5 images allowed');
    await expect(errorBanner(page)).toHaveText(/Maximum 5 images allowed/);
    await expect(chosenFiles(page)).toHaveText(['a.png', 'b.png', 'c.png']);
    await expect(page.locator('#field-posterImages-hint')).toContainText('(5/5)');
    await expect(field(page, 'posterImages')).toBeDisabled();
    // Removing one (an uploaded one) makes room again.
    await page.getByRole('button', { name: 'Remove Poster image 1' }).click();
    await expect(field(page, 'posterImages')).toBeEnabled();
    await expect(page.locator('#field-posterImages-hint')).toContainText('(4/5)');
    await expect(fieldError(page, 'posterImages')).toBeEmpty();
    expect(posts).toEqual([]);
  });
});

test.describe('files refused in the browser', () => {
  // Spec rule (spec 2, section 5.1: "Size limits on the client for this form: not shown"): this test used to refuse
  // a 1 MB + 1 photo, a 5 MB + 1 presentation and a 2 MB + 1 poster in the browser; sizes now go to the backend (below).
  test('wrong-type files get the spec messages and are not kept; nothing is sent', async ({ page }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { leader: false, ppt: false, posters: 0 }));
    const posts = recordPosts(page);
    const cases: Array<[string, Parameters<Page['setInputFiles']>[1], string]> = [
      ['teamLeader.profileImageUrl', pdf('cv.pdf'), 'Unsupported file type. Please upload a valid image.'],
      ['pptLink', png('slide.png'), 'Invalid file type. Please upload PDF, DOC, DOCX, PPT or PPTX files only'],
      [
        'posterImages',
        { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('x') },
        'Unsupported file type. Please upload a valid image.',
      ],
    ];
    for (const [path, file, message] of cases) {
      await field(page, path).setInputFiles(file);
      await expect(errorBanner(page), path).toHaveText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(fieldError(page, path), path).toHaveText(message);
      await expect(field(page, path)).toHaveValue('');
      await expect(chosenFiles(page)).toHaveCount(0);
    }
    await expect(field(page, 'teamLeader.profileImageUrl')).toHaveAttribute('accept', 'image/*');
    await expect(field(page, 'posterImages')).toHaveAttribute('accept', 'image/*');
    await expect(field(page, 'posterImages')).toHaveAttribute('multiple', '');
    // Files of any size are taken: the backend decides (spec 2, section 5.1).
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('big.png', 2 * MB));
    await field(page, 'posterImages').setInputFiles(png('poster.png', 3 * MB));
    // A good file clears the message.
    await field(page, 'pptLink').setInputFiles(pdf('deck.pdf', 6 * MB));
    await expect(fieldError(page, 'pptLink')).toBeEmpty();
    await expect(chosenFiles(page)).toHaveText(['big.png', 'deck.pdf', 'poster.png']);
    expect(posts).toEqual([]);
  });
});

test('AVIF photos and posters are taken (spec 2, section 5.1: they "accept images"), uploaded at submit and stored', async ({
  page,
}, testInfo) => {
  await openForm(page, newUser(), validDraft('Tara Iyer', { leader: false, posters: 0 }));
  await field(page, 'teamLeader.profileImageUrl').setInputFiles(avif('tara.avif'));
  await field(page, 'posterImages').setInputFiles([avif('stage.avif'), png('team.png')]);
  await expect(chosenFiles(page)).toHaveText(['tara.avif', 'stage.avif', 'team.png']);
  await expect(errorBanner(page)).toHaveCount(0);
  await expect(fieldError(page, 'teamLeader.profileImageUrl')).toBeEmpty();
  await expect(fieldError(page, 'posterImages')).toBeEmpty();
  await checkStateAtBothWidths(
    page,
    testInfo,
    'competition-avif-posters',
    page.locator('section', { has: field(page, 'posterImages') }),
  );
  const posts = recordPosts(page);
  await submitButton(page).click();
  await expectSuccess(page);
  expect(await uploadsOf(posts)).toEqual([
    'profile-image tara.avif',
    'poster-image stage.avif',
    'poster-image team.png',
  ]);
  const sent = nominationPosts(posts)[0]!.request.postDataJSON();
  expect(sent.teamLeader.profileImageUrl).toMatch(/\.avif$/);
  expect(sent.posterImages).toEqual([expect.stringMatching(/\.avif$/), expect.stringMatching(/\.png$/)]);
  expect((await fetch(sent.posterImages[0])).headers.get('content-type')).toBe('image/avif');
});

test.describe("sizes are the backend's to refuse (spec 2, sections 5.1 and 8)", () => {
  test('a 6 MB presentation is sent; the backend\'s 413 reads "Error uploading presentation: File too large…" and nothing is nominated', async ({
    page,
  }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { ppt: false, posters: 0 }));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('huge.pdf', 6 * MB));
    const posts = recordPosts(page);
    const answered = page.waitForResponse((response) => response.url() === UPLOAD.document);
    await submitButton(page).click();
    expect((await answered).status()).toBe(413);
    await expect(errorBanner(page)).toHaveText(
      /Error uploading presentation: File too large\. Please reduce file size and try again\./,
    );
    await expect(fieldError(page, 'pptLink')).toHaveText('File too large. Please reduce file size and try again.');
    // (The browser does not show a body this large to the test: the path says which upload it was.)
    expect(pathsOf(posts)).toEqual(['/api/upload/document']);
    expect(nominationPosts(posts)).toEqual([]);
    // The refused file would only fail again: it is dropped, everything else stays.
    await expect(chosenFiles(page)).toHaveCount(0);
    await expect(labelled(page, 'Competition Name')).toHaveValue('Smart India Hackathon');
  });

  test('a 3 MB poster is sent; the backend\'s 413 reads "Error uploading images: File too large…"', async ({
    page,
  }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { posters: 0 }));
    await field(page, 'posterImages').setInputFiles(png('wide.png', 3 * MB));
    const posts = recordPosts(page);
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(
      /Error uploading images: File too large\. Please reduce file size and try again\./,
    );
    expect(pathsOf(posts)).toEqual(['/api/upload/poster-image']);
    expect(nominationPosts(posts)).toEqual([]);
  });
});
