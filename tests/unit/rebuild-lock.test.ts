/** The rebuild's lock: a live holder, a crashed or reused pid, another host's heartbeat, a lock lost, one clock. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireLock, describeTakeover, LockedError } from '#scripts/rebuild/lock-file.ts';
import { otherProcess } from './support/rebuild.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rebuild-unit-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lock', () => {
  it('one holder at a time; released on release()', async () => {
    const path = join(dir, 'rebuild.lock');
    const lock = await acquireLock(path);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(acquireLock(path)).rejects.toBeInstanceOf(LockedError);
    await expect(acquireLock(path)).rejects.toThrow(`pid ${process.pid}`);
    await lock.release();
    const again = await acquireLock(path);
    await again.release();
  });

  it('a lock left by a crashed run (dead pid) is taken over', async () => {
    const path = join(dir, 'rebuild.lock');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    await writeFile(path, JSON.stringify({ pid: dead, host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' }));
    const lock = await acquireLock(path);
    expect(lock.takeover).toMatchObject({ reason: 'gone', holder: { pid: dead } });
    expect(JSON.parse(await readFile(path, 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('a lock whose pid was reused by another process (other start time) is taken over', async () => {
    const path = join(dir, 'rebuild.lock');
    await writeFile(path, JSON.stringify({ pid: process.pid, processStart: '1', host: hostname(), startedAt: 'x' }));
    const lock = await acquireLock(path);
    expect(lock.takeover).toMatchObject({ reason: 'gone', holder: { processStart: '1' } });
    await lock.release();
  });

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('a lock from another host whose heartbeat is stale is taken over, saying whose and how old', async () => {
    const path = join(dir, 'rebuild.lock');
    await writeFile(path, JSON.stringify({ pid: 4242, host: 'old-container', startedAt: '2020-01-01T00:00:00.000Z' }));
    await utimes(path, minutesAgo(10), minutesAgo(10));
    const lock = await acquireLock(path, { staleMs: 5 * 60_000 });
    expect(JSON.parse(await readFile(path, 'utf8')).pid).toBe(process.pid);
    expect(lock.takeover).toMatchObject({ reason: 'stale', holder: { pid: 4242, host: 'old-container' } });
    expect(lock.takeover!.heartbeatAgeMs).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(describeTakeover(lock.takeover!)).toMatch(
      /took over the lock of pid 4242 on old-container \(started 2020-01-01T00:00:00.000Z\): its last heartbeat was 10 min ago/,
    );
    await lock.release();
  });

  it('a lock from another host with a fresh heartbeat is respected', async () => {
    const path = join(dir, 'rebuild.lock');
    await writeFile(path, JSON.stringify({ pid: 4242, host: 'other-host', startedAt: new Date().toISOString() }));
    await utimes(path, minutesAgo(1), minutesAgo(1));
    const error = await acquireLock(path, { staleMs: 5 * 60_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LockedError);
    expect((error as Error).message).toMatch(/pid 4242 on other-host.*last heartbeat 60 s ago/);
  });

  it('the holder refreshes its heartbeat while it runs, so a long rebuild keeps its lock', async () => {
    const path = join(dir, 'rebuild.lock');
    const lock = await acquireLock(path, { heartbeatMs: 50, staleMs: 400 });
    await utimes(path, minutesAgo(10), minutesAgo(10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Date.now() - (await stat(path)).mtimeMs).toBeLessThan(5_000);
    await expect(acquireLock(path, { staleMs: 400 })).rejects.toBeInstanceOf(LockedError);
    await lock.release();
    expect(existsSync(path)).toBe(false);
  });

  it('an empty or unreadable lock file is taken over', async () => {
    const path = join(dir, 'rebuild.lock');
    await writeFile(path, '');
    const lock = await acquireLock(path);
    await lock.release();
  });

  it('says whether it is still held: a lock whose file was removed is lost for good, saying so', async () => {
    const path = join(dir, 'rebuild.lock');
    const lock = await acquireLock(path);
    expect(await lock.held()).toBe(true);
    expect(lock.lostBecause).toBeUndefined();
    await rm(path);
    expect(await lock.held()).toBe(false);
    expect(lock.lostBecause).toBe(`its file ${path} was removed`);
    // Another run takes the free lock; the lost one stays lost and leaves the new holder's file alone.
    const next = await acquireLock(path);
    expect(await lock.held()).toBe(false);
    await lock.release();
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(next.info);
    expect(await next.held()).toBe(true);
    await next.release();
    expect(existsSync(path)).toBe(false);
  });

  it('a lock another rebuild took over is lost, naming the new holder; its heartbeat stops and leaves the new lock alone', async () => {
    const path = join(dir, 'rebuild.lock');
    const lock = await acquireLock(path, { heartbeatMs: 20 });
    const other = await otherProcess();
    try {
      // Another holder's file in its place, in one step (the heartbeat runs meanwhile).
      await writeFile(`${path}.other`, JSON.stringify(other.info));
      await utimes(`${path}.other`, minutesAgo(1), minutesAgo(1));
      await rename(`${path}.other`, path);
      await vi.waitFor(() => expect(lock.lostBecause).toBeDefined(), { timeout: 5000 });
      expect(lock.lostBecause).toBe(
        `another rebuild took it over (pid ${other.info.pid} on ${hostname()}, since ${other.info.startedAt})`,
      );
      expect(await lock.held()).toBe(false);
      await lock.release();
      // Neither the heartbeat nor the release touched the new holder's file.
      expect(Date.now() - (await stat(path)).mtimeMs).toBeGreaterThan(50_000);
      expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(other.info);
    } finally {
      await other.end();
    }
  });

  describe('staleness is judged on the clock of the file system that holds the lock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('a reader whose clock runs 10 minutes ahead does not take over a fresh lock', async () => {
      const path = join(dir, 'rebuild.lock');
      await writeFile(path, JSON.stringify({ pid: 4242, host: 'other-host', startedAt: new Date().toISOString() }));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 10 * 60_000);
      const error = await acquireLock(path, { staleMs: 5 * 60_000 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LockedError);
      expect((error as Error).message).toMatch(/pid 4242 on other-host.*last heartbeat 0 s ago/);
    });

    it("a holder whose clock runs 10 minutes behind keeps its lock: its heartbeat is the file system's time, not its own", async () => {
      const path = join(dir, 'rebuild.lock');
      // The holder's clock and its heartbeat's timer are fake: its heartbeats run on its late clock, and only those.
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(Date.now() - 10 * 60_000);
      const lock = await acquireLock(path, { heartbeatMs: 1000, staleMs: 5 * 60_000 });
      await utimes(path, 0, 0);
      vi.advanceTimersByTime(1000);
      await vi.waitFor(async () => expect((await stat(path)).mtimeMs).not.toBe(0), { timeout: 5000 });
      vi.useRealTimers();
      const error = await acquireLock(path, { staleMs: 5 * 60_000 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LockedError);
      expect(await lock.held()).toBe(true);
      await lock.release();
    });
  });
});
