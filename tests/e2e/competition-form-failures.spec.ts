/**
 * 'Nominate Your Competition' when something fails (spec 2, sections 4 and 8):
 * an upload at submit, the submit itself, or the connection. No backend faults
 * are injected: every failure is made with a route on the test's own page, so
 * these tests run in parallel with everything else.
 */
import { FILES_URL, expect, test } from './support/fixtures.ts';
import {
  chosenFiles,
  errorBanner,
  failPosts,
  field,
  fieldError,
  labelled,
  pdf,
  png,
  recordPosts,
  reloadRestoresDraft,
  successBanner,
  whileOffline,
} from './support/forms.ts';
import {
  NOMINATIONS,
  UPLOAD,
  draftKey,
  expectSuccess,
  fillMember,
  newUser,
  nominationPosts,
  openForm,
  submitButton,
  submitExpecting,
  uploadsOf,
  validDraft,
} from './support/competition-form.ts';

test.describe.configure({ timeout: 120_000 });

test("a team member's photo that fails to upload does not stop the submission (spec 2, sections 4 and 8)", async ({
  page,
}) => {
  const user = newUser();
  await openForm(page, user, validDraft('Tara Iyer', { leader: false }));
  await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await fillMember(page, 0, 'Kabir Das');
  await field(page, 'teamMembers.0.profileImageUrl').setInputFiles(png('kabir.png'));
  const posts = recordPosts(page);
  let photos = 0;
  await page.route(UPLOAD.profile, (route) => {
    photos += 1;
    // The leader's photo goes through; the member's is answered 500.
    return photos === 2
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
      : route.fallback();
  });
  await submitButton(page).click();
  await expectSuccess(page);
  await expect(successBanner(page)).toHaveText(
    /Team member 1's profile photo could not be uploaded; the nomination was sent without it\./,
  );
  expect(await uploadsOf(posts)).toEqual(['profile-image me.png', 'profile-image kabir.png']);
  const sent = nominationPosts(posts)[0]!.request.postDataJSON();
  expect(sent.teamLeader.profileImageUrl).toMatch(new RegExp(`^${FILES_URL}`));
  expect(sent.teamMembers).toEqual([expect.objectContaining({ name: 'Kabir Das', profileImageUrl: '' })]);
  // The nomination was accepted as sent.
  expect((await nominationPosts(posts)[0]!.request.response())!.ok()).toBe(true);
});

test.describe('upload failures at submit stop the submission and keep the draft', () => {
  test('a presentation failure: "Error uploading presentation: …", no nomination sent; the photo already uploaded is not uploaded again', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer', { leader: false, ppt: false, posters: 0 }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    await field(page, 'posterImages').setInputFiles(png('poster.png'));
    const posts = recordPosts(page);

    let answer = { status: 500, body: { success: false, message: 'Storage is full' } as object };
    await page.route(UPLOAD.document, (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Error uploading presentation: Storage is full/);
    await expect(errorBanner(page)).toBeFocused();
    await expect(fieldError(page, 'pptLink')).toHaveText('Storage is full');
    expect(await uploadsOf(posts)).toEqual(['profile-image me.png', 'document deck.pdf']);
    expect(nominationPosts(posts)).toEqual([]);
    // The photo is uploaded (and kept in the draft); the presentation and poster are still chosen.
    await expect(page.getByText('Photo uploaded')).toBeVisible();
    await expect(chosenFiles(page)).toHaveText(['deck.pdf', 'poster.png']);

    // Without a server message: the spec's fallback.
    answer = { status: 500, body: {} };
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(
      /Error uploading presentation: Failed to upload ppt\. Please try again\./,
    );
    expect(await uploadsOf(posts)).toEqual(['profile-image me.png', 'document deck.pdf', 'document deck.pdf']);

    // A reload keeps everything: the uploaded photo as a link, the chosen files as files.
    await reloadRestoresDraft(page);
    await expect(page.getByRole('link', { name: /View Photo/ })).toHaveAttribute('href', new RegExp(`^${FILES_URL}`));
    await expect(chosenFiles(page)).toHaveText(['deck.pdf', 'poster.png']);

    await page.unroute(UPLOAD.document);
    const retry = recordPosts(page);
    await submitButton(page).click();
    await expectSuccess(page);
    expect(await uploadsOf(retry)).toEqual(['document deck.pdf', 'poster-image poster.png']);
    expect(nominationPosts(retry)).toHaveLength(1);
  });

  test('a poster failure: "Error uploading images: …", no nomination sent; posters already uploaded stay', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer', { posters: 0 }));
    await field(page, 'posterImages').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
    const posts = recordPosts(page);
    let count = 0;
    await page.route(UPLOAD.poster, (route) => {
      count += 1;
      return count === 2
        ? route.fulfill({ status: 415, contentType: 'application/json', body: '{"success":false,"message":"nope"}' })
        : route.fallback();
    });
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(
      /Error uploading images: Unsupported file type\. Please upload a valid image\./,
    );
    expect(await uploadsOf(posts)).toEqual(['poster-image one.png', 'poster-image two.png']);
    expect(nominationPosts(posts)).toEqual([]);
    // One uploaded, the refused one dropped (it would fail again), the third still chosen.
    await expect(page.getByRole('img', { name: 'Poster image 1' })).toBeVisible();
    await expect(chosenFiles(page)).toHaveText(['three.png']);
    await expect(fieldError(page, 'posterImages')).toHaveText('Unsupported file type. Please upload a valid image.');
    // The draft is saved a moment after the last change.
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.data, draftKey(user)))
      .toMatchObject({ posterImages: [expect.any(String)], chosenFiles: { posterImages: ['three.png'] } });

    await page.unroute(UPLOAD.poster);
    await submitButton(page).click();
    await expectSuccess(page);
    expect((await uploadsOf(posts)).at(-1)).toBe('poster-image three.png');
    expect(nominationPosts(posts)[0]!.request.postDataJSON().posterImages).toHaveLength(2);
  });

  test('the server refuses a photo with 413: the spec text, the file is dropped, nothing else is uploaded', async ({
    page,
  }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { leader: false, posters: 0 }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await field(page, 'posterImages').setInputFiles(png('poster.png'));
    const posts = recordPosts(page);
    await page.route(UPLOAD.profile, (route) =>
      route.fulfill({ status: 413, contentType: 'application/json', body: '{"success":false,"message":"too big"}' }),
    );
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/File too large\. Please reduce file size and try again\./);
    await expect(fieldError(page, 'teamLeader.profileImageUrl')).toHaveText(
      'File too large. Please reduce file size and try again.',
    );
    expect(await uploadsOf(posts)).toEqual(['profile-image me.png']);
    expect(nominationPosts(posts)).toEqual([]);
    await expect(chosenFiles(page)).toHaveText(['poster.png']);
    // Submitting again now says the photo is required.
    await page.unroute(UPLOAD.profile);
    await submitExpecting(page, { 'teamLeader.profileImageUrl': 'Team Leader profile photo is required' });
  });

  test('an upload that never answers fails after 60 s with the spec text; the file stays chosen', async ({ page }) => {
    await page.clock.install();
    await openForm(page, newUser(), validDraft('Tara Iyer', { leader: false }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    const posts = recordPosts(page);
    await page.route(UPLOAD.profile, () => {
      // Never answered.
    });
    const requested = page.waitForRequest(UPLOAD.profile);
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Uploading profile image...' })).toBeVisible();
    // The 60 s run from the request: the clock is forwarded only once it is sent.
    await requested;
    // The clock also runs in real time: leave a margin for a loaded machine.
    await page.clock.fastForward(50_000);
    await expect(page.getByRole('dialog', { name: 'Uploading profile image...' })).toBeVisible();
    await page.clock.fastForward(15_000);
    await expect(errorBanner(page)).toHaveText(/Failed to upload profile\. Please try again\./);
    expect(nominationPosts(posts)).toEqual([]);
    await expect(chosenFiles(page)).toHaveText(['me.png']);
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('submit failures', () => {
  test('the server message, no answer, or the fallback; the draft stays and no file is uploaded twice', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer', { ppt: false }));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    const posts = recordPosts(page);
    const failAs = await failPosts(page, NOMINATIONS, 'Database is unavailable');
    await submitButton(page).scrollIntoViewIfNeeded();
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Database is unavailable/);
    await expect(errorBanner(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await expect(page.getByText('Presentation uploaded')).toBeVisible();

    failAs('reset');
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/No response received from server\. Please check your connection\./);
    failAs('bare');
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Failed to submit nomination\. Please try again\./);
    // The presentation went up once; every later attempt reused its URL.
    expect(await uploadsOf(posts)).toEqual(['document deck.pdf']);
    expect(nominationPosts(posts)).toHaveLength(3);
    const links = nominationPosts(posts).map((post) => post.request.postDataJSON().pptLink);
    expect(new Set(links).size).toBe(1);

    await reloadRestoresDraft(page);
    await expect(labelled(page, 'Competition Name')).toHaveValue('Smart India Hackathon');
    await expect(page.getByRole('link', { name: /View Presentation/ })).toHaveAttribute('href', links[0]);
  });
});

test.describe('offline', () => {
  // Spec rule (spec 2, section 8): the competition form words a submission without an answer "No response received from
  // server…"; this test used to expect the project form's offline text (spec 1, section 5).
  test('submit says there is no connection in the competition words, sends nothing and keeps everything', async ({
    page,
    context,
  }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { leader: false }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    const posts = recordPosts(page);
    await whileOffline(context, async () => {
      await submitButton(page).click();
      await expect(errorBanner(page)).toHaveText(/No response received from server\. Please check your connection\./);
      await expect(errorBanner(page)).toBeFocused();
      await expect(labelled(page, 'Competition Name')).toHaveValue('Smart India Hackathon');
      await expect(chosenFiles(page)).toHaveText(['me.png']);
      expect(posts).toEqual([]);
    });
    await submitButton(page).click();
    await expectSuccess(page);
    expect(await uploadsOf(posts)).toEqual(['profile-image me.png']);
  });
});
