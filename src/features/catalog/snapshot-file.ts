/**
 * The rebuild's snapshot, handed to the build: when SNAPSHOT_FILE names one,
 * the loaders store its records instead of fetching every list and detail a
 * second time (scripts/rebuild writes it; `npm run build` never sets it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { releaseMemory } from '#scripts/lib/release-memory.ts';

export interface SnapshotData {
  /** Area (collection name) → category → entries in list order. */
  areas: Record<string, Record<string, Array<{ id: string; record: unknown }>>>;
  /** The home page's best lists, by call: projects, competitions, placements. */
  best: Record<string, unknown[]>;
}

/** Whether this build reads the rebuild's snapshot (SNAPSHOT_FILE) rather than the backend. */
export const buildsFromSnapshot = (): boolean => !!process.env.SNAPSHOT_FILE;

/** How long a build waits for its snapshot before giving back the memory it no longer uses. */
const RELEASE_AFTER_MS = 2000;

/**
 * Waits for the snapshot file. A rebuild may start its build before the
 * snapshot is fetched (Astro's start and Vite's bundles overlap the fetch):
 * the file appears whole once the rebuild has it (written under another name,
 * then renamed). Gives up when the rebuild that started the build is gone.
 */
export async function snapshotReady(): Promise<void> {
  const file = process.env.SNAPSHOT_FILE;
  if (!file) return;
  const parent = process.ppid;
  const since = performance.now();
  let released = false;
  while (!existsSync(file)) {
    if (process.ppid !== parent) throw new Error(`the rebuild that started this build is gone; no snapshot at ${file}`);
    // A build kept for the next rebuild waits for minutes: what Vite's bundles left is given back (446 → 283 MB).
    // A build whose rebuild is fetching now gets its snapshot within seconds, and renders with its heap as it is.
    if (!released && performance.now() - since > RELEASE_AFTER_MS) {
      released = true;
      releaseMemory();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let cached: { file: string; data: SnapshotData } | undefined;

/** The snapshot named by SNAPSHOT_FILE, or null when the build fetches for itself. */
export function snapshotData(): SnapshotData | null {
  const file = process.env.SNAPSHOT_FILE;
  if (!file) return null;
  if (cached?.file !== file) cached = { file, data: JSON.parse(readFileSync(file, 'utf8')) as SnapshotData };
  return cached.data;
}
