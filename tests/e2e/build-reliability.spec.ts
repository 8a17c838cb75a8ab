/** The build against an unreliable or absent backend (issue 4: build-time data). */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { startDemoApi, type DemoApi } from '#scripts/demo-api/server.ts';
import { BuildError, PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { buildSite } from '#scripts/build.ts';
import { expect, test } from './support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

let workDir: string;
let api: DemoApi;

test.beforeAll(async () => {
  await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  workDir = await mkdtemp(join(PROJECT_ROOT, '.tmp', 'build-'));
  api = await startDemoApi({ port: 0, dbPath: ':memory:', uploadsDir: join(workDir, 'uploads'), quiet: true });
});

test.afterAll(async () => {
  await api?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

test('with 5% of calls failing, the build retries and produces exactly the pages of a clean build', async () => {
  test.setTimeout(300_000);
  const clean = join(workDir, 'clean');
  await buildSite({ outDir: clean, apiHost: api.url, cacheDir: join(workDir, 'cache-clean') });

  api.setFaults({ errorRate: 0.05, malformedRate: 0.02 });
  const flaky = join(workDir, 'flaky');
  const result = await buildSite({ outDir: flaky, apiHost: api.url, cacheDir: join(workDir, 'cache-flaky') });
  api.setFaults({});

  const cleanPages = await htmlFiles(clean);
  expect(cleanPages.length).toBeGreaterThan(100);
  expect(await htmlFiles(flaky)).toEqual(cleanPages);
  expect(result.output).toMatch(/^fetch: \d+ entries \(projects \d+, /m);
});

test('with the backend down, the build fails with a message naming the call and a non-zero exit', async () => {
  test.setTimeout(120_000);
  const error = await buildSite({
    outDir: join(workDir, 'down'),
    apiHost: 'http://127.0.0.1:9',
    cacheDir: join(workDir, 'cache-down'),
    reads: { attempts: 2, concurrency: 8, timeoutMs: 30_000 },
  }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BuildError);
  const { message } = error as BuildError;
  expect(message).toMatch(
    /^the backend at http:\/\/127\.0\.0\.1:9 failed: GET \/api\/[\w-]+(\/[\w-]+)* failed after 2 attempts: http:\/\/127\.0\.0\.1:9\/api\/\S+: .*\(network\)/,
  );
});
