/**
 * The rebuild's parts without a build: durations and options, snapshot hashing
 * and diffs, the shrink guard, the trigger queue (coalescing), the webhook's
 * secret check, the lock (live holder, crashed holder, lost, one clock),
 * releases (atomic switch, keep 5, rollback, never a running build's folder),
 * verification of a small fake release, `_headers`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, readlink, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as v from 'valibot';
import { ProjectSchema } from '#api/schemas/project.ts';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { parseCli, parseDuration, UsageError } from '#scripts/rebuild/cli-options.ts';
import { readSettings } from '#scripts/settings.ts';
import { removeOrphanBuilds } from '#scripts/rebuild/phases/build.ts';
import { baselineOf, shrinkRefusal, type GuardRecord } from '#scripts/rebuild/guard.ts';
import { acquireLock, describeTakeover, LockedError, processStartOf, type LockInfo } from '#scripts/rebuild/lock.ts';
import { RebuildQueue } from '#scripts/rebuild/queue.ts';
import { startRebuildService } from '#scripts/rebuild/service.ts';
import { readReleaseFiles, writeReleaseFiles } from '#scripts/rebuild/release-files.ts';
import {
  claimNewRelease,
  currentRelease,
  endClaims,
  listReleases,
  pruneReleases,
  readRecords,
  releasePath,
  rollback,
  switchCurrent,
  writeRecord,
  type ReleaseRecord,
} from '#scripts/rebuild/releases.ts';
import { cspDirectives, headersFile, headersFor, parseHeadersFile } from '#integrations/security.ts';
import { diffSnapshots, recordDigest, type SnapshotManifest } from '#scripts/rebuild/snapshot.ts';
import { expectedPaths, internalPath, listedFile, verifyRelease, VerifyError } from '#scripts/rebuild/verify.ts';
import { entriesOfBody, secretMatches, startWebhook } from '#scripts/rebuild/webhook.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rebuild-unit-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function manifest(areas: SnapshotManifest['areas'], hash = 'h'): SnapshotManifest {
  const entries = Object.values(areas).reduce((n, c) => n + Object.values(c).reduce((m, l) => m + l.length, 0), 0);
  return { hash, entries, areas, best: {}, dropped: [], fetchedAt: '', fetchMs: 0 };
}
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i + 1}`, digest: 'd' }));

/** A process that runs until `end`: another live holder or builder on this host. */
async function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const info: LockInfo = { pid: child.pid!, processStart: processStartOf(child.pid!), host: hostname(), startedAt: new Date().toISOString() };
  return {
    info,
    end: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('options', () => {
  it('reads durations like 30s, 15m, 2h', () => {
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('15m')).toBe(900_000);
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(() => parseDuration('soon')).toThrow(UsageError);
    expect(() => parseDuration('10ms')).toThrow(/too short/);
  });

  it('--force applies to one run: refused with --every or --serve, saying so in --help too', async () => {
    expect(parseCli(['--force']).force).toBe(true);
    for (const args of [['--every', '15m'], ['--serve'], ['--serve', '--every', '1h']]) {
      expect(() => parseCli(['--force', ...args]), args.join(' ')).toThrow(/^--force applies to one run, not to every run of --(every|serve): run `npm run rebuild -- --force` once on its own/);
    }
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'PUBLIC_API_HOST'));
    const cli = spawnSync(process.execPath, [join(PROJECT_ROOT, 'scripts/rebuild/cli.ts'), '--every', '15m', '--force'], { env, encoding: 'utf8', timeout: 15_000 });
    expect(cli.status, cli.stderr).toBe(2);
    expect(cli.stderr).toContain('rebuild: --force applies to one run, not to every run of --every');
    expect(cli.stderr).toMatch(/--force +publish even when .*\n.*\n +It applies to one run: refused with --every or --serve/);
    // A service started in code refuses it too.
    const service = startRebuildService({ rebuild: { publishDir: dir, apiHost: 'http://127.0.0.1:9', siteUrl: 'http://localhost:4321', force: true }, everyMs: 60_000 });
    await expect(service).rejects.toThrow('a rebuild service never forces its runs: --force applies to one run');
    await service.then((started) => started.stop(), () => {});
  });

  it('takes --max-shrink over REBUILD_MAX_SHRINK over 0.2, and checks the range', () => {
    expect(parseCli([]).maxShrink).toBe(0.2);
    expect(parseCli([], readSettings({ REBUILD_MAX_SHRINK: '0.5' }).rebuild).maxShrink).toBe(0.5);
    expect(parseCli(['--max-shrink', '0.1'], readSettings({ REBUILD_MAX_SHRINK: '0.5' }).rebuild).maxShrink).toBe(0.1);
    expect(() => parseCli(['--max-shrink', '2'])).toThrow(UsageError);
    expect(() => parseCli(['--bogus'])).toThrow(UsageError);
    expect(() => parseCli(['--rollback', '--force'])).toThrow(/runs alone/);
    expect(parseCli(['--serve', '--port', '5000'])).toMatchObject({ serve: true, port: 5000 });
    expect(parseCli(['--require-baseline']).requireBaseline).toBe(true);
    expect(parseCli([]).requireBaseline).toBe(false);
  });

  it('--full fetches every detail; --entries names entries to fetch again', () => {
    expect(parseCli([])).toMatchObject({ full: false, entries: [] });
    expect(parseCli(['--full']).full).toBe(true);
    expect(parseCli(['--entries', 'PRJ-2025-000001, ACH-2024-000002']).entries).toEqual(['PRJ-2025-000001', 'ACH-2024-000002']);
  });
});

describe('snapshot', () => {
  it('digests a record as the contract reads it: the same whatever order the backend sends its fields in, different when a field changes', () => {
    const digest = (raw: unknown) => recordDigest(v.parse(ProjectSchema, raw));
    const leader = { name: 'Asha Rao', rollNumber: '21CS001', batch: 2025 };
    const raw = { nominationId: 'PRJ-1', projectTitle: 'Solar drone', teamLeader: leader, techStack: ['Rust', 'C'], extra: { ignored: true } };
    const reordered = { techStack: ['Rust', 'C'], teamLeader: { batch: 2025, rollNumber: '21CS001', name: 'Asha Rao' }, projectTitle: 'Solar drone', nominationId: 'PRJ-1' };
    expect(digest(reordered)).toBe(digest(raw));
    expect(digest({ ...raw, projectTitle: 'Solar drones' })).not.toBe(digest(raw));
    expect(digest({ ...raw, teamLeader: { ...leader, batch: 2026 } })).not.toBe(digest(raw));
    expect(digest({ ...raw, techStack: ['C', 'Rust'] })).not.toBe(digest(raw));
  });

  it('names what was added, removed and changed', () => {
    const before = manifest({ projects: { Industry: [{ id: 'A', digest: '1' }, { id: 'B', digest: '1' }] } });
    const after = manifest({ projects: { Industry: [{ id: 'A', digest: '2' }, { id: 'C', digest: '1' }] } });
    expect(diffSnapshots(before, after)).toEqual({ added: ['Industry/C'], removed: ['Industry/B'], changed: ['Industry/A'] });
  });
});

describe('shrink guard', () => {
  /** A snapshot with `n` entries in one list (projects / Industry), or the given lists. */
  const snap = (lists: number | Record<string, number>) => {
    const spec = typeof lists === 'number' ? { 'projects/Industry': lists } : lists;
    const areas: SnapshotManifest['areas'] = {};
    for (const [key, n] of Object.entries(spec)) {
      const [area, category] = key.split('/') as [string, string];
      (areas[area] ??= {})[category] = ids(category, n);
    }
    return manifest(areas);
  };
  let serial = 0;
  const record = (lists: number | Record<string, number>, extra: Partial<GuardRecord> = {}): GuardRecord => ({
    id: `r${String(++serial).padStart(3, '0')}`,
    snapshot: snap(lists),
    ...extra,
  });
  const against = (history: Array<number | Record<string, number>>) => baselineOf(history.map((lists) => record(lists)));

  it('allows growth and drops up to the limit, refuses larger drops and an empty site', () => {
    expect(shrinkRefusal(against([100]), snap(120), 0.2)).toBeNull();
    expect(shrinkRefusal(against([100]), snap(80), 0.2)).toBeNull();
    expect(shrinkRefusal(against([100]), snap(79), 0.2)).toMatch(/in all: 79 approved entries, 21 fewer than the baseline \(100\): a drop of 21%.*20%/);
    expect(shrinkRefusal(against([100]), snap(0), 0.2)).toMatch(/no approved entries at all/);
    expect(shrinkRefusal(undefined, snap(0), 0.2)).toMatch(/refusing to publish an empty site/);
    expect(shrinkRefusal(undefined, snap(5), 0.2)).toBeNull();
    expect(shrinkRefusal(against([0]), snap(0), 0.2)).toBeNull();
  });

  it('guards each area and each list: one that had entries and has none is refused, naming it, though the total barely moved', () => {
    const history = [{ 'projects/Industry': 40, 'projects/Research': 40, 'alumni/Alumni': 8 }];
    const refusal = shrinkRefusal(against(history), snap({ 'projects/Industry': 40, 'projects/Research': 40 }), 0.2);
    expect(refusal).toMatch(/alumni: no entries now, 8 in the baseline \(all gone\)/);
    expect(refusal).not.toMatch(/in all/);
    // One list of an area emptied: the list is named (and the area, which lost half its entries).
    const research = shrinkRefusal(against(history), snap({ 'projects/Industry': 40, 'projects/Research': 0, 'alumni/Alumni': 8 }), 0.2);
    expect(research).toMatch(/projects: 40 approved entries, 40 fewer than the baseline \(80\): a drop of 50%/);
    expect(research).toMatch(/projects Research: no entries now, 40 in the baseline \(all gone\)/);
    // A list that shrank past the threshold is named with its numbers.
    expect(shrinkRefusal(against(history), snap({ 'projects/Industry': 40, 'projects/Research': 30, 'alumni/Alumni': 8 }), 0.2)).toMatch(
      /projects Research: 30 approved entries, 10 fewer than the baseline \(40\): a drop of 25%/,
    );
  });

  it('a single entry leaving a small list is no alarm; emptying it is', () => {
    const history = [{ 'competitions/Hackathon': 4, 'competitions/Coding Contest': 1, 'projects/Industry': 50 }];
    expect(shrinkRefusal(against(history), snap({ 'competitions/Hackathon': 3, 'competitions/Coding Contest': 1, 'projects/Industry': 50 }), 0.2)).toBeNull();
    expect(shrinkRefusal(against(history), snap({ 'competitions/Hackathon': 2, 'competitions/Coding Contest': 1, 'projects/Industry': 50 }), 0.2)).toMatch(/competitions Hackathon: 2 approved entries, 2 fewer/);
    expect(shrinkRefusal(against(history), snap({ 'competitions/Hackathon': 4, 'competitions/Coding Contest': 0, 'projects/Industry': 50 }), 0.2)).toMatch(/competitions Coding Contest: no entries now, 1 in the baseline/);
  });

  it('the baseline is the largest count over the last 5 records: repeated small drops cannot walk it down', () => {
    // 100 → 85 → 79: each step under 20%, but 79 is 21% under the largest of the recent releases.
    expect(shrinkRefusal(against([100]), snap(85), 0.2)).toBeNull();
    expect(shrinkRefusal(against([100, 85]), snap(79), 0.2)).toMatch(/79 approved entries, 21 fewer than the baseline \(100\)/);
    expect(shrinkRefusal(against([100, 85, 81, 81, 81]), snap(79), 0.2)).not.toBeNull();
    // Only the last 5 records count.
    expect(shrinkRefusal(against([100, 85, 85, 85, 85, 85]), snap(79), 0.2)).toBeNull();
    expect(against([100, 85])?.releases).toHaveLength(2);
    expect(baselineOf([])).toBeUndefined();
  });

  it('a release published with --force over the guard starts a new baseline', () => {
    const history = [record(100), record(60, { shrinkOverridden: true }), record(62)];
    const baseline = baselineOf(history);
    expect(baseline?.counts.get('total')).toBe(62);
    expect(baseline?.releases).toEqual([history[1]!.id, history[2]!.id]);
    expect(shrinkRefusal(baseline, snap(58), 0.2)).toBeNull();
  });

  it('after a rollback to a release older than a forced one, the live release counts too', () => {
    const history = [record(100), record(0, { shrinkOverridden: true })];
    expect(shrinkRefusal(baselineOf(history), snap(0), 0.2)).toBeNull();
    const baseline = baselineOf(history, history[0]!.id);
    expect(baseline?.releases).toEqual([history[0]!.id, history[1]!.id]);
    expect(shrinkRefusal(baseline, snap(0), 0.2)).toMatch(/no approved entries at all \(the baseline has 100\)/);
  });
});

describe('trigger queue', () => {
  function gatedRunner() {
    const runs: string[][] = [];
    const gates: Array<() => void> = [];
    const run = (reasons: string[]) => {
      runs.push(reasons);
      return new Promise<void>((resolve) => gates.push(resolve));
    };
    return { runs, run, release: () => gates.shift()?.() };
  }

  it('two triggers at once: one run, then exactly one follow-up', async () => {
    const runner = gatedRunner();
    const queue = new RebuildQueue(runner.run);
    expect(queue.trigger('webhook')).toBe('started');
    expect(queue.trigger('webhook')).toBe('queued');
    expect(queue.trigger('schedule')).toBe('coalesced');
    expect(runner.runs).toEqual([['webhook']]);
    runner.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runner.runs).toEqual([['webhook'], ['webhook', 'schedule']]);
    runner.release();
    await queue.idle();
    expect(runner.runs).toHaveLength(2);
    expect(queue.history.map((r) => r.ok)).toEqual([true, true]);
  });

  it('a failed run is recorded and does not stop the queue', async () => {
    let n = 0;
    const errors: unknown[] = [];
    const queue = new RebuildQueue(async () => {
      if (++n === 1) throw new Error('backend down');
    }, (error) => errors.push(error));
    queue.trigger('a');
    queue.trigger('b');
    await queue.idle();
    expect(n).toBe(2);
    expect(queue.history.map((r) => [r.ok, r.error])).toEqual([[false, 'backend down'], [true, undefined]]);
    expect(errors).toHaveLength(1);
  });
});

describe('webhook', () => {
  it('compares secrets in constant time and refuses everything without a configured secret', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches(undefined, 's3cret')).toBe(false);
    expect(secretMatches('', undefined)).toBe(false);
  });

  it('401 without or with a wrong secret; 202 with it, by either header; triggers coalesce', async () => {
    let runs = 0;
    let finish!: () => void;
    const queue = new RebuildQueue(() => {
      runs++;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const hook = await startWebhook({ queue, secret: 'top-secret', port: 0, log: () => {} });
    try {
      const post = (headers: Record<string, string> = {}) => fetch(`${hook.url}/rebuild`, { method: 'POST', headers });
      const anonymous = await post();
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toContain('Bearer');
      expect((await post({ Authorization: 'Bearer wrong' })).status).toBe(401);
      expect(runs).toBe(0);

      const [first, second] = await Promise.all([
        post({ Authorization: 'Bearer top-secret' }),
        post({ 'X-Rebuild-Secret': 'top-secret' }),
      ]);
      expect([first.status, second.status]).toEqual([202, 202]);
      expect([(await first.json()).state, (await second.json()).state].sort()).toEqual(['queued', 'started']);
      expect(runs).toBe(1);
      finish();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(runs).toBe(2);
      finish();
      await queue.idle();

      expect((await fetch(`${hook.url}/rebuild`, { headers: { Authorization: 'Bearer top-secret' } })).status).toBe(200);
      expect((await fetch(`${hook.url}/health`)).status).toBe(200);
      expect((await fetch(`${hook.url}/elsewhere`, { method: 'POST' })).status).toBe(404);
    } finally {
      await hook.close();
    }
  });

  it('a JSON body names entries to fetch again; a body that is not {"entries": [ids]} is refused with 400 and triggers nothing', async () => {
    expect(entriesOfBody('')).toEqual({ entries: [] });
    expect(entriesOfBody('{"entries":["PRJ-2025-000001"]}')).toEqual({ entries: ['PRJ-2025-000001'] });
    expect(entriesOfBody('{"entries":"PRJ-1"}')).toHaveProperty('error');
    expect(entriesOfBody('{"entries":["../../etc"]}')).toHaveProperty('error');
    expect(entriesOfBody('not json')).toMatchObject({ error: expect.stringContaining('not JSON') });
    const queue = new RebuildQueue(async () => {});
    const named: string[] = [];
    const hook = await startWebhook({ queue, secret: 's', port: 0, log: () => {}, entries: (ids) => named.push(...ids) });
    try {
      const post = (body: string) => fetch(`${hook.url}/rebuild`, { method: 'POST', headers: { Authorization: 'Bearer s', 'Content-Type': 'application/json' }, body });
      const refused = await post('{"entries": [1, 2]}');
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatch(/not \{"entries": \[ids\]\}/);
      expect((await post('x'.repeat(70_000))).status).toBe(413);
      expect(queue.history).toHaveLength(0);
      expect(named).toEqual([]);
      const accepted = await post('{"entries": ["CMP-2025-000004", "PRJ-2025-000001"]}');
      expect(accepted.status).toBe(202);
      expect(named).toEqual(['CMP-2025-000004', 'PRJ-2025-000001']);
      await queue.idle();
      expect(queue.history[0]!.reasons).toEqual(['webhook (2 named)']);
    } finally {
      await hook.close();
    }
  });

  it('with REBUILD_SECRET unset every call is refused', async () => {
    const queue = new RebuildQueue(async () => {});
    const hook = await startWebhook({ queue, secret: undefined, port: 0, log: () => {} });
    try {
      const answer = await fetch(`${hook.url}/rebuild`, { method: 'POST', headers: { Authorization: 'Bearer anything' } });
      expect(answer.status).toBe(401);
      expect((await answer.json()).error).toMatch(/REBUILD_SECRET is not set/);
      expect(queue.history).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });
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
    expect(describeTakeover(lock.takeover!)).toMatch(/took over the lock of pid 4242 on old-container \(started 2020-01-01T00:00:00.000Z\): its last heartbeat was 10 min ago/);
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
      expect(lock.lostBecause).toBe(`another rebuild took it over (pid ${other.info.pid} on ${hostname()}, since ${other.info.startedAt})`);
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

    it('a holder whose clock runs 10 minutes behind keeps its lock: its heartbeat is the file system\'s time, not its own', async () => {
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

describe('releases', () => {
  async function makeRelease(id: string, complete = true) {
    await mkdir(join(dir, 'releases', id), { recursive: true });
    await writeFile(join(dir, 'releases', id, 'index.html'), id);
    if (complete) await writeRecord(dir, { id, snapshot: manifest({}) } as unknown as ReleaseRecord);
  }

  /** What claimNewRelease writes: the process building release `id`. */
  const owner = (id: string, info: Partial<LockInfo>) => writeFile(join(dir, 'releases', `${id}.owner`), JSON.stringify(info));

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

  it('never removes a folder without a record while a build owns it (this process\'s, another live process\'s, another host\'s) or nothing says whose it is', async () => {
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
    expect((await readdir(join(dir, 'releases'))).sort()).toEqual(['r3', 'r3.json', 'r5-other-host', 'r5-other-host.owner', 'r6-nobody-knows']);
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
    expect((await readdir(dir)).sort()).toEqual(running.sort());
  });

  it('keeps the records of the newest releases when only the records are there (the CI cache restores records, not sites)', async () => {
    await mkdir(join(dir, 'releases'));
    for (let i = 1; i <= 7; i++) await writeRecord(dir, { id: `r${i}`, snapshot: manifest({}) } as unknown as ReleaseRecord);
    await makeRelease('r8');
    await switchCurrent(dir, 'r8');
    await pruneReleases(dir, 5);
    expect((await readRecords(dir)).map((r) => r.id)).toEqual(['r4', 'r5', 'r6', 'r7', 'r8']);
    expect(await listReleases(dir)).toEqual(['r8']);
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

describe('verification', () => {
  const site = 'https://fame.example.edu';
  async function page(path: string, html = '<a href="/">home</a>') {
    const file = join(dir, path);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, html);
  }
  async function fixedPages() {
    const feeds = ['rss.xml', 'projects/rss.xml', 'competitions/rss.xml', 'achievements/rss.xml', 'placements-internships/rss.xml', 'StarAlumni/rss.xml'];
    for (const path of ['index.html', 'about/index.html', 'login/index.html', 'callback/index.html', 'search/index.html', '404.html', 'sitemap.xml', 'robots.txt', ...feeds]) await page(path);
  }
  /** A search index holding these pages, written as Pagefind writes its fragments. */
  async function searchIndex(urls: string[]) {
    await mkdir(join(dir, 'pagefind', 'fragment'), { recursive: true });
    for (const [n, url] of urls.entries()) {
      await writeFile(join(dir, 'pagefind', 'fragment', `en_${n}.pf_fragment`), gzipSync(`pagefind_dcd${JSON.stringify({ url, content: 'x', meta: {} })}`));
    }
  }

  it('expects every list page (24 a page, placement aliases too) and detail page of the snapshot', () => {
    const paths = expectedPaths(manifest({ projects: { Industry: ids('P', 25) }, placements: { Placement: ids('PL', 1) } }));
    expect(paths).toContain('/projects/industry');
    expect(paths).toContain('/projects/industry/2');
    expect(paths).not.toContain('/projects/industry/3');
    expect(paths).toContain('/projects/industrydetails/P-25');
    expect(paths).toContain('/placements-internships/Placements');
    expect(paths).toContain('/placements-internships/placementDetails/PL-1');
  });

  it('passes a complete release; accepts links to detail routes the 404 page renders', async () => {
    await fixedPages();
    await page('projects/industry/index.html', '<a href="/projects/industrydetails/P-1">x</a><a href="/projects/industrydetails/NEWER">y</a><a href="https://elsewhere.org/x">z</a><a href="mailto:a@b.c">m</a>');
    await page('projects/industrydetails/P-1/index.html', `<a href="${site}/projects/industry?x=1#top">back</a><img src="/logo.svg">`);
    await writeFile(join(dir, 'logo.svg'), '<svg/>');
    await searchIndex(['/projects/industrydetails/P-1/']);
    const report = await verifyRelease({ root: dir, manifest: manifest({ projects: { Industry: ids('P', 1) } }), siteUrl: site });
    expect(report).toMatchObject({ pages: 8, missing: [], broken: [], unindexed: [] });
  });

  it('fails when the search index is missing or lacks a detail page of the snapshot', async () => {
    await fixedPages();
    await page('projects/industry/index.html');
    for (const id of ['P-1', 'P-2']) await page(`projects/industrydetails/${id}/index.html`);
    const options = { root: dir, manifest: manifest({ projects: { Industry: ids('P', 2) } }), siteUrl: site };
    const none = await verifyRelease(options).catch((e: unknown) => e);
    expect((none as VerifyError).report.unindexed).toEqual(['/pagefind/ (the release has no search index)']);
    await searchIndex(['/projects/industrydetails/P-1/']);
    const partial = await verifyRelease(options).catch((e: unknown) => e);
    expect((partial as VerifyError).report.unindexed).toEqual(['/projects/industrydetails/P-2']);
    expect((partial as Error).message).toContain('detail pages not in the search index (1)');
    await searchIndex(['/projects/industrydetails/P-1/', '/projects/industrydetails/P-2/']);
    await expect(verifyRelease(options)).resolves.toMatchObject({ unindexed: [] });
  });

  it('fails naming missing pages and broken links (grouped by target), unless a path is allowed', async () => {
    await fixedPages();
    await page('projects/industry/index.html', '<a href="/nowhere">x</a><script type="module" src="/_astro/gone.js"></script>');
    await page('about/index.html', '<a href="/nowhere">x</a>');
    const options = { root: dir, manifest: manifest({ projects: { Industry: ids('P', 1) } }), siteUrl: site };
    const error = await verifyRelease(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerifyError);
    const { report } = error as VerifyError;
    expect(report.missing).toEqual(['/projects/industrydetails/P-1']);
    expect(report.broken).toEqual(['/nowhere (from 2 pages, e.g. /about/index.html)', '/_astro/gone.js (from /projects/industry/index.html)']);
    expect((error as Error).message).toContain('nothing was published');
    await page('projects/industrydetails/P-1/index.html');
    await searchIndex(['/projects/industrydetails/P-1/']);
    await page('projects/industry/index.html', '<a href="/nowhere">x</a>');
    await expect(verifyRelease({ ...options, allowUnbuilt: ['/nowhere'] })).resolves.toMatchObject({ broken: [] });
  });

  it('reads the pages the caller lists as the release (an assembled release), not the folder', async () => {
    await fixedPages();
    await page('projects/industry/index.html');
    await page('projects/industrydetails/P-1/index.html');
    await searchIndex(['/projects/industrydetails/P-1/']);
    // On disk but not in the release's list: not read, not counted.
    await page('stray/index.html', '<a href="/nowhere">x</a>');
    const options = { root: dir, manifest: manifest({ projects: { Industry: ids('P', 1) } }), siteUrl: site };
    const listed = ['index.html', 'about/index.html', 'login/index.html', 'callback/index.html', 'search/index.html', '404.html', 'projects/industry/index.html', 'projects/industrydetails/P-1/index.html', 'logo.svg'];
    await expect(verifyRelease({ ...options, files: listed })).resolves.toMatchObject({ pages: 8, read: 8, broken: [] });
    const all = await verifyRelease(options).catch((e: unknown) => e);
    expect((all as VerifyError).report.broken).toEqual(['/nowhere (from /stray/index.html)']);
  });

  it('finds the files the caller lists without the file system, and looks on disk for what the list lacks', async () => {
    const listed = new Set(['index.html', 'about/index.html', 'feed.html', 'logo.svg', '_headers', 'page.html.br']);
    expect(listedFile(listed, '/')).toBe(true);
    expect(listedFile(listed, '/about')).toBe(true);
    expect(listedFile(listed, '/about/')).toBe(true);
    expect(listedFile(listed, '/feed')).toBe(true);
    expect(listedFile(listed, '/logo.svg?v=1')).toBe(true);
    expect(listedFile(listed, '/logo.svg/')).toBe(false);
    expect(listedFile(listed, '/%61bout')).toBe(true);
    expect(listedFile(listed, '/../about')).toBe(false);
    // Never served as files of their own: left to the file system's rules.
    expect(listedFile(listed, '/_headers')).toBe(false);
    expect(listedFile(listed, '/page.html.br')).toBe(false);

    await fixedPages();
    await page('projects/industry/index.html', '<img src="/listed.svg"><img src="/on-disk.svg"><img src="/nowhere.svg">');
    await page('projects/industrydetails/P-1/index.html');
    await writeFile(join(dir, 'on-disk.svg'), '<svg/>');
    await searchIndex(['/projects/industrydetails/P-1/']);
    const options = { root: dir, manifest: manifest({ projects: { Industry: ids('P', 1) } }), siteUrl: site };
    // listed.svg is listed (as if the build wrote it), so it is not looked for; on-disk.svg is not listed but is there.
    const pages = ['index.html', 'about/index.html', 'login/index.html', 'callback/index.html', 'search/index.html', '404.html', 'projects/industry/index.html', 'projects/industrydetails/P-1/index.html'];
    const listedError = await verifyRelease({ ...options, files: [...pages, 'listed.svg'] }).catch((e: unknown) => e);
    expect((listedError as VerifyError).report).toMatchObject({ missing: [], broken: ['/nowhere.svg (from /projects/industry/index.html)'] });
    // Without the list, the same release is read from disk, where listed.svg is not.
    const unlisted = await verifyRelease(options).catch((e: unknown) => e);
    expect((unlisted as VerifyError).report.broken).toEqual(['/listed.svg (from /projects/industry/index.html)', '/nowhere.svg (from /projects/industry/index.html)']);
  });

  it('reads links relative to the page and only same-site ones', () => {
    expect(internalPath('/a?b#c', site)).toBe('/a');
    expect(internalPath('next', site, `${site}/list/`)).toBe('/list/next');
    expect(internalPath('//cdn.example.org/x.js', site)).toBeUndefined();
    expect(internalPath(`${site}/x`, site)).toBe('/x');
    expect(internalPath('tel:+911', site)).toBeUndefined();
  });
});

describe('security headers', () => {
  it('the CSP: self plus the backend for connections and images, the identity provider for connections only', () => {
    const directives = cspDirectives({ apiHost: 'https://api.example.edu/base/', identityMeUrl: 'https://login.example.com/me' });
    expect(directives).toContain("connect-src 'self' https://api.example.edu https://login.example.com");
    expect(directives).toContain("img-src 'self' https://api.example.edu");
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(cspDirectives({})).toContain("connect-src 'self' https://graph.microsoft.com");
  });

  it('_headers round-trips and matches paths by splat', () => {
    const rules = parseHeadersFile(headersFile());
    expect(headersFor(rules, '/')['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor(rules, '/_astro/a.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/_img/0123456789abcdef0123456789abcdef.webp')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/about')['Cache-Control']).toBeUndefined();
  });
});

describe('the GitHub Actions workflow', () => {
  const workflow = () => readFile(join(PROJECT_ROOT, '.github/workflows/publish.yml'), 'utf8');

  it('refuses to publish without a baseline (the cache holding the records may be evicted) unless forced', async () => {
    const text = await workflow();
    expect(text).toMatch(/npm run rebuild -- --require-baseline \$\{\{ inputs\.force && '--force' \|\| '' \}\}/);
  });

  it('pins the deploy host\'s key from a secret instead of trusting it on first use', async () => {
    const text = await workflow();
    expect(text).not.toContain('accept-new');
    expect(text).toContain('secrets.DEPLOY_KNOWN_HOSTS');
    expect(text).toMatch(/StrictHostKeyChecking=yes/);
    expect(text).toMatch(/printf .* "\$DEPLOY_KNOWN_HOSTS" > ~\/\.ssh\/known_hosts/);
    expect(text).toContain('UserKnownHostsFile=$HOME/.ssh/known_hosts');
  });
});
