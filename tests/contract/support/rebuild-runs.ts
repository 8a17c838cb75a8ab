/**
 * `npm run rebuild` and the scripts beside it, run as a user runs them (child
 * processes of the project's Node) against a test's demo backend and
 * PUBLISH_DIR, and the live release they leave.
 */
import { spawn } from 'node:child_process';
import { mkdir, readlink, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import type { TestApi } from './demo-api.ts';
import { fileHashes } from './release-trees.ts';

export const SITE = 'http://localhost:4321';
export const CLI = join(PROJECT_ROOT, 'scripts/rebuild/cli.ts');
export const COMPRESS = join(PROJECT_ROOT, 'scripts/compress.ts');
export const START = join(PROJECT_ROOT, 'scripts/start.ts');

/** A new, empty PUBLISH_DIR for a test file's runs: inside the project on purpose, as Astro builds into an out directory outside it share `.astro/.prerender`. */
export async function newPublishDir(name: string): Promise<string> {
  const dir = join(PROJECT_ROOT, '.site', '.tests', `${name}-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Stops a test file's backend and removes its PUBLISH_DIR (either may not have started). */
export async function closeTarget(backend: TestApi | undefined, publishDir: string | undefined): Promise<void> {
  await backend?.close();
  if (publishDir) await rm(publishDir, { recursive: true, force: true });
}

export interface Run {
  code: number | null;
  output: string;
}

/** The runs of a test file whose backend and PUBLISH_DIR `target` gives once they are set up. */
export function rebuildRuns(target: () => { backend: TestApi; publishDir: string }) {
  /** The environment of the test's runs: its backend and PUBLISH_DIR. */
  const runEnv = (env: Record<string, string> = {}) => ({
    ...process.env,
    PUBLIC_API_HOST: target().backend.api.url,
    SITE_URL: SITE,
    PUBLISH_DIR: target().publishDir,
    BUILD_FETCH_ATTEMPTS: '2',
    // Other people edit the code of this checkout while tests run: compare data only.
    REBUILD_WATCH_CODE: 'off',
    ...env,
  });

  /** Runs `npm run rebuild` (the CLI itself, or another script such as `npm run compress`) with the test's backend and PUBLISH_DIR. */
  function rebuild(args: string[] = [], env: Record<string, string> = {}, script = CLI): Promise<Run> {
    return new Promise((resolve, reject) => {
      // As package.json's scripts run them (integrations/release-memory.ts needs it).
      const child = spawn(process.execPath, ['--expose-gc', script, ...args], {
        cwd: PROJECT_ROOT,
        env: runEnv(env),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, output }));
    });
  }

  /** Every file of the live release with its content hash, and where `current` points. */
  async function liveSite(): Promise<{ target: string; files: Record<string, string> }> {
    const current = await readlink(join(target().publishDir, 'current'));
    return { target: current, files: await fileHashes(join(target().publishDir, current)) };
  }

  /** A path in the live release. */
  const live = (path: string) => join(target().publishDir, 'current', path);

  return { runEnv, rebuild, liveSite, live };
}
