/**
 * One rebuild at a time per PUBLISH_DIR: a lock file holding the owner's pid,
 * its process start time, its host and when it took the lock. The file is
 * created with its content in one step (a hard link of a written temporary
 * file), so no one ever reads a half-written lock. While it runs, the holder
 * touches the file every {@link HEARTBEAT_MS}: the file's modification time
 * is its heartbeat.
 *
 * A lock is taken over (and the takeover reported) when its process is gone
 * (same host: the pid is dead or now belongs to another process), or when its
 * heartbeat is older than {@link STALE_MS}, whatever the host: a container
 * re-created with a new hostname must not block every rebuild forever.
 */
import { readFileSync } from 'node:fs';
import { link, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

/** How often the holder refreshes its heartbeat. */
export const HEARTBEAT_MS = 30_000;
/** A heartbeat older than this means the holder is gone (or hung), on any host. */
export const STALE_MS = 5 * 60_000;

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

/** A lock file as found: its content (undefined when unreadable) and its heartbeat's age. */
interface Found {
  info: LockInfo | undefined;
  heartbeatAgeMs: number;
}

async function readLock(path: string): Promise<Found | undefined> {
  let heartbeatAgeMs: number;
  try {
    heartbeatAgeMs = Date.now() - (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
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

const sameHolder = (a: LockInfo | undefined, b: LockInfo | undefined) => !!a && !!b && a.pid === b.pid && a.startedAt === b.startedAt && a.host === b.host;

/**
 * Moves a stale lock aside and checks that it was the stale one: another
 * process may have taken the lock over in between, and its live lock must be
 * put back rather than deleted.
 */
async function removeStale(path: string, stale: Found, staleMs: number): Promise<void> {
  const aside = `${path}.stale.${process.pid}.${Date.now()}`;
  try {
    await rename(path, aside);
  } catch {
    return; // Already gone: try to link again.
  }
  const moved = await readLock(aside);
  const same = stale.info ? sameHolder(moved?.info, stale.info) : !moved?.info;
  if (!same && moved?.info && !whyStale(moved, staleMs)) {
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
  const staleMs = options.staleMs ?? STALE_MS;
  const info: LockInfo = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  const temporary = `${path}.${process.pid}.${Date.now()}`;
  await writeFile(temporary, `${JSON.stringify(info)}\n`);
  let takeover: Takeover | undefined;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(temporary, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
      }
      const found = await readLock(path);
      if (!found) continue; // Released in between.
      const reason = whyStale(found, staleMs);
      if (!reason) throw new LockedError(found.info!, found.heartbeatAgeMs);
      takeover = { holder: found.info, reason, heartbeatAgeMs: found.heartbeatAgeMs };
      await removeStale(path, found, staleMs);
    }
  } finally {
    await rm(temporary, { force: true });
  }

  const ours = async () => sameHolder((await readLock(path))?.info, info);
  const heartbeat = setInterval(() => {
    void (async () => {
      if (!(await ours())) return;
      const now = new Date();
      await utimes(path, now, now);
    })().catch(() => {});
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  return {
    info,
    takeover,
    release: async () => {
      clearInterval(heartbeat);
      if (await ours()) await rm(path, { force: true });
    },
  };
}
