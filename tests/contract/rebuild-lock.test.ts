/**
 * One rebuild at a time, provably: rebuilds against a real demo backend, each
 * disturbed at a chosen phase through its progress lines. Another process
 * prunes while a build runs (the build's folder stays and the run publishes);
 * the lock file is removed before publishing (nothing is published); another
 * holder takes the lock over once the pages are live (the search release is
 * not published and nothing is pruned); the next run cleans up what the lost
 * runs left. One serial sequence of five builds, search on, pictures off.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { processStartOf } from '#scripts/rebuild/lock-file.ts';
import { RebuildError, runRebuild, type RebuildResult } from '#scripts/rebuild/rebuild.ts';
import { listReleases } from '#scripts/rebuild/releases.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { closeTarget, newPublishDir } from './support/rebuild-runs.ts';

const SITE = 'http://localhost:4321';
let backend: TestApi;
let publishDir: string;
const lockFile = () => join(publishDir, 'rebuild.lock');
const releasesDir = () => join(publishDir, 'releases');
const current = async () => (await readlink(join(publishDir, 'current'))).replace(/^releases\//, '');

beforeAll(async () => {
  backend = await startTestApi({ siteUrl: SITE, seed: {} });
  publishDir = await newPublishDir('rebuild-lock');
});

afterAll(() => closeTarget(backend, publishDir));

/** A forced rebuild (so that each one builds); `at` runs, synchronously, when the first line matching `when` is logged. */
async function rebuild(at?: { when: RegExp; then: () => void }): Promise<{ result: RebuildResult | Error; lines: string[] }> {
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    if (at && at.when.test(line) && lines.filter((seen) => at.when.test(seen)).length === 1) at.then();
  };
  const result = await runRebuild({ publishDir, apiHost: backend.api.url, siteUrl: SITE, watchCode: false, force: true, keep: 1, pictures: false, log }).catch((error: Error) => error);
  return { result, lines };
}

/** The release a run's `build:` line names. */
const builtId = (lines: string[]) => /^build: releases\/(\S+) in /.exec(lines.find((line) => line.startsWith('build: releases/')) ?? '')?.[1];

describe('the rebuild lock', () => {
  it('a first release is published', async () => {
    const { result, lines } = await rebuild();
    expect((result as RebuildResult).changed, lines.join('\n')).toBe(true);
  }, 240_000);

  it('another process prunes while a run assembles its release: the release\'s folder stays, and the run publishes', async () => {
    let prune: ReturnType<typeof spawnSync> | undefined;
    const { result, lines } = await rebuild({
      when: /^share: /,
      then: () => {
        // Another process's prune, run to its end while this build's folders exist and have no record.
        const script = `const { pruneReleases } = await import(${JSON.stringify(join(PROJECT_ROOT, 'scripts/rebuild/releases.ts'))});
          const removed = await pruneReleases(${JSON.stringify(publishDir)}, 1, (line) => console.log(line));
          console.log(JSON.stringify(removed));`;
        prune = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
      },
    });
    const id = builtId(lines);
    expect(prune?.status, String(prune?.stderr)).toBe(0);
    expect((result as RebuildResult).changed, `${lines.join('\n')}\n${String(result)}\nprune: ${String(prune?.stdout)}`).toBe(true);
    expect((result as RebuildResult).release).toBe(await current());
    expect(prune?.stdout).toContain(`left releases/${id} alone: it has no record and a build that is still running owns it`);
  }, 240_000);

  it('a run whose lock file was removed before publishing publishes nothing and says why', async () => {
    const live = await current();
    const releases = await listReleases(publishDir);
    const { result, lines } = await rebuild({ when: /^verify: /, then: () => rmSync(lockFile()) });
    expect(result, lines.join('\n')).toBeInstanceOf(RebuildError);
    expect((result as RebuildError).phase).toBe('publish');
    expect((result as Error).message).toBe(
      `publish: this rebuild lost its lock on the publish folder: its file ${lockFile()} was removed. ` +
        'Another rebuild may be running, so nothing was published and nothing was pruned',
    );
    expect(await current()).toBe(live);
    expect(await listReleases(publishDir)).toEqual(releases);
    // What it made is its own (its release's folder, claimed by this run), and goes with it.
    expect(existsSync(join(releasesDir(), builtId(lines)!))).toBe(false);
  }, 240_000);

  it('a run whose lock another rebuild took over once its pages were live publishes no search release and prunes nothing', async () => {
    const before = await listReleases(publishDir);
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)'], { stdio: 'ignore' });
    await new Promise((resolve) => holder.once('spawn', resolve));
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    const info = { pid: holder.pid!, processStart: processStartOf(holder.pid!), host: hostname(), startedAt: new Date().toISOString() };
    try {
      const { result, lines } = await rebuild({
        when: /^publish: current → releases\//,
        then: () => {
          writeFileSync(`${lockFile()}.other`, JSON.stringify(info));
          renameSync(`${lockFile()}.other`, lockFile());
        },
      });
      const pages = builtId(lines)!;
      expect(result, lines.join('\n')).toBeInstanceOf(RebuildError);
      expect((result as RebuildError).phase).toBe('search');
      expect((result as Error).message).toBe(
        `search: this rebuild lost its lock on the publish folder: another rebuild took it over (pid ${info.pid} on ${hostname()}, since ${info.startedAt}). ` +
          `Another rebuild may be running, so only the pages were published (releases/${pages}, with the previous search index) and nothing was pruned`,
      );
      expect(await current()).toBe(pages);
      // Nothing pruned: with keep 1 a prune would have removed the release before.
      expect(await listReleases(publishDir)).toEqual([...before, pages]);
      // The lost run left the new holder's lock in place.
      expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual(info);
    } finally {
      rmSync(lockFile(), { force: true });
      holder.kill('SIGKILL');
      await exited;
    }
  }, 240_000);

  it('the next run publishes and prunes what the lost runs left', async () => {
    const { result, lines } = await rebuild();
    expect((result as RebuildResult).changed, lines.join('\n')).toBe(true);
    const live = await current();
    expect(await listReleases(publishDir)).toEqual([live]);
    expect(readdirSync(releasesDir()).sort()).toEqual([live, `${live}.files`, `${live}.json`, `${live}.records`].sort());
    expect(existsSync(lockFile())).toBe(false);
  }, 240_000);
});
