/**
 * My Project Nominations (spec 1, sections 2, 4 and 8): the signed-in user's
 * own nominations with their status, the empty state, errors, and the guard.
 * Nominations are created through the API with a token of this test's own user.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
  axeOf,
  API_URL,
  FILES_URL,
  demoControl,
  DESKTOP,
  expect,
  holdRequests,
  hydrated,
  keepScreenshot,
  newUser as userWithPrefix,
  PHONE,
  signIn,
  SITE_URL,
  test,
  type TestUser,
} from './support/fixtures.ts';

const PAGE = '/projects/my-nominations';

const newUser = (name = 'Vikram Rao') => userWithPrefix('mine', name);

async function openList(page: Page, user: TestUser) {
  await page.goto(PAGE);
  await expect(page).toHaveURL(`${SITE_URL}/login`);
  await signIn(page, user);
  await expect(page).toHaveURL(`${SITE_URL}${PAGE}`);
  await hydrated(page);
}

/** axe at 390 and 1280 px with screenshots; the top bar's user menu is checked by its own tests. */
async function checkAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const results = await axeOf(page).exclude('header').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe at ${label} px`,
    ).toEqual([]);
    await keepScreenshot(page, testInfo, `${name}-${label}`);
  }
}

/** Submits a valid nomination as `user` straight to the API; returns its id. */
async function nominate(
  user: TestUser,
  title: string,
  category: 'Industry' | 'In-House' | 'Research' | 'Start-Up' = 'In-House',
) {
  const token = ((await demoControl('token', user)) as { data: { token: string } }).data.token;
  const image = `${FILES_URL}seed.png`;
  const person = {
    name: user.name,
    rollNumber: 'R1',
    programme: 'B.Tech CSE',
    batch: '2021-2025',
    semester: '6',
    year: '3',
    linkedinLink: '',
    profileImageUrl: image,
  };
  const details: Record<string, unknown> = {
    Industry: {
      industryDetails: {
        name: 'Acme',
        mentorName: 'A',
        mentorEmail: 'a@acme.com',
        mentorPhone: '+91 98765 43210',
        mentorDesignation: 'CTO',
        description: 'D',
        certificateUrl: image,
      },
    },
    'In-House': {
      inHouseDetails: {
        facultyName: '',
        facultyEmail: '',
        facultyPhone: '',
        facultyDesignation: '',
        projectType: 'Major',
        certificateUrl: '',
      },
    },
    Research: {
      researchDetails: {
        paperTitle: 'P',
        supervisorName: 'S',
        publicationType: 'Journal',
        publicationName: 'J',
        publicationDate: '2024-01-10',
        certificateUrl: image,
      },
    },
    'Start-Up': {
      startupDetails: {
        name: 'S',
        founders: [{ name: 'F', role: 'CEO' }],
        foundationYear: 2022,
        description: 'D',
        incubatorName: 'I',
        isRegistered: true,
        incubationLetterUrl: image,
      },
    },
  };
  const payload = {
    category,
    projectTitle: title,
    teamLeader: person,
    teamMembers: [],
    problemStatement: 'A problem.',
    features: ['A feature'],
    outcome: ['An outcome'],
    achievements: [],
    technologyDomain: 'IoT',
    techStack: ['React'],
    mentor: {
      internalMentor: {
        name: 'Dr. Rao',
        department: 'CSE',
        email: 'rao@university.edu',
        phone: '+91 98765 43210',
        designation: 'Professor',
      },
    },
    githubLink: '',
    liveUrl: '',
    videoUrl: '',
    posterImages: [image, image],
    ...(details[category] as object),
    submittedBy: { name: user.name, email: user.email },
  };
  const response = await fetch(`${API_URL}/api/project-nominations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { data: { nominationId: string } };
  expect(response.status, JSON.stringify(body)).toBeLessThan(300);
  return body.data.nominationId;
}

test('signed out, the page sends the user to sign in and back', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page).toHaveURL(`${SITE_URL}/login`);
  expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(PAGE);
});

test('with no nominations: the empty text and a link to nominate', async ({ page }, testInfo) => {
  await openList(page, newUser());
  await expect(page.getByRole('heading', { name: 'My Project Nominations', level: 1 })).toBeVisible();
  await expect(page.getByText("You haven't submitted any project nominations yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nominate a Project' })).toHaveAttribute('href', '/projects/nominate');
  await checkAtBothWidths(page, testInfo, 'my-nominations-empty');
});

test('each nomination is one link with title, status (Approved, Rejected, Pending), category, leader and date', async ({
  page,
}, testInfo) => {
  const user = newUser('Vikram Rao');
  const pending = await nominate(user, 'Pending Project', 'Research');
  const approved = await nominate(user, 'Approved Project', 'Industry');
  const rejected = await nominate(user, 'Rejected Project', 'Start-Up');
  await demoControl('moderate', { id: approved, action: 'approve' });
  await demoControl('moderate', { id: rejected, action: 'reject' });

  await openList(page, user);
  const rows = page.getByRole('list', { name: 'My Project Nominations' }).getByRole('link');
  await expect(rows).toHaveCount(3);
  for (const [id, title, status, category] of [
    [pending, 'Pending Project', 'Pending', 'Research'],
    [approved, 'Approved Project', 'Approved', 'Industry'],
    [rejected, 'Rejected Project', 'Rejected', 'Start-Up'],
  ] as const) {
    const row = page.getByRole('link', { name: new RegExp(title) });
    await expect(row).toHaveAttribute('href', `/projects/nominations/${id}`);
    await expect(row.getByRole('heading', { name: title })).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', status);
    await expect(row.locator('[data-status]')).toContainText(status);
    await expect(row).toContainText(`Category: ${category}`);
    await expect(row).toContainText('Team Leader: Vikram Rao');
    await expect(row).toContainText('Submitted on: ');
    await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(row).toContainText('View Details');
  }
  // The row is the only interactive element: nothing focusable is nested in it.
  await expect(page.locator('main a a, main a button, main a [tabindex]')).toHaveCount(0);
  await checkAtBothWidths(page, testInfo, 'my-nominations');
});

test('a failed load shows "Error: " with the server message, or the fallback', async ({ page }) => {
  const user = newUser();
  let answer = { status: 500, body: { success: false, message: 'Nominations are being maintained' } as object };
  await page.route(`${API_URL}/api/project-nominations`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
      : route.fallback(),
  );
  await openList(page, user);
  await expect(page.getByRole('alert')).toHaveText('Error: Nominations are being maintained');

  answer = { status: 200, body: { success: false } };
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Error: Failed to fetch nominations');

  answer = { status: 502, body: { oops: true } };
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Error: Failed to fetch nominations');
});

test('while loading, a spinner with its text', async ({ page }) => {
  const user = newUser();
  const release = await holdRequests(page, `${API_URL}/api/project-nominations`, 'GET');
  await page.goto(PAGE);
  await expect(page).toHaveURL(`${SITE_URL}/login`);
  await signIn(page, user);
  await expect(page).toHaveURL(`${SITE_URL}${PAGE}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading your nominations...' })).toBeVisible();
  release();
  await expect(page.getByText("You haven't submitted any project nominations yet.")).toBeVisible();
});

/** What the API says the user's nomination `id` was submitted at. */
async function submittedAt(user: TestUser, id: string): Promise<string> {
  const token = ((await demoControl('token', user)) as { data: { token: string } }).data.token;
  const response = await fetch(`${API_URL}/api/project-nominations`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: Array<{ nominationId: string; submittedAt: string }> };
  return data.find((record) => record.nominationId === id)!.submittedAt;
}

/** React's hydration complaints on the page (a date written one way on the server and another in the browser would be one). */
function hydrationErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

// 'Submitted on' is drawn in the browser, so it is written the browser's way (spec 2, section 2.4: "date in local format"):
// its locale, and the day the moment fell on in its time zone. Pages built ahead keep the site's en-IN (README, Dates).
for (const { locale, timezoneId, shape } of [
  { locale: 'en-US', timezoneId: 'America/New_York', shape: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ },
  { locale: 'de-DE', timezoneId: 'Europe/Berlin', shape: /^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/ },
]) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale, timezoneId });

    test(`'Submitted on' is written the ${locale} way, in the list and on the nomination's own page`, async ({
      page,
    }, testInfo) => {
      const user = newUser('Meera Pillai');
      const id = await nominate(user, 'Locale Project');
      const expected = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: timezoneId }).format(
        new Date(await submittedAt(user, id)),
      );
      expect(expected).toMatch(shape);
      const complaints = hydrationErrors(page);

      await openList(page, user);
      const row = page.getByRole('link', { name: /Locale Project/ });
      await expect(row.locator('time')).toHaveText(expected);
      await expect(row).toContainText(`Submitted on: ${expected}`);
      await checkAtBothWidths(page, testInfo, `my-nominations-${locale}`);

      await row.click();
      await expect(page).toHaveURL(`${SITE_URL}/projects/nominations/${id}`);
      await expect(page.getByText(`Submitted on ${expected}`)).toBeVisible();
      expect(complaints).toEqual([]);
    });

    test('a submission late in the evening UTC shows the day it was where the reader is', async ({ page }) => {
      const user = newUser('Meera Pillai');
      // 23:30 UTC on 27 October 2025 is still the 27th in New York and already the 28th in Berlin.
      const record = {
        nominationId: 'PRJ-2025-LATE01',
        projectTitle: 'Late Project',
        status: 'pending',
        category: 'Research',
        teamLeader: { name: user.name },
        submittedAt: '2025-10-27T23:30:00.000Z',
      };
      await page.route(`${API_URL}/api/project-nominations`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify({ success: true, data: [record], message: '1 project nomination found' }),
            })
          : route.fallback(),
      );
      await openList(page, user);
      await expect(page.getByRole('link', { name: /Late Project/ }).locator('time')).toHaveText(
        locale === 'en-US' ? 'October 27, 2025' : '28. Oktober 2025',
      );
    });
  });
}
