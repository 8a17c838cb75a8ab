/**
 * The Submit Achievement form when an upload fails (spec 2, sections 4 and 8):
 * a 500 retried, an answer naming no file, no answer, and the device offline.
 * Failures are made with routes on this page only, so these tests run in
 * parallel with everything else.
 */
import { API_URL, expect, test } from './support/fixtures.ts';
import {
  field,
  fieldError as errorOf,
  pdf,
  png,
  recordPostPaths as recordPosts,
  whileOffline,
} from './support/forms.ts';
import {
  STUDENT,
  higherStudiesDraft,
  newUser,
  openForm,
  submitBanner,
  submitButton,
  uploadAlert,
} from './support/achievement-form.ts';

test.describe('upload failures', () => {
  test('answered 500: retried twice, waiting 1 s then 2 s, then "Server error (500)." and the alert; the input is cleared', async ({
    page,
  }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), student: { ...STUDENT, profileImageUrl: '' } });
    const attempts: number[] = [];
    await page.route(`${API_URL}/api/upload/profile-image`, (route) => {
      attempts.push(Date.now());
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) });
    });
    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await expect(page.getByText('Uploading profile image...')).toBeVisible();
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('Server error (500).', {
      timeout: 15_000,
    });
    await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText(
      'Failed to upload image. Please try again.',
    );
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);
    await expect(field(page, 'student.profileImageUrl')).toHaveValue('');
    await expect(errorOf(page, 'student.profileImageUrl')).toHaveText('Server error (500).');
    // The server's own message wins when it gives one; a 4xx is not retried.
    await page.unroute(`${API_URL}/api/upload/profile-image`);
    attempts.length = 0;
    await page.route(`${API_URL}/api/upload/profile-image`, (route) => {
      attempts.push(Date.now());
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The uploaded file is empty' }),
      });
    });
    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('The uploaded file is empty');
    expect(attempts).toHaveLength(1);
    // The typed form is all still there.
    await expect(field(page, 'higherStudiesDetails.university')).toHaveValue('ETH Zurich');
  });

  test('an answer that names no file: "Server error (201)." (spec 2, section 8), not a made-up text', async ({
    page,
  }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), student: { ...STUDENT, profileImageUrl: '' } });
    await page.route(`${API_URL}/api/upload/profile-image`, (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: null, message: 'Uploaded' }),
      }),
    );
    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('Server error (201).');
    await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText(
      'Failed to upload image. Please try again.',
    );
    await expect(field(page, 'higherStudiesDetails.university')).toHaveValue('ETH Zurich');
  });

  test('no answer at all: "Could not connect to the server. Please check your network." and the author alert', async ({
    page,
  }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    await field(page, 'category').selectOption('Research Publication');
    await page.getByRole('button', { name: 'Add Author' }).click();
    await page.route(`${API_URL}/api/upload/profile-image`, (route) => route.abort('connectionreset'));
    await field(page, 'researchDetails.additionalAuthors.0.profileImageUrl').setInputFiles(png('author.png'));
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText(
      'Could not connect to the server. Please check your network.',
      {
        timeout: 15_000,
      },
    );
    await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText(
      'Failed to upload author image. Please try again.',
    );
    await expect(field(page, 'researchDetails.additionalAuthors.0.profileImageUrl')).toHaveValue('');
  });

  // Spec rule (spec 2, section 8): offline is worded as the achievement catalogue words no answer: an upload "Could not
  // connect to the server…", a submission the server message or "Failed to submit achievement" (this test used to expect
  // spec 1's project texts).
  test('offline: uploads and submit say so in the achievement words, send nothing and keep everything; back online it goes through', async ({
    page,
    context,
  }) => {
    const user = newUser();
    await openForm(page, user, higherStudiesDraft());
    await field(page, 'category').selectOption('Global Certification');
    const posts = recordPosts(page);
    await whileOffline(context, async () => {
      await field(page, 'certificationDetails.pptLink').setInputFiles(pdf('proof.pdf'));
      await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText(
        'Could not connect to the server. Please check your network.',
      );
      await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText(
        'Failed to upload file. Please try again.',
      );
      await field(page, 'category').selectOption('Higher Studies');
      await submitButton(page).click();
      await expect(submitBanner(page)).toHaveText(/Failed to submit achievement/);
      await expect(submitBanner(page)).toBeFocused();
      await expect(field(page, 'higherStudiesDetails.university')).toHaveValue('ETH Zurich');
      expect(posts).toEqual([]);
    });
    await submitButton(page).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Achievement submitted successfully!/);
  });
});
