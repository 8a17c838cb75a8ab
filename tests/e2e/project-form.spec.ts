/**
 * The project nomination form's rules, drafts and accessibility (spec 1,
 * sections 2, 4, 5 and 8; DESIGN.md house rules). Nothing here injects
 * backend faults, so these tests run in parallel with everything else: a
 * failing submit is made with a route on this page only, an expired session
 * with a token issued already expired for this test's own user.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { API_URL, DESKTOP, keepScreenshot, PHONE, expect, hydrated, signIn, SITE_URL, test, type TestUser } from './support/fixtures.ts';
import {
  draftKey as draftKeyOf,
  errorBanner,
  expiredToken,
  field,
  labelled,
  newUser as userWithPrefix,
  openForm as openFormAt,
  avif,
  checkStateAtBothWidths,
  pdf,
  png,
  recordPostPaths as recordPosts,
  sentAs,
  submitExpecting as submitAndExpect,
  summary,
} from './support/forms.ts';

const FORM = '/projects/nominateprojects';
const FORM_ID = 'project-nomination';
const draftKey = (user: TestUser) => draftKeyOf(FORM_ID, user);
const newUser = (name = 'Tara Iyer') => userWithPrefix('form', name);
/** Goes to the form the way a signed-out user does: guard → /login → SSO stand-in → back to the form. */
const openForm = (page: Page, user: TestUser, draft?: unknown) => openFormAt(page, FORM, user, { draft, formId: FORM_ID });

/**
 * axe on the page at 390 and 1280 px, with a screenshot of each. The top bar is
 * left out: its signed-in user menu button fails label-content-name-mismatch
 * (reported to its owner); everything this form renders is checked.
 */
async function checkFormAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(size);
    const results = await new AxeBuilder({ page }).exclude('header').analyze();
    const found = results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found, `axe at ${label} px`).toEqual([]);
    await keepScreenshot(page, testInfo, `${name}-${label}`);
  }
}

const image = (name: string) => `${API_URL}/uploads/${name}.png`;

/** A complete, valid In-House nomination as the form's draft holds it (uploaded files as URLs). */
function validDraft(name: string) {
  const person = { name, rollNumber: 'R2021CS001', programme: 'B.Tech CSE', batch: '2021-2025', semester: '6', year: '3', linkedinLink: '', profileImageUrl: image('leader') };
  return {
    category: 'In-House',
    projectTitle: 'Campus Energy Monitor',
    teamLeader: person,
    teamMembers: [],
    problemStatement: 'Energy use on campus is invisible.',
    features: ['Dashboard'],
    outcome: ['Lower bills'],
    achievements: [],
    technologyDomain: 'IoT',
    techStack: ['React'],
    mentor: { internalMentor: { name: 'Dr. Rao', department: 'CSE', email: 'rao@university.edu', phone: '+91 98765 43210', designation: 'Professor' } },
    githubLink: '',
    liveUrl: '',
    videoUrl: '',
    posterImages: [image('one'), image('two')],
    industryDetails: { name: '', mentorName: '', mentorEmail: '', mentorPhone: '', mentorDesignation: '', description: '', certificateUrl: '' },
    inHouseDetails: { facultyName: '', facultyEmail: '', facultyPhone: '', facultyDesignation: '', projectType: '', certificateUrl: '' },
    researchDetails: { paperTitle: '', supervisorName: '', publicationType: '', publicationName: '', publicationDate: '', certificateUrl: '' },
    startupDetails: { name: '', founders: [{ name: '', role: '' }], foundationYear: '', description: '', incubatorName: '', isRegistered: '', incubationLetterUrl: '' },
  };
}

/** Clicks submit and expects `messages` in the error summary and under their fields. */
const submitExpecting = (page: Page, messages: Record<string, string>) =>
  submitAndExpect(page, page.getByRole('button', { name: 'Submit Nomination' }), messages);

test.describe('signed out', () => {
  test('the form is replaced by the log-in texts while the guard sends the user to sign in', async ({ page, request }) => {
    // Answer the redirect to /login with 204 so the browser stays on the form page and its texts can be read.
    let redirected = false;
    await page.route(`${SITE_URL}/login`, (route) => {
      redirected = true;
      return route.fulfill({ status: 204 });
    });
    await page.goto(FORM);
    await expect(page.getByRole('heading', { name: 'Nominate Your Project', level: 1 })).toBeVisible();
    await expect(page.getByText('Please log in to access this form.')).toBeVisible();
    await expect(page.getByText('You need to be logged in to nominate a project. Please log in to continue.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    // No nomination form (the top bar's search box is a form of its own, outside main).
    await expect(page.locator('main form')).toHaveCount(0);
    expect(redirected).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);

    // Without JavaScript the page still says it.
    const html = await (await request.get(`${SITE_URL}${FORM}`)).text();
    expect(html).toContain('Please log in to access this form.');
  });

  test('/projects/nominate serves the same form, pointing at /projects/nominateprojects', async ({ page }) => {
    const user = newUser('Kiran Bose');
    await page.goto('/projects/nominate');
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    await signIn(page, user);
    await expect(page).toHaveURL(`${SITE_URL}/projects/nominate`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Nominate Your Project', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Nomination' })).toBeVisible();
    // Forms are kept out of search results; the alias and the route share one draft per user.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('only the two form pages load the form code', async ({ request }) => {
  const html = async (path: string) => (await request.get(`${SITE_URL}${path}`)).text();
  for (const path of [FORM, '/projects/nominate']) expect(await html(path), path).toMatch(/component-url="\/_astro\/ProjectNominationForm\.[\w-]+\.js"/);
  for (const path of ['/', '/about', '/login', '/projects/industry', '/projects/my-nominations']) {
    expect(await html(path), path).not.toContain('ProjectNominationForm');
  }
});

test.describe('validation: every rule shows its message and nothing is sent', () => {
  test('an empty form: every required field, the summary, focus on the first invalid field', async ({ page }) => {
    const user = newUser('Aditi Rao 2');
    await openForm(page, user);
    const posts = recordPosts(page);
    await expect(field(page, 'teamLeader.name')).toHaveValue('Aditi Rao');
    await submitExpecting(page, {
      category: 'Please select a project category',
      projectTitle: 'Project title is required',
      'teamLeader.rollNumber': 'Team leader roll number is required',
      'teamLeader.programme': 'Team leader programme is required',
      'teamLeader.batch': 'Team leader batch is required',
      'teamLeader.semester': 'Team leader semester is required',
      'teamLeader.year': 'Team leader year is required',
      'teamLeader.profileImageUrl': 'Team Leader profile photo is required',
      problemStatement: 'Problem statement is required',
      'features.0': 'Feature is required',
      'outcome.0': 'Outcome is required',
      technologyDomain: 'Please select a technology domain',
      'techStack.0': 'Technology is required',
      'mentor.internalMentor.name': 'Mentor name is required',
      'mentor.internalMentor.department': 'Mentor department is required',
      'mentor.internalMentor.email': 'Mentor email is required',
      'mentor.internalMentor.phone': 'Mentor phone is required',
      'mentor.internalMentor.designation': 'Mentor designation is required',
      posterImages: 'Please upload at least 2 project images',
    });
    await expect(summary(page)).toHaveAttribute('role', 'alert');
    await expect(summary(page).getByRole('heading')).toHaveText('Please correct the following 19 errors before submitting:');
    await expect(field(page, 'category')).toBeFocused();
    // The summary's links lead to their fields.
    await summary(page).getByRole('link', { name: 'Please upload at least 2 project images' }).click();
    await expect(field(page, 'posterImages')).toBeFocused();
    // Fixing a field removes its message at once.
    await labelled(page, 'Project Title').fill('Fixed');
    await expect(summary(page).getByRole('link', { name: 'Project title is required' })).toHaveCount(0);
    await expect(field(page, 'projectTitle')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('a field shows its message when the user leaves it, not while typing nor when only passing through', async ({ page }) => {
    await openForm(page, newUser());
    const title = labelled(page, 'Project Title');
    // Tabbing through an empty field says nothing yet.
    await title.focus();
    await title.blur();
    await expect(page.locator('#field-projectTitle-error')).toBeEmpty();
    await title.fill('Draft');
    await title.fill('');
    await expect(page.locator('#field-projectTitle-error')).toBeEmpty();
    await title.blur();
    await expect(page.locator('#field-projectTitle-error')).toHaveText('Project title is required');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-projectTitle-error')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('#field-problemStatement-error')).toBeEmpty();
  });

  test('limits and formats: title 30, problem statement 500 with counters; URL, e-mail and phone fields', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, { ...validDraft('Tara Iyer'), category: 'Industry' });
    const posts = recordPosts(page);
    const title = labelled(page, 'Project Title');
    await title.fill('x'.repeat(40));
    await expect(title).toHaveValue('x'.repeat(30));
    await expect(page.locator('#field-projectTitle-hint')).toContainText('30/30');
    const problem = labelled(page, 'Problem Statement (max 100 words)');
    await problem.fill('y'.repeat(520));
    await expect(problem).toHaveValue('y'.repeat(500));
    await expect(page.locator('#field-problemStatement-hint')).toContainText('500/500');

    await field(page, 'teamLeader.linkedinLink').fill('tara');
    await labelled(page, 'GitHub Repository URL').fill('javascript:alert(1)');
    await labelled(page, 'Live Project URL').fill('ftp://example.com');
    await field(page, 'mentor.internalMentor.email').fill('not-an-email');
    await field(page, 'industryDetails.mentorEmail').fill('also@not');
    await expect(field(page, 'teamLeader.linkedinLink')).toHaveAttribute('type', 'url');
    await expect(field(page, 'mentor.internalMentor.email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'mentor.internalMentor.phone')).toHaveAttribute('type', 'tel');
    const url = 'Please enter a valid URL';
    await submitExpecting(page, {
      'teamLeader.linkedinLink': url,
      githubLink: url,
      liveUrl: url,
      'mentor.internalMentor.email': 'Please enter a valid email address',
      'industryDetails.mentorEmail': 'Please enter a valid email address',
    });
    expect(posts).toEqual([]);
  });

  test('phones as people write them and links without https:// are taken; the form says what it will send, and sends it', async ({ page }, testInfo) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer'));
    await field(page, 'mentor.internalMentor.phone').fill('+91 98765 43210 ext 5');
    await field(page, 'teamLeader.linkedinLink').fill('linkedin.com/in/tara');
    await labelled(page, 'GitHub Repository URL').fill('github.com/tara/energy-monitor');
    await labelled(page, 'Live Project URL').fill('https://energy.example.edu');
    await expect(sentAs(page, 'teamLeader.linkedinLink')).toHaveText('Will be sent as https://linkedin.com/in/tara');
    await expect(sentAs(page, 'githubLink')).toHaveText('Will be sent as https://github.com/tara/energy-monitor');
    // Typed with its scheme, a link is sent as typed and needs no note.
    await expect(sentAs(page, 'liveUrl')).toHaveCount(0);
    await labelled(page, 'Live Project URL').blur();
    await expect(page.locator('#field-mentor-internalMentor-phone-error')).toBeEmpty();
    await checkStateAtBothWidths(page, testInfo, 'project-link-without-scheme', page.locator('section', { has: labelled(page, 'GitHub Repository URL') }));

    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url() === `${API_URL}/api/project-nominations`);
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Project nomination submitted successfully!/);
    const payload = (await sent).postDataJSON();
    expect(payload.mentor.internalMentor.phone).toBe('+91 98765 43210 ext 5');
    expect(payload.teamLeader.linkedinLink).toBe('https://linkedin.com/in/tara');
    expect(payload.githubLink).toBe('https://github.com/tara/energy-monitor');
    expect(payload.liveUrl).toBe('https://energy.example.edu');
  });

  test('lists: up to 3 members with required fields; features keep one row; achievements need a proof and may reach zero', async ({ page }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer'));
    const posts = recordPosts(page);
    const addMember = page.getByRole('button', { name: 'Add Team Member' });
    // Each click moves focus into the new row; leaving it empty shows no message that could shift the button away.
    for (let i = 0; i < 3; i++) await addMember.click();
    await expect(addMember).toBeDisabled();
    await expect(page.getByText('Maximum 3 reached.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Team Member 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Team Member 3' }).click();
    await expect(addMember).toBeEnabled();
    await expect(addMember).toBeFocused();
    await page.getByRole('button', { name: 'Remove Team Member 2' }).click();

    // The only feature: removing it leaves one empty row.
    await page.getByRole('button', { name: 'Remove Feature 1' }).click();
    await expect(field(page, 'features.0')).toHaveValue('');
    await expect(page.locator('[id^="field-features-"]:is(input)')).toHaveCount(1);

    // Achievements: a named one without a proof is refused; an unnamed one is simply dropped.
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    await field(page, 'achievements.0.name').fill('Best Project Award');
    await page.getByRole('button', { name: 'Add Achievement' }).click();

    await submitExpecting(page, {
      'teamMembers.0.name': 'Team member name is required',
      'teamMembers.0.rollNumber': 'Team member roll number is required',
      'teamMembers.0.programme': 'Team member programme is required',
      'teamMembers.0.batch': 'Team member batch is required',
      'teamMembers.0.semester': 'Team member semester is required',
      'teamMembers.0.year': 'Team member year is required',
      'features.0': 'Feature is required',
      'achievements.0.proofUrl': 'Each achievement must have a proof document uploaded',
    });
    await expect(summary(page).getByRole('link')).toHaveCount(8);
    await expect(field(page, 'teamMembers.0.profileImageUrl')).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Remove Achievement 2' }).click();
    await page.getByRole('button', { name: 'Remove Achievement 1' }).click();
    await expect(page.getByText('No achievements added.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('category sections: Industry, Research and Start-Up rules; In-House shows both readings of its project type', async ({ page }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer'));
    const posts = recordPosts(page);
    const category = labelled(page, 'Category');

    await category.selectOption('Industry');
    await submitExpecting(page, {
      'industryDetails.name': 'Organization name is required',
      'industryDetails.mentorName': 'Industry mentor name is required',
      'industryDetails.mentorEmail': 'Industry mentor email is required',
      'industryDetails.mentorPhone': 'Industry mentor phone is required',
      'industryDetails.mentorDesignation': 'Industry mentor designation is required',
      'industryDetails.description': 'Description is required',
      'industryDetails.certificateUrl': 'Certificate is required for Industry projects',
    });
    await expect(page.locator('#field-industryDetails-certificateUrl-hint')).toHaveText('Maximum file size: 5MB');

    await category.selectOption('Research');
    await submitExpecting(page, {
      'researchDetails.paperTitle': 'Paper title is required',
      'researchDetails.supervisorName': 'Supervisor name is required',
      'researchDetails.publicationType': 'Please select a publication type',
      'researchDetails.publicationName': 'Publication name is required',
      'researchDetails.publicationDate': 'Publication date is required',
      'researchDetails.certificateUrl': 'Certificate is required for Research projects',
    });
    await expect(field(page, 'researchDetails.publicationDate')).toHaveAttribute('type', 'date');
    await expect(field(page, 'researchDetails.publicationType').locator('option')).toHaveText([
      'Select publication type',
      'Journal',
      'Conference',
      'Book Chapter',
      'Patent',
    ]);

    await category.selectOption('Start-Up');
    await submitExpecting(page, {
      'startupDetails.name': 'Start-up name is required',
      'startupDetails.foundationYear': 'Foundation year is required',
      'startupDetails.founders.0.name': 'Founder name is required',
      'startupDetails.founders.0.role': 'Founder role is required',
      'startupDetails.description': 'Description is required',
      'startupDetails.incubatorName': 'Incubator name is required',
      'startupDetails.isRegistered': 'Please say whether the company is registered',
      'startupDetails.incubationLetterUrl': 'Incubation letter is required for Startup projects',
    });
    const year = field(page, 'startupDetails.foundationYear');
    await expect(year).toHaveAttribute('type', 'number');
    await expect(year).toHaveAttribute('min', '2000');
    const thisYear = new Date().getFullYear();
    await expect(year).toHaveAttribute('max', String(thisYear));
    await year.fill('1999');
    await expect(page.locator('#field-startupDetails-foundationYear-error')).toHaveText('Foundation year must be 2000 or later');
    await year.fill(String(thisYear + 1));
    await expect(page.locator('#field-startupDetails-foundationYear-error')).toHaveText(`Foundation year cannot be later than ${thisYear}`);
    await year.fill(String(thisYear));
    await expect(page.locator('#field-startupDetails-foundationYear-error')).toBeEmpty();
    // Founders: remove only while more than one remains.
    await expect(page.getByRole('button', { name: 'Remove Founder 1' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Founder' }).click();
    await expect(page.getByRole('button', { name: 'Remove Founder 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Founder 2' }).click();
    await expect(page.getByRole('button', { name: 'Remove Founder 1' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'No' })).toBeVisible();

    await category.selectOption('In-House');
    const type = field(page, 'inHouseDetails.projectType');
    await expect(page.locator('label[for="field-inHouseDetails-projectType"]')).toHaveText('Project Type (required)');
    await expect(type.locator('option')).toHaveText(['Select project type (optional)', 'Minor', 'Major']);
    await expect(page.locator('label[for="field-inHouseDetails-certificateUrl"]')).toHaveText('Certificate (optional)');
    expect(posts).toEqual([]);
  });

  test('project images: at least 2, at most 5; the team leader photo is required', async ({ page }) => {
    const draft = { ...validDraft('Tara Iyer'), posterImages: [image('one')] };
    draft.teamLeader = { ...draft.teamLeader, profileImageUrl: '' };
    await openForm(page, newUser(), draft);
    const posts = recordPosts(page);
    await submitExpecting(page, {
      'teamLeader.profileImageUrl': 'Team Leader profile photo is required',
      posterImages: 'Please upload at least 2 project images',
    });
    await expect(field(page, 'teamLeader.profileImageUrl')).toBeFocused();
    expect(posts).toEqual([]);

    // Six chosen at once with one already there: four are uploaded, the rest refused.
    await field(page, 'posterImages').setInputFiles(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => png(`${name}.png`)));
    await expect(page.locator('#field-posterImages-error')).toHaveText('Maximum 5 images allowed');
    await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(5);
    await expect(field(page, 'posterImages')).toBeDisabled();
    await expect(page.locator('#field-posterImages-hint')).toContainText('(5/5)');
    expect(posts.filter((path) => path !== '/api/upload/poster-image')).toEqual([]);
    expect(posts).toHaveLength(4);
  });
});

test.describe('files refused in the browser', () => {
  test('oversized and wrong-type files get the spec messages, clear the input, and send no request', async ({ page }) => {
    await openForm(page, newUser(), { ...validDraft('Tara Iyer'), category: 'Industry' });
    const posts = recordPosts(page);
    const cases: Array<[string, Parameters<Page['setInputFiles']>[1], string]> = [
      ['teamLeader.profileImageUrl', png('big.png', 1024 * 1024 + 1), 'File too large. Maximum size for profile image is 1MB'],
      ['teamLeader.profileImageUrl', pdf('cv.pdf'), 'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only'],
      ['posterImages', png('poster.png', 2 * 1024 * 1024 + 1), 'File too large. Maximum size for poster image is 2MB'],
      ['posterImages', { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('x') }, 'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only'],
      // Spec 1's table, unlike spec 2's "any image" fields.
      ['posterImages', avif('poster.avif'), 'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only'],
      ['industryDetails.certificateUrl', pdf('cert.pdf', 5 * 1024 * 1024 + 1), 'File too large. Maximum size for certificate is 5MB'],
      ['industryDetails.certificateUrl', png('cert.png'), 'Invalid file type. Please upload PDF, DOC, DOCX, PPT or PPTX files only'],
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

test.describe('upload failures in spec 1\'s words', () => {
  test('a refusal without a message reads "Upload failed: HTTP error! status: 502…"; an answer naming no file, the server-error text', async ({ page }, testInfo) => {
    await openForm(page, newUser(), { ...validDraft('Tara Iyer'), posterImages: [] });
    let answer = { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' };
    await page.route(`${API_URL}/api/upload/poster-image`, (route) => route.fulfill(answer));
    await field(page, 'posterImages').setInputFiles(png('one.png'));
    await expect(errorBanner(page)).toHaveText(/Upload failed: HTTP error! status: 502\. Please try again\./);
    await expect(field(page, 'posterImages')).toHaveValue('');
    await checkStateAtBothWidths(page, testInfo, 'project-upload-failed-502', errorBanner(page));

    answer = { status: 201, body: JSON.stringify({ success: true, data: {}, message: 'Poster image uploaded successfully' }), contentType: 'application/json' };
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
    await context.setOffline(true);
    try {
      await field(page, 'posterImages').setInputFiles(png('offline.png'));
      await expect(errorBanner(page)).toHaveText(/Device appears to be offline\. Please check your internet connection\./);
      await page.getByRole('button', { name: 'Submit Nomination' }).click();
      await expect(errorBanner(page)).toHaveText(/No internet connection\. Please check your network and try again\./);
      await expect(errorBanner(page)).toBeFocused();
      await expect(labelled(page, 'Project Title')).toHaveValue('Campus Energy Monitor');
      expect(posts).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    // Back online, the same form goes through.
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Project nomination submitted successfully!/);
  });
});

test.describe('drafts never lose anything', () => {
  test('a reload restores typed text and uploaded files; Discard draft empties the form', async ({ page }) => {
    const user = newUser('Rohan Gupta');
    await openForm(page, user);
    await labelled(page, 'Project Title').fill('Draft survives');
    await labelled(page, 'Category').selectOption('Start-Up');
    await field(page, 'startupDetails.foundationYear').fill('2023');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await field(page, 'teamMembers.0.name').fill('Neha Singh');
    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await expect(page.getByText('Photo uploaded')).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toContain('Neha Singh');

    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('Draft restored');
    await expect(labelled(page, 'Project Title')).toHaveValue('Draft survives');
    await expect(labelled(page, 'Category')).toHaveValue('Start-Up');
    await expect(field(page, 'startupDetails.foundationYear')).toHaveValue('2023');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(field(page, 'teamMembers.0.name')).toHaveValue('Neha Singh');
    await expect(page.getByText('Photo uploaded')).toBeVisible();
    await expect(page.getByRole('link', { name: /View Photo/ })).toHaveAttribute('href', new RegExp(`^${API_URL}/`));

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(labelled(page, 'Project Title')).toHaveValue('');
    await expect(field(page, 'teamLeader.name')).toHaveValue('Rohan Gupta');
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
  });

  test('a failed submit shows the server message or the fallback, scrolls to the top and keeps the draft', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer'));
    await page.route(`${API_URL}/api/project-nominations`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Database is unavailable' }) })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Submit Nomination' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(errorBanner(page)).toHaveText(/Database is unavailable/);
    await expect(errorBanner(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

    await page.unroute(`${API_URL}/api/project-nominations`);
    await page.route(`${API_URL}/api/project-nominations`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(errorBanner(page)).toHaveText(/Failed to submit nomination\. Please try again\./);

    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('Draft restored');
    await expect(labelled(page, 'Project Title')).toHaveValue('Campus Energy Monitor');
    await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(2);
  });

  test('an upload refused with 401: sign in again, come back to the form with the draft, and the file is uploaded', async ({ page }) => {
    const user = newUser('Leela Menon');
    await openForm(page, user);
    await labelled(page, 'Project Title').fill('Through a sign-in');
    // The session expires: the stored token is one the backend no longer accepts.
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));

    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await signIn(page, user);
    await expect(page).toHaveURL(`${SITE_URL}${FORM}`);
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('You are signed in again. Your draft has been restored.');
    await expect(labelled(page, 'Project Title')).toHaveValue('Through a sign-in');
    // The photo that met the 401 was kept (IndexedDB) and is uploaded now.
    await expect(page.getByText('Photo uploaded')).toBeVisible();
  });

  test('a submit refused with 401: sign in again, the draft is back, and the nomination goes through', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer'));
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/login`);

    await signIn(page, user);
    await expect(page).toHaveURL(`${SITE_URL}${FORM}`);
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('You are signed in again. Your draft has been restored.');
    await expect(labelled(page, 'Project Title')).toHaveValue('Campus Energy Monitor');
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Project nomination submitted successfully!/);
  });
});

test.describe('accessibility', () => {
  test('axe finds nothing at 390 and 1280 px, empty and with every error shown; every control has a label', async ({ page }, testInfo) => {
    // Four axe runs over the longest form and full-page screenshots: over a minute on a loaded machine.
    test.slow();
    await openForm(page, newUser());
    await labelled(page, 'Category').selectOption('Start-Up');
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    await checkFormAtBothWidths(page, testInfo, 'project-form');

    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')]
        .filter((control) => control.labels === null || control.labels.length === 0)
        .filter((control) => !control.getAttribute('aria-label') && !control.getAttribute('aria-labelledby'))
        .map((control) => control.id || control.name),
    );
    expect(unlabelled).toEqual([]);
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-describedby]')].flatMap((element) =>
        element
          .getAttribute('aria-describedby')!
          .split(' ')
          .filter((id) => !document.getElementById(id)),
      ),
    );
    expect(dangling).toEqual([]);

    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(summary(page)).toBeVisible();
    await checkFormAtBothWidths(page, testInfo, 'project-form-errors');
  });
});
