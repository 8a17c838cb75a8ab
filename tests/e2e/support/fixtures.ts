/** What every end-to-end test uses: the site's base URL, the demo backend, users of a test's own and sign-in, axe and screenshots. */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export { expect };

export const SITE_URL = process.env.E2E_SITE_URL ?? '';
export const API_URL = process.env.E2E_API_URL ?? '';
/**
 * Where the demo backend serves files in these tests: not `/uploads/` (its
 * default), because the contract says nothing of where a backend keeps its
 * files, and a site that assumes that path must fail here.
 */
export const FILES_PATH = '/files/';
/** The backend's files: `${FILES_URL}<name>`. */
export const FILES_URL = `${API_URL}${FILES_PATH}`;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export interface TestUser {
  name: string;
  email: string;
}

export const STUDENT: TestUser = { name: 'Aarav Sharma', email: 'student@university.edu' };

let counter = 0;
/** A user of this test alone (drafts, kept files, nominations and sign-in notices are per user); `prefix` starts the e-mail. */
export function newUser(prefix: string, name: string): TestUser {
  counter += 1;
  return { name, email: `${prefix}-${process.pid}-${Date.now()}-${counter}@university.edu` };
}

/** Calls a control endpoint of the demo backend. */
export async function demoControl(path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${API_URL}/__demo/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`demo control ${path} answered ${response.status}: ${await response.text()}`);
  return response.json().catch(() => null);
}

/**
 * Faults for this page only: every request the page makes carries a scope
 * header, and the demo backend applies these faults to that scope alone, so
 * tests running side by side never disturb each other.
 */
export async function pageFaults(page: Page) {
  const scope = `scope-${Math.random().toString(36).slice(2)}`;
  await page.setExtraHTTPHeaders({ 'X-Demo-Scope': scope });
  return {
    set: (faults: Record<string, unknown>) => demoControl('faults', { scope, ...faults }),
    clear: () => demoControl('faults', { scope }),
  };
}

/**
 * Holds the page's requests to `url` (of `method`, when given) until the
 * returned function is called, so a state that lasts only while they are
 * under way (a spinner, "Submitting...") can be checked on any machine: a
 * fixed delay let a loaded machine reach the check after the state had gone.
 */
export async function holdRequests(page: Page, url: string, method?: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await held;
    await route.fallback();
  });
  return release;
}

/** Reads one of the demo backend's public endpoints and returns `data`. */
export async function apiData<T = unknown>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`);
  const body = (await response.json()) as { data: T };
  return body.data;
}

export interface SignInOptions {
  /** Leave `user_data` out of the callback, so the site asks the identity provider ('me'). */
  omitUserData?: boolean;
  /**
   * Arrive at /callback through a link, as if someone else had started the
   * sign-in (the site then shows "Signed in as … Not you? Sign out."). By
   * default the sign-in starts where a user starts it: "Sign in with
   * Microsoft" on /login.
   */
  viaLink?: boolean;
}

/**
 * Signs in through the demo backend's SSO stand-in, exactly as a user does:
 * /login → "Sign in with Microsoft" → the stand-in's sign-in page → the
 * site's /callback with the token. Starts from the current page when it is
 * /login. Returns once the browser is back on the site.
 */
export async function signIn(page: Page, user: TestUser = STUDENT, options: SignInOptions = {}) {
  if (options.viaLink) {
    const params = new URLSearchParams({ name: user.name, email: user.email });
    if (options.omitUserData) params.set('omit_user_data', '1');
    await page.goto(`${API_URL}/auth/login?${params}`);
    return;
  }
  if (page.url() !== `${SITE_URL}/login`) await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
  // /auth/login, with the state the site sends along (echoed back to /callback).
  await page.waitForURL((url) => `${url.origin}${url.pathname}` === `${API_URL}/auth/login`);
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  if (options.omitUserData) await page.getByLabel(/Leave out user_data/).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === SITE_URL);
}

/**
 * Waits until the islands in `scope` (default: the whole page) have been handed to React: those
 * that hydrate by themselves (`client:load`, `client:idle`), not those waiting to be seen
 * (`client:visible`) or reached for (`client:intent`, the top bar). Astro marks an island so as it
 * starts React's hydration, which React finishes in a transition a little later: a key or a click
 * can still come first, as a visitor's can (the search page takes such input when it hydrates).
 */
export async function hydrated(page: Page, scope = 'body') {
  await page.waitForFunction((selector) => {
    const root = document.querySelector(selector);
    return (
      !!root && root.querySelectorAll('astro-island[ssr]:not([client="visible"]):not([client="intent"])').length === 0
    );
  }, scope);
}

/**
 * The panel `button` opens. The button names it only once the top bar has
 * mounted, a render after its island hydrates and after the menu opens: read
 * before, it was `#null`.
 */
export async function controlledBy(button: Locator): Promise<Locator> {
  await expect(button).toHaveAttribute('aria-controls', /\S/);
  return button.page().locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** Goes to a page and waits for its islands. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Opens a protected page signed out, lets the guard send us to /login, then signs in and lands back on it. */
export async function signInTo(page: Page, path: string, user: TestUser = STUDENT) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, user);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/**
 * axe for `page`, in legacy mode: axe runs in the page itself, where by default
 * @axe-core/playwright also opens a blank page to put the results of
 * cross-origin frames together. No page of the site has a frame, so nothing
 * goes untested, and a check takes 1.1-1.7 s instead of 2.0-3.9 s here.
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Fails with a readable list when axe finds any violation. */
export async function expectNoAxeViolations(page: Page, context = '') {
  const results = await axeOf(page).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * Keeps a screenshot as a test artifact, for a person to look at: of the whole
 * page, or of one part of it. Not under CI, which keeps no artifacts: a
 * full-page screenshot of a list at 1280 px costs a second or two of CPU.
 */
export async function keepScreenshot(target: Page | Locator, testInfo: TestInfo, name: string) {
  if (process.env.CI) return;
  const path = testInfo.outputPath(`${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }));
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Checks a page at phone and desktop widths: axe clean, screenshot kept. */
export async function checkAtBothWidths(page: Page, testInfo: TestInfo, name: string, ready?: () => Promise<void>) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await ready?.();
    await expectNoAxeViolations(page, `${name} at ${label} px`);
    await keepScreenshot(page, testInfo, `${name}-${label}`);
  }
}

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(SITE_URL);
  },
});
