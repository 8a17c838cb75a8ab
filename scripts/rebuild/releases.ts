/**
 * Releases under PUBLISH_DIR:
 *
 * ```
 * PUBLISH_DIR/current -> releases/<id>     the live site (a relative symlink)
 * PUBLISH_DIR/releases/<id>/               one built, verified site
 * PUBLISH_DIR/releases/<id>.json           its record: the snapshot it was built from, pages, timings
 * PUBLISH_DIR/releases/<id>.files          what is known of its files without reading them (release-files.ts)
 * PUBLISH_DIR/releases/<id>.records        the records it was built from (the next fetch keeps the unchanged ones)
 * PUBLISH_DIR/releases/<id>.pictures       what the picture step made of each picture URL (the next build prepares with it while it waits)
 * PUBLISH_DIR/releases/<id>.validators     its lists' ETags, when a run that changed nothing got new ones (./list-reads.ts)
 * PUBLISH_DIR/releases/<id>.owner          while it is built: the process building it (see claimNewRelease)
 * PUBLISH_DIR/build-<pid>-<n>/, .*         a build under way and its files (./build-folders.ts)
 * PUBLISH_DIR/rebuild.lock                 while a rebuild runs
 * PUBLISH_DIR/rebuild-secret               the webhook's secret npm start made up
 * PUBLISH_DIR/deploy-hashes.json           the MD5s of files deploys read (scripts/deploy/hash-cache.ts)
 * PUBLISH_DIR/.removing/                   release folders on their way out (see discardTree)
 * ```
 *
 * A release counts only once its record exists (written after verification),
 * so a crashed build leaves at most a directory, which the next prune removes
 * once its owner shows the build ended. Records outlive their directories
 * while they are among the newest: the shrink guard's baseline is read from
 * them, and CI restores records, not sites.
 * `current` is switched by renaming a new symlink over it: atomic, so a
 * visitor sees the old site or the new one, never a mixture.
 */
import type { Stats } from 'node:fs';
import { lstat, mkdir, readdir, readFile, readlink, realpath, rename, rm, stat, symlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { processRuns } from '../lib/child-pids.ts';
import { removeInBackground } from '../lib/copy-tree.ts';
import { guardRecordOf, type GuardRecord } from './guard.ts';
import { isAlive, thisProcess, type LockInfo } from './lock-file.ts';
import type { SnapshotManifest } from './snapshot.ts';
import { writeWhole } from '../lib/write-whole.ts';

export const KEEP_RELEASES = 5;

export interface ReleaseRecord {
  id: string;
  builtAt: string;
  /** The snapshot the release was built from (the build fetched the data again itself). */
  snapshot: SnapshotManifest;
  /** Fingerprint of the site's code and build environment (./site-fingerprint.ts). */
  inputs: string;
  apiHost: string;
  siteUrl: string;
  /** HTML pages in the release. */
  pages: number;
  buildMs: number;
  verifyMs: number;
  /** The snapshot hash the release's search index holds (absent: no index); differs from the snapshot's while the index lags. */
  search?: string;
  /** The site's fingerprint when its search index was written (absent: no index, or one from before this was kept). */
  searchInputs?: string;
  /** Published with --force although the shrink guard refused: the guard's baseline starts again here. */
  shrinkOverridden?: boolean;
}

export const releasesDir = (publishDir: string) => join(publishDir, 'releases');
export const releasePath = (publishDir: string, id: string) => join(releasesDir(publishDir), id);
const currentLink = (publishDir: string) => join(publishDir, 'current');
const recordPath = (publishDir: string, id: string) => `${releasePath(publishDir, id)}.json`;
/** The records a release was built from (the next rebuild keeps those the lists show unchanged). */
export const recordsPath = (publishDir: string, id: string) => `${releasePath(publishDir, id)}.records`;
/** The pictures a release's pages show, by URL (a build's prepared pictures): the next build's likely ones. */
export const picturesPath = (publishDir: string, id: string) => `${releasePath(publishDir, id)}.pictures`;

/** A sortable, file-system-safe id for a new release, e.g. `2025-11-23T06-42-05-123Z`. */
function newReleaseId(now = new Date()): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** The lists' ETags a run that changed nothing got, newer than those in the release's record (./list-reads.ts). */
const validatorsPath = (publishDir: string, id: string) => `${releasePath(publishDir, id)}.validators`;

/** The release id a name under releases/ belongs to: its folder, record, files, records, pictures, validators, build folder, owner (whole or half-written). */
const idOfName = (name: string) => name.replace(/\.(json|files|records|pictures|validators|owner)(\.tmp)?$/, '');

/** Where a release being built names its builder. */
const ownerPath = (publishDir: string, id: string) => `${releasePath(publishDir, id)}.owner`;
/** The releases this process is building now (their paths). */
const building = new Set<string>();

/**
 * A new release id, claimed by this process's build before anything of it is
 * written: its owner file names the process, so that no prune, this
 * process's or another's, removes its folder or its snapshot while it is
 * built. The claim ends with {@link endClaims}; the owner file goes with the
 * release, or once it has a record.
 */
export async function claimNewRelease(publishDir: string, now = new Date()): Promise<string> {
  const id = newReleaseId(now);
  const path = ownerPath(publishDir, id);
  await mkdir(releasesDir(publishDir), { recursive: true });
  await writeWhole(path, `${JSON.stringify(thisProcess())}\n`);
  building.add(releasePath(publishDir, id));
  return id;
}

/**
 * This process builds nothing more in `publishDir` (its run ended). The owner
 * file of a release that was published, or of which nothing is left, goes
 * now; what a failed build left keeps it, for the next prune to remove.
 */
export async function endClaims(publishDir: string): Promise<void> {
  const names = await readdir(releasesDir(publishDir)).catch(() => [] as string[]);
  for (const path of building) {
    if (!path.startsWith(`${releasesDir(publishDir)}/`)) continue;
    building.delete(path);
    const id = basename(path);
    const recorded = names.includes(`${id}.json`);
    const left = names.some((name) => idOfName(name) === id && !/\.owner(\.tmp)?$/.test(name));
    if (recorded || !left) await rm(ownerPath(publishDir, id), { force: true });
  }
}

/**
 * Whether a build may still be writing release `id`, which has no record:
 * `running` while its owner runs (this process: while it builds it; another
 * host's: always, nothing here can tell), `ended` once it does not, `unknown`
 * without a readable owner file.
 */
async function builderOf(publishDir: string, id: string): Promise<'running' | 'ended' | 'unknown'> {
  const owner = await readFile(ownerPath(publishDir, id), 'utf8').then(
    (text) => JSON.parse(text) as LockInfo,
    () => undefined,
  );
  if (!Number.isInteger(owner?.pid)) return 'unknown';
  if (!isAlive(owner!)) return 'ended';
  const self = thisProcess();
  if (owner!.pid === self.pid && owner!.host === self.host)
    return building.has(releasePath(publishDir, id)) ? 'running' : 'ended';
  return 'running';
}

/** Ids of complete releases (directory and record), oldest first. */
export async function listReleases(publishDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(releasesDir(publishDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records = new Set(names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)));
  return names.filter((name) => records.has(name)).sort();
}

/**
 * The id `current` points at, or undefined when nothing is published. What
 * is live is where the link leads, not how it is written: a hand-made
 * `current -> ./releases/./<id>/.`, or a link to a link, is resolved first
 * (a link whose target is gone, by its text).
 */
export async function currentRelease(publishDir: string): Promise<string | undefined> {
  const link = currentLink(publishDir);
  let target: string;
  try {
    target = await readlink(link);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'EINVAL')
      throw new Error(`${link} exists but is not a symlink; move it away so releases can be published`, {
        cause: error,
      });
    throw error;
  }
  return basename(await realpath(link).catch(() => resolve(dirname(link), target)));
}

/** Ids that have a record (whether or not their directory is still there), oldest first. */
async function recordIds(publishDir: string): Promise<string[]> {
  const names = await readdir(releasesDir(publishDir)).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5))
    .sort();
}

/** Every readable release record, oldest first. */
export async function readRecords(publishDir: string): Promise<ReleaseRecord[]> {
  const records = await Promise.all((await recordIds(publishDir)).map((id) => readRecord(publishDir, id)));
  return records.filter((record): record is ReleaseRecord => record !== undefined);
}

/** By publish folder and release: what the guard took of its record, and the record file as it was then. */
const guardRecords = new Map<string, Map<string, { file: FileStamp; record: GuardRecord }>>();

/** A file as it was: a record written again (under another name, then renamed) is a new inode. */
type FileStamp = Pick<Stats, 'ino' | 'size' | 'mtimeMs'>;

const stamp = ({ ino, size, mtimeMs }: Stats): FileStamp => ({ ino, size, mtimeMs });
const sameFile = (a: FileStamp, b: FileStamp) => a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

const guardKept = (publishDir: string) => {
  let kept = guardRecords.get(publishDir);
  if (!kept) guardRecords.set(publishDir, (kept = new Map()));
  return kept;
};

/**
 * What the shrink guard needs of every readable release record, oldest first. A record is 15 MB at 100,000
 * entries, five of them 0.5 s to parse: a process reads each one once (again when its file is replaced or
 * changes), and the one it wrote not at all.
 */
export async function readGuardRecords(publishDir: string): Promise<GuardRecord[]> {
  const ids = await recordIds(publishDir);
  const kept = guardKept(publishDir);
  const records = await Promise.all(
    ids.map(async (id) => {
      // Before reading: a file replaced meanwhile is read again next time.
      const info = await stat(recordPath(publishDir, id)).catch(() => undefined);
      const known = kept.get(id);
      if (!info) return undefined;
      if (known && sameFile(stamp(info), known.file)) return known.record;
      const record = await readRecord(publishDir, id);
      if (!record) return undefined;
      const guard = guardRecordOf({ ...record, id });
      kept.set(id, { file: stamp(info), record: guard });
      return guard;
    }),
  );
  // Records pruned since are let go.
  for (const id of kept.keys()) if (!ids.includes(id)) kept.delete(id);
  return records.filter((record): record is GuardRecord => record !== undefined);
}

export async function readRecord(publishDir: string, id: string): Promise<ReleaseRecord | undefined> {
  try {
    return JSON.parse(await readFile(recordPath(publishDir, id), 'utf8')) as ReleaseRecord;
  } catch {
    return undefined;
  }
}

/** The lists' ETags to send back for release `id`: those a run that changed nothing kept, else its record's. */
export async function readValidators(
  publishDir: string,
  record: ReleaseRecord,
): Promise<Record<string, string> | undefined> {
  try {
    return JSON.parse(await readFile(validatorsPath(publishDir, record.id), 'utf8')) as Record<string, string>;
  } catch {
    return record.snapshot.validators;
  }
}

/** Keeps the lists' ETags a run that changed nothing got beside release `id` (whole or absent). */
export async function writeValidators(publishDir: string, id: string, validators: Record<string, string>) {
  await writeWhole(validatorsPath(publishDir, id), `${JSON.stringify(validators)}\n`);
}

/** Writes a release's record (via a temporary file, so it is whole or absent). */
export async function writeRecord(publishDir: string, record: ReleaseRecord): Promise<void> {
  const path = recordPath(publishDir, record.id);
  await writeWhole(path, `${JSON.stringify(record, null, 2)}\n`);
  // Kept for the guard as written (stat after the rename: this process wrote this file).
  const info = await stat(path).catch(() => undefined);
  const counted = countedForGuard(record);
  if (info && counted) guardKept(publishDir).set(record.id, { file: stamp(info), record: counted });
}

/** What the guard needs of a record, or undefined for one it cannot count (one restored from a deploy target may be anything): the guard reads that one when it runs. */
function countedForGuard(record: ReleaseRecord): GuardRecord | undefined {
  try {
    return guardRecordOf(record);
  } catch {
    return undefined;
  }
}

/** Points `current` at release `id` atomically. */
export async function switchCurrent(publishDir: string, id: string): Promise<void> {
  await mkdir(publishDir, { recursive: true });
  const link = currentLink(publishDir);
  const temporary = `${link}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await symlink(join('releases', id), temporary);
  try {
    await rename(temporary, link);
  } catch (error) {
    await rm(temporary, { force: true });
    if ((await lstat(link).catch(() => null))?.isDirectory()) {
      throw new Error(`${link} is a directory, not a symlink; move it away so releases can be published`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** Where release folders wait while a background `rm -rf` deletes them. */
export const removingDir = (publishDir: string) => join(publishDir, '.removing');
let discarded = 0;

/**
 * Takes a folder of the publish folder (a release's, a build's) away at once and deletes it in the background. The
 * folder is renamed into PUBLISH_DIR/.removing (same file system: instant), so
 * it neither serves nor counts from then on; deleting its 10,600 folders and
 * files at 10,000 entries took 1.2–4.8 s of file-system work that nobody waits
 * for (6c57a8e). What a killed process left there is swept by the next prune.
 */
export async function discardTree(publishDir: string, path: string): Promise<void> {
  const removing = removingDir(publishDir);
  const aside = join(removing, `${basename(path)}-${process.pid}-${++discarded}`);
  try {
    await mkdir(removing, { recursive: true });
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !(await lstat(path).catch(() => null))) return;
    // Not movable (another file system, permissions): deleted here and now.
    await rm(path, { recursive: true, force: true });
    return;
  }
  removeInBackground(aside);
}

/** Deletes, in the background, what discardTree set aside and a killed process left (anything a live process set aside is its own). */
async function sweepRemoving(publishDir: string): Promise<void> {
  for (const name of await readdir(removingDir(publishDir)).catch(() => [] as string[])) {
    const pid = Number(/-(\d+)-\d+$/.exec(name)?.[1]);
    if (pid === process.pid || processRuns(pid)) continue;
    removeInBackground(join(removingDir(publishDir), name));
  }
}

/**
 * Keeps the newest `keep` complete releases and the live one; removes older
 * releases, and what builds that ended without a record left: their folders
 * and files. Of a release without a record, nothing is removed
 * while a build owns it or while nothing tells whose it is (`log` names it).
 * The records of the newest `keep` records stay even without their
 * directories (the shrink guard's baseline).
 */
export async function pruneReleases(
  publishDir: string,
  keep = KEEP_RELEASES,
  log?: (line: string) => void,
): Promise<string[]> {
  const complete = await listReleases(publishDir);
  const live = await currentRelease(publishDir);
  const recorded = new Set(await recordIds(publishDir));
  const kept = new Set([...complete.slice(-keep), ...(live ? [live] : [])]);
  const keptRecords = new Set([...kept, ...[...recorded].slice(-keep)]);
  const names = await readdir(releasesDir(publishDir)).catch(() => [] as string[]);
  // Ids without a record are someone's build, or what one left: kept unless it has ended.
  const unrecorded = [...new Set(names.map(idOfName).filter((id) => !recorded.has(id)))];
  const builders = new Map(
    await Promise.all(unrecorded.map(async (id) => [id, await builderOf(publishDir, id)] as const)),
  );
  for (const [id, builder] of builders) {
    if (builder === 'ended') continue;
    kept.add(id);
    if (names.includes(id)) {
      log?.(
        `left releases/${id} alone: it has no record and ${builder === 'running' ? 'a build that is still running owns it' : 'names no builder (remove it by hand once no build writes it)'}`,
      );
    }
  }
  const removed: string[] = [];
  for (const name of names) {
    const id = idOfName(name);
    // A complete release's owner file is done with; anything else of a release goes with its folder.
    const keepName = name.endsWith('.json')
      ? keptRecords.has(id)
      : kept.has(id) && !(recorded.has(id) && name.endsWith('.owner'));
    if (keepName) continue;
    const path = join(releasesDir(publishDir), name);
    if (id === name) await discardTree(publishDir, path);
    else await rm(path, { recursive: true, force: true });
    if (id === name) removed.push(id);
  }
  await sweepRemoving(publishDir);
  return removed;
}

/** Removes a release that is not live: its directory, record and what is kept beside it. */
export async function forgetRelease(publishDir: string, id: string): Promise<void> {
  if ((await currentRelease(publishDir)) === id) throw new Error(`release ${id} is live`);
  await rm(recordPath(publishDir, id), { force: true });
  await Promise.all([
    discardTree(publishDir, releasePath(publishDir, id)),
    ...[
      `${releasePath(publishDir, id)}.files`,
      recordsPath(publishDir, id),
      picturesPath(publishDir, id),
      validatorsPath(publishDir, id),
      ownerPath(publishDir, id),
    ].map((path) => rm(path, { recursive: true, force: true })),
  ]);
}

/** Switches `current` back to the release before the live one; returns [from, to]. */
export async function rollback(publishDir: string): Promise<[string, string]> {
  const releases = await listReleases(publishDir);
  const live = await currentRelease(publishDir);
  if (!live) throw new Error(`nothing is published in ${publishDir}: there is no release to roll back from`);
  const at = releases.indexOf(live);
  const previous = at > 0 ? releases[at - 1] : undefined;
  if (!previous)
    throw new Error(
      `release ${live} is the oldest one kept in ${releasesDir(publishDir)}: there is no earlier release to roll back to`,
    );
  await switchCurrent(publishDir, previous);
  return [live, previous];
}
