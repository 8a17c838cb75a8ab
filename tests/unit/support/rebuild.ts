/** What the rebuild's unit tests share: a snapshot manifest, and processes other than this one (live or ended). */
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { processStartOf, type LockInfo } from '#scripts/rebuild/lock-file.ts';
import type { SnapshotManifest } from '#scripts/rebuild/snapshot.ts';

export function manifest(areas: SnapshotManifest['areas'], hash = 'h'): SnapshotManifest {
  const entries = Object.values(areas).reduce((n, c) => n + Object.values(c).reduce((m, l) => m + l.length, 0), 0);
  return { hash, entries, areas, best: {}, dropped: [], fetchedAt: '', fetchMs: 0 };
}
export const ids = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i + 1}`, digest: 'd' }));

/** A process that runs until `end`: another live holder or builder on this host. */
export async function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const info: LockInfo = {
    pid: child.pid!,
    processStart: processStartOf(child.pid!),
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  return {
    info,
    end: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
