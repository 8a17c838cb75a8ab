/**
 * The project nomination form end to end with real uploads (spec 1, sections
 * 2–5, 7, 8): a complete Start-Up nomination with every kind of file, the
 * certificate and video rules, and the upload failures that need fault
 * injection. Serial: these are the only tests that upload certificates and
 * videos, so faults on those two paths touch nothing else.
 */
import type { Page, Request } from '@playwright/test';
import { API_URL, expect, holdRequests, hydrated, test, type TestUser, pageFaults } from './support/fixtures.ts';
import { errorBanner, field, labelled, openForm as openFormAt, pdf, png } from './support/forms.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const FORM = '/projects/nominateprojects';
/** Signs in through the SSO stand-in the way a user would: the guard sends them to /login and back. */
const openForm = (page: Page, user: TestUser) => openFormAt(page, FORM, user);

/**
 * A real MP4 recorded in the page by Chromium's MediaRecorder (about 1 s of a
 * changing canvas). `stretch` multiplies every sample's duration in the file,
 * which makes a real, playable video `stretch` times longer.
 */
async function recordMp4(page: Page, stretch = 1) {
  const base64 = await page.evaluate(async (factor) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/mp4' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 30)}, 80%, 50%)`;
      context.fillRect(0, 0, 64, 48);
    }, 50);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    recorder.stop();
    await new Promise((resolve) => (recorder.onstop = resolve));
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    const view = new DataView(bytes.buffer);
    // Fragmented MP4: sample durations live in each 'trun' box of 'moof' > 'traf'.
    const walk = (start: number, end: number) => {
      for (let at = start; at + 8 <= end; ) {
        const size = view.getUint32(at);
        const type = String.fromCharCode(...bytes.slice(at + 4, at + 8));
        if (type === 'moof' || type === 'traf') walk(at + 8, at + size);
        if (type === 'trun') {
          const flags = view.getUint32(at + 8) & 0xffffff;
          let cursor = at + 16 + (flags & 1 ? 4 : 0) + (flags & 4 ? 4 : 0);
          for (let i = 0; i < view.getUint32(at + 12); i++) {
            if (flags & 0x100) view.setUint32(cursor, view.getUint32(cursor) * factor);
            cursor += [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
          }
        }
        if (size < 8) break;
        at += size;
      }
    };
    if (factor !== 1) walk(0, bytes.length);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, stretch);
  return { name: stretch === 1 ? 'demo.mp4' : 'long.mp4', mimeType: 'video/mp4', buffer: Buffer.from(base64, 'base64') };
}

/** Every request to an upload endpoint or the nomination endpoint the page makes. */
function recordCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/api/`) && request.method() === 'POST') calls.push(request);
  });
  return calls;
}

test('a complete Start-Up nomination with real uploads is sent exactly as specified and shows up as Pending', async ({ page }) => {
  const user = { name: 'Meera Nair 3rd-year', email: 'meera.submit@university.edu' };
  await openForm(page, user);
  // The leader's name is prefilled with the leading letters and spaces of the user's name.
  await expect(field(page, 'teamLeader.name')).toHaveValue('Meera Nair');

  // Category: typing in one block and then switching keeps the typed block in the state, sends only the chosen one.
  await labelled(page, 'Category').selectOption('Industry');
  await field(page, 'industryDetails.name').fill('Acme Corp');
  await labelled(page, 'Category').selectOption('Start-Up');

  await labelled(page, 'Project Title').fill('GreenGrid Energy Analytics');
  await expect(page.getByText('26/30')).toBeVisible();
  for (const [key, value] of Object.entries({ rollNumber: 'R2021CS042', programme: 'B.Tech CSE', batch: '2021-2025', semester: '6', year: '3' })) {
    await field(page, `teamLeader.${key}`).fill(value);
  }
  await field(page, 'teamLeader.linkedinLink').fill('https://www.linkedin.com/in/meera');

  // While an upload runs: the badge, and the submit button waits.
  const releaseUpload = await holdRequests(page, `${API_URL}/api/upload/profile-image`);
  await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('leader.png'));
  await expect(page.getByText('Uploading photo...')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Uploading files...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wait for uploads...' })).toBeDisabled();
  releaseUpload();
  await expect(page.getByText('Photo uploaded')).toBeVisible();
  await page.unroute(`${API_URL}/api/upload/profile-image`);
  await expect(page.getByRole('button', { name: 'Submit Nomination' })).toBeEnabled();
  await expect(page.getByText('Uploading files...')).toHaveCount(0);

  // One team member with a photo (optional for members).
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  for (const [key, value] of Object.entries({ name: 'Kabir Das', rollNumber: 'R2021CS043', programme: 'B.Tech CSE', batch: '2021-2025', semester: '6', year: '3' })) {
    await field(page, `teamMembers.0.${key}`).fill(value);
  }
  await field(page, 'teamMembers.0.profileImageUrl').setInputFiles(png('kabir.png'));
  await expect(page.locator('[data-upload-state="uploaded"]').filter({ has: field(page, 'teamMembers.0.profileImageUrl') })).toBeVisible();

  await labelled(page, 'Problem Statement (max 100 words)').fill('Campus buildings waste energy because nobody can see where it goes.');
  await field(page, 'features.0').fill('Live energy dashboard');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  await field(page, 'features.1').fill('Anomaly alerts');
  await field(page, 'outcome.0').fill('12% lower consumption in the pilot');

  // Achievements: one with a proof, one left blank (dropped on submit).
  await page.getByRole('button', { name: 'Add Achievement' }).click();
  await field(page, 'achievements.0.name').fill('Best Startup Award');
  await field(page, 'achievements.0.proofUrl').setInputFiles(pdf('award.pdf'));
  await expect(page.getByText('Proof uploaded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Add Achievement' }).click();

  await labelled(page, 'Technology Domain').selectOption('IoT');
  await field(page, 'techStack.0').fill('React');
  for (const [key, value] of Object.entries({ name: 'Dr. Kavita Rao', department: 'CSE', email: 'kavita.rao@university.edu', phone: '+91 98765 43210', designation: 'Professor' })) {
    await field(page, `mentor.internalMentor.${key}`).fill(value);
  }
  await labelled(page, 'GitHub Repository URL').fill('https://github.com/example/greengrid');

  // A real video, read and checked in the browser, then uploaded.
  await field(page, 'videoUrl').setInputFiles(await recordMp4(page));
  await expect(page.getByText('Video uploaded successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Video/ })).toHaveAttribute('href', new RegExp(`^${API_URL}/`));

  // Start-Up block.
  await field(page, 'startupDetails.name').fill('GreenGrid');
  await field(page, 'startupDetails.foundationYear').fill('2022');
  await expect(page.getByRole('button', { name: 'Remove Founder 1' })).toHaveCount(0);
  await field(page, 'startupDetails.founders.0.name').fill('Meera Nair');
  await field(page, 'startupDetails.founders.0.role').fill('CEO');
  await field(page, 'startupDetails.description').fill('Energy analytics for campuses.');
  await field(page, 'startupDetails.incubatorName').fill('University Incubator');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await field(page, 'startupDetails.incubationLetterUrl').setInputFiles(pdf('letter.pdf'));
  await expect(page.getByText('Uploading certificate...').or(page.getByText('Certificate uploaded successfully'))).toBeVisible();
  await expect(page.getByText('Certificate uploaded successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Certificate/ })).toBeVisible();
  await expect(page.getByText('Maximum file size: 5MB', { exact: true })).toBeVisible();

  await labelled(page, 'Live Project URL').fill('https://greengrid.example.com');

  // Images: three at once, then one removed.
  await field(page, 'posterImages').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
  await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Project image 3' }).click();
  await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(2);

  // The draft holds the uploaded files' URLs.
  const draftKey = `wof:draft:project-nomination:${user.email}`;
  await expect
    .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.data.posterImages.length, draftKey))
    .toBe(2);

  // Submit, held until the overlay has been seen.
  const releasePost = await holdRequests(page, `${API_URL}/api/project-nominations`, 'POST');
  const sent = page.waitForRequest((request) => request.url() === `${API_URL}/api/project-nominations` && request.method() === 'POST');
  await page.getByRole('button', { name: 'Submit Nomination' }).click();
  await expect(page.getByRole('dialog', { name: 'Submitting your project nomination...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  releasePost();
  const request = await sent;
  const payload = request.postDataJSON();
  const answer = await (await request.response())!.json();

  await expect(page.locator('[data-banner="success"]')).toHaveText(/Project nomination submitted successfully!/);
  await expect(page.locator('[data-banner="success"]')).toBeFocused();
  expect(request.headers().authorization).toMatch(/^Bearer /);

  expect(payload).toMatchObject({
    category: 'Start-Up',
    projectTitle: 'GreenGrid Energy Analytics',
    teamLeader: { name: 'Meera Nair', rollNumber: 'R2021CS042', linkedinLink: 'https://www.linkedin.com/in/meera' },
    features: ['Live energy dashboard', 'Anomaly alerts'],
    outcome: ['12% lower consumption in the pilot'],
    achievements: [{ name: 'Best Startup Award' }],
    technologyDomain: 'IoT',
    techStack: ['React'],
    mentor: { internalMentor: { name: 'Dr. Kavita Rao', email: 'kavita.rao@university.edu' } },
    githubLink: 'https://github.com/example/greengrid',
    liveUrl: 'https://greengrid.example.com',
    startupDetails: {
      name: 'GreenGrid',
      foundationYear: 2022,
      founders: [{ name: 'Meera Nair', role: 'CEO' }],
      incubatorName: 'University Incubator',
      isRegistered: true,
    },
    submittedBy: { name: user.name, email: user.email },
  });
  expect(payload.teamMembers).toHaveLength(1);
  expect(payload.posterImages).toHaveLength(2);
  for (const url of [
    payload.teamLeader.profileImageUrl,
    payload.teamMembers[0].profileImageUrl,
    payload.achievements[0].proofUrl,
    payload.videoUrl,
    payload.startupDetails.incubationLetterUrl,
    ...payload.posterImages,
  ]) {
    expect(url).toMatch(/^https?:\/\//);
  }
  for (const other of ['industryDetails', 'inHouseDetails', 'researchDetails']) expect(payload).not.toHaveProperty(other);

  // Reset to empty with the leader's name prefilled again; the draft is gone.
  await expect(labelled(page, 'Project Title')).toHaveValue('');
  await expect(field(page, 'teamLeader.name')).toHaveValue('Meera Nair');
  await expect(page.getByText('Photo uploaded')).toHaveCount(0);
  await page.waitForTimeout(600);
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();

  // My Project Nominations lists it as Pending.
  const id: string = answer.data.nominationId;
  await page.goto('/projects/my-nominations');
  const row = page.getByRole('link', { name: /GreenGrid Energy Analytics/ });
  await expect(row).toHaveAttribute('href', `/projects/nominations/${id}`);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Start-Up');
  await expect(row).toContainText('Meera Nair');
  await expect(row).toContainText('Submitted on');
  await expect(row).toContainText('View Details');
});

test('category blocks: switching keeps what was typed; Research certificates upload, show a link, and can be removed', async ({ page }) => {
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
  await expect(page.getByRole('link', { name: /View Certificate/ })).toHaveAttribute('href', new RegExp(`^${API_URL}/`));
  await expect(page.getByRole('button', { name: /Change/ })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Certificate' }).click();
  await expect(page.getByText('Certificate uploaded successfully')).toHaveCount(0);
  await expect(certificate).toBeVisible();

  await labelled(page, 'Category').selectOption('Industry');
  await expect(field(page, 'industryDetails.name')).toHaveValue('Acme Corp');
});

test('a certificate upload answered 500 shows the prefixed server-error message, clears the input and keeps the draft', async ({ page }) => {
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

test('video rules are checked in the browser before any request: duration, unreadable file, size and type', async ({ page }) => {
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
  await page.getByRole('button', { name: 'Remove Project Video (optional)' }).click();
  await expect(page.getByText('Video uploaded successfully')).toHaveCount(0);
  await page.waitForTimeout(600);
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('wof:draft:project-nomination:arjun.video@university.edu') ?? 'null'));
  expect(draft?.data.videoUrl ?? '').toBe('');
});

test('an upload that never answers shows the uploading state, then the time-out message after 60 s', async ({ page }) => {
  // 60 s is the time-out of a fast connection. Chromium estimates the connection from what it observed, and on a
  // loaded machine it once said 3g: the 180 s of a slow connection applied, and no message came at 61 s.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' }, configurable: true }));
  await page.clock.install();
  await openForm(page, { name: 'Sara Thomas', email: 'sara.timeout@university.edu' });
  const clip = await recordMp4(page);
  const faults = await pageFaults(page);
  try {
    await faults.set({ hang: ['/api/upload/video'] });
    await field(page, 'videoUrl').setInputFiles(clip);
    await expect(page.getByText('Uploading video...')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Uploading files...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wait for uploads...' })).toBeDisabled();
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
