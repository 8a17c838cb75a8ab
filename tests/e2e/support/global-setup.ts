/**
 * Starts what every end-to-end test shares, once per run: the static server,
 * the demo backend (in-memory database, control endpoints on, its files served
 * under FILES_PATH, not its default /uploads/) and one build of the site
 * against it. Workers read the URLs from the environment.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startDemoApi } from '#scripts/demo-api/server.ts';
import { BuildError, PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { buildSite } from '#scripts/build.ts';
import { startStaticServer } from '#scripts/lib/static-server.ts';
import { FILES_PATH } from './fixtures.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Inside the project: Astro keeps a build's temporary files in the project's .astro/
  // when the output is outside it, and two builds would then share them.
  await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const workDir = await mkdtemp(join(PROJECT_ROOT, '.tmp', 'e2e-'));
  const siteDir = join(workDir, 'site');
  await mkdir(siteDir);

  const site = await startStaticServer({ root: siteDir, port: 0 });
  const api = await startDemoApi({
    port: 0,
    dbPath: ':memory:',
    uploadsDir: join(workDir, 'uploads'),
    filesPath: FILES_PATH,
    siteUrl: site.url,
    control: true,
    quiet: true,
    seed: { hostile: true, entries: Number(process.env.E2E_EXTRA_ENTRIES ?? 400) },
  });

  const started = performance.now();
  // Entries submitted after this moment (by tests) are not in the build.
  process.env.E2E_BUILT_AT = new Date().toISOString();
  try {
    const build = await buildSite({
      outDir: siteDir,
      apiHost: api.url,
      siteUrl: site.url,
      identityMeUrl: `${api.url}/auth/me`,
      cacheDir: join(workDir, 'astro-cache'),
    });
    // What the build reported (dropped records and pictures), for the tests that check its reports.
    await writeFile(join(workDir, 'build-output.txt'), build.output);
  } catch (error) {
    if (error instanceof BuildError) console.error(error.output);
    await Promise.all([site.close(), api.close()]);
    throw error;
  }
  console.log(
    `e2e: site built in ${((performance.now() - started) / 1000).toFixed(1)} s, served at ${site.url}; demo backend at ${api.url}`,
  );

  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_API_URL = api.url;
  process.env.E2E_WORK_DIR = workDir;

  return async () => {
    await Promise.all([site.close(), api.close()]);
    if (!process.env.E2E_KEEP) await rm(workDir, { recursive: true, force: true });
  };
}
