/**
 * Issue 49, finding 3: prune decides what is live from where `current`
 * leads, not from the link's text. On 14aa028 a hand-made
 * `current -> ./releases/./r2/.` read as the release "." and r2, the live
 * site, was removed.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentRelease,
  forgetRelease,
  listReleases,
  pruneReleases,
  rollback,
  writeRecord,
  type ReleaseRecord,
} from '#scripts/rebuild/releases.ts';
import { manifest } from './support/rebuild.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prune-live-'));
  for (let i = 1; i <= 7; i++) {
    const id = `r${i}`;
    await mkdir(join(dir, 'releases', id), { recursive: true });
    await writeFile(join(dir, 'releases', id, 'index.html'), id);
    await writeRecord(dir, { id, snapshot: manifest({}) } as unknown as ReleaseRecord);
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the live release, however `current` is written', () => {
  it.each([
    ['./releases/./r2/.', 'dot segments'],
    ['releases/r2/', 'a trailing slash'],
    ['{dir}/releases/r2', 'an absolute path'],
  ])('current -> %s (%s): r2 is live, and prune keeps it', async (target) => {
    await symlink(target.replace('{dir}', dir), join(dir, 'current'));
    expect(await currentRelease(dir)).toBe('r2');
    expect(await pruneReleases(dir, 5)).toEqual(['r1']);
    expect(existsSync(join(dir, 'releases', 'r2', 'index.html'))).toBe(true);
    expect(await listReleases(dir)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    await expect(forgetRelease(dir, 'r2')).rejects.toThrow('release r2 is live');
  });

  it('current -> a link to a link to releases/r1: r1 is live, kept by prune, and rollback says there is nothing before it', async () => {
    await symlink(join('releases', 'r1'), join(dir, 'live-alias'));
    await symlink('live-alias', join(dir, 'current'));
    expect(await currentRelease(dir)).toBe('r1');
    expect(await pruneReleases(dir, 5)).toEqual(['r2']);
    expect(existsSync(join(dir, 'releases', 'r1', 'index.html'))).toBe(true);
    await expect(rollback(dir)).rejects.toThrow(/release r1 is the oldest one kept/);
  });

  it('a link whose release is gone names it by its text, resolved', async () => {
    await symlink('./releases/./r9/.', join(dir, 'current'));
    expect(await currentRelease(dir)).toBe('r9');
  });
});
