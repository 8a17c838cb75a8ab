/** Releases: the atomic switch, keeping 5 and the live one, never a running build's folder, rollback. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { removeOrphanBuilds } from '#scripts/rebuild/build-folders.ts';
import type { LockInfo } from '#scripts/rebuild/lock-file.ts';
import { readReleaseFiles, writeReleaseFiles } from '#scripts/rebuild/release-files.ts';
import {
  claimNewRelease,
  currentRelease,
  endClaims,
  listReleases,
  pruneReleases,
  readGuardRecords,
  readRecords,
  releasePath,
  rollback,
  switchCurrent,
  writeRecord,
  type ReleaseRecord,
} from '#scripts/rebuild/releases.ts';
import { ids, manifest, otherProcess } from './support/rebuild.ts';

let dir: string;

/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rebuild-unit-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('releases', () => {
  async function makeRelease(id: string, complete = true) {
    await mkdir(join(dir, 'releases', id), { recursive: true });
    await writeFile(join(dir, 'releases', id, 'index.html'), id);
    if (complete) await writeRecord(dir, { id, snapshot: manifest({}) } as unknown as ReleaseRecord);
  }

  /** What claimNewRelease writes: the process building release `id`. */
  const owner = (id: string, info: Partial<LockInfo>) =>
    writeFile(join(dir, 'releases', `${id}.owner`), JSON.stringify(info));

  it('switches current atomically to a relative symlink, keeps the newest 5 and the live one, removes what an ended build left', async () => {
    for (let i = 1; i <= 7; i++) await makeRelease(`r${i}`);
    await makeRelease('r8-crashed', false);
    await owner('r8-crashed', { pid: endedPid(), host: hostname() });
    await switchCurrent(dir, 'r2');
    expect(await readlink(join(dir, 'current'))).toBe(join('releases', 'r2'));
    expect(await readFile(join(dir, 'current', 'index.html'), 'utf8')).toBe('r2');
    await switchCurrent(dir, 'r7');
    expect(await currentRelease(dir)).toBe('r7');
    const removed = await pruneReleases(dir, 5);
    expect(removed.sort()).toEqual(['r1', 'r2', 'r8-crashed']);
    expect(await listReleases(dir)).toEqual(['r3', 'r4', 'r5', 'r6', 'r7']);
    expect(existsSync(join(dir, 'releases', 'r8-crashed.owner'))).toBe(false);
  });

  it("never removes a folder without a record while a build owns it (this process's, another live process's, another host's) or nothing says whose it is", async () => {
    for (let i = 1; i <= 3; i++) await makeRelease(`r${i}`);
    await switchCurrent(dir, 'r3');
    const other = await otherProcess();
    onTestFinished(() => other.end());
    await makeRelease('r4-other-process', false);
    await owner('r4-other-process', other.info);
    await makeRelease('r5-other-host', false);
    await owner('r5-other-host', { pid: 4242, host: 'other-host' });
    await makeRelease('r6-nobody-knows', false);
    const ours = await claimNewRelease(dir);
    await mkdir(releasePath(dir, ours));
    const lines: string[] = [];
    expect(await pruneReleases(dir, 1, (line) => lines.push(line))).toEqual(['r1', 'r2']);
    const left = ['r4-other-process', 'r5-other-host', 'r6-nobody-knows', ours];
    for (const name of left) expect(existsSync(join(dir, 'releases', name)), name).toBe(true);
    expect(lines.sort()).toEqual(
      [
        'left releases/r4-other-process alone: it has no record and a build that is still running owns it',
        'left releases/r5-other-host alone: it has no record and a build that is still running owns it',
        'left releases/r6-nobody-knows alone: it has no record and names no builder (remove it by hand once no build writes it)',
        `left releases/${ours} alone: it has no record and a build that is still running owns it`,
      ].sort(),
    );
    // Once the builds have ended (this process's run, the other process), the next prune removes what they left.
    await endClaims(dir);
    await other.end();
    expect((await pruneReleases(dir, 1)).sort()).toEqual([ours, 'r4-other-process'].sort());
    expect((await readdir(join(dir, 'releases'))).sort()).toEqual([
      'r3',
      'r3.json',
      'r5-other-host',
      'r5-other-host.owner',
      'r6-nobody-knows',
    ]);
  });

  it('a build that ended having written nothing, or published, leaves no owner file; one that left anything keeps it for the next prune', async () => {
    await claimNewRelease(dir, new Date('2030-01-01T00:00:00Z'));
    const published = await claimNewRelease(dir, new Date('2030-01-02T00:00:00Z'));
    const failed = await claimNewRelease(dir, new Date('2030-01-03T00:00:00Z'));
    const filesLeft = await claimNewRelease(dir, new Date('2030-01-04T00:00:00Z'));
    await makeRelease(published);
    await makeRelease(failed, false);
    await writeReleaseFiles(dir, filesLeft, { keys: {} });
    await endClaims(dir);
    const left = [failed, `${failed}.owner`, `${filesLeft}.files`, `${filesLeft}.owner`];
    expect((await readdir(join(dir, 'releases'))).sort()).toEqual([published, `${published}.json`, ...left].sort());
    await pruneReleases(dir);
    expect((await readdir(join(dir, 'releases'))).sort()).toEqual([published, `${published}.json`]);
  });

  it("removes a release's .files with its directory, and keeps it with a kept release", async () => {
    for (let i = 1; i <= 6; i++) {
      await makeRelease(`r${i}`);
      await writeReleaseFiles(dir, `r${i}`, { keys: {} });
    }
    await switchCurrent(dir, 'r6');
    expect(await pruneReleases(dir, 5)).toEqual(['r1']);
    expect(existsSync(join(dir, 'releases', 'r1.files'))).toBe(false);
    expect(existsSync(join(dir, 'releases', 'r2.files'))).toBe(true);
    expect(await readReleaseFiles(dir, 'r2')).toEqual({ keys: {} });
    expect(await listReleases(dir)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6']);
    expect((await readRecords(dir)).map((r) => r.id)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it('removes what builds of processes that have ended left beside the releases, but not what a running one writes', async () => {
    const ended = endedPid();
    const other = await otherProcess();
    onTestFinished(() => other.end());
    const left = [`build-${ended}-1`, `build-${ended}-1.records.json`, `build-${ended}-1.plan.json`];
    const running = [`build-${process.pid}-7`, `build-${process.pid}-7.records.json`, `build-${other.info.pid}-2`];
    for (const name of [...left, ...running]) {
      if (name.endsWith('.json')) await writeFile(join(dir, name), '{}');
      else await mkdir(join(dir, name));
    }
    await removeOrphanBuilds(dir);
    expect((await readdir(dir)).filter((name) => name !== '.removing').sort()).toEqual(running.sort());
    // Taken away at once, then deleted in the background.
    await vi.waitFor(async () => expect(await readdir(join(dir, '.removing'))).toEqual([]), { timeout: 5000 });
  });

  it('keeps the records of the newest releases when only the records are there (the CI cache restores records, not sites)', async () => {
    await mkdir(join(dir, 'releases'));
    for (let i = 1; i <= 7; i++)
      await writeRecord(dir, { id: `r${i}`, snapshot: manifest({}) } as unknown as ReleaseRecord);
    await makeRelease('r8');
    await switchCurrent(dir, 'r8');
    await pruneReleases(dir, 5);
    expect((await readRecords(dir)).map((r) => r.id)).toEqual(['r4', 'r5', 'r6', 'r7', 'r8']);
    expect(await listReleases(dir)).toEqual(['r8']);
  });

  it("gives the guard each record's counts: read once, again when the file changes, and let go once pruned", async () => {
    await mkdir(join(dir, 'releases'));
    const record = (id: string, count: number) =>
      ({ id, snapshot: manifest({ projects: { Industry: ids('PRJ', count) } }) }) as unknown as ReleaseRecord;
    await writeRecord(dir, record('r1', 3));
    // Written by another process: read from its file (at a whole second, which the file system keeps exactly).
    const file = join(dir, 'releases', 'r2.json');
    const then = new Date('2026-11-30T08:00:00Z');
    await writeFile(file, JSON.stringify(record('r2', 5)));
    await utimes(file, then, then);
    const counts = async () =>
      (await readGuardRecords(dir)).map((guard) => [guard.id, guard.counts.get('total')] as const);
    expect(await counts()).toEqual([
      ['r1', 3],
      ['r2', 5],
    ]);
    // Read once: a file of the same size and time is taken for the same record (these bytes say 7 in all, not 5).
    const rewritten = record('r2', 5);
    rewritten.snapshot.entries = 7;
    await writeFile(file, JSON.stringify(rewritten));
    await utimes(file, then, then);
    expect(await counts()).toEqual([
      ['r1', 3],
      ['r2', 5],
    ]);
    // Written again (its time changed), it is read again; a record removed is gone.
    await utimes(file, then, new Date(then.getTime() + 5000));
    await rm(join(dir, 'releases', 'r1.json'));
    expect(await counts()).toEqual([['r2', 7]]);
  });

  it("takes a removed release's folder away at once and deletes it in the background; the next prune sweeps what a killed process left", async () => {
    for (let i = 1; i <= 6; i++) await makeRelease(`r${i}`);
    await switchCurrent(dir, 'r6');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const left = join(dir, '.removing', `r0-${gone}-1`);
    await mkdir(join(left, 'projects'), { recursive: true });
    await writeFile(join(left, 'projects', 'index.html'), 'left by a killed rebuild');
    expect(await pruneReleases(dir, 5)).toEqual(['r1']);
    // Gone from the releases at once: it neither serves nor counts.
    expect(existsSync(join(dir, 'releases', 'r1'))).toBe(false);
    expect(await listReleases(dir)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6']);
    await vi.waitFor(async () => expect(await readdir(join(dir, '.removing'))).toEqual([]), { timeout: 5000 });
    expect(await readFile(join(dir, 'current', 'index.html'), 'utf8')).toBe('r6');
  });

  it('rollback goes to the release before the live one, and says when there is none', async () => {
    await expect(rollback(dir)).rejects.toThrow(/nothing is published/);
    await makeRelease('r1');
    await makeRelease('r2');
    await switchCurrent(dir, 'r2');
    expect(await rollback(dir)).toEqual(['r2', 'r1']);
    expect(await readFile(join(dir, 'current', 'index.html'), 'utf8')).toBe('r1');
    await expect(rollback(dir)).rejects.toThrow(/no earlier release/);
  });
});
