/**
 * A newcomer's first sign-in (issue 53): `npm start` on the demo backend, run
 * as a person runs it, then the sign-in address it prints, followed in real
 * Chromium through the demo's sign-in page. The site must show the name typed
 * there, not the spec's fallback user ('University User'), which is what it
 * showed while `npm start` left the identity endpoint at Microsoft Graph. The
 * webhook takes the secret from where `npm start` keeps it, as the README's
 * command reads it, and the file goes when `npm start` stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { newPublishDir, START } from '#tests/contract/support/rebuild-runs.ts';
import { expect, hydrated, PHONE, test } from './support/fixtures.ts';

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm start`'s own settings: a throwaway demo database and publish folder, ports of its own. */
function startEnv(publishDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A newcomer sets none of these: the demo backend, its identity endpoint and the site's origin are npm start's choice.
  for (const name of ['PUBLIC_API_HOST', 'SITE_URL', 'PUBLIC_IDENTITY_ME_URL', 'REBUILD_SECRET']) delete env[name];
  return {
    ...env,
    PUBLISH_DIR: publishDir,
    DEMO_API_DB: ':memory:',
    DEMO_API_PORT: '0',
    PORT: String(port),
    REBUILD_PORT: '0',
    REBUILD_EVERY: '1h',
    // Sign-in needs neither pictures nor search, and nothing kept ready for a next run: a lighter first build.
    IMAGES: 'off',
    SEARCH_INDEX: 'off',
    REBUILD_STANDBY: 'off',
  };
}

let child: ChildProcess | undefined;
let publishDir: string | undefined;

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (publishDir) await rm(publishDir, { recursive: true, force: true });
});

test('npm start prints a sign-in address that signs in under the name typed on the demo sign-in page', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  publishDir = await newPublishDir('start-sign-in');
  const port = await freePort();
  child = spawn(process.execPath, [START], {
    cwd: PROJECT_ROOT,
    env: startEnv(publishDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.once('exit', (code) => (output += `\n[npm start exited with ${code}]`));
  await expect
    .poll(() => output, { timeout: 240_000, intervals: [500] })
    .toMatch(/Wall of Fame is running|npm start exited/);
  expect(output).toContain('Wall of Fame is running.');

  // The printed way in is the site's own /login, whatever backend it runs on.
  const site = `http://localhost:${port}`;
  const signInAddress = /^ {2}Sign in: +(\S+)/m.exec(output)?.[1];
  expect(signInAddress).toBe(`${site}/login`);
  const backend = /^ {2}Backend: +(\S+)/m.exec(output)![1]!;

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(signInAddress!);
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
  await page.waitForURL((url) => `${url.origin}${url.pathname}` === `${backend}/auth/login`);
  await page.getByLabel('Name', { exact: true }).fill('Nina Newcomer');
  await page.getByLabel('E-mail', { exact: true }).fill('nina.newcomer@university.edu');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === site && url.pathname !== '/callback');
  await hydrated(page);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null'))).toMatchObject({
    name: 'Nina Newcomer',
    email: 'nina.newcomer@university.edu',
  });
  // The phone's menu names her (spec 1, section 2: 'Signed in as {name}').
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu').getByText('Signed in as Nina Newcomer')).toBeVisible();
  await context.close();

  // The demo's sign-in page reached directly (the address `npm start` used to print) is a sign-in this browser did not
  // start: the site asks the identity endpoint whose token it is. npm start points it at the demo backend's /auth/me,
  // so the answer is Nina again, named with "Not you?", not the fallback user a failed lookup at Graph gave.
  const direct = await browser.newContext();
  const other = await direct.newPage();
  await other.goto(`${backend}/auth/login`);
  await other.getByLabel('Name', { exact: true }).fill('Nina Newcomer');
  await other.getByLabel('E-mail', { exact: true }).fill('nina.newcomer@university.edu');
  await other.getByRole('button', { name: 'Sign in' }).click();
  await other.waitForURL((url) => url.origin === site && url.pathname !== '/callback');
  await hydrated(other);
  await expect(other.getByRole('status').filter({ hasText: 'Not you?' })).toContainText(
    'Signed in as Nina Newcomer (nina.newcomer@university.edu).',
  );
  await direct.close();

  // The README's webhook command reads the secret from where npm start keeps it.
  const secretFile = join(publishDir, 'rebuild-secret');
  const secret = (await readFile(secretFile, 'utf8')).trim();
  expect(output).toContain(`Secret:    ${secret}  (made up for this session, kept in ${secretFile}`);
  const webhook = /on POST (\S+)\/rebuild/.exec(output)![1]!;
  expect((await fetch(`${webhook}/rebuild`, { headers: { Authorization: `Bearer ${secret}` } })).status).toBe(200);
  expect((await fetch(`${webhook}/rebuild`, { headers: { Authorization: 'Bearer not-the-secret' } })).status).toBe(401);

  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  expect(existsSync(secretFile), 'the secret is forgotten when npm start stops').toBe(false);
});
