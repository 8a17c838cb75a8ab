/**
 * The next rebuild's build, started before it is asked for. About 6 of the
 * 9–11 s an approval's build took at 10,000 entries were Astro's fixed cost:
 * its start, the content sync, Vite's two bundles and loading the prerender
 * bundle. None of that depends on the data. So a long-running rebuild service
 * (`npm start`, `--serve`, `--every`) starts the next `astro build` as soon as
 * a run ends; the build gets that far and waits for its snapshot file
 * (scripts/lib/build-progress.ts). The next run that renders only changed
 * pages takes it over: it writes the live release's keys, the pictures and the
 * snapshot to the files the build was given, and the build goes on as if it
 * had been started then. It is the same `astro build`, so it writes the same
 * release.
 *
 * A build kept waiting is only taken when nothing it has read can differ: the
 * same publish folder, backend and site URLs, the same site code (the inputs
 * fingerprint), environment and calendar year (the footer's year is read when
 * the bundle loads). Otherwise it is stopped and the run starts its own. One
 * is kept per process; any run that does not take it stops it first, so two
 * builds never hold their memory at once.
 *
 * The search index is read ahead the same way: when a run has published its
 * index, Pagefind starts reading that release's detail pages (20-25 s at
 * 10,000 entries, at the lowest CPU priority), and the next run that renders
 * only changed pages while that release is still live takes it over, so only
 * the rendered pages are left to add. Reading holds about 0.25 GB beside the
 * waiting build's 0.3 GB; Pagefind's peak comes when it writes, after Astro
 * has exited.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildResult } from '../lib/build-site.ts';
import { WAITING_FOR_SNAPSHOT } from '../lib/build-progress.ts';
import { processRuns } from '../lib/child-pids.ts';
import type { IndexAhead } from '../lib/search-index.ts';

/** Where a build writes and the files it reads and writes besides its pages. */
export interface BuildFiles {
  /** Astro's output folder. */
  dir: string;
  snapshotFile: string;
  keysFile: string;
  liveKeysFile: string;
  picturesFile: string;
  /** The live release's records when the build started: it reads them while it waits, for a snapshot handed over as a delta on them. */
  liveRecordsFile?: string;
}

/** A build under way: its files, its outcome, and how to stop it. */
export interface StartedBuild {
  files: BuildFiles;
  building: Promise<BuildResult>;
  /** When the build started for the run that takes it (a standby's is when it was taken over). */
  since: number;
  /** Stops the build and removes its files and folder. */
  stop: () => Promise<void>;
}

/** The progress lines of a build kept waiting go to the run that takes it over. */
export interface StandbyLog {
  to?: (line: string) => void;
  /** The build has reached its snapshot wait: Astro's fixed cost is paid. */
  waiting: boolean;
}

interface Parked {
  build: StartedBuild;
  key: string;
  log: StandbyLog;
  child?: ChildProcess;
  exited: boolean;
  startedAt: number;
}

let parked: Parked | undefined;

/** What a build kept waiting must share with the run that takes it. */
export function standbyKey(parts: { publishDir: string; inputs: string; apiHost: string; siteUrl: string; identityMeUrl?: string; verbose?: boolean }): string {
  const env = Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify({ ...parts, year: new Date().getUTCFullYear(), env }))
    .digest('hex');
}

const PREFIX = 'next-build-';
let counter = 0;

/** Names for a build kept waiting in `publishDir`: this process's own, beside the releases (a rename away from them). */
export function standbyFiles(publishDir: string): BuildFiles {
  const dir = join(publishDir, `${PREFIX}${process.pid}-${++counter}`);
  return {
    dir,
    snapshotFile: `${dir}.snapshot.json`,
    keysFile: `${dir}.keys.json`,
    liveKeysFile: `${dir}.live-keys.json`,
    picturesFile: `${dir}.pictures.json`,
  };
}

/**
 * Keeps `start`'s build waiting for the next run. `start` receives the files
 * to give the build and where its progress lines go; it calls `spawned` with
 * Astro's process, which no longer keeps this process alive (taking it over
 * does again).
 */
export async function park(
  publishDir: string,
  key: string,
  start: (files: BuildFiles, log: StandbyLog, spawned: (child: ChildProcess) => void, signal: AbortSignal) => Promise<BuildResult>,
  liveRecordsFile?: string,
): Promise<void> {
  await stopParkedBuild();
  await removeOrphans(publishDir);
  const files: BuildFiles = { ...standbyFiles(publishDir), ...(liveRecordsFile ? { liveRecordsFile } : {}) };
  const log: StandbyLog = { waiting: false };
  const abort = new AbortController();
  const entry: Parked = { key, log, exited: false, startedAt: performance.now(), build: undefined as unknown as StartedBuild };
  const building = start(
    files,
    log,
    (child) => {
      entry.child = child;
      hold(child, false);
    },
    abort.signal,
  );
  building.then(
    () => (entry.exited = true),
    () => (entry.exited = true),
  );
  entry.build = {
    files,
    building,
    since: entry.startedAt,
    stop: async () => {
      abort.abort();
      await building.catch(() => {});
      await removeBuildFiles(files);
    },
  };
  parked = entry;
}

/** A build kept waiting, taken over by a run. */
export interface TakenBuild extends StartedBuild {
  /** How long it was kept waiting. */
  waitedMs: number;
  /** Whether it had reached its snapshot wait (Astro's fixed cost paid) when it was taken. */
  ready: boolean;
  /**
   * Keeps it waiting again, for a run that built nothing (no change, a
   * refusal, a failed fetch) before writing its snapshot file: it has read
   * nothing of that run. False when it cannot (it has ended, or another waits).
   */
  putBack: () => boolean;
}

/**
 * The build kept waiting, when it can serve a run with `key`: it is taken
 * (its progress lines then go to `log`). Any other is stopped.
 */
export async function takeStandby(key: string, log: (line: string) => void): Promise<TakenBuild | undefined> {
  const entry = parked;
  if (!entry) return undefined;
  parked = undefined;
  if (entry.key !== key || entry.exited) {
    await entry.build.stop();
    return undefined;
  }
  if (entry.child) hold(entry.child, true);
  entry.log.to = log;
  const now = performance.now();
  return {
    ...entry.build,
    since: now,
    waitedMs: now - entry.startedAt,
    ready: entry.log.waiting,
    putBack: () => {
      if (parked || entry.exited) return false;
      entry.log.to = undefined;
      if (entry.child) hold(entry.child, false);
      parked = entry;
      return true;
    },
  };
}

/** Stops the build kept waiting and the search index read ahead, if any. */
export async function stopStandby(): Promise<void> {
  await Promise.all([stopParkedBuild(), dropIndexAhead()]);
}

async function stopParkedBuild(): Promise<void> {
  const entry = parked;
  parked = undefined;
  await entry?.build.stop();
}

/** The search index read ahead from a live release's pages, kept for the next run. */
let keptIndex: { release: string; ahead: IndexAhead } | undefined;

/** Keeps `ahead`, which reads `release`'s detail pages, for the next run (another kept one is cancelled). */
export async function keepIndexAhead(release: string, ahead: IndexAhead): Promise<void> {
  const before = keptIndex;
  keptIndex = { release, ahead };
  if (before && before.ahead !== ahead) await before.ahead.cancel();
}

/** The index kept for `release` (the live one), taken; one kept for another release is cancelled. */
export async function takeIndexAhead(release: string): Promise<IndexAhead | undefined> {
  const kept = keptIndex;
  keptIndex = undefined;
  if (!kept) return undefined;
  if (kept.release === release && !kept.ahead.spent && !kept.ahead.failed) return kept.ahead;
  await kept.ahead.cancel();
  return undefined;
}

/** Cancels the kept index, if any. */
export async function dropIndexAhead(): Promise<void> {
  const kept = keptIndex;
  keptIndex = undefined;
  await kept?.ahead.cancel();
}

/** The kept index's reading, when one is kept: settles once Pagefind has read its release's pages. */
export function indexAheadRead(): Promise<void> | undefined {
  return keptIndex?.ahead.read;
}

/** Whether a build is kept waiting (and has reached its snapshot wait). */
export function standbyState(): 'none' | 'starting' | 'waiting' {
  if (!parked || parked.exited) return 'none';
  return parked.log.waiting ? 'waiting' : 'starting';
}

/** A progress line of a build kept waiting: recorded, or passed to the run that took it. */
export function standbyProgress(log: StandbyLog, line: string): void {
  if (line === WAITING_FOR_SNAPSHOT) log.waiting = true;
  else log.to?.(line);
}

/** Whether a child keeps this process alive: a build kept waiting does not, one a run awaits does. */
function hold(child: ChildProcess, held: boolean): void {
  for (const handle of [child, child.stdout, child.stderr] as Array<{ ref?: () => void; unref?: () => void } | null>) {
    if (held) handle?.ref?.();
    else handle?.unref?.();
  }
}

/** Removes a build's scratch files, and its output folder too unless `withDir` is false. */
export async function removeBuildFiles(files: BuildFiles, withDir = true): Promise<void> {
  await Promise.all([files.snapshotFile, `${files.snapshotFile}.tmp`, files.keysFile, files.liveKeysFile, files.picturesFile].map((file) => rm(file, { force: true })));
  if (withDir) await rm(files.dir, { recursive: true, force: true });
}

/** Folders and files of builds kept waiting by processes that are gone (a build gives up when its parent goes). */
async function removeOrphans(publishDir: string): Promise<void> {
  const names = await readdir(publishDir).catch(() => [] as string[]);
  const gone = names.filter((name) => {
    const pid = name.startsWith(PREFIX) ? Number(/^(\d+)-/.exec(name.slice(PREFIX.length))?.[1]) : 0;
    return !!pid && pid !== process.pid && !processRuns(pid);
  });
  await Promise.all(gone.map((name) => rm(join(publishDir, name), { recursive: true, force: true })));
}
