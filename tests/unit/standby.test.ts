/**
 * The build kept waiting between runs leaves nothing behind: folders and files
 * of builds kept by processes that are gone are removed when the next one is
 * kept; those of this process and of processes still running stay. The live
 * release's hard-link copy kept for the next run is taken only by a run from
 * that release, and never left behind.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepLiveCopy, liveCopyMade, startWaitingBuild, stopStandby, takeLiveCopy } from '#scripts/rebuild/standby.ts';

let dir: string | undefined;
afterEach(async () => {
  await stopStandby();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('keeping a build removes what builds of processes that are gone left, and only that', async () => {
  dir = await mkdtemp(join(tmpdir(), 'standby-'));
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  const left = [`build-${gone}-3`, `build-${gone}-3.records.json`, `build-${gone}-3.plan.json`];
  const kept = [`build-1-2`, `build-${process.pid}-9`, 'build-notes', 'releases', 'current'];
  for (const name of [...left, ...kept]) {
    if (name.endsWith('.json')) await writeFile(join(dir, name), '{}');
    else await mkdir(join(dir, name));
  }
  let given: string | undefined;
  const settings = {
    apiHost: 'http://127.0.0.1:9',
    siteUrl: 'http://localhost:4321',
    cacheDir: join(dir, 'cache'),
    inputs: 'fingerprint',
    withPictures: false,
  };
  await startWaitingBuild(dir, 'key', settings, async (_settings, files) => {
    given = files.dir;
    return { ms: 0, output: '' };
  });
  expect(given).toMatch(new RegExp(`build-${process.pid}-\\d+$`));
  // Taken away at once (deleted in the background from PUBLISH_DIR/.removing).
  expect((await readdir(dir)).filter((name) => name !== '.removing').sort()).toEqual(kept.sort());
});

describe("the live release's hard-link copy kept between runs", () => {
  const release = async () => {
    dir = await mkdtemp(join(tmpdir(), 'standby-'));
    const live = join(dir, 'releases', 'A');
    await mkdir(join(live, 'projects', 'p1'), { recursive: true });
    await writeFile(join(live, 'projects', 'p1', 'index.html'), 'p1');
    await mkdir(join(live, 'pagefind'));
    await writeFile(join(live, 'pagefind', 'index.pf'), 'index');
    await writeFile(join(live, 'index.html'), 'home');
    return live;
  };
  const keptFolders = async () => (await readdir(dir!)).filter((name) => /^build-\d+-\d+-/.test(name));

  it('is taken by a run from the same release: the same files, linked, moved to the new release', async () => {
    const live = await release();
    keepLiveCopy(dir!, 'A', live, ['pagefind']);
    await liveCopyMade();
    expect(await keptFolders()).toHaveLength(1);
    const to = join(dir!, 'releases', 'B');
    expect(await takeLiveCopy('A', ['pagefind'], to)).toEqual({ taken: true });
    expect((await readdir(to)).sort()).toEqual(['index.html', 'projects']);
    const [a, b] = await Promise.all([
      stat(join(live, 'projects/p1/index.html')),
      stat(join(to, 'projects/p1/index.html')),
    ]);
    expect(b.ino).toBe(a.ino);
    expect(await keptFolders()).toEqual([]);
    // Taken once: the next run makes its own.
    expect(await takeLiveCopy('A', ['pagefind'], join(dir!, 'releases', 'C'))).toEqual({ taken: false });
  });

  it('of another release, or leaving out other folders, is not taken, and is removed', async () => {
    const live = await release();
    keepLiveCopy(dir!, 'A', live, []);
    expect(await takeLiveCopy('Z', [], join(dir!, 'releases', 'B'))).toEqual({ taken: false });
    keepLiveCopy(dir!, 'A', live, []);
    expect(await takeLiveCopy('A', ['pagefind'], join(dir!, 'releases', 'B'))).toEqual({ taken: false });
    expect(await keptFolders()).toEqual([]);
    expect(existsSync(join(dir!, 'releases', 'B'))).toBe(false);
  });

  it('kept again for the same release is made once; for a newer release it replaces the older; stopping removes it', async () => {
    const live = await release();
    keepLiveCopy(dir!, 'A', live, []);
    keepLiveCopy(dir!, 'A', live, []);
    await liveCopyMade();
    expect(await keptFolders()).toHaveLength(1);
    keepLiveCopy(dir!, 'B', live, []);
    await liveCopyMade();
    expect(await keptFolders()).toHaveLength(1);
    await stopStandby();
    expect(await keptFolders()).toEqual([]);
  });

  it('that failed is not taken, and says why: the run links its own', async () => {
    const live = await release();
    keepLiveCopy(dir!, 'A', join(live, 'missing'), []);
    expect(await takeLiveCopy('A', [], join(dir!, 'releases', 'B'))).toEqual({
      taken: false,
      failed: expect.stringMatching(/cp -al .* failed|ENOENT/),
    });
    expect(await keptFolders()).toEqual([]);
  });
});
