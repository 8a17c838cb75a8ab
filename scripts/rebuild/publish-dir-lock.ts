/**
 * A run holds PUBLISH_DIR's lock (./lock-file.ts) from start to end, and asks
 * whether it still holds it before it publishes or prunes.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { acquireLock, describeTakeover, type Lock } from './lock-file.ts';
import { RebuildError, type Phase } from './run.ts';

/** Runs `work` holding PUBLISH_DIR's lock. */
export async function locked<T>(
  publishDir: string,
  log: (line: string) => void,
  work: (lock: Lock) => Promise<T>,
): Promise<T> {
  await mkdir(publishDir, { recursive: true });
  const lock = await acquireLock(join(publishDir, 'rebuild.lock')).catch((error: Error) => {
    throw new RebuildError('lock', error.message, { cause: error });
  });
  if (lock.takeover) log(`lock: ${describeTakeover(lock.takeover)}`);
  try {
    return await work(lock);
  } finally {
    await lock.release();
  }
}

/** Before a run publishes or prunes: a run that lost PUBLISH_DIR's lock does neither, since another rebuild may be at work. */
export function stillHolding(lock: Lock) {
  return async (phase: Phase, done = 'nothing was published') => {
    if (await lock.held()) return;
    throw new RebuildError(
      phase,
      `this rebuild lost its lock on the publish folder: ${lock.lostBecause}. Another rebuild may be running, so ${done} and nothing was pruned`,
    );
  };
}
