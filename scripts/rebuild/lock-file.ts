/**
 * One rebuild at a time per PUBLISH_DIR: a lock file holding the owner's pid,
 * its process start time, its host and when it took the lock. The file is
 * created with its content in one step (a hard link of a written temporary
 * file), so no one ever reads a half-written lock. While it runs, the holder
 * writes the file's content again every {@link HEARTBEAT_MS}: the file's
 * modification time, set by the file system that holds it, is its heartbeat.
 *
 * A lock is taken over (and the takeover reported) when its process is gone
 * (same host: the pid is dead or now belongs to another process), or when its
 * heartbeat is older than {@link STALE_MS}, whatever the host: a container
 * re-created with a new hostname must not block every rebuild forever. The
 * heartbeat's age is read on one clock, the file system's: against a file
 * written beside it now, never against this machine's clock (see {@link ageOnDisk}).
 *
 * The holder asks {@link Lock.held} before it publishes or prunes: that writes
 * a heartbeat and checks that the file at the lock's path is still the one it
 * created (its inode). Once it was, a takeover needs {@link STALE_MS} more,
 * because whoever takes a lock over judges the file's heartbeat again after
 * moving it aside, and puts back one that turns out fresh.
 *
 * Not proper-lockfile: it compares the mtime a holder set from its own clock
 * (utimes) with the reader's clock, so a holder whose clock runs behind loses a
 * live lock; it knows no holder (a crashed run blocks the next for the stale
 * time, and nothing can say whose lock it is); and a lost lock is noticed only
 * at its next update, not when a run asks right before it publishes.
 */
import { readFileSync } from 'node:fs';
import { link, open, readFile, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { hostname } from 'node:os';

/** How often the holder refreshes its heartbeat. */
const HEARTBEAT_MS = 30_000;
/** A heartbeat older than this means the holder is gone (or hung), on any host. */
const STALE_MS = 5 * 60_000;

export interface LockInfo {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
  processStart?: string;
  host: string;
  startedAt: string;
}

const ago = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

export class LockedError extends Error {
  readonly holder: LockInfo;
  constructor(holder: LockInfo, heartbeatAgeMs: number) {
    super(
      `another rebuild is running (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}, last heartbeat ${ago(Math.max(0, heartbeatAgeMs))} ago); ` +
        `try again when it has finished (a lock whose heartbeat is older than ${ago(STALE_MS)} is taken over)`,
    );
    this.name = 'LockedError';
    this.holder = holder;
  }
}

/** Field 22 of /proc/<pid>/stat (start time), or undefined where there is no /proc. */
export function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote `info` still runs (assumed so for another host: its heartbeat decides). */
export function isAlive(info: LockInfo): boolean {
  if (info.host !== hostname()) return true;
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (info.processStart) {
    const now = processStartOf(info.pid);
    if (now !== undefined && now !== info.processStart) return false; // The pid was reused.
  }
  return true;
}

/** This process, as the holder of a lock or the builder of a release (./releases.ts). */
export function thisProcess(): LockInfo {
  return {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
}

let probes = 0;
const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return undefined;
  throw error;
};

/**
 * How long ago the file at `path` was last modified, by the clock of the file
 * system that holds it: the modification time of a file written beside it now,
 * minus the file's. Neither the writer's clock nor this machine's plays a
 * part. Undefined when there is no file at `path`.
 */
async function ageOnDisk(path: string): Promise<number | undefined> {
  const probe = `${path}.now.${process.pid}.${++probes}`;
  try {
    const then = await stat(path).catch(ignoreMissing);
    if (!then) return undefined;
    await writeFile(probe, '');
    return (await stat(probe)).mtimeMs - then.mtimeMs;
  } finally {
    await rm(probe, { force: true });
  }
}

/** A lock file as found: its content (undefined when unreadable) and its heartbeat's age. */
interface Found {
  info: LockInfo | undefined;
  heartbeatAgeMs: number;
}

async function readLock(path: string): Promise<Found | undefined> {
  const heartbeatAgeMs = await ageOnDisk(path);
  if (heartbeatAgeMs === undefined) return undefined;
  try {
    const info = JSON.parse(await readFile(path, 'utf8')) as LockInfo;
    return { info: Number.isInteger(info.pid) ? info : undefined, heartbeatAgeMs };
  } catch {
    return { info: undefined, heartbeatAgeMs };
  }
}

/** Why a lock may be taken over, or null while its holder counts as running. */
function whyStale(found: Found, staleMs: number): Takeover['reason'] | null {
  if (!found.info) return 'unreadable';
  if (!isAlive(found.info)) return 'gone';
  if (found.heartbeatAgeMs > staleMs) return 'stale';
  return null;
}

/**
 * Moves a stale lock aside and judges it again: another process may have taken
 * the lock over in between, or the holder may have written a heartbeat since
 * it was read (it was suspended, not gone). A lock that is live now is put
 * back rather than deleted.
 */
async function removeStale(path: string, staleMs: number): Promise<void> {
  const aside = `${path}.stale.${process.pid}.${Date.now()}`;
  try {
    await rename(path, aside);
  } catch {
    return; // Already gone: try to link again.
  }
  const moved = await readLock(aside);
  if (moved?.info && !whyStale(moved, staleMs)) {
    await link(aside, path).catch(() => {});
    await rm(aside, { force: true });
    throw new LockedError(moved.info, moved.heartbeatAgeMs);
  }
  await rm(aside, { force: true });
}

/** A lock taken over: whose it was (when readable), why, and how old its heartbeat was. */
export interface Takeover {
  holder?: LockInfo;
  reason: 'gone' | 'stale' | 'unreadable';
  heartbeatAgeMs: number;
}

/** The log line for a takeover. */
export function describeTakeover(takeover: Takeover): string {
  const whose = takeover.holder
    ? `the lock of pid ${takeover.holder.pid} on ${takeover.holder.host} (started ${takeover.holder.startedAt})`
    : 'an unreadable lock file';
  const why = {
    gone: 'that process is no longer running',
    stale: `its last heartbeat was ${ago(takeover.heartbeatAgeMs)} ago (more than ${ago(STALE_MS)})`,
    unreadable: `written ${ago(takeover.heartbeatAgeMs)} ago`,
  }[takeover.reason];
  return `took over ${whose}: ${why}`;
}

export interface Lock {
  info: LockInfo;
  /** When the lock was taken over from a holder that had died, hung or vanished. */
  takeover?: Takeover;
  /**
   * Whether this process still holds the lock: writes a heartbeat and checks
   * that the file at the lock's path is the one it created. Once false, false
   * for good, and {@link lostBecause} says why. A run asks before it publishes
   * or prunes: another rebuild may be at work once it is false.
   */
  held(): Promise<boolean>;
  /** Why the lock was lost; undefined while it is held. */
  readonly lostBecause: string | undefined;
  release(): Promise<void>;
}

export interface LockOptions {
  /** Default {@link HEARTBEAT_MS}. */
  heartbeatMs?: number;
  /** Default {@link STALE_MS}. */
  staleMs?: number;
}

/** Takes the lock at `path`, or throws {@link LockedError} while a live process holds it. */
export async function acquireLock(path: string, options: LockOptions = {}): Promise<Lock> {
  const info = thisProcess();
  const content = Buffer.from(`${JSON.stringify(info)}\n`);
  const temporary = `${path}.${process.pid}.${Date.now()}`;
  await writeFile(temporary, content);
  // Opened before it becomes the lock: the heartbeat writes through it, and its inode tells this lock's file from another.
  const handle = await open(temporary, 'r+');
  try {
    const takeover = await linkLock(temporary, path, options.staleMs ?? STALE_MS);
    return new HeldLock({ path, handle, content, info, takeover }, options.heartbeatMs ?? HEARTBEAT_MS);
  } catch (error) {
    await handle.close();
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Links the written lock file `temporary` as `path`, taking a stale lock over; says whose, if it did. */
async function linkLock(temporary: string, path: string, staleMs: number): Promise<Takeover | undefined> {
  let takeover: Takeover | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      await link(temporary, path);
      return takeover;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
    }
    const found = await readLock(path);
    if (!found) continue; // Released in between.
    const reason = whyStale(found, staleMs);
    if (!reason) throw new LockedError(found.info!, found.heartbeatAgeMs);
    takeover = { holder: found.info, reason, heartbeatAgeMs: found.heartbeatAgeMs };
    await removeStale(path, staleMs);
  }
}

class HeldLock implements Lock {
  readonly info: LockInfo;
  readonly takeover: Takeover | undefined;
  lostBecause: string | undefined;
  /** Why the last heartbeat could not be written, while none has been written since. */
  private failing: string | undefined;
  private readonly path: string;
  /** The lock's file, open: the heartbeat writes its content again through it. */
  private readonly handle: FileHandle;
  private readonly content: Buffer;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    lock: { path: string; handle: FileHandle; content: Buffer; info: LockInfo; takeover?: Takeover },
    heartbeatMs: number,
  ) {
    ({ path: this.path, handle: this.handle, content: this.content, info: this.info, takeover: this.takeover } = lock);
    // A heartbeat that cannot be written is remembered (and named if the lock is then found lost); one that finds the lock lost stops.
    this.heartbeat = setInterval(() => void this.check(false), heartbeatMs);
    this.heartbeat.unref();
  }

  held(): Promise<boolean> {
    return this.check(true);
  }

  /** Writes a heartbeat, then checks the lock's path still names this lock's file. `strict`: a failure to write or check counts as lost. */
  private async check(strict: boolean): Promise<boolean> {
    if (this.lostBecause) return false;
    try {
      await this.handle.write(this.content, 0, this.content.length, 0);
      this.failing = undefined;
    } catch (error) {
      const why = `its heartbeat could not be written (${(error as Error).message})`;
      if (strict) return this.lose(why);
      this.failing = why;
    }
    let why: string | undefined;
    try {
      why = await this.replaced();
    } catch (error) {
      if (strict) why = `its file ${this.path} could not be checked (${(error as Error).message})`;
    }
    return why ? this.lose(why) : true;
  }

  /** Why the lock's path no longer names this lock's file, or undefined while it does. */
  private async replaced(): Promise<string | undefined> {
    const [mine, there] = await Promise.all([this.handle.stat(), stat(this.path).catch(ignoreMissing)]);
    if (!there) return `its file ${this.path} was removed`;
    if (there.ino === mine.ino && there.dev === mine.dev) return undefined;
    const holder = await readFile(this.path, 'utf8').then(
      (text) => JSON.parse(text) as LockInfo,
      () => undefined,
    );
    return holder?.pid
      ? `another rebuild took it over (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt})`
      : `its file ${this.path} was replaced by another`;
  }

  private lose(why: string): false {
    this.lostBecause = this.failing ? `${why}; before that, ${this.failing}` : why;
    clearInterval(this.heartbeat);
    return false;
  }

  async release(): Promise<void> {
    clearInterval(this.heartbeat);
    try {
      // Removed while it is this lock's file, lost or not (a heartbeat that failed leaves it this lock's).
      if (!(await this.replaced().catch(() => 'unknown'))) await rm(this.path, { force: true });
    } finally {
      await this.handle.close();
    }
  }
}
