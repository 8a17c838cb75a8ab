/**
 * The project nomination form's uploads and connection (spec 1, sections 4 and 8):
 * files refused in the browser, upload failures in spec 1's words, and the device
 * offline. Failures are made with routes on this page only.
 */
import type { Page } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures.ts';
import {
  avif,
  checkStateAtBothWidths,
  errorBanner,
  field,
  labelled,
  pdf,
  png,
  recordPostPaths as recordPosts,
  whileOffline,
} from './support/forms.ts';
import { newUser, openForm, validDraft } from './support/project-form.ts';

test.describe('files refused in the browser', () => {
  test('oversized and wrong-type files get the spec messages, clear the input, and send no request', async ({
    page,
  }) => {
    await openForm(page, newUser(), { ...validDraft('Tara Iyer'), category: 'Industry' });
    const posts = recordPosts(page);
    const cases: Array<[string, Parameters<Page['setInputFiles']>[1], string]> = [
      [
        'teamLeader.profileImageUrl',
        png('big.png', 1024 * 1024 + 1),
        'File too large. Maximum size for profile image is 1MB',
      ],
      [
        'teamLeader.profileImageUrl',
        pdf('cv.pdf'),
        'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only',
      ],
      ['posterImages', png('poster.png', 2 * 1024 * 1024 + 1), 'File too large. Maximum size for poster image is 2MB'],
      [
        'posterImages',
        { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('x') },
        'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only',
      ],
      // Spec 1's table, unlike spec 2's "any image" fields.
      ['posterImages', avif('poster.avif'), 'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only'],
      [
        'industryDetails.certificateUrl',
        pdf('cert.pdf', 5 * 1024 * 1024 + 1),
        'File too large. Maximum size for certificate is 5MB',
      ],
      [
        'industryDetails.certificateUrl',
        png('cert.png'),
        'Invalid file type. Please upload PDF, DOC, DOCX, PPT or PPTX files only',
      ],
    ];
    for (const [path, file, message] of cases) {
      // A photo already uploaded is changed through its hidden input.
      await field(page, path).setInputFiles(file);
      await expect(errorBanner(page), path).toHaveText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator(`#field-${path.replace(/\./g, '-')}-error`)).toHaveText(message);
      await expect(field(page, path)).toHaveValue('');
    }
    await expect(field(page, 'teamLeader.profileImageUrl')).toHaveAttribute('accept', /image\/png/);
    await expect(field(page, 'industryDetails.certificateUrl')).toHaveAttribute('accept', '.pdf,.doc,.docx,.ppt,.pptx');
    expect(posts).toEqual([]);
  });
});

test.describe("upload failures in spec 1's words", () => {
  test('a refusal without a message reads "Upload failed: HTTP error! status: 502…"; an answer naming no file, the server-error text', async ({
    page,
  }, testInfo) => {
    await openForm(page, newUser(), { ...validDraft('Tara Iyer'), posterImages: [] });
    let answer = { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' };
    await page.route(`${API_URL}/api/upload/poster-image`, (route) => route.fulfill(answer));
    await field(page, 'posterImages').setInputFiles(png('one.png'));
    await expect(errorBanner(page)).toHaveText(/Upload failed: HTTP error! status: 502\. Please try again\./);
    await expect(field(page, 'posterImages')).toHaveValue('');
    await checkStateAtBothWidths(page, testInfo, 'project-upload-failed-502', errorBanner(page));

    answer = {
      status: 201,
      body: JSON.stringify({ success: true, data: {}, message: 'Poster image uploaded successfully' }),
      contentType: 'application/json',
    };
    await field(page, 'posterImages').setInputFiles(png('two.png'));
    await expect(errorBanner(page)).toHaveText(/Server error\. Please try again later\./);
    await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(0);
    await expect(labelled(page, 'Project Title')).toHaveValue('Campus Energy Monitor');
  });
});

test.describe('offline', () => {
  test('uploads and submit say the device is offline, send nothing and keep everything', async ({ page, context }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer'));
    const posts = recordPosts(page);
    await whileOffline(context, async () => {
      await field(page, 'posterImages').setInputFiles(png('offline.png'));
      await expect(errorBanner(page)).toHaveText(
        /Device appears to be offline\. Please check your internet connection\./,
      );
      await page.getByRole('button', { name: 'Submit Nomination' }).click();
      await expect(errorBanner(page)).toHaveText(/No internet connection\. Please check your network and try again\./);
      await expect(errorBanner(page)).toBeFocused();
      await expect(labelled(page, 'Project Title')).toHaveValue('Campus Energy Monitor');
      expect(posts).toEqual([]);
    });
    // Back online, the same form goes through.
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Project nomination submitted successfully!/);
  });
});
