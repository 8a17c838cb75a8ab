/**
 * Deploys a release to a target (target.ts), sending only what changed:
 *
 *   read → scan → (list) → plan → guard → write-ahead → assets → files → search-lists → pages → feeds → not-found → delete → purge → state
 *
 * - read: the target's manifest (one request): what it holds;
 * - scan: the release's files, their MD5 (for files named by their content,
 *   from the manifest; for files a deploy read before, from the hash cache)
 *   and headers (release-scan.ts); on a first deploy, with `verifyTarget`, or
 *   when the manifest is missing or corrupt, the target is listed instead
 *   (reconcile.ts);
 * - plan (plan.ts) and the guard: more files leaving than `maxDeletes` stops
 *   the deploy before anything is written, as the shrink guard stops a build;
 * - write-ahead: the manifest names the files about to be written or deleted
 *   as unsure, so a deploy that stops part-way leaves no file the next one
 *   does not know of;
 * - the stages in order, each whole before the next, then deletions, then the
 *   CDN purge (purge.ts), then the release records (state.ts) and the
 *   manifest, last.
 *
 * A deploy that fails leaves the target serving whole pages with all their
 * files (the previous release's, or some already the new one's): assets go
 * before the pages that use them, and nothing the previous release used is
 * deleted before the new pages are up. It throws a {@link DeployError}; the
 * next deploy finishes the job.
 */
import { access, realpath } from 'node:fs/promises';
import { basename } from 'node:path';
import { createLimiter } from '#lib/pool.ts';
import { decodeManifest, encodeManifest, MANIFEST, type Manifest } from './manifest.ts';
import { allWrites, planDeploy, STAGES, type DeployPlan, type Stage } from './plan.ts';
import { purgePaths, type PurgeHook } from './purge.ts';
import { reconcile } from './reconcile.ts';
import { scanChanges, scanRelease, type ChangedFiles, type ScannedRelease } from './release-scan.ts';
import { keepRecords } from './state.ts';
import type { DeployTarget, FileToWrite } from './target.ts';

export type Step = 'read' | 'scan' | 'list' | 'plan' | 'write-ahead' | Stage | 'delete' | 'purge' | 'state';

export interface DeployOptions {
  /** The release's folder (PUBLISH_DIR/current, or releases/<id>; a symlink is followed once). */
  releaseDir: string;
  target: DeployTarget;
  log?: (line: string) => void;
  /** List the target and compare every file with it, whatever the manifest says (repairs a target changed by hand). */
  verifyTarget?: boolean;
  /** How long a file named by its content stays after it leaves the release. */
  graceMs: number;
  /** More files leaving the target than this stops the deploy before anything is written. */
  maxDeletes: number;
  purge?: PurgeHook;
  /** Where the MD5s of files read are kept between deploys (hash-cache.ts). */
  hashCacheFile?: string;
  /** Files written at once (default 16). */
  concurrency?: number;
  /** Plan and report, write nothing. */
  dryRun?: boolean;
  /** The time the grace period counts from (default now). */
  now?: number;
  /**
   * What changed since the release `since`, when the caller knows (the
   * rebuild's pages release): if the target holds that release whole, the
   * release is not walked (release-scan.ts).
   */
  changes?: ChangedFiles & { since: string };
  /** The target's manifest as read ahead (or kept from this process's deploy before), instead of reading it now. */
  held?: Promise<HeldManifest>;
  /** Told the manifest a deploy leaves on the target (what it holds now), once it is written. */
  onManifest?: (manifest: Manifest) => void;
}

/** A target's manifest: none, one that does not decode or match its checksum, or what it says. */
export type HeldManifest = Manifest | 'corrupt' | undefined;

export interface DeployReport {
  target: string;
  release: string;
  /** How what the target holds was known: its manifest, or a listing (`why`). */
  known: 'manifest' | 'listing';
  why?: string;
  files: number;
  unchanged: number;
  /** Release files whose bytes were read to hash them (the rest came from the hash cache or the manifest). */
  read: number;
  /** The release before it, when the release's files were known from what changed since (its folder not walked). */
  changedSince?: string;
  written: { files: number; bytes: number; stages: Record<Stage, number> };
  deleted: number;
  /** Bytes of the files deleted, as the target held them (0 for unsure files, whose size it did not know). */
  deletedBytes: number;
  /** Files that left the release and stay for the grace period. */
  kept: number;
  /** Paths sent to the purge hook. */
  purged: number;
  /** Requests made to the target (file operations for a folder), retries not counted. */
  requests: number;
  steps: Partial<Record<Step, number>>;
  ms: number;
  /** `_headers` headers the target cannot keep with its files. */
  notCarried: string[];
  dryRun: boolean;
}

/** A deploy that failed at `step`: the target serves whole pages; the next deploy finishes the job. */
export class DeployError extends Error {
  readonly step: Step;
  constructor(step: Step, message: string, options?: ErrorOptions) {
    super(`${step}: ${message}`, options);
    this.name = 'DeployError';
    this.step = step;
  }
}

/** The deletion limit stopped the deploy: nothing was written or deleted. */
export class DeployRefused extends DeployError {
  constructor(message: string) {
    super('plan', message);
    this.name = 'DeployRefused';
  }
}

async function inStep<T>(step: Step, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DeployError) throw error;
    throw new DeployError(step, (error as Error).message, { cause: error });
  }
}

interface Held {
  held: Manifest;
  known: DeployReport['known'];
  why?: string;
}

/** The target's manifest, undefined when it has none; `corrupt` when it does not decode or match its checksum. */
export async function readManifest(target: DeployTarget): Promise<HeldManifest> {
  const bytes = await target.readState(MANIFEST);
  return bytes && ((await decodeManifest(bytes)) ?? 'corrupt');
}

/** The MD5 the manifest gives a content-named path of this size (the same name and size are the same bytes). */
const heldMd5Of = (manifest: Manifest | undefined) => (path: string, size: number) => {
  const held = manifest?.unsure.has(path) ? undefined : (manifest?.files.get(path) ?? manifest?.retired.get(path));
  return held?.size === size ? held.md5 : undefined;
};

/** What the target holds: its manifest, or what listing it shows. */
async function readTarget(
  options: DeployOptions,
  scanned: ScannedRelease,
  manifest: Manifest | 'corrupt' | undefined,
): Promise<Held> {
  const valid = manifest === 'corrupt' ? undefined : manifest;
  if (valid && !options.verifyTarget) return { held: valid, known: 'manifest' };
  const why = options.verifyTarget
    ? 'verifying the target'
    : manifest
      ? 'its manifest is corrupt'
      : 'it has no manifest (a first deploy)';
  const { held, listed, headed } = await reconcile(options.target, scanned.files, valid, options.concurrency ?? 16);
  return { held, known: 'listing', why: `${why}; ${listed} files listed, ${headed} checked for headers` };
}

/** What the steps of one deploy share: its options, and its clock. */
interface Run {
  options: DeployOptions;
  log: (line: string) => void;
  steps: DeployReport['steps'];
  /** Ends a step: its time is from the end of the one before. */
  lap: (step: Step) => void;
  started: number;
  requestsBefore: number;
  now: number;
}

/**
 * Deploys the release in `options.releaseDir` to `options.target`, only what
 * changed, in the order above; the report says what was written, deleted and
 * kept, and how long each step took. Throws a {@link DeployError} (a
 * {@link DeployRefused} when too many files would leave) naming the step.
 */
export async function deployRelease(options: DeployOptions): Promise<DeployReport> {
  const started = performance.now();
  const steps: DeployReport['steps'] = {};
  let mark = started;
  const lap = (step: Step) => {
    const now = performance.now();
    steps[step] = Math.round(now - mark);
    mark = now;
  };
  const run: Run = {
    options,
    log: options.log ?? (() => {}),
    steps,
    lap,
    started,
    requestsBefore: options.target.requests(),
    now: options.now ?? Date.now(),
  };
  return deployFrom(run);
}

async function deployFrom(run: Run): Promise<DeployReport> {
  const { options, log, lap } = run;
  const { target } = options;
  const manifest = await inStep('read', () => options.held ?? readManifest(target));
  lap('read');
  const already = await holdsPublished(options, manifest, run.now);
  if (already) {
    options.onManifest?.(manifest as Manifest);
    log(
      `${target.name}: holds release ${already.release} already, and a published release never changes: nothing to do`,
    );
    return {
      ...already,
      requests: target.requests() - run.requestsBefore,
      steps: run.steps,
      ms: Math.round(performance.now() - run.started),
    };
  }
  // With --verify-target nothing is taken from the manifest unread.
  const trusted = options.verifyTarget || manifest === 'corrupt' ? undefined : manifest;
  const scanned = await inStep('scan', () => scan(options, trusted));
  lap('scan');
  try {
    return await deployScanned(run, manifest, scanned);
  } finally {
    // Once the files are up, which need not wait for it; a cache not written only means reading those files again.
    await scanned
      .keepHashes()
      .catch((error: unknown) => log(`the hash cache was not written: ${(error as Error).message}`));
  }
}

/**
 * The release's files: from the manifest and what changed when the target holds the release before whole, else by
 * a walk. Only for a target that keeps headers with its files (a bucket), which stores no compressed copies: a folder
 * keeps every file, the `.br`/`.gz` copies `npm run compress` adds too, which the rebuild's file lists do not name.
 */
function scan(options: DeployOptions, trusted: Manifest | undefined): Promise<ScannedRelease> {
  const scanOptions = {
    carriesHeaders: options.target.carriesHeaders,
    hashCacheFile: options.hashCacheFile,
    heldMd5: heldMd5Of(trusted),
  };
  const { changes } = options;
  const headersChanged = changes && [...changes.written, ...changes.removed].includes('_headers');
  const fromChanges =
    options.target.carriesHeaders &&
    trusted &&
    changes &&
    trusted.release === changes.since &&
    trusted.unsure.size === 0 &&
    !headersChanged;
  return fromChanges
    ? scanChanges(options.releaseDir, trusted, changes, scanOptions)
    : scanRelease(options.releaseDir, scanOptions);
}

async function deployScanned(
  run: Run,
  manifest: Manifest | 'corrupt' | undefined,
  scanned: ScannedRelease,
): Promise<DeployReport> {
  const { options, log, lap, steps, now } = run;
  const { target } = options;
  const { held, known, why } = await inStep('list', () => readTarget(options, scanned, manifest));
  if (known === 'listing') lap('list');
  const plan = planDeploy(scanned.files, held, now, options.graceMs, known === 'listing');
  plan.next.release = scanned.id;
  plan.next.deployedAt = new Date().toISOString();
  lap('plan');
  const report = reportOf(options, scanned, plan, { held, known, why, steps });
  const finish = () =>
    Object.assign(report, {
      requests: target.requests() - run.requestsBefore,
      ms: Math.round(performance.now() - run.started),
    });
  log(describePlan(report, plan));
  if (known === 'listing' && scanned.notCarried.length > 0) log(notCarriedLine(scanned.notCarried));
  guard(plan, options.maxDeletes);
  if (options.dryRun) return finish();
  if (isSettled(plan, held, known)) {
    options.onManifest?.(held);
    return finish();
  }

  await applyPlan(options, held, plan, lap, log);
  report.purged = await purge(options, plan, scanned.id, lap);
  await inStep('state', async () => {
    await keepRecords(target, scanned.dir, scanned.id, plan.next);
    await target.writeState(MANIFEST, await encodeManifest(plan.next));
  });
  lap('state');
  options.onManifest?.(plan.next);
  return finish();
}

/**
 * The report of a deploy with nothing to do when the target holds this very
 * release and it cannot have changed since: it is a published release (its
 * record is beside it), and those are never written again (releases.ts). No
 * file is looked at, so a no-change deploy costs one request at any size.
 */
async function holdsPublished(
  options: DeployOptions,
  manifest: Manifest | 'corrupt' | undefined,
  now: number,
): Promise<DeployReport | undefined> {
  if (options.verifyTarget || options.dryRun || !manifest || manifest === 'corrupt' || manifest.unsure.size > 0)
    return undefined;
  const dir = await realpath(options.releaseDir).catch(() => undefined);
  if (
    !dir ||
    manifest.release !== basename(dir) ||
    !(await access(`${dir}.json`).then(
      () => true,
      () => false,
    ))
  )
    return undefined;
  if ([...manifest.retired.values()].some((file) => file.since + options.graceMs <= now)) return undefined;
  const stages = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  return {
    target: options.target.name,
    release: manifest.release,
    known: 'manifest',
    files: manifest.files.size,
    unchanged: manifest.files.size,
    read: 0,
    written: { files: 0, bytes: 0, stages },
    deleted: 0,
    deletedBytes: 0,
    kept: manifest.retired.size,
    purged: 0,
    requests: 0,
    steps: {},
    ms: 0,
    notCarried: [],
    dryRun: false,
  };
}

/** Nothing to write, delete or record: the target holds this release as it is. */
function isSettled(plan: DeployPlan, held: Manifest, known: Held['known']): boolean {
  const sameRetired =
    plan.next.retired.size === held.retired.size &&
    [...plan.next.retired.keys()].every((path) => held.retired.has(path));
  return (
    known === 'manifest' &&
    allWrites(plan).length === 0 &&
    plan.deletes.length === 0 &&
    held.unsure.size === 0 &&
    sameRetired &&
    held.release === plan.next.release
  );
}

function guard(plan: DeployPlan, maxDeletes: number): void {
  if (plan.leaving.length <= maxDeletes) return;
  const examples = plan.leaving.slice(0, 3).join(', ');
  throw new DeployRefused(
    `${plan.leaving.length} files on the target are not in this release (e.g. ${examples}), more than the ${maxDeletes} a deploy may delete; nothing was written or deleted. ` +
      'Check DEPLOY_TARGET and the release; if the release is right, deploy once with --max-deletes ' +
      `${plan.leaving.length} (or raise DEPLOY_MAX_DELETES)`,
  );
}

/** Write-ahead, the stages in order, then deletions. */
async function applyPlan(
  options: DeployOptions,
  held: Manifest,
  plan: DeployPlan,
  lap: (step: Step) => void,
  log: (line: string) => void,
): Promise<void> {
  const { target } = options;
  const writes = allWrites(plan);
  if (writes.length > 0 || plan.deletes.length > 0) {
    const unsure = new Set([...held.unsure, ...writes.map((file) => file.path), ...plan.deletes]);
    // An unsure path is only that: what the target held there before (maybe not known, after a listing) no longer counts.
    const sure = <T>(files: Map<string, T>) => new Map([...files].filter(([path]) => !unsure.has(path)));
    const ahead: Manifest = { ...held, files: sure(held.files), retired: sure(held.retired), unsure };
    await inStep('write-ahead', async () => target.writeState(MANIFEST, await encodeManifest(ahead)));
    lap('write-ahead');
  }
  for (const stage of STAGES) {
    if (plan.writes[stage].length === 0) continue;
    await inStep(stage, () =>
      writeAll(target, plan.writes[stage], options.concurrency ?? 16, (done) =>
        log(`${stage}: ${done}/${plan.writes[stage].length} written`),
      ),
    );
    lap(stage);
  }
  if (plan.deletes.length > 0) {
    await inStep('delete', () => target.remove(plan.deletes));
    lap('delete');
  }
}

/** Writes files, `concurrency` at a time; after a failure none more starts, and it throws once those under way have ended. */
async function writeAll(
  target: DeployTarget,
  files: FileToWrite[],
  concurrency: number,
  progress: (done: number) => void,
): Promise<void> {
  const limit = createLimiter(concurrency);
  let failed = false;
  let done = 0;
  const timer = setInterval(() => progress(done), 5000);
  try {
    const outcomes = await Promise.allSettled(
      files.map((file) =>
        limit(async () => {
          if (failed) return;
          try {
            await target.write(file);
            done++;
          } catch (error) {
            failed = true;
            throw new Error(`${file.path}: ${(error as Error).message}`, { cause: error });
          }
        }),
      ),
    );
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  } finally {
    clearInterval(timer);
  }
}

async function purge(
  options: DeployOptions,
  plan: DeployPlan,
  release: string,
  lap: (step: Step) => void,
): Promise<number> {
  const changed = purgePaths([
    ...STAGES.filter((stage) => stage !== 'assets').flatMap((stage) => plan.writes[stage].map((file) => file.path)),
    ...plan.deletes,
  ]);
  if (!options.purge || changed.length === 0) return 0;
  await inStep('purge', () => options.purge!.send(changed, release));
  lap('purge');
  return changed.length;
}

function reportOf(
  options: DeployOptions,
  scanned: ScannedRelease,
  plan: DeployPlan,
  run: Held & { steps: DeployReport['steps'] },
): DeployReport {
  const writes = allWrites(plan);
  return {
    target: options.target.name,
    release: scanned.id,
    known: run.known,
    ...(run.why ? { why: run.why } : {}),
    files: scanned.files.size,
    unchanged: plan.unchanged,
    read: scanned.read,
    ...(scanned.changedSince ? { changedSince: scanned.changedSince } : {}),
    written: {
      files: writes.length,
      bytes: writes.reduce((sum, file) => sum + file.size, 0),
      stages: Object.fromEntries(STAGES.map((stage) => [stage, plan.writes[stage].length])) as Record<Stage, number>,
    },
    deleted: plan.deletes.length,
    deletedBytes: plan.deletes.reduce(
      (sum, path) => sum + ((run.held.files.get(path) ?? run.held.retired.get(path))?.size ?? 0),
      0,
    ),
    kept: plan.next.retired.size,
    purged: 0,
    requests: 0,
    steps: run.steps,
    ms: 0,
    notCarried: scanned.notCarried,
    dryRun: !!options.dryRun,
  };
}

const kb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describePlan(report: DeployReport, plan: DeployPlan): string {
  const stages = STAGES.filter((stage) => report.written.stages[stage] > 0).map(
    (stage) => `${stage} ${report.written.stages[stage]}`,
  );
  const writing =
    report.written.files > 0
      ? `writing ${report.written.files} (${kb(report.written.bytes)}: ${stages.join(', ')})`
      : 'writing nothing';
  const known = report.known === 'manifest' ? 'compared with its manifest' : `listed: ${report.why}`;
  const files = report.changedSince
    ? `${report.read} read, the others as they were in release ${report.changedSince}`
    : `${report.read} read, the others known without reading`;
  return `${report.target}: release ${report.release}, ${report.files} files (${files}), ${report.unchanged} unchanged; ${writing}; deleting ${plan.deletes.length}, ${report.kept} kept for the grace period (${known})`;
}

/** The line that says which `_headers` headers the CDN must add. */
export const notCarriedLine = (names: string[]) =>
  `the target cannot keep ${names.join(', ')} with its files: the CDN in front adds them (docs/operations.md, "Headers: what a bucket keeps and what the CDN adds")`;

/** One line for the log: what the deploy did and how long each step took. */
export function describeDeploy(report: DeployReport): string {
  const steps = Object.entries(report.steps)
    .filter(([, ms]) => ms >= 1)
    .map(([step, ms]) => `${step} ${ms} ms`)
    .join(', ');
  const what = report.dryRun
    ? 'dry run, nothing written'
    : `${report.written.files} written (${kb(report.written.bytes)}), ${report.deleted} deleted (${kb(report.deletedBytes)}), ${report.kept} kept for the grace period${report.purged ? `, ${report.purged} paths purged` : ''}`;
  return `${report.target}: ${what}; ${report.requests} requests, ${(report.ms / 1000).toFixed(1)} s (${steps})`;
}
