/**
 * What every phase of a rebuild is given: the run's options, its log, its new
 * release's id and the live release it starts from; and how a phase fails.
 */
import { join } from 'node:path';
import type { StepCounts } from '../lib/images/step.ts';
import type { SearchIndexResult } from '../lib/search-index.ts';
import type { Settings } from '../settings.ts';
import type { BuildEnvironment } from './inputs.ts';
import type { ReadSettings } from './reliably.ts';
import { currentRelease, readRecord, recordsPath, releasePath, type ReleaseRecord } from './releases.ts';
import { readReleaseFiles, type ReleaseFiles } from './release-files.ts';
import { readSnapshotData, type SnapshotData } from './snapshot.ts';

export type Phase = 'lock' | 'fetch' | 'compare' | 'pictures' | 'build' | 'share' | 'verify' | 'publish' | 'search' | 'prune' | 'rollback';

export interface RebuildOptions {
  publishDir: string;
  apiHost: string;
  siteUrl: string;
  identityMeUrl?: string;
  /** Publish even when the shrink guard refuses (or there is no baseline), and build even when nothing changed. */
  force?: boolean;
  /** Largest allowed drop in entries (in all, per area, per list), as a fraction of the baseline's (default 0.2). */
  maxShrink?: number;
  /** Refuse to publish when there is no release record to compare with (unless forced): for CI, where the records live in an evictable cache. */
  requireBaseline?: boolean;
  /** Releases to keep (default 5). */
  keep?: number;
  /** Also rebuild when the site's code or build environment changed (default true). */
  watchCode?: boolean;
  /** Internal links allowed to point nowhere (default: none). */
  allowUnbuilt?: string[];
  /** Receives the progress lines (default console.log). */
  log?: (line: string) => void;
  /** Print Astro's own output while building. */
  verbose?: boolean;
  /** Fetch every approved detail (the scheduled reconciliation), not only those of entries the lists show as new or changed. */
  full?: boolean;
  /** Nomination ids the caller knows changed: their details are fetched again even when the lists show them unchanged. */
  entries?: string[];
  /**
   * When the run ends, start the next run's build and keep it waiting for its
   * data, and have Pagefind read the published release's detail pages for the
   * next run's index (./standby.ts): for a long-running service.
   */
  standby?: boolean;
  /** Render only the pages whose key changed (default true; false renders every page). */
  incremental?: boolean;
  /** Retries, concurrency and time-outs of the backend calls (default ./reliably.ts's). */
  reads?: ReadSettings;
  /** Write a search index (default true). */
  search?: boolean;
  /** The picture step's options, or false for none (default: the step's defaults). */
  pictures?: Settings['pictures'];
  /** Put most detail pages of a full build together from their route's frame (default true). */
  detailWriter?: boolean;
}

/** A run's options as the settings give them (README, "Configuration"), for the backend at `apiHost`. */
export function rebuildOptionsOf(settings: Settings, apiHost: string, siteUrl = settings.siteUrl ?? 'http://localhost:4321'): RebuildOptions {
  return {
    publishDir: settings.publishDir,
    apiHost,
    siteUrl,
    identityMeUrl: settings.identityMeUrl,
    maxShrink: settings.rebuild.maxShrink,
    watchCode: settings.rebuild.watchCode,
    allowUnbuilt: settings.rebuild.allowUnbuilt,
    standby: settings.rebuild.standby,
    incremental: settings.rebuild.incremental,
    reads: settings.reads,
    search: settings.search,
    pictures: settings.pictures,
    detailWriter: settings.detailWriter,
  };
}

export interface RebuildResult {
  changed: boolean;
  /** Milliseconds per phase that ran. */
  timings: Partial<Record<Phase, number>>;
  /** Astro's output, when it built. */
  buildOutput?: string;
  /** What the image step did, when it built with pictures. */
  pictures?: StepCounts;
  /** The live release after this run. */
  release?: string;
  entries: number;
  pages?: number;
  ms: number;
  /** From the start to the new pages published, when it built. */
  liveMs?: number;
  /** From the start to their search index published. */
  searchableMs?: number;
  /** What the search index phase wrote. */
  search?: SearchIndexResult;
  summary: string;
}

/** A failed rebuild: nothing was published (or, in the search phase, the pages were). `phase` says where it stopped. */
export class RebuildError extends Error {
  readonly phase: Phase;
  constructor(phase: Phase, message: string, options?: ErrorOptions) {
    super(`${phase}: ${message}`, options);
    this.name = 'RebuildError';
    this.phase = phase;
  }
}

/** Runs a phase's work; its failure becomes a RebuildError of that phase, with `what` before the cause's message. */
export async function inPhase<T>(phase: Phase, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RebuildError) throw error;
    throw new RebuildError(phase, `${what}${(error as Error).message}`, { cause: error });
  }
}

/** The release that is live when the run starts, and what is kept beside it. */
export interface LiveRelease {
  id: string;
  dir: string;
  record: ReleaseRecord;
  /** Its pages' keys and its other files (absent for a release published without them: everything is rendered again). */
  files?: ReleaseFiles;
  /** The records it was built from (null when missing or unreadable: every detail is fetched again). */
  records: SnapshotData | null;
}

export interface Run {
  options: RebuildOptions;
  publishDir: string;
  log: (line: string) => void;
  /** The backend, site and identity URLs the build bakes in. */
  env: BuildEnvironment;
  /** The new release's id. */
  id: string;
  live?: LiveRelease;
  /** Astro's cache and the picture cache live here (one per publish folder). */
  cacheDir: string;
  /** Milliseconds per phase that ran, and the mark of the last one. */
  timings: Partial<Record<Phase, number>>;
  lap(phase: Phase): number;
  started: number;
}

export async function readLive(publishDir: string, withRecords: boolean): Promise<LiveRelease | undefined> {
  const id = await currentRelease(publishDir);
  const record = id ? await readRecord(publishDir, id) : undefined;
  if (!id || !record) return undefined;
  const [files, records] = await Promise.all([
    readReleaseFiles(publishDir, id),
    withRecords ? readSnapshotData(recordsPath(publishDir, id)).catch(() => null) : null,
  ]);
  return { id, dir: releasePath(publishDir, id), record, files, records };
}

export function newRun(options: RebuildOptions, publishDir: string, id: string, live: LiveRelease | undefined): Run {
  const started = performance.now();
  let mark = started;
  const timings: Run['timings'] = {};
  return {
    options,
    publishDir,
    log: options.log ?? ((line) => console.log(line)),
    env: { apiHost: options.apiHost, siteUrl: options.siteUrl, identityMeUrl: options.identityMeUrl },
    id,
    live,
    cacheDir: join(publishDir, 'astro-cache'),
    timings,
    lap(phase) {
      const now = performance.now();
      timings[phase] = Math.round(now - mark);
      mark = now;
      return timings[phase];
    },
    started,
  };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
