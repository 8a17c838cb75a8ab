/**
 * What every phase of a rebuild is given (`Run`): the run's options, its new
 * release's id and the live release it starts from, its two logs (the
 * operator's lines, and the details `--verbose` adds), what it has published
 * so far, and how a phase fails (`RebuildError`).
 */
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { pictureCacheDir, type StepCounts } from '../lib/images/step.ts';
import type { SearchIndexResult } from '../lib/search-index.ts';
import { deployStep } from '../deploy/after-publish-step.ts';
import { DEFAULT_SITE_URL, type Settings } from '../settings.ts';
import type { AfterPublishStep } from './after-publish.ts';
import type { PhaseName, PhaseResults, PublishedRelease } from './phase-results.ts';
import type { ReadSettings } from './reliably.ts';
import {
  currentRelease,
  readRecord,
  readValidators,
  recordsPath,
  releasePath,
  type ReleaseRecord,
} from './releases.ts';
import { keptRecords } from './kept-fetch.ts';
import { readReleaseFiles, type ReleaseFiles } from './release-files.ts';
import type { BuildEnvironment } from './site-fingerprint.ts';
import { readSnapshotData, type SnapshotData } from './snapshot.ts';

/** Where a run (or a rollback) can stop: a phase, or the lock before them. */
export type Phase = 'lock' | PhaseName | 'rollback';

export interface RebuildOptions {
  publishDir: string;
  apiHost: string;
  siteUrl: string;
  identityMeUrl?: string;
  /** Publish even when the shrink guard refuses (or there is no baseline), and build even when nothing changed. */
  force?: boolean;
  /** Largest allowed drop in entries (in all, per area, per list), as a fraction of the baseline's (default REBUILD_MAX_SHRINK's, scripts/settings.ts). */
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
  /** Also log each phase's details, and Astro's own output. */
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
  /** Index the pages changed since the full index as a delta beside it (default true; false: a full index every time). */
  searchDelta?: boolean;
  /** The most detail pages a part of a full search index holds (default: one part, scripts/lib/search-index.ts). */
  searchPartPages?: number;
  /** The picture step's options, or false for none (default: the step's defaults). */
  pictures?: Settings['pictures'];
  /** Put most detail pages of a whole site's build together from their route's frame (default true). */
  detailWriter?: boolean;
  /** Entries Astro's build gets a GiB of heap for (default: scripts/lib/astro-build.ts's). */
  entriesPerGib?: number;
  /** Run after each release this run publishes (the pages, then their search index), in order (./after-publish.ts). */
  afterPublish?: AfterPublishStep[];
}

/** A run's options as the settings give them (README, "Configuration"), for the backend at `apiHost`. */
export function rebuildOptionsOf(
  settings: Settings,
  apiHost: string,
  siteUrl = settings.siteUrl ?? DEFAULT_SITE_URL,
): RebuildOptions {
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
    searchDelta: settings.searchDelta,
    searchPartPages: settings.searchPartPages,
    pictures: settings.pictures,
    detailWriter: settings.detailWriter,
    entriesPerGib: settings.entriesPerGib,
    afterPublish: afterPublishStepsOf(settings, siteUrl),
  };
}

/** The steps the settings run after each published release: the deploy to DEPLOY_TARGET, when set. */
export function afterPublishStepsOf(
  settings: Settings,
  siteUrl = settings.siteUrl ?? DEFAULT_SITE_URL,
): AfterPublishStep[] {
  const deploy = deployStep(settings, siteUrl);
  return deploy ? [deploy] : [];
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

/** A failed rebuild: nothing was published unless its message says what was. `phase` says where it stopped. */
export class RebuildError extends Error {
  readonly phase: Phase;
  constructor(phase: Phase, message: string, options?: ErrorOptions) {
    super(`${phase}: ${message}`, options);
    this.name = 'RebuildError';
    this.phase = phase;
  }
}

/** The release that is live when the run starts, and what is kept beside it. */
export interface LiveRelease {
  id: string;
  dir: string;
  record: ReleaseRecord;
  /** Its pages' keys and its other files (absent for a release published without them: everything is rendered again). */
  files?: ReleaseFiles;
  /** Reads the records it was built from, once (null when missing or unreadable: those details are fetched again). */
  records: () => Promise<SnapshotData | null>;
  /** Whether those records are kept in memory by a service (./kept-fetch.ts), not read again from their file. */
  recordsKept: boolean;
  /** Whether they are kept from this service's own fetch, which took their digests: they need no check. */
  recordsDigested: boolean;
  /** Its lists' ETags as last answered (../releases.ts readValidators). */
  validators?: Record<string, string>;
}

/** What a run tells its phases as it goes: each phase's result once made, and each detail route the build has written whole. */
type RunEvents = { [N in PhaseName]: [PhaseResults[N]] } & { routeWritten: [base: string, files: readonly string[]] };

export interface Run {
  options: RebuildOptions;
  publishDir: string;
  /** The new release's id (its folder is the build's when the whole site is rendered). */
  id: string;
  live?: LiveRelease;
  /** The backend, site and identity URLs the build bakes in. */
  env: BuildEnvironment;
  /** The site's fingerprint now (./site-fingerprint.ts): part of every page key. */
  fingerprint: string;
  /** Every page is rendered, into the release's own folder: nothing live to take pages from, or NO_INCREMENTAL. */
  wholeSite: boolean;
  /** Astro's cache (one per publish folder); the picture cache, unless pictures are off. */
  cacheDir: string;
  pictureCache?: string;
  started: number;
  /** Milliseconds per phase that ran. */
  timings: Partial<Record<Phase, number>>;
  /** The operator's lines: one per phase, warnings, progress. */
  log(line: string): void;
  /** What `--verbose` adds: the phases' internals. */
  detail(line: string): void;
  events: EventEmitter<RunEvents>;
  /** The phase running now. */
  phase?: PhaseName;
  /** Releases this run made live, oldest first. */
  published: PublishedRelease[];
  /** Before a phase changes what is live: fails unless the run still holds the publish folder's lock. */
  stillLocked(): Promise<void>;
}

/** The live release, with its files and (when `withRecords`) a reader of the records it was built from; undefined when nothing is live. */
export async function readLive(publishDir: string, withRecords: boolean): Promise<LiveRelease | undefined> {
  const id = await currentRelease(publishDir);
  const record = id ? await readRecord(publishDir, id) : undefined;
  if (!id || !record) return undefined;
  const [files, validators] = await Promise.all([readReleaseFiles(publishDir, id), readValidators(publishDir, record)]);
  // Read only when a run needs them: a run whose every list answers 304 never does (137 MB at 100,000 entries).
  // A service kept them from the run that fetched them (./kept-fetch.ts): taken now, before this run keeps its own.
  const kept = withRecords ? keptRecords(record.snapshot.hash) : undefined;
  let records: Promise<SnapshotData | null> | undefined;
  const read = () =>
    (records ??= kept
      ? Promise.resolve(kept.data)
      : withRecords
        ? readSnapshotData(recordsPath(publishDir, id)).catch(() => null)
        : Promise.resolve(null));
  return {
    id,
    dir: releasePath(publishDir, id),
    record,
    files,
    records: read,
    recordsKept: !!kept,
    recordsDigested: !!kept?.digested,
    validators,
  };
}

/** What a run needs to start: its new release's id, the live release, the site's fingerprint, and its lock check (given what it has published). */
export interface RunStart {
  id: string;
  live: LiveRelease | undefined;
  fingerprint: string;
  /** When the run started (`performance.now()`), before any of these were read. */
  started: number;
  stillLocked: (phase: Phase, published: string) => Promise<void>;
}

export function newRun(options: RebuildOptions, publishDir: string, start: RunStart): Run {
  const log = options.log ?? ((line: string) => console.log(line));
  const cacheDir = join(publishDir, 'astro-cache');
  const run: Run = {
    options,
    publishDir,
    id: start.id,
    live: start.live,
    env: { apiHost: options.apiHost, siteUrl: options.siteUrl, identityMeUrl: options.identityMeUrl },
    fingerprint: start.fingerprint,
    wholeSite: !start.live?.files || options.incremental === false,
    cacheDir,
    pictureCache: options.pictures === false ? undefined : pictureCacheDir(options.pictures?.cacheDir, cacheDir),
    started: start.started,
    timings: {},
    log,
    detail: options.verbose ? log : () => {},
    events: new EventEmitter<RunEvents>(),
    published: [],
    stillLocked: () => start.stillLocked(run.phase ?? 'publish', publishedSoFar(run)),
  };
  return run;
}

/** The fingerprint a release record keeps and compare reads: `not watched` when the code is not compared (REBUILD_WATCH_CODE=off). */
export const recordedFingerprint = (run: Run) => (run.options.watchCode === false ? 'not watched' : run.fingerprint);

/** Whether the site's code and build settings are the live release's (always, when REBUILD_WATCH_CODE=off). */
export const sameCode = (run: Run) => run.options.watchCode === false || run.live?.record.inputs === run.fingerprint;

/** What this run has made live so far, in the words of a failure's message. */
export function publishedSoFar(run: Run): string {
  const last = run.published.at(-1);
  if (!last) return 'nothing was published';
  if (last.search === 'own' || run.options.search === false) return `releases/${last.id} was published`;
  return `only the pages were published (releases/${last.id}, with ${last.search === 'previous' ? 'the previous' : 'no'} search index)`;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
