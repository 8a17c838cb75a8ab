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
import { RebuildError, runRebuild, type RebuildOptions, type RebuildResult } from '#scripts/rebuild/rebuild.ts';
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

/** The release folders without a record: what a run is building. */
function unrecorded(): string[] {
  const names = readdirSync(releasesDir());
  return names.filter((name) => !name.includes('.') && !names.includes(`${name}.json`));
}

/**
 * A forced rebuild (so that each one builds); `at` runs, synchronously, when the first line matching `when` is
 * logged, and `building` is what the run was building then.
 */
async function rebuild(
  at?: {
    when: RegExp;
    then: () => void;
  },
  options: Partial<RebuildOptions> = {},
): Promise<{ result: RebuildResult | Error; lines: string[]; building: string[] }> {
  const lines: string[] = [];
  let building: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    if (!at || !at.when.test(line) || lines.filter((seen) => at.when.test(seen)).length > 1) return;
    building = unrecorded();
    at.then();
  };
  const result = await runRebuild({
    publishDir,
    apiHost: backend.api.url,
    siteUrl: SITE,
    watchCode: false,
    force: true,
    keep: 1,
    pictures: false,
    log,
    ...options,
  }).catch((error: Error) => error);
  return { result, lines, building };
}

/** The release a run's `publish:` line says is live. */
const publishedId = (lines: string[]) =>
  /^publish: live at releases\/(\S+) /.exec(
    lines.find((line) => line.startsWith('publish: live at releases/')) ?? '',
  )?.[1];

/** Progress lines, which come every 5 s while Astro renders, Pagefind indexes or pictures are processed. */
const PROGRESS = /^(build: rendering \d+\/\d+ pages|search: indexing, \d+ s so far$|pictures: \d+\/\d+ \()/;

describe('the rebuild lock', () => {
  it('a first release is published, saying so in one line per phase', async () => {
    const { result, lines } = await rebuild();
    expect((result as RebuildResult).changed, lines.join('\n')).toBe(true);
    // The default output, progress aside: one line per phase in the operator's words, with its counts and time; then the summary.
    const shown = lines.filter((line) => !PROGRESS.test(line));
    expect(
      shown.map((line) => line.split(':')[0]),
      lines.join('\n'),
    ).toEqual([
      'fetch',
      'compare',
      'pictures',
      'build',
      'share',
      'verify',
      'delta',
      'publish',
      'search',
      'prune',
      'summary',
    ]);
    for (const line of shown.slice(0, -1))
      expect(line).toMatch(/^\w+: [^()]+(\(IMAGES=off\)[^()]*)? \(\d+\.\d s( after the start)?\)$/);
    expect(shown).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^fetch: \d+ entries, every one read in full \(/),
        expect.stringMatching(/^build: every page rendered \(/),
        expect.stringMatching(/^delta: no delta, nothing is live; a full index follows the pages \(/),
        expect.stringMatching(/^publish: live at releases\/\S+ \(\d+\.\d s after the start\)$/),
        expect.stringMatching(/^search: \d+ pages indexed, searchable at releases\/\S+ \(\d+\.\d s after the start\)$/),
      ]),
    );
    // The internals are --verbose's.
    for (const internal of ['snapshot ', 'byte for byte', "route's frame", 'Astro started', 'read while the build ran'])
      expect(lines.join('\n')).not.toContain(internal);
  }, 240_000);

  it("another process prunes while a run assembles its release: the release's folder stays, and the run publishes", async () => {
    let prune: ReturnType<typeof spawnSync> | undefined;
    const { result, lines, building } = await rebuild({
      when: /^share: /,
      then: () => {
        // Another process's prune, run to its end while this build's folders exist and have no record.
        const script = `const { pruneReleases } = await import(${JSON.stringify(join(PROJECT_ROOT, 'scripts/rebuild/releases.ts'))});
          const removed = await pruneReleases(${JSON.stringify(publishDir)}, 1, (line) => console.log(line));
          console.log(JSON.stringify(removed));`;
        prune = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
          encoding: 'utf8',
          timeout: 60_000,
        });
      },
    });
    expect(building, lines.join('\n')).toHaveLength(1);
    const id = building[0];
    expect(publishedId(lines)).toBe(id);
    expect(prune?.status, String(prune?.stderr)).toBe(0);
    expect(
      (result as RebuildResult).changed,
      `${lines.join('\n')}\n${String(result)}\nprune: ${String(prune?.stdout)}`,
    ).toBe(true);
    expect((result as RebuildResult).release).toBe(await current());
    expect(prune?.stdout).toContain(
      `left releases/${id} alone: it has no record and a build that is still running owns it`,
    );
  }, 240_000);

  it('a run whose lock file was removed before publishing publishes nothing and says why', async () => {
    const live = await current();
    const releases = await listReleases(publishDir);
    const { result, lines, building } = await rebuild({ when: /^verify: /, then: () => rmSync(lockFile()) });
    expect(result, lines.join('\n')).toBeInstanceOf(RebuildError);
    expect((result as RebuildError).phase).toBe('publish');
    expect((result as Error).message).toBe(
      `publish: this rebuild lost its lock on the publish folder: its file ${lockFile()} was removed. ` +
        'Another rebuild may be running, so nothing was published and nothing was pruned',
    );
    expect(await current()).toBe(live);
    expect(await listReleases(publishDir)).toEqual(releases);
    // What it made is its own (its release's folder, claimed by this run), and goes with it.
    expect(building, lines.join('\n')).toHaveLength(1);
    expect(existsSync(join(releasesDir(), building[0]!))).toBe(false);
  }, 240_000);

  it('a run whose lock another rebuild took over once its pages were live, their full index to follow, publishes no search release and prunes nothing', async () => {
    const before = await listReleases(publishDir);
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)'], { stdio: 'ignore' });
    await new Promise((resolve) => holder.once('spawn', resolve));
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    const info = {
      pid: holder.pid!,
      processStart: processStartOf(holder.pid!),
      host: hostname(),
      startedAt: new Date().toISOString(),
    };
    try {
      const { result, lines } = await rebuild(
        {
          when: /^publish: live at releases\//,
          then: () => {
            writeFileSync(`${lockFile()}.other`, JSON.stringify(info));
            renameSync(`${lockFile()}.other`, lockFile());
          },
        },
        // No delta goes live with the pages: their index is a full one, as the next release.
        { searchDelta: false },
      );
      const pages = publishedId(lines)!;
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
    expect(readdirSync(releasesDir()).sort()).toEqual(
      [live, `${live}.files`, `${live}.json`, `${live}.records`].sort(),
    );
    expect(existsSync(lockFile())).toBe(false);
  }, 240_000);
});
