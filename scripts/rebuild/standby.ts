/**
 * What a long-running rebuild service (`npm start`, `--serve`, `--every`)
 * keeps ready between runs, so the next approval pays neither Astro's start
 * nor most of the search index:
 *
 * - **the next run's build**, started as soon as a run ends: Astro's start,
 *   Vite's bundles and the prerender bundle's loading depend on no data (at
 *   10,000 entries an approval was live in 7.3/9.8 s with the build waiting,
 *   12.8/14.0 s without, 24900da), and the build then waits for its records
 *   (src/features/catalog/records-wait.ts). The build phase's end starts it, its
 *   start takes it (./phases/build.ts), only when nothing it has read can
 *   differ: the same publish folder, backend and site URLs, site code,
 *   environment and calendar year; otherwise it is stopped and the run starts
 *   its own.
 * - **the next search index**, begun from the live release's detail pages
 *   (Pagefind reads them at the lowest priority); the search phase's end keeps
 *   it, its start takes it while that release is still live
 *   (./phases/search.ts), so only the rendered pages are left to add (an
 *   approval searchable in 21.6–25.2 s at 10,000 entries instead of 29–34 s,
 *   eb639d5).
 *
 * - **the next picture process**, started as a run ends (Node's start and
 *   sharp's loading, about 0.5 s of CPU): the pictures phase's end keeps it,
 *   its start takes it (./phases/pictures.ts), so an approval's new photo
 *   does not wait for it, and a run that changes nothing starts none.
 *
 * - **the next release's hard-link copy** of the live release, begun as a
 *   run ends (the share phase's end): 310,000 links at 100,000 entries, 6–12 s
 *   of the kernel's CPU that an approval's build otherwise shares its cores
 *   with. The share phase's start takes it while that release is still live
 *   and renames it to the new release's folder (./phases/share.ts).
 *
 * - **the last fetch's lists and records** (./kept-fetch.ts), so an approval
 *   reads again only the lists that changed, and not the live release's
 *   records file.
 *
 * One of each is kept per process; a run that does not take the build stops
 * it first, so two builds never hold their memory at once.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rename } from 'node:fs/promises';
import { WAITING_FOR_SNAPSHOT } from '#integrations/build-lines.ts';
import type { BuildResult } from '../lib/astro-build.ts';
import { removeBuildFiles, startAstro, type BuildFiles, type BuildSettings } from '../lib/planned-build.ts';
import type { PictureProcessor } from '../lib/images/processor.ts';
import type { IndexAhead } from '../lib/search-index.ts';
import { linkTree } from '../lib/copy-tree.ts';
import { newBuildFiles, newKeptFolder, removeOrphanBuilds } from './build-folders.ts';
import { forgetFetches } from './kept-fetch.ts';
import { discardTree } from './releases.ts';

/**
 * What a build kept waiting must share with the run that takes it. Not the records and pictures it prepares
 * ahead (`likelyBase`, `likelyPictures`): a build that prepared others prepares its own when they come. Nor
 * how its heap grows while it waits (`keptWaiting`).
 */
export function standbyKey({
  likelyBase: _ahead,
  likelyPictures: _pictures,
  keptWaiting: _waiting,
  ...parts
}: { publishDir: string } & BuildSettings): string {
  const env = Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify({ ...parts, year: new Date().getUTCFullYear(), env }))
    .digest('hex');
}

/** Where the lines of a build kept waiting go once a run has taken it: its own (`progress`) and the rest of Astro's (`echo`). */
export interface BuildListener {
  progress(line: string): void;
  echo?(line: string): void;
}

interface Waiting {
  key: string;
  files: BuildFiles;
  building: Promise<BuildResult>;
  abort: AbortController;
  startedAt: number;
  child?: ChildProcess;
  exited: boolean;
  /** Astro's fixed cost is paid and its likely base prepared (when it could be): the build waits for its records. */
  ready: boolean;
  to?: BuildListener;
}

let waiting: Waiting | undefined;

/** Whether a child keeps this process alive: a build kept waiting does not, one a run awaits does. */
function hold(child: ChildProcess | undefined, held: boolean): void {
  for (const handle of [child, child?.stdout, child?.stderr] as Array<
    { ref?: () => void; unref?: () => void } | null | undefined
  >) {
    if (held) handle?.ref?.();
    else handle?.unref?.();
  }
}

async function stopWaiting(entry: Waiting | undefined): Promise<void> {
  if (!entry) return;
  // Held until it has exited: with nothing else to wait for (a service stopping), this process would end first, its files left.
  hold(entry.child, true);
  entry.abort.abort();
  await entry.building.catch(() => {});
  await removeBuildFiles(entry.files);
}

/** Starts the next run's build in `publishDir` and keeps it waiting (one kept before is stopped); `start` starts it (tests give their own). */
export async function startWaitingBuild(
  publishDir: string,
  key: string,
  settings: BuildSettings,
  start: typeof startAstro = startAstro,
): Promise<void> {
  await stopWaiting(waiting);
  waiting = undefined;
  await removeOrphanBuilds(publishDir);
  const abort = new AbortController();
  const entry: Waiting = {
    key,
    files: newBuildFiles(publishDir),
    abort,
    startedAt: performance.now(),
    exited: false,
    ready: false,
    building: undefined as unknown as Promise<BuildResult>,
  };
  entry.building = start(settings, entry.files, {
    progress: (line) => {
      if (line === WAITING_FOR_SNAPSHOT) entry.ready = true;
      else entry.to?.progress(line);
    },
    echo: (line) => entry.to?.echo?.(line),
    signal: abort.signal,
    spawned: (child) => {
      entry.child = child;
      // Held once a run has taken it or it is being stopped (spawned after its plan was written).
      hold(child, entry.to !== undefined || abort.signal.aborted);
    },
  });
  entry.building.then(
    () => (entry.exited = true),
    () => (entry.exited = true),
  );
  waiting = entry;
}

/** A build kept waiting, taken by a run. */
export interface TakenBuild {
  files: BuildFiles;
  building: Promise<BuildResult>;
  /** How long it had waited, and whether Astro had finished starting. */
  waitedMs: number;
  ready: boolean;
  /** Stops it and removes its files and folder. */
  stop(): Promise<void>;
  /** Keeps it waiting again, for a run that wrote none of its files (no change, a refusal, a failed fetch); false if it cannot be. */
  putBack(): boolean;
}

/** The build kept waiting, taken over by a run with `key` (its lines go to `to` from now on); any other is stopped. */
export async function takeWaitingBuild(
  key: string,
  to: (files: BuildFiles) => BuildListener,
): Promise<TakenBuild | undefined> {
  const entry = waiting;
  waiting = undefined;
  if (!entry) return undefined;
  if (entry.key !== key || entry.exited) {
    await stopWaiting(entry);
    return undefined;
  }
  hold(entry.child, true);
  entry.to = to(entry.files);
  return {
    files: entry.files,
    building: entry.building,
    waitedMs: performance.now() - entry.startedAt,
    ready: entry.ready,
    stop: () => stopWaiting(entry),
    putBack: () => {
      if (waiting || entry.exited) return false;
      entry.to = undefined;
      hold(entry.child, false);
      waiting = entry;
      return true;
    },
  };
}

/** Whether a build is kept waiting (and has reached its wait for the records). */
export function standbyState(): 'none' | 'starting' | 'waiting' {
  if (!waiting || waiting.exited) return 'none';
  return waiting.ready ? 'waiting' : 'starting';
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

/** The picture processor kept for the next run, with the budgets it was made with. */
let keptPictures: { budgets: string; processor: PictureProcessor } | undefined;

/** Keeps `processor` for the next run, a process started for its first picture (another kept one is closed). */
export async function keepPictureProcessor(budgets: string, processor: PictureProcessor): Promise<void> {
  const before = keptPictures;
  processor.startAhead();
  keptPictures = { budgets, processor };
  if (before && before.processor !== processor) await before.processor.close();
}

/** The picture processor kept with these budgets, taken; one kept with others is closed. */
export async function takePictureProcessor(budgets: string): Promise<PictureProcessor | undefined> {
  const kept = keptPictures;
  keptPictures = undefined;
  if (kept?.budgets === budgets) return kept.processor;
  await kept?.processor.close();
  return undefined;
}

/** The live release's hard-link copy kept for the next run: of which release, leaving out which top-level names, where. */
interface LiveCopy {
  publishDir: string;
  release: string;
  omit: string;
  dir: string;
  copying: Promise<void>;
  stop: AbortController;
}

let keptCopy: LiveCopy | undefined;

const omitted = (omit: string[]) => JSON.stringify([...omit].sort());

/** The copy stopped if still being made, and its folder taken away and deleted in the background: 310,000 links at 100,000 entries. */
async function removeCopy(copy: LiveCopy | undefined): Promise<void> {
  if (!copy) return;
  copy.stop.abort();
  await copy.copying.catch(() => {});
  await discardTree(copy.publishDir, copy.dir);
}

/**
 * Begins a hard-link copy of the live release `release` (at `liveDir`, leaving out the top-level names in `omit`)
 * in `publishDir`, for the next run; nothing when one is kept already, and another kept one is removed first.
 */
export function keepLiveCopy(publishDir: string, release: string, liveDir: string, omit: string[]): void {
  if (keptCopy?.release === release && keptCopy.omit === omitted(omit)) return;
  const before = keptCopy;
  const dir = newKeptFolder(publishDir, 'live-copy');
  const stop = new AbortController();
  const copying = removeCopy(before).then(() => linkTree(liveDir, dir, omit, stop.signal));
  // A copy that failed is removed when it is taken or replaced: the run then links its own.
  copying.catch(() => {});
  keptCopy = { publishDir, release, omit: omitted(omit), dir, copying, stop };
}

/**
 * The copy kept of `release` (leaving out `omit`), moved to `to` once made: `taken` when it is there; else the copy
 * is removed, and `failed` says why when it was one of that release that could not be made or moved.
 */
export async function takeLiveCopy(
  release: string,
  omit: string[],
  to: string,
): Promise<{ taken: true } | { taken: false; failed?: string }> {
  const kept = keptCopy;
  keptCopy = undefined;
  if (!kept) return { taken: false };
  if (kept.release !== release || kept.omit !== omitted(omit)) {
    await removeCopy(kept);
    return { taken: false };
  }
  try {
    await kept.copying;
    await rename(kept.dir, to);
    return { taken: true };
  } catch (error) {
    await removeCopy(kept);
    return { taken: false, failed: (error as Error).message };
  }
}

/** The kept copy's making, when one is kept: settles once it is made (or has failed). */
export function liveCopyMade(): Promise<void> | undefined {
  return keptCopy?.copying.catch(() => {});
}

/** Stops the build kept waiting, the search index read ahead and the picture process, and removes the live release's copy, if any. */
export async function stopStandby(): Promise<void> {
  const entry = waiting;
  const kept = keptIndex;
  const pictures = keptPictures;
  const copy = keptCopy;
  waiting = undefined;
  keptIndex = undefined;
  keptPictures = undefined;
  keptCopy = undefined;
  forgetFetches();
  await Promise.all([stopWaiting(entry), kept?.ahead.cancel(), pictures?.processor.close(), removeCopy(copy)]);
}
