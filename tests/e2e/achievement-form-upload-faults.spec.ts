/**
 * The Submit Achievement form's document upload failures that need the demo
 * backend's fault injection (spec 2, sections 4 and 8): a 500 with the server's
 * message, a request that never answers. Serial: faults are set only on
 * /api/upload/document, for this page's requests, and cleared in `finally`.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test, pageFaults } from './support/fixtures.ts';
import { field, pathsOf, recordPosts } from './support/forms.ts';
import { openForm, pdf, submitButton } from './support/achievement-submit.ts';

const uploadAlert = (page: Page) =>
  page.locator('[data-banner="error"]').filter({ has: page.locator('[data-upload-alert]') });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a document upload answered 500 by the backend: retried twice, then the server message and the file alert', async ({
  page,
}, testInfo) => {
  const user = { name: 'Meera Nair', email: 'meera.fault500@university.edu' };
  await openForm(page, user);
  await field(page, 'category').selectOption('Global Certification');
  await field(page, 'certificationDetails.certificationName').fill('Kept through a failure');
  const posts = recordPosts(page);
  const faults = await pageFaults(page);
  try {
    await faults.set({ fail: { '/api/upload/document': 500 } });
    await field(page, 'certificationDetails.pptLink').setInputFiles(pdf('proof.pdf'));
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('Injected failure (status 500)', {
      timeout: 20_000,
    });
  } finally {
    await faults.clear();
  }
  await expect(uploadAlert(page)).toHaveAttribute('role', 'alert');
  await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText('Failed to upload file. Please try again.');
  expect(pathsOf(posts)).toEqual(['/api/upload/document', '/api/upload/document', '/api/upload/document']);
  await expect(field(page, 'certificationDetails.pptLink')).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('achievement-upload-alert-1280.png') });
  await page.reload();
  await hydrated(page);
  await expect(field(page, 'certificationDetails.certificationName')).toHaveValue('Kept through a failure');
  // Choosing the file again now works.
  await field(page, 'certificationDetails.pptLink').setInputFiles(pdf('proof.pdf'));
  await expect(page.getByText('Proof uploaded successfully')).toBeVisible();
});

test('a document upload that never answers times out after 60 s, is retried twice, then says it could not connect', async ({
  page,
}) => {
  await page.clock.install();
  const user = { name: 'Meera Nair', email: 'meera.timeout@university.edu' };
  await openForm(page, user);
  await field(page, 'category').selectOption('Research Publication');
  const posts = recordPosts(page);
  const message = uploadAlert(page).locator('[data-upload-message]');
  const faults = await pageFaults(page);
  try {
    await faults.set({ hang: ['/api/upload/document'] });
    await field(page, 'researchDetails.pptLink').setInputFiles(pdf('paper.pdf'));
    await expect(page.getByText('Uploading research paper...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wait for uploads...' })).toBeDisabled();
    await page.clock.fastForward(59_000);
    await expect(page.getByText('Uploading research paper...')).toBeVisible();
    expect(pathsOf(posts)).toEqual(['/api/upload/document']);
    // 60 s, 1 s, 60 s, 2 s, 60 s: forward in steps until the last attempt gives up.
    await expect(async () => {
      await page.clock.fastForward(5_000);
      await expect(message).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 90_000 });
  } finally {
    await faults.clear();
  }
  await expect(message).toHaveText('Could not connect to the server. Please check your network.');
  await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText('Failed to upload file. Please try again.');
  expect(pathsOf(posts)).toEqual(['/api/upload/document', '/api/upload/document', '/api/upload/document']);
  await expect(field(page, 'researchDetails.pptLink')).toHaveValue('');
  await expect(submitButton(page)).toBeEnabled();
});
