/** Sign-in (spec 1, sections 2, 4 and 8): /login, /callback, the route guard and the session. */
import { API_URL, SITE_URL, checkAtBothWidths, expect, signIn, signInTo, test, visit } from './support/fixtures.ts';
import { expiredToken } from './support/forms.ts';

const PROTECTED = '/projects/my-nominations';

test('the sign-in round trip through the SSO stand-in lands back on the protected page that was asked for', async ({
  page,
}) => {
  await page.goto(`${PROTECTED}?tab=all`);
  await expect(page).toHaveURL(`${SITE_URL}/login`);
  expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(`${PROTECTED}?tab=all`);
  await expect(page.getByRole('heading', { name: 'Sign in to nominate' })).toBeVisible();
  await expect(page.getByText('Use your university credentials to continue')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/auth/login\\?state=[0-9a-f]{32}$`));
  await page.getByLabel(/name/i).first().fill('Riya Menon');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill('riya.menon@university.edu');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(`${SITE_URL}${PROTECTED}?tab=all`);
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    user: JSON.parse(localStorage.getItem('user_info') ?? 'null'),
    redirect: localStorage.getItem('auth_redirect'),
  }));
  expect(session.token).toBeTruthy();
  expect(session.user).toMatchObject({ name: 'Riya Menon', email: 'riya.menon@university.edu' });
  expect(session.redirect).toBeNull();
  // The guard replaced history: going back never returns to the guarded page while signed out.
});

test('the route guard shows Loading... and replaces history with /login', async ({ page }) => {
  await visit(page, '/about');
  await page.goto(PROTECTED);
  await expect(page).toHaveURL(`${SITE_URL}/login`);
  await page.goBack();
  await expect(page).toHaveURL(`${SITE_URL}/about`);
});

test('after /callback the token is neither in the address bar nor in history', async ({ page }) => {
  await visit(page, '/about');
  await signIn(page, { name: 'Dev Patel', email: 'dev.patel@university.edu' });
  await expect(page).toHaveURL(`${SITE_URL}/`);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  expect(page.url()).not.toContain('token');
  expect(await page.evaluate(() => window.location.href)).not.toContain(token!);
  // Walk back through history: no entry carries the token.
  const visited: string[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await page.goBack().catch(() => null);
    if (!response && visited.at(-1) === page.url()) break;
    visited.push(page.url());
  }
  for (const url of visited) {
    expect(url).not.toContain('token=');
    expect(url).not.toContain(token!);
  }
});

test('/callback without a token shows the authentication error', async ({ page }, testInfo) => {
  await page.goto('/callback');
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByText('No authentication token received')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
  expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
  await checkAtBothWidths(page, testInfo, 'callback-error');
});

test('a corrupt user_data fails with "Authentication failed. Please try again." and stores nothing', async ({
  page,
}) => {
  await page.goto('/callback?token=abc&user_data=%7Bnot-json');
  await expect(page.getByText('Authentication failed. Please try again.')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_info')])).toEqual([
    null,
    null,
  ]);
  expect(page.url()).toBe(`${SITE_URL}/callback`);
});

test('without user_data the identity provider is asked who signed in', async ({ page }) => {
  await signIn(page, { name: 'Ishaan Gupta', email: 'ishaan.gupta@university.edu' }, { omitUserData: true });
  await expect(page).toHaveURL(`${SITE_URL}/`);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null'));
  expect(user).toMatchObject({ name: 'Ishaan Gupta', email: 'ishaan.gupta@university.edu' });
  expect(user.id).toBeTruthy();
});

test('when the identity lookup fails the user is stored as University User with an unknown id', async ({ page }) => {
  // The identity provider is the one thing that cannot run here; make its lookup fail.
  await page.route('**/auth/me', (route) => route.fulfill({ status: 500, body: '{}' }));
  await signIn(page, { name: 'Nobody', email: 'nobody@university.edu' }, { omitUserData: true });
  await expect(page).toHaveURL(`${SITE_URL}/`);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null'));
  expect(user).toMatchObject({ name: 'University User', id: 'unknown' });
});

test('an identity endpoint that does not answer costs at most 5 s of "Authenticating...", then the fallback user (issue 49)', async ({
  page,
}) => {
  // The endpoint takes the request and never answers.
  let asked = 0;
  await page.route('**/auth/me', () => void (asked = Date.now()));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Slow Lookup');
  await page.getByLabel('E-mail', { exact: true }).fill('slow.lookup@university.edu');
  await page.getByLabel(/Leave out user_data/).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/callback');
  await expect(page.getByText('Authenticating...')).toBeVisible();
  await page.waitForURL(`${SITE_URL}/`, { timeout: 15_000, waitUntil: 'commit' });
  // From the lookup's request to the landing: the time limit, then storing and going on (14aa028 waited 10 s; a
  // loaded machine takes up to 2 s more for the rest).
  const waited = Date.now() - asked;
  expect(asked).toBeGreaterThan(0);
  expect(waited).toBeGreaterThan(4_500);
  expect(waited).toBeLessThan(8_000);
  await page.waitForLoadState();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null'));
  expect(user).toMatchObject({ name: 'University User', id: 'unknown' });
});

test("a 401 round trip arrives on /login saying why, in spec 1's words; axe finds nothing at 390 and 1280 px (issue 49)", async ({
  page,
}, testInfo) => {
  const user = { name: 'Round Trip', email: `round-trip-${Date.now()}@university.edu` };
  await signInTo(page, PROTECTED, user);
  const noneYet = page.getByText("You haven't submitted any project nominations yet.");
  // Its nominations loaded: a request under way when the session changes would send the page to /login itself,
  // and that navigation would abort the next one.
  await expect(noneYet).toBeVisible();
  // The session expires; the next call to the backend meets a 401.
  await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));
  // It sends the page to /login as soon as it loads: wait for nothing more than the page's start.
  await page.goto(PROTECTED, { waitUntil: 'commit' });
  await expect(page).toHaveURL(`${SITE_URL}/login`, { timeout: 20_000 });
  const why = page.getByRole('alert');
  await expect(why).toContainText('Authentication failed. Please log in again.');
  await expect(page.getByRole('link', { name: 'Sign in with Microsoft' })).toBeVisible();
  await checkAtBothWidths(page, testInfo, 'login-after-401');
  // Said once per round trip: signed in again, it is gone.
  await signIn(page, user);
  await expect(page).toHaveURL(`${SITE_URL}${PROTECTED}`);
  await expect(noneYet).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Sign in with Microsoft' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const hostile of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
  test(`a stored return path of ${JSON.stringify(hostile)} is refused after sign-in`, async ({ page }) => {
    await visit(page, '/about');
    await page.evaluate((value) => localStorage.setItem('auth_redirect', value), hostile);
    await signIn(page, { name: 'Tara Das', email: 'tara.das@university.edu' });
    await expect(page).toHaveURL(`${SITE_URL}/`);
    expect(new URL(page.url()).origin).toBe(SITE_URL);
  });

  test(`/login refuses a return path of ${JSON.stringify(hostile)} when already signed in`, async ({ page }) => {
    await signIn(page, { name: 'Tara Das', email: 'tara.das@university.edu' });
    await expect(page).toHaveURL(`${SITE_URL}/`);
    await page.evaluate((value) => localStorage.setItem('auth_redirect', value), hostile);
    await page.goto('/login');
    await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/(projects/nominateprojects|login)`));
    await page.waitForURL(`${SITE_URL}/projects/nominateprojects`);
  });
}

test('signed in, /login says Redirecting... and goes to the stored return path', async ({ page }) => {
  await signIn(page, { name: 'Anya Rao', email: 'anya.rao@university.edu' });
  await expect(page).toHaveURL(`${SITE_URL}/`);
  await page.evaluate(() => localStorage.setItem('auth_redirect', '/about?from=login'));
  await page.goto('/login');
  await expect(page).toHaveURL(`${SITE_URL}/about?from=login`);
  expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBeNull();
});

test('a corrupt user_info is removed and the user is signed out', async ({ page }) => {
  await visit(page, '/about');
  await page.evaluate(() => {
    localStorage.setItem('auth_token', 'some-token');
    localStorage.setItem('user_info', '{"name": broken');
  });
  await page.reload();
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_info'))).toBeNull();
});

test('logout removes the session, goes home and shows Sign In', async ({ page }) => {
  await signIn(page, { name: 'Neel Joshi', email: 'neel.joshi@university.edu' });
  await expect(page).toHaveURL(`${SITE_URL}/`);
  await visit(page, '/about');
  await page.getByRole('button', { name: 'Account menu for Neel Joshi' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_info')])).toEqual([
    null,
    null,
  ]);
  await visit(page, '/about');
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('the auth state follows a sign-out in another tab', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, { name: 'Zoya Khan', email: 'zoya.khan@university.edu' });
  await expect(first).toHaveURL(`${SITE_URL}/`);
  await first.goto('/about');
  await expect(first.getByRole('button', { name: 'Account menu for Zoya Khan' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/about');
  await second.evaluate(() => {
    localStorage.removeItem('auth_token');
    localStorage.removeItem('user_info');
  });
  await expect(first.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('/login’s card is in the pre-rendered page, with Loading... where the button goes until the auth state is read', async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toContain('Sign in to nominate');
  expect(main).toContain('Use your university credentials to continue');
  expect(main).toContain('Loading...');
  expect(main).not.toContain('Sign in with Microsoft');
});

test('/login has no axe violations at both widths', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Sign in with Microsoft' })).toBeVisible();
  await checkAtBothWidths(page, testInfo, 'login');
});
