/**
 * One rebuild at a time per PUBLISH_DIR: a lock file holding the owner's pid,
 * its process start time and when it took the lock. The file is created with
 * its content in one step (a hard link of a written temporary file), so no
 * one ever reads a half-written lock. A lock whose process is gone (or whose
 * pid now belongs to another process) is taken over, so a crashed run never
 * leaves it stuck.
 */
import { readFileSync } from 'node:fs';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

export interface LockInfo {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
  processStart?: string;
  host: string;
  startedAt: string;
}

export class LockedError extends Error {
  readonly holder: LockInfo;
  constructor(holder: LockInfo) {
    super(`another rebuild is running (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}); try again when it has finished`);
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

/** Whether the process that wrote `info` still runs. */
export function isAlive(info: LockInfo): boolean {
  if (info.host !== hostname()) return true; // Cannot tell for another machine: assume it runs.
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

async function readLock(path: string): Promise<LockInfo | undefined> {
  try {
    const info = JSON.parse(await readFile(path, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves a stale lock aside and checks that it was the stale one: another
 * process may have taken the lock over in between, and its live lock must be
 * put back rather than deleted.
 */
async function removeStale(path: string, stale: LockInfo | undefined): Promise<void> {
  const aside = `${path}.stale.${process.pid}.${Date.now()}`;
  try {
    await rename(path, aside);
  } catch {
    return; // Already gone: try to link again.
  }
  const moved = await readLock(aside);
  const same = stale ? moved?.pid === stale.pid && moved.startedAt === stale.startedAt : !moved;
  if (!same && moved && isAlive(moved)) {
    await link(aside, path).catch(() => {});
    await rm(aside, { force: true });
    throw new LockedError(moved);
  }
  await rm(aside, { force: true });
}

export interface Lock {
  info: LockInfo;
  /** Previous holder that had died, when the lock was taken over. */
  tookOverFrom?: LockInfo;
  release(): Promise<void>;
}

/** Takes the lock at `path`, or throws {@link LockedError} while a live process holds it. */
export async function acquireLock(path: string): Promise<Lock> {
  const info: LockInfo = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  const temporary = `${path}.${process.pid}.${Date.now()}`;
  await writeFile(temporary, `${JSON.stringify(info)}\n`);
  let tookOverFrom: LockInfo | undefined;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(temporary, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
      }
      const holder = await readLock(path);
      if (holder && isAlive(holder)) throw new LockedError(holder);
      tookOverFrom = holder;
      await removeStale(path, holder);
    }
  } finally {
    await rm(temporary, { force: true });
  }
  return {
    info,
    tookOverFrom,
    release: async () => {
      const holder = await readLock(path);
      if (holder?.pid === process.pid && holder.startedAt === info.startedAt) await rm(path, { force: true });
    },
  };
}
