/**
 * The build kept waiting between runs leaves nothing behind: folders and files
 * of builds kept by processes that are gone are removed when the next one is
 * kept; those of this process and of processes still running stay.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startWaitingBuild, stopStandby } from '#scripts/rebuild/standby.ts';

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
  expect((await readdir(dir)).sort()).toEqual(kept.sort());
});
