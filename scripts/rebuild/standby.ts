/**
 * What a long-running rebuild service (`npm start`, `--serve`, `--every`)
 * keeps ready between runs, so the next approval pays neither Astro's start
 * nor most of the search index:
 *
 * - **the next run's build**, started as soon as a run ends: Astro's start,
 *   Vite's bundles and the prerender bundle's loading depend on no data (at
 *   10,000 entries an approval was live in 7.3/9.8 s with the build waiting,
 *   12.8/14.0 s without, 24900da), and the build then waits for its records
 *   (integrations/snapshot-wait.ts). The next run takes it over
 *   (./phases/build.ts writes the files its plan names). It is only taken
 *   when nothing it has read can differ: the same publish folder, backend and
 *   site URLs, site code, environment and calendar year; otherwise it is
 *   stopped and the run starts its own.
 * - **the next search index**, begun from the live release's detail pages
 *   (Pagefind reads them at the lowest priority); the next run takes it over
 *   while that release is still live (./phases/search.ts), so only the
 *   rendered pages are left to add (an approval searchable in 21.6–25.2 s at
 *   10,000 entries instead of 29–34 s, eb639d5).
 *
 * One of each is kept per process; a run that does not take the build stops
 * it first, so two builds never hold their memory at once.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { WAITING_FOR_SNAPSHOT } from '#integrations/build-lines.ts';
import type { BuildResult } from '../lib/astro-build.ts';
import type { IndexAhead } from '../lib/search-index.ts';
import { buildFiles, removeBuildFiles, removeOrphanBuilds, startAstro, type BuildSettings, type BuildUnderWay } from './phases/build.ts';
import { WrittenPages } from './written-pages.ts';

/** What a build kept waiting must share with the run that takes it. */
export function standbyKey(parts: { publishDir: string } & BuildSettings): string {
  const env = Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify({ ...parts, year: new Date().getUTCFullYear(), env }))
    .digest('hex');
}

interface Parked {
  key: string;
  files: ReturnType<typeof buildFiles>;
  building: Promise<BuildResult>;
  abort: AbortController;
  startedAt: number;
  child?: ChildProcess;
  exited: boolean;
  /** Astro's fixed cost is paid: the build waits for its records. */
  waiting: boolean;
  /** Where its lines go once a run has taken it. */
  to?: (line: string) => void;
}

let parked: Parked | undefined;

/** Whether a child keeps this process alive: a build kept waiting does not, one a run awaits does. */
function hold(child: ChildProcess | undefined, held: boolean): void {
  for (const handle of [child, child?.stdout, child?.stderr] as Array<{ ref?: () => void; unref?: () => void } | null | undefined>) {
    if (held) handle?.ref?.();
    else handle?.unref?.();
  }
}

async function stopParked(entry: Parked | undefined): Promise<void> {
  if (!entry) return;
  entry.abort.abort();
  await entry.building.catch(() => {});
  await removeBuildFiles(entry.files);
}

/** Starts the next run's build in `publishDir` and keeps it waiting (one kept before is stopped); `start` starts it (tests give their own). */
export async function park(publishDir: string, key: string, settings: BuildSettings, start: typeof startAstro = startAstro): Promise<void> {
  await stopParked(parked);
  parked = undefined;
  await removeOrphanBuilds(publishDir);
  const abort = new AbortController();
  const entry: Parked = { key, files: buildFiles(publishDir), abort, startedAt: performance.now(), exited: false, waiting: false, building: undefined as unknown as Promise<BuildResult> };
  entry.building = start(settings, entry.files, {
    progress: (line) => {
      if (line === WAITING_FOR_SNAPSHOT) entry.waiting = true;
      else entry.to?.(line);
    },
    signal: abort.signal,
    spawned: (child) => {
      entry.child = child;
      hold(child, false);
    },
  });
  entry.building.then(
    () => (entry.exited = true),
    () => (entry.exited = true),
  );
  parked = entry;
}

/** The build kept waiting, taken over by a run with `key` (its lines then go to `log` and `written`); any other is stopped. */
export async function takeStandby(key: string, log: (line: string) => void, routeWritten?: (base: string, files: readonly string[]) => void): Promise<(BuildUnderWay & { putBack(): boolean }) | undefined> {
  const entry = parked;
  parked = undefined;
  if (!entry) return undefined;
  if (entry.key !== key || entry.exited) {
    await stopParked(entry);
    return undefined;
  }
  hold(entry.child, true);
  const written = new WrittenPages(entry.files.dir, routeWritten);
  entry.to = (line) => written.take(line) || log(`build: ${line}`);
  const now = performance.now();
  return {
    files: entry.files,
    building: entry.building,
    since: now,
    written,
    kept: { waitedMs: now - entry.startedAt, ready: entry.waiting },
    stop: () => stopParked(entry),
    // Kept waiting again, for a run that wrote none of its files (no change, a refusal, a failed fetch).
    putBack: () => {
      if (parked || entry.exited) return false;
      entry.to = undefined;
      hold(entry.child, false);
      parked = entry;
      return true;
    },
  };
}

/** Whether a build is kept waiting (and has reached its wait for the records). */
export function standbyState(): 'none' | 'starting' | 'waiting' {
  if (!parked || parked.exited) return 'none';
  return parked.waiting ? 'waiting' : 'starting';
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

/** The kept index's reading, when one is kept: settles once Pagefind has read its release's pages. */
export function indexAheadRead(): Promise<void> | undefined {
  return keptIndex?.ahead.read;
}

/** Stops the build kept waiting and the search index read ahead, if any. */
export async function stopStandby(): Promise<void> {
  const entry = parked;
  const kept = keptIndex;
  parked = undefined;
  keptIndex = undefined;
  await Promise.all([stopParked(entry), kept?.ahead.cancel()]);
}
