/**
 * 'Nominate Your Competition' (spec 2, sections 2.5, 3.1, 4, 5.1, 7.2, 7.3, 8;
 * DESIGN.md house rules). Files are chosen on the device and uploaded at
 * submit, in the spec's order. No backend faults are injected: every failure
 * is made with a route on the test's own page, and an expired session with a
 * token issued already expired for the test's own user, so these tests run in
 * parallel with everything else.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request, TestInfo } from '@playwright/test';
import { API_URL, DESKTOP, expect, hydrated, keepScreenshot, pageFaults, PHONE, signIn, SITE_URL, test, type TestUser } from './support/fixtures.ts';
import {
  avif,
  checkStateAtBothWidths,
  chosenFiles,
  draftKey as draftKeyOf,
  errorBanner,
  expiredToken,
  field,
  fieldError,
  keptFileCount,
  labelled,
  MB,
  newUser as userWithPrefix,
  openForm as openFormAt,
  pathsOf,
  pdf,
  png,
  recordPosts,
  submitExpecting as submitAndExpect,
  successBanner,
  summary,
  watchOverlay,
  type Post,
} from './support/forms.ts';

test.describe.configure({ timeout: 120_000 });

const FORM = '/competitions/nominatecompetitions';
const FORM_ID = 'competition-nomination';
const NOMINATIONS = `${API_URL}/api/competition-nominations`;
const UPLOAD = {
  profile: `${API_URL}/api/upload/profile-image`,
  document: `${API_URL}/api/upload/document`,
  poster: `${API_URL}/api/upload/poster-image`,
};

/** The success banner; uploads and the post run one after another, so a loaded machine gets time. */
const expectSuccess = (page: Page) => expect(successBanner(page)).toHaveText(/Competition nomination submitted successfully!/, { timeout: 30_000 });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Nomination' });
const draftKey = (user: TestUser) => draftKeyOf(FORM_ID, user);
const image = (name: string) => `${API_URL}/uploads/${name}.png`;
const newUser = (name = 'Tara Iyer') => userWithPrefix('competition', name);

/** Goes to the form as a signed-out user does (guard → /login → SSO stand-in → back), optionally with a saved draft. */
async function openForm(page: Page, user: TestUser, draft?: unknown) {
  await openFormAt(page, FORM, user, { draft, formId: FORM_ID });
  await expect(submitButton(page)).toBeEnabled();
}

/** The stored file's URL from an upload's answer (each endpoint answers in its own shape), or undefined when it failed. */
async function uploadedUrl(request: Request): Promise<string | undefined> {
  const response = await request.response();
  if (!response?.ok()) return undefined;
  const body = await response.json();
  return body.data?.url ?? body.imageUrl ?? (body.data?.path ? `${API_URL}${body.data.path}` : undefined);
}

/**
 * The uploads in order as "endpoint file-name". The name is read from the
 * multipart body when the browser shows it, else from the stored file's
 * trailing mark (files kept in IndexedDB are sent from disk; their bodies are
 * not visible to the test).
 */
async function uploadsOf(posts: Post[]): Promise<string[]> {
  const uploads = posts.filter((post) => post.path.startsWith('/api/upload/'));
  return Promise.all(
    uploads.map(async ({ path, request }) => {
      let name = /filename="([^"]+)"/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1];
      if (!name) {
        const url = await uploadedUrl(request);
        const stored = url ? Buffer.from(await (await fetch(url)).arrayBuffer()).toString('latin1') : '';
        name = /#file:([^#]+)#/.exec(stored)?.[1];
      }
      return `${path.replace('/api/upload/', '')} ${name}`;
    }),
  );
}
const nominationPosts = (posts: Post[]) => posts.filter((post) => post.path === '/api/competition-nominations');

const person = (name: string, photo = '') => ({
  name,
  rollNumber: 'R2021CS001',
  programme: 'B.Tech CSE',
  batch: '2021-2025',
  semester: '6',
  year: '3',
  linkedinLink: 'https://www.linkedin.com/in/tara',
  profileImageUrl: photo,
});

/** A complete Hackathon nomination as the draft holds it; files as already uploaded URLs unless left out. */
function validDraft(name: string, files: { leader?: boolean; ppt?: boolean; posters?: number } = {}) {
  const { leader = true, ppt = true, posters = 1 } = files;
  return {
    category: 'Hackathon',
    competitionName: 'Smart India Hackathon',
    organizingBody: 'Ministry of Education',
    level: 'National',
    location: 'New Delhi',
    date: '2024-03-10',
    participationType: 'Team',
    teamLeader: person(name, leader ? image('leader') : ''),
    teamMembers: [],
    title: 'Water for all',
    description: 'A leak detector for village pipelines.',
    outcome: ['Winner'],
    achievements: [],
    technologyDomain: 'IoT',
    techStack: ['React'],
    githubLink: '',
    pptLink: ppt ? `${API_URL}/uploads/deck.pdf` : '',
    posterImages: Array.from({ length: posters }, (_, i) => image(`poster-${i}`)),
    chosenFiles: {},
  };
}

/** Clicks submit and expects `messages` in the error summary and under their fields. */
const submitExpecting = (page: Page, messages: Record<string, string>) => submitAndExpect(page, submitButton(page), messages);

/** Fills the team leader's text fields. */
async function fillLeader(page: Page) {
  for (const [key, value] of Object.entries({ rollNumber: 'R2021CS042', programme: 'B.Tech CSE', batch: '2021-2025', semester: '6', year: '3' })) {
    await field(page, `teamLeader.${key}`).fill(value);
  }
  await field(page, 'teamLeader.linkedinLink').fill('https://www.linkedin.com/in/meera');
}

async function fillMember(page: Page, index: number, name: string) {
  for (const [key, value] of Object.entries({ name, rollNumber: `R2021CS0${50 + index}`, programme: 'B.Tech ECE', batch: '2021-2025', semester: '6', year: '3' })) {
    await field(page, `teamMembers.${index}.${key}`).fill(value);
  }
}

test.describe('signed out', () => {
  test('the form is replaced by the log-in texts while the guard sends the user to sign in', async ({ page, request }) => {
    let redirected = false;
    await page.route(`${SITE_URL}/login`, (route) => {
      redirected = true;
      return route.fulfill({ status: 204 });
    });
    await page.goto(FORM);
    await expect(page.getByRole('heading', { name: 'Nominate Your Competition', level: 1 })).toBeVisible();
    await expect(page.getByText('You need to be logged in to nominate a competition. Please log in to continue.')).toBeVisible();
    await expect(page.getByText('Please log in to access this form.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    // No nomination form (the top bar's search box is a form of its own, outside main).
    await expect(page.locator('main form')).toHaveCount(0);
    expect(redirected).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);

    const html = await (await request.get(`${SITE_URL}${FORM}`)).text();
    expect(html).toContain('Please log in to access this form.');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/component-url="\/_astro\/CompetitionNominationForm\.[\w-]+\.js"/);
    expect(html).toMatch(/client="load"/);
  });
});

test('only the competition form page loads the competition form code', async ({ request }) => {
  for (const path of ['/', '/competitions/hackathons', '/projects/nominateprojects', '/placements-internships/nominateinternships', '/about']) {
    expect(await (await request.get(`${SITE_URL}${path}`)).text(), path).not.toContain('CompetitionNominationForm');
  }
});

test('a complete nomination: files uploaded at submit in the spec order, the exact payload, then a reset form', async ({ page }) => {
  test.setTimeout(180_000);
  const user = { name: 'Meera Nair 3rd-year', email: `competition-full-${process.pid}-${Date.now()}@university.edu` };
  await openForm(page, user);
  // Spec rule (spec 2, section 2.5): the leader's name is the user's as given (it used to keep only the leading letters
  // and spaces, which is spec 1's rule for projects).
  await expect(field(page, 'teamLeader.name')).toHaveValue('Meera Nair 3rd-year');

  await labelled(page, 'Category').selectOption('Hackathon');
  await expect(labelled(page, 'Category').locator('option')).toHaveText(['Select category', 'Hackathon', 'Project Competition', 'Coding Contest']);
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
  await expect(chosenFiles(page)).toHaveText(['leader.png', 'kabir.png', 'zoya.png', 'deck.pdf', 'poster-1.png', 'poster-2.png']);

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
    posterImages: [expect.stringMatching(new RegExp(`^${API_URL}/`)), expect.stringMatching(new RegExp(`^${API_URL}/`))],
    submittedBy: { name: user.name, email: user.email },
  });
  expect(new Set([payload.teamLeader.profileImageUrl, payload.teamMembers[0].profileImageUrl, payload.teamMembers[1].profileImageUrl, payload.pptLink, ...urls]).size).toBe(6);
  // The URLs are the ones the upload endpoint answered, in order.
  const answers = await Promise.all(posts.filter((post) => post.path.startsWith('/api/upload/')).map((post) => uploadedUrl(post.request)));
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

test.describe('validation: every rule shows its message and nothing is sent', () => {
  test('an empty form: every required field, the summary, focus on the first invalid field', async ({ page }) => {
    await openForm(page, newUser('Aditi Rao 2'));
    const posts = recordPosts(page);
    // The user's name as given (spec rule: it used to keep only the leading letters, spec 1's rule for projects).
    await expect(field(page, 'teamLeader.name')).toHaveValue('Aditi Rao 2');
    await submitExpecting(page, {
      category: 'Please select a competition category',
      competitionName: 'Competition name is required',
      organizingBody: 'Organizing body is required',
      level: 'Please select a level',
      location: 'Location is required',
      date: 'Date is required',
      participationType: 'Please select a participation type',
      'teamLeader.rollNumber': 'Team leader roll number is required',
      'teamLeader.programme': 'Team leader programme is required',
      'teamLeader.batch': 'Team leader batch is required',
      'teamLeader.semester': 'Team leader semester is required',
      'teamLeader.year': 'Team leader year is required',
      'teamLeader.linkedinLink': 'Team leader LinkedIn profile is required',
      'teamLeader.profileImageUrl': 'Team Leader profile photo is required',
      title: 'Theme is required',
      description: 'Description is required',
      'outcome.0': 'Outcome is required',
      technologyDomain: 'Please select a technology domain',
      'techStack.0': 'Technology is required',
    });
    await expect(summary(page)).toHaveAttribute('role', 'alert');
    await expect(summary(page).getByRole('heading')).toHaveText('Please correct the following 19 errors before submitting:');
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

  test('limits and formats: name and theme at most 30 with counters; LinkedIn and GitHub must be web addresses', async ({ page }) => {
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

  test('lists: members need every field and a photo; outcomes and tech stack keep one row; achievements may reach zero', async ({ page }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer'));
    const posts = recordPosts(page);
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(page.getByRole('group', { name: 'Team Member 1' })).toBeVisible();
    await expect(page.locator('label[for="field-teamMembers-0-profileImageUrl"]')).toHaveText('Profile Photo*');
    await expect(page.locator('label[for="field-teamMembers-0-linkedinLink"]')).toHaveText('LinkedIn Profile (optional)');

    // Outcomes and tech stack: no remove button while only one row is left.
    await expect(page.getByRole('button', { name: 'Remove Outcome 1' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove Technology 1' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Outcome' }).click();
    await page.getByRole('button', { name: 'Add Technology' }).click();
    await expect(page.getByRole('button', { name: 'Remove Outcome 2' })).toBeVisible();

    // Achievements: a blank one is simply left out.
    await page.getByRole('button', { name: 'Add Achievement' }).click();

    await submitExpecting(page, {
      'teamMembers.0.name': 'Team member name is required',
      'teamMembers.0.rollNumber': 'Team member roll number is required',
      'teamMembers.0.programme': 'Team member programme is required',
      'teamMembers.0.batch': 'Team member batch is required',
      'teamMembers.0.semester': 'Team member semester is required',
      'teamMembers.0.year': 'Team member year is required',
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
      ['posterImages', { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('x') }, 'Unsupported file type. Please upload a valid image.'],
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

test('AVIF photos and posters are taken (spec 2, section 5.1: they "accept images"), uploaded at submit and stored', async ({ page }, testInfo) => {
  await openForm(page, newUser(), validDraft('Tara Iyer', { leader: false, posters: 0 }));
  await field(page, 'teamLeader.profileImageUrl').setInputFiles(avif('tara.avif'));
  await field(page, 'posterImages').setInputFiles([avif('stage.avif'), png('team.png')]);
  await expect(chosenFiles(page)).toHaveText(['tara.avif', 'stage.avif', 'team.png']);
  await expect(errorBanner(page)).toHaveCount(0);
  await expect(fieldError(page, 'teamLeader.profileImageUrl')).toBeEmpty();
  await expect(fieldError(page, 'posterImages')).toBeEmpty();
  await checkStateAtBothWidths(page, testInfo, 'competition-avif-posters', page.locator('section', { has: field(page, 'posterImages') }));
  const posts = recordPosts(page);
  await submitButton(page).click();
  await expectSuccess(page);
  expect(await uploadsOf(posts)).toEqual(['profile-image tara.avif', 'poster-image stage.avif', 'poster-image team.png']);
  const sent = nominationPosts(posts)[0]!.request.postDataJSON();
  expect(sent.teamLeader.profileImageUrl).toMatch(/\.avif$/);
  expect(sent.posterImages).toEqual([expect.stringMatching(/\.avif$/), expect.stringMatching(/\.png$/)]);
  expect((await fetch(sent.posterImages[0])).headers.get('content-type')).toBe('image/avif');
});

test.describe('sizes are the backend\'s to refuse (spec 2, sections 5.1 and 8)', () => {
  test('a 6 MB presentation is sent; the backend\'s 413 reads "Error uploading presentation: File too large…" and nothing is nominated', async ({ page }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { ppt: false, posters: 0 }));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('huge.pdf', 6 * MB));
    const posts = recordPosts(page);
    const answered = page.waitForResponse((response) => response.url() === UPLOAD.document);
    await submitButton(page).click();
    expect((await answered).status()).toBe(413);
    await expect(errorBanner(page)).toHaveText(/Error uploading presentation: File too large\. Please reduce file size and try again\./);
    await expect(fieldError(page, 'pptLink')).toHaveText('File too large. Please reduce file size and try again.');
    // (The browser does not show a body this large to the test: the path says which upload it was.)
    expect(pathsOf(posts)).toEqual(['/api/upload/document']);
    expect(nominationPosts(posts)).toEqual([]);
    // The refused file would only fail again: it is dropped, everything else stays.
    await expect(chosenFiles(page)).toHaveCount(0);
    await expect(labelled(page, 'Competition Name')).toHaveValue('Smart India Hackathon');
  });

  test('a 3 MB poster is sent; the backend\'s 413 reads "Error uploading images: File too large…"', async ({ page }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { posters: 0 }));
    await field(page, 'posterImages').setInputFiles(png('wide.png', 3 * MB));
    const posts = recordPosts(page);
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Error uploading images: File too large\. Please reduce file size and try again\./);
    expect(pathsOf(posts)).toEqual(['/api/upload/poster-image']);
    expect(nominationPosts(posts)).toEqual([]);
  });
});

test('a team member\'s photo that fails to upload does not stop the submission (spec 2, sections 4 and 8)', async ({ page }) => {
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
    return photos === 2 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }) : route.fallback();
  });
  await submitButton(page).click();
  await expectSuccess(page);
  await expect(successBanner(page)).toHaveText(/Team member 1's profile photo could not be uploaded; the nomination was sent without it\./);
  expect(await uploadsOf(posts)).toEqual(['profile-image me.png', 'profile-image kabir.png']);
  const sent = nominationPosts(posts)[0]!.request.postDataJSON();
  expect(sent.teamLeader.profileImageUrl).toMatch(new RegExp(`^${API_URL}/uploads/`));
  expect(sent.teamMembers).toEqual([expect.objectContaining({ name: 'Kabir Das', profileImageUrl: '' })]);
  // The nomination was accepted as sent.
  expect((await nominationPosts(posts)[0]!.request.response())!.ok()).toBe(true);
});

test.describe('upload failures at submit stop the submission and keep the draft', () => {
  test('a presentation failure: "Error uploading presentation: …", no nomination sent; the photo already uploaded is not uploaded again', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer', { leader: false, ppt: false, posters: 0 }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    await field(page, 'posterImages').setInputFiles(png('poster.png'));
    const posts = recordPosts(page);

    let answer = { status: 500, body: { success: false, message: 'Storage is full' } as object };
    await page.route(UPLOAD.document, (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }));
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
    await expect(errorBanner(page)).toHaveText(/Error uploading presentation: Failed to upload ppt\. Please try again\./);
    expect(await uploadsOf(posts)).toEqual(['profile-image me.png', 'document deck.pdf', 'document deck.pdf']);

    // A reload keeps everything: the uploaded photo as a link, the chosen files as files.
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('Draft restored');
    await expect(page.getByRole('link', { name: /View Photo/ })).toHaveAttribute('href', new RegExp(`^${API_URL}/uploads/`));
    await expect(chosenFiles(page)).toHaveText(['deck.pdf', 'poster.png']);

    await page.unroute(UPLOAD.document);
    const retry = recordPosts(page);
    await submitButton(page).click();
    await expectSuccess(page);
    expect(await uploadsOf(retry)).toEqual(['document deck.pdf', 'poster-image poster.png']);
    expect(nominationPosts(retry)).toHaveLength(1);
  });

  test('a poster failure: "Error uploading images: …", no nomination sent; posters already uploaded stay', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer', { posters: 0 }));
    await field(page, 'posterImages').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
    const posts = recordPosts(page);
    let count = 0;
    await page.route(UPLOAD.poster, (route) => {
      count += 1;
      return count === 2 ? route.fulfill({ status: 415, contentType: 'application/json', body: '{"success":false,"message":"nope"}' }) : route.fallback();
    });
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Error uploading images: Unsupported file type\. Please upload a valid image\./);
    expect(await uploadsOf(posts)).toEqual(['poster-image one.png', 'poster-image two.png']);
    expect(nominationPosts(posts)).toEqual([]);
    // One uploaded, the refused one dropped (it would fail again), the third still chosen.
    await expect(page.getByRole('img', { name: 'Poster image 1' })).toBeVisible();
    await expect(chosenFiles(page)).toHaveText(['three.png']);
    await expect(fieldError(page, 'posterImages')).toHaveText('Unsupported file type. Please upload a valid image.');
    await page.waitForTimeout(600);
    const draft = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), draftKey(user));
    expect(draft.data.posterImages).toHaveLength(1);
    expect(draft.data.chosenFiles).toEqual({ posterImages: ['three.png'] });

    await page.unroute(UPLOAD.poster);
    await submitButton(page).click();
    await expectSuccess(page);
    expect((await uploadsOf(posts)).at(-1)).toBe('poster-image three.png');
    expect(nominationPosts(posts)[0]!.request.postDataJSON().posterImages).toHaveLength(2);
  });

  test('the server refuses a photo with 413: the spec text, the file is dropped, nothing else is uploaded', async ({ page }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { leader: false, posters: 0 }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await field(page, 'posterImages').setInputFiles(png('poster.png'));
    const posts = recordPosts(page);
    await page.route(UPLOAD.profile, (route) => route.fulfill({ status: 413, contentType: 'application/json', body: '{"success":false,"message":"too big"}' }));
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/File too large\. Please reduce file size and try again\./);
    await expect(fieldError(page, 'teamLeader.profileImageUrl')).toHaveText('File too large. Please reduce file size and try again.');
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
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Uploading profile image...' })).toBeVisible();
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
  test('the server message, no answer, or the fallback; the draft stays and no file is uploaded twice', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer', { ppt: false }));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    const posts = recordPosts(page);
    let mode: 'message' | 'reset' | 'bare' = 'message';
    await page.route(NOMINATIONS, (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (mode === 'reset') return route.abort('connectionreset');
      const body = mode === 'message' ? { success: false, message: 'Database is unavailable' } : {};
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(body) });
    });
    await submitButton(page).scrollIntoViewIfNeeded();
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Database is unavailable/);
    await expect(errorBanner(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await expect(page.getByText('Presentation uploaded')).toBeVisible();

    mode = 'reset';
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/No response received from server\. Please check your connection\./);
    mode = 'bare';
    await submitButton(page).click();
    await expect(errorBanner(page)).toHaveText(/Failed to submit nomination\. Please try again\./);
    // The presentation went up once; every later attempt reused its URL.
    expect(await uploadsOf(posts)).toEqual(['document deck.pdf']);
    expect(nominationPosts(posts)).toHaveLength(3);
    const links = nominationPosts(posts).map((post) => post.request.postDataJSON().pptLink);
    expect(new Set(links).size).toBe(1);

    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('Draft restored');
    await expect(labelled(page, 'Competition Name')).toHaveValue('Smart India Hackathon');
    await expect(page.getByRole('link', { name: /View Presentation/ })).toHaveAttribute('href', links[0]);
  });
});

test.describe('offline', () => {
  // Spec rule (spec 2, section 8): the competition form words a submission without an answer "No response received from
  // server…"; this test used to expect the project form's offline text (spec 1, section 5).
  test('submit says there is no connection in the competition words, sends nothing and keeps everything', async ({ page, context }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer', { leader: false }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    const posts = recordPosts(page);
    await context.setOffline(true);
    try {
      await submitButton(page).click();
      await expect(errorBanner(page)).toHaveText(/No response received from server\. Please check your connection\./);
      await expect(errorBanner(page)).toBeFocused();
      await expect(labelled(page, 'Competition Name')).toHaveValue('Smart India Hackathon');
      await expect(chosenFiles(page)).toHaveText(['me.png']);
      expect(posts).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    await submitButton(page).click();
    await expectSuccess(page);
    expect(await uploadsOf(posts)).toEqual(['profile-image me.png']);
  });
});

test.describe('drafts never lose anything', () => {
  test('a reload restores typed values and chosen files; Discard draft empties the form and the device', async ({ page }) => {
    const user = newUser('Rohan Gupta');
    await openForm(page, user);
    await labelled(page, 'Competition Name').fill('Draft survives');
    await labelled(page, 'Category').selectOption('Coding Contest');
    await page.getByRole('radio', { name: 'Individual' }).check();
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await field(page, 'teamMembers.0.name').fill('Neha Singh');
    await field(page, 'teamMembers.0.profileImageUrl').setInputFiles(png('neha.png'));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    await field(page, 'posterImages').setInputFiles([png('p1.png'), png('p2.png')]);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toContain('p2.png');
    await expect.poll(() => keptFileCount(page)).toBe(5);

    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('Draft restored');
    await expect(labelled(page, 'Competition Name')).toHaveValue('Draft survives');
    await expect(labelled(page, 'Category')).toHaveValue('Coding Contest');
    await expect(page.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await expect(field(page, 'teamMembers.0.name')).toHaveValue('Neha Singh');
    await expect(chosenFiles(page)).toHaveText(['me.png', 'neha.png', 'deck.pdf', 'p1.png', 'p2.png']);

    // Removing a member forgets its photo; the next member does not inherit it.
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await page.getByRole('button', { name: 'Remove Team Member 1' }).click();
    await expect(page.locator('[data-upload-state]').filter({ has: field(page, 'teamMembers.0.profileImageUrl') })).toHaveAttribute('data-upload-state', 'idle');
    await expect.poll(() => keptFileCount(page)).toBe(4);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(labelled(page, 'Competition Name')).toHaveValue('');
    await expect(field(page, 'teamLeader.name')).toHaveValue('Rohan Gupta');
    await expect(chosenFiles(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
    await expect.poll(() => keptFileCount(page)).toBe(0);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
  });

  test('an upload refused with 401: sign in again, come back with the draft and the chosen files, and it goes through', async ({ page }) => {
    const user = newUser('Leela Menon');
    await openForm(page, user, validDraft('Leela Menon', { leader: false, ppt: false, posters: 0 }));
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    await labelled(page, 'Theme').fill('Through a sign-in');
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));

    await submitButton(page).click();
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await signIn(page, user);
    await expect(page).toHaveURL(`${SITE_URL}${FORM}`);
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('You are signed in again. Your draft has been restored.');
    await expect(labelled(page, 'Theme')).toHaveValue('Through a sign-in');
    await expect(chosenFiles(page)).toHaveText(['me.png', 'deck.pdf']);
    const posts = recordPosts(page);
    await submitButton(page).click();
    await expectSuccess(page);
    expect(await uploadsOf(posts)).toEqual(['profile-image me.png', 'document deck.pdf']);
  });

  test('a nomination refused with 401 after the uploads: the uploaded files come back as links and are not uploaded again', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer', { ppt: false }));
    await labelled(page, 'Presentation (optional)').setInputFiles(pdf('deck.pdf'));
    const posts = recordPosts(page);
    // The backend refuses the nomination, not a Playwright route: a route still active (or removed) while the
    // browser navigates to /login left that page's scripts pending under load, and /login stayed at "Loading...".
    const faults = await pageFaults(page);
    await faults.set({ fail: { [new URL(NOMINATIONS).pathname]: 401 } });
    await submitButton(page).click();
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    // The answers were navigated away from (their bodies are gone): which file it was is checked at the end.
    expect(pathsOf(posts).filter((path) => path.startsWith('/api/upload/'))).toEqual(['/api/upload/document']);
    await faults.clear();

    await signIn(page, user);
    await expect(page).toHaveURL(`${SITE_URL}${FORM}`);
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('You are signed in again. Your draft has been restored.');
    await expect(page.getByText('Presentation uploaded')).toBeVisible();
    const again = recordPosts(page);
    await submitButton(page).click();
    await expectSuccess(page);
    expect(await uploadsOf(again)).toEqual([]);
    const pptLink = nominationPosts(again)[0]!.request.postDataJSON().pptLink as string;
    expect(pptLink).toMatch(new RegExp(`^${API_URL}/uploads/`));
    expect(Buffer.from(await (await fetch(pptLink)).arrayBuffer()).toString('latin1')).toContain('#file:deck.pdf#');
  });
});

/** axe on the page at 390 and 1280 px, with a screenshot of each. */
async function checkFormAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(size);
    const results = await new AxeBuilder({ page }).analyze();
    const found = results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found, `axe at ${label} px`).toEqual([]);
    await keepScreenshot(page, testInfo, `${name}-${label}`);
  }
}

test.describe('accessibility', () => {
  test('axe finds nothing at 390 and 1280 px, empty, with files chosen, and with every error shown; every control has a label', async ({ page }, testInfo) => {
    await openForm(page, newUser());
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    await checkFormAtBothWidths(page, testInfo, 'competition-form');

    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')]
        .filter((control) => (control.labels?.length ?? 0) === 0 && !control.getAttribute('aria-label') && !control.getAttribute('aria-labelledby'))
        .map((control) => control.id || control.name),
    );
    expect(unlabelled).toEqual([]);
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-describedby]')].flatMap((element) =>
        element.getAttribute('aria-describedby')!.split(' ').filter((id) => !document.getElementById(id)),
      ),
    );
    expect(dangling).toEqual([]);

    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await field(page, 'posterImages').setInputFiles([png('p1.png'), png('p2.png')]);
    await labelled(page, 'Presentation (optional)').setInputFiles(png('wrong.png'));
    await expect(errorBanner(page)).toHaveAttribute('role', 'alert');
    await checkFormAtBothWidths(page, testInfo, 'competition-form-files');

    await submitButton(page).click();
    await expect(summary(page)).toBeVisible();
    await checkFormAtBothWidths(page, testInfo, 'competition-form-errors');
  });
});
