/**
 * 'Nominate for Internship / Placement' when something fails (spec 2, sections 4
 * and 8): the photo upload, the post, or the connection. Failures are made with
 * routes on the test's own page, so these tests run in parallel with everything
 * else.
 */
import { API_URL, expect, test } from './support/fixtures.ts';
import {
  chosenFiles,
  errorBanner,
  failPosts,
  labelled,
  pathsOf as paths,
  png,
  recordPosts,
  reloadRestoresDraft,
  whileOffline,
} from './support/forms.ts';
import {
  PROFILE_UPLOAD,
  expectSuccess,
  newUser,
  openForm,
  submitButton,
  validDraft,
} from './support/placement-form.ts';

const NOMINATIONS = `${API_URL}/api/placement-nominations`;

test.describe.configure({ timeout: 120_000 });

test.describe('failures', () => {
  test('the photo upload fails: "Profile image upload failed", no post, the photo stays chosen; banners clear at each submit', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, validDraft(user));
    await labelled(page, 'Profile Photo').setInputFiles(png('me.png'));
    const posts = recordPosts(page);
    let fail = true;
    let release: () => void = () => {};
    let held: Promise<void> = Promise.resolve();
    await page.route(PROFILE_UPLOAD, async (route) => {
      if (fail)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"message":"Disk is full"}',
        });
      await held;
      return route.fallback();
    });
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Profile image upload failed/);
    await expect(errorBanner(page)).toBeFocused();
    expect(paths(posts)).toEqual(['/api/upload/profile-image']);
    await expect(chosenFiles(page)).toHaveText(['me.png']);

    // The next submit clears the old banner at once.
    fail = false;
    held = new Promise<void>((resolve) => (release = resolve));
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Uploading profile image...' })).toBeVisible();
    await expect(errorBanner(page)).toHaveCount(0);
    release();
    await expectSuccess(page);
    expect(paths(posts)).toEqual([
      '/api/upload/profile-image',
      '/api/upload/profile-image',
      '/api/placement-nominations',
    ]);
  });

  test('the post fails: the server message, else "Submission failed"; the uploaded photo is kept and not uploaded again', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, validDraft(user));
    await labelled(page, 'Profile Photo').setInputFiles(png('me.png'));
    const posts = recordPosts(page);
    const failAs = await failPosts(page, NOMINATIONS, 'Duplicate nomination');
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Duplicate nomination/);
    await expect(page.getByText('Photo uploaded')).toBeVisible();
    failAs('bare');
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Submission failed/);
    failAs('reset');
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Submission failed/);
    expect(paths(posts)).toEqual([
      '/api/upload/profile-image',
      '/api/placement-nominations',
      '/api/placement-nominations',
      '/api/placement-nominations',
    ]);
    const sent = posts
      .filter((post) => post.path === '/api/placement-nominations')
      .map((post) => post.request.postDataJSON().student.profileImageUrl);
    expect(new Set(sent).size).toBe(1);

    await reloadRestoresDraft(page);
    await expect(labelled(page, 'Organization Name')).toHaveValue('Acme Labs');
    await expect(page.getByRole('link', { name: /View Photo/ })).toHaveAttribute('href', sent[0]);
  });

  // Spec rule (spec 2, section 8): the placement form has no words of its own for no answer, so it says "Submission
  // failed"; this test used to expect the project form's offline text (spec 1, section 5).
  test('offline: submit says "Submission failed", sends nothing, keeps everything', async ({ page, context }) => {
    const user = newUser();
    await openForm(page, user, validDraft(user));
    await labelled(page, 'Profile Photo').setInputFiles(png('me.png'));
    const posts = recordPosts(page);
    await whileOffline(context, async () => {
      await submitButton(page).click();
      await expect(errorBanner(page)).toHaveText(/Submission failed/);
      await expect(labelled(page, 'Organization Name')).toHaveValue('Acme Labs');
      await expect(chosenFiles(page)).toHaveText(['me.png']);
      expect(posts).toEqual([]);
    });
    await submitButton(page).click();
    await expectSuccess(page);
  });
});
