/**
 * The project nomination form's certificates and video (spec 1, sections 4, 5
 * and 8): category blocks keep what was typed and Research certificates upload;
 * the video rules are checked in the browser; and the upload failures that need
 * fault injection. Serial: these are the only tests that upload certificates and
 * videos, so faults on those two paths touch nothing else.
 */
import type { Page, Request } from '@playwright/test';
import { API_URL, expect, hydrated, test, pageFaults } from './support/fixtures.ts';
import { errorBanner, field, labelled, pdf } from './support/forms.ts';
import { openForm, recordMp4 } from './support/project-submit.ts';

/** Every request to an upload endpoint or the nomination endpoint the page makes. */
function recordCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/api/`) && request.method() === 'POST') calls.push(request);
  });
  return calls;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('category blocks: switching keeps what was typed; Research certificates upload, show a link, and can be removed', async ({
  page,
}) => {
  await openForm(page, { name: 'Ishaan Verma', email: 'ishaan.research@university.edu' });
  await labelled(page, 'Category').selectOption('Industry');
  await field(page, 'industryDetails.name').fill('Acme Corp');
  await expect(page.getByRole('heading', { name: 'Industry Details' })).toBeVisible();
  await labelled(page, 'Category').selectOption('Research');
  await expect(page.getByRole('heading', { name: 'Industry Details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Research Details' })).toBeVisible();

  const certificate = field(page, 'researchDetails.certificateUrl');
  await certificate.setInputFiles(pdf('paper.pdf'));
  await expect(page.getByText('Certificate uploaded successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Certificate/ })).toHaveAttribute(
    'href',
    new RegExp(`^${API_URL}/`),
  );
  await expect(page.getByRole('button', { name: /Change/ })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Certificate' }).click();
  await expect(page.getByText('Certificate uploaded successfully')).toHaveCount(0);
  await expect(certificate).toBeVisible();

  await labelled(page, 'Category').selectOption('Industry');
  await expect(field(page, 'industryDetails.name')).toHaveValue('Acme Corp');
});

test('a certificate upload answered 500 shows the prefixed server-error message, clears the input and keeps the draft', async ({
  page,
}) => {
  await openForm(page, { name: 'Nisha Kapoor', email: 'nisha.fault500@university.edu' });
  await labelled(page, 'Category').selectOption('Industry');
  await labelled(page, 'Project Title').fill('Kept through a failure');
  const faults = await pageFaults(page);
  try {
    await faults.set({ fail: { '/api/upload/certificate': 500 } });
    await field(page, 'industryDetails.certificateUrl').setInputFiles(pdf('cert.pdf'));
    await expect(errorBanner(page)).toHaveText(/Certificate upload failed: Server error\. Please try again later\./);
    await expect(errorBanner(page)).toHaveAttribute('role', 'alert');
  } finally {
    await faults.clear();
  }
  await expect(field(page, 'industryDetails.certificateUrl')).toHaveValue('');
  await expect(labelled(page, 'Project Title')).toHaveValue('Kept through a failure');
  await page.reload();
  await hydrated(page);
  await expect(labelled(page, 'Project Title')).toHaveValue('Kept through a failure');
});

test('video rules are checked in the browser before any request: duration, unreadable file, size and type', async ({
  page,
}) => {
  await openForm(page, { name: 'Arjun Mehta', email: 'arjun.video@university.edu' });
  const calls = recordCalls(page);
  const video = field(page, 'videoUrl');

  // About 1 s recorded, stretched 150 times; a busy machine records a little less, so any length over 90 s will do.
  await video.setInputFiles(await recordMp4(page, 150));
  await expect(errorBanner(page)).toHaveText(/Video duration exceeds 1\.5 minutes\. Current: \d+ seconds/);
  const seconds = Number(/Current: (\d+) seconds/.exec((await errorBanner(page).textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(90);
  await expect(video).toHaveValue('');

  await video.setInputFiles({ name: 'broken.mp4', mimeType: 'video/mp4', buffer: Buffer.from('this is not a video') });
  await expect(errorBanner(page)).toHaveText(/Invalid video file/);

  await video.setInputFiles({ name: 'huge.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(26 * 1024 * 1024 + 1) });
  await expect(errorBanner(page)).toHaveText(/File too large\. Maximum size for video is 25MB/);

  await video.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(errorBanner(page)).toHaveText(/Invalid video format\. Please upload MP4, WebM, MOV or AVI files only/);

  expect(calls.map((call) => call.url())).toEqual([]);

  // A good video uploads, and removing it clears its URL.
  await video.setInputFiles(await recordMp4(page));
  await expect(page.getByText('Video uploaded successfully')).toBeVisible();
  // The draft is saved a moment after each change.
  const draftVideo = () =>
    page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('wof:draft:project-nomination:arjun.video@university.edu') ?? 'null')?.data
          .videoUrl ?? '',
    );
  await expect.poll(draftVideo).toMatch(/\S/);
  await page.getByRole('button', { name: 'Remove Project Video (optional)' }).click();
  await expect(page.getByText('Video uploaded successfully')).toHaveCount(0);
  await expect.poll(draftVideo).toBe('');
});

test('an upload that never answers shows the uploading state, then the time-out message after 60 s', async ({
  page,
}) => {
  // 60 s is the time-out of a fast connection. Chromium estimates the connection from what it observed, and on a
  // loaded machine it once said 3g: the 180 s of a slow connection applied, and no message came at 61 s.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' }, configurable: true }),
  );
  await page.clock.install();
  await openForm(page, { name: 'Sara Thomas', email: 'sara.timeout@university.edu' });
  const clip = await recordMp4(page);
  const faults = await pageFaults(page);
  try {
    await faults.set({ hang: ['/api/upload/video'] });
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/upload/video'),
    );
    await field(page, 'videoUrl').setInputFiles(clip);
    await expect(page.getByText('Uploading video...')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Uploading files...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wait for uploads...' })).toBeDisabled();
    // The 60 s run from the request, which starts once the video's duration is read: "Uploading video..." shows from
    // the choice, and reading the duration took longer than these steps once on a loaded machine (the clock was
    // forwarded before the time-out was set, and 61 s passed without the message).
    await sent;
    // The page clock keeps running in real time between these steps: leave a loaded machine 5 s.
    await page.clock.fastForward(55_000);
    await expect(page.getByText('Uploading video...')).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(errorBanner(page)).toHaveText(/Upload timed out\. Please try with a smaller file\./);
  } finally {
    await faults.clear();
  }
  await expect(page.getByRole('button', { name: 'Submit Nomination' })).toBeEnabled();
  await expect(field(page, 'videoUrl')).toHaveValue('');
});
