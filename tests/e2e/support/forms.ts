/**
 * What the nomination-form tests share: test files, finding fields by path or
 * label, the form's banners and summary, opening a form through the sign-in
 * (and signing in again), drafts, going offline, and what the browser kept or
 * sent.
 */
import type { BrowserContext, Locator, Page, Request, TestInfo } from '@playwright/test';
import {
  API_URL,
  axeOf,
  DESKTOP,
  demoControl,
  expect,
  hydrated,
  keepScreenshot,
  PHONE,
  signIn,
  SITE_URL,
  type TestUser,
} from './fixtures.ts';

/** An 8×8 AVIF (made with sharp): a format outside spec 1's table that spec 2's "any image" fields take. */
export const AVIF = Buffer.from(
  'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAACQAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAgAAAAIAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAsbWRhdBIACgg4CL9pAQ0GkDIWGUJjBMAANAAAkEDJHGFrG3zTC0c5IA==',
  'base64',
);

/** A 1×1 PNG and a minimal PDF. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** Each file ends with its own name, so a stored upload can be told apart; `size` pads it to that many bytes. */
function marked(bytes: Buffer, name: string, size?: number): Buffer {
  const mark = Buffer.from(`#file:${name}#`);
  return Buffer.concat([bytes, mark, Buffer.alloc(Math.max(0, (size ?? 0) - bytes.length - mark.length))]);
}

export const png = (name: string, size?: number) => ({ name, mimeType: 'image/png', buffer: marked(PNG, name, size) });
export const pdf = (name: string, size?: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: marked(PDF, name, size),
});
export const avif = (name: string) => ({ name, mimeType: 'image/avif', buffer: marked(AVIF, name) });

/** The "Will be sent as …" note under the URL field at `path`. */
export const sentAs = (page: Page, path: string) => page.locator(`#${idOf(path)}-hint [data-sent-as]`);

export const MB = 1024 * 1024;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The id of the control for a state path: `teamLeader.name` → `field-teamLeader-name`. */
export const idOf = (path: string) => `field-${path.replace(/\./g, '-')}`;
export const field = (page: Page, path: string) => page.locator(`#${idOf(path)}`);
export const fieldError = (page: Page, path: string) => page.locator(`#${idOf(path)}-error`);

/** The control whose label is exactly `text` (the visual required mark "*" aside). */
export const labelled = (page: Page, text: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(text)}\\*?$`)).and(page.locator('input, select, textarea'));

export const errorBanner = (page: Page) => page.locator('[data-banner="error"]');
export const successBanner = (page: Page) => page.locator('[data-banner="success"]');
export const summary = (page: Page) => page.locator('[data-error-summary]');
/** Files chosen and waiting for the submit (forms that upload at submit). */
export const chosenFiles = (page: Page) => page.locator('[data-chosen-file]');

/** A form's draft in localStorage for `user`. */
export const draftKey = (formId: string, user: TestUser) => `wof:draft:${formId}:${user.email}`;

/**
 * Goes to a form the way a signed-out user does (guard → /login → SSO
 * stand-in → back to the form), with `draft` in storage before the form
 * starts when given; returns once the form greets the user.
 */
export async function openForm(
  page: Page,
  path: string,
  user: TestUser,
  options: { draft?: unknown; formId?: string } = {},
) {
  await page.goto(path);
  await expect(page).toHaveURL(`${SITE_URL}/login`);
  if (options.draft) {
    await page.evaluate(
      ([key, data]) => localStorage.setItem(key as string, JSON.stringify({ version: 1, savedAt: Date.now(), data })),
      [draftKey(options.formId ?? '', user), options.draft],
    );
  }
  await signIn(page, user);
  await expect(page).toHaveURL(`${SITE_URL}${path}`);
  await hydrated(page);
  await expect(page.getByText(`Welcome, ${user.name}!`)).toBeVisible();
}

/** Reloads the form: it hydrates again and says its draft was restored. */
export async function reloadRestoresDraft(page: Page) {
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-draft-notice]')).toHaveText('Draft restored');
}

/** On /login after the backend refused the session (a 401 round trip): it says why, in spec 1's words (issue 49). */
export async function saysSessionRefused(page: Page) {
  await expect(page).toHaveURL(`${SITE_URL}/login`);
  await expect(page.getByRole('alert')).toContainText('Authentication failed. Please log in again.');
}

/** Signs `user` in again from /login, after the backend refused a token (which /login says): back at the form at `path`, its draft restored. */
export async function signInAgain(page: Page, user: TestUser, path: string) {
  await saysSessionRefused(page);
  await signIn(page, user);
  await expect(page).toHaveURL(`${SITE_URL}${path}`);
  await hydrated(page);
  await expect(page.locator('[data-draft-notice]')).toHaveText(
    'You are signed in again. Your draft has been restored.',
  );
}

/** Runs `steps` with the browser offline; it is online again afterwards, even when a step fails. */
export async function whileOffline(context: BrowserContext, steps: () => Promise<void>) {
  await context.setOffline(true);
  try {
    await steps();
  } finally {
    await context.setOffline(false);
  }
}

export interface Post {
  path: string;
  request: Request;
}

/** Every POST the page sends to the backend's API (uploads and submissions), in order. */
export function recordPosts(page: Page): Post[] {
  const posts: Post[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${API_URL}/api/`))
      posts.push({ path: new URL(request.url()).pathname, request });
  });
  return posts;
}

/** The paths of recorded POSTs. */
export const pathsOf = (posts: Post[]) => posts.map((post) => post.path);

/** A token for `user` that the backend already considers expired (this user only; nobody else is affected). */
export async function expiredToken(user: TestUser): Promise<string> {
  const answer = (await demoControl('token', { ...user, ttlSeconds: -60 })) as { data: { token: string } };
  return answer.data.token;
}

/** Collects every text the busy overlay shows; call the result to read them. */
export async function watchOverlay(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { overlays: string[] }).overlays = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[role="dialog"][aria-busy="true"] p')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { overlays: string[] }).overlays);
}

/** How many files are kept on the device (IndexedDB) for this page's user. */
export function keptFileCount(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('wof-pending-files', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('files');
        open.onsuccess = () => {
          const request = open.result.transaction('files', 'readonly').objectStore('files').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as unknown[][]).reduce((sum, files) => sum + files.length, 0));
          };
        };
      }),
  );
}

/**
 * Clicks `submit` and expects each message in the error summary and under its
 * field (invalid, described by it); `only`: and no other message in the summary.
 */
export async function submitExpecting(
  page: Page,
  submit: Locator,
  messages: Record<string, string>,
  { only = false } = {},
) {
  await submit.click();
  await expect(summary(page)).toBeVisible();
  for (const [path, message] of Object.entries(messages)) {
    await expect(summary(page).getByRole('link', { name: message, exact: true }).first(), path).toBeVisible();
    await expect(field(page, path), path).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldError(page, path), path).toHaveText(message);
    await expect(field(page, path), path).toHaveAttribute('aria-describedby', new RegExp(`${idOf(path)}-error`));
  }
  if (only) await expect(summary(page).getByRole('link')).toHaveCount(Object.keys(messages).length);
}

/** The paths of every POST the page sends to the backend's API, in order (a live list). */
export function recordPostPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${API_URL}/api/`))
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * One state of a form at 390 and 1280 px: axe finds nothing in the page's main
 * content (the top bar has its own tests), and a screenshot of `part` (the
 * state's field or section) is kept as `{name}-390.png` and `{name}-1280.png`.
 */
export async function checkStateAtBothWidths(page: Page, testInfo: TestInfo, name: string, part: Locator) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await part.scrollIntoViewIfNeeded();
    const results = await axeOf(page).include('main').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe at ${label} px`,
    ).toEqual([]);
    await keepScreenshot(part, testInfo, `${name}-${label}`);
  }
}

/**
 * Opens the form at `path` signed out, the guard's redirect to /login answered
 * 204 so the browser stays on the page: it shows `heading`, the log-in texts
 * (`why` is the form's own sentence) and no nomination form, and the guard
 * went for /login, keeping `path` to come back to.
 */
export async function expectLogInTexts(page: Page, path: string, heading: string, why: string) {
  let redirected = false;
  await page.route(`${SITE_URL}/login`, (route) => {
    redirected = true;
    return route.fulfill({ status: 204 });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText('Please log in to access this form.')).toBeVisible();
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  // No nomination form (the top bar's search box is a form of its own, outside main).
  await expect(page.locator('main form')).toHaveCount(0);
  expect(redirected).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(path);
}

/** Every control of the page's forms has a label (its own, aria-label or aria-labelledby). */
export async function expectEveryControlLabelled(page: Page) {
  const unlabelled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')]
      .filter(
        (control) =>
          (control.labels?.length ?? 0) === 0 &&
          !control.getAttribute('aria-label') &&
          !control.getAttribute('aria-labelledby'),
      )
      .map((control) => control.id || control.name),
  );
  expect(unlabelled).toEqual([]);
}

/** Every id an aria-describedby names is on the page. */
export async function expectNoDanglingDescriptions(page: Page) {
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-describedby]')].flatMap((element) =>
      element
        .getAttribute('aria-describedby')!
        .split(' ')
        .filter((id) => !document.getElementById(id)),
    ),
  );
  expect(dangling).toEqual([]);
}

/**
 * Fails the page's POSTs to `url`; returns the function that says how: with a
 * 500 and `message` (the start), a 500 with an empty body ('bare'), or a reset
 * connection ('reset').
 */
export async function failPosts(page: Page, url: string, message: string) {
  let mode: 'message' | 'bare' | 'reset' = 'message';
  await page.route(url, (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (mode === 'reset') return route.abort('connectionreset');
    const body = mode === 'message' ? { success: false, message } : {};
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return (next: 'bare' | 'reset') => {
    mode = next;
  };
}
