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

/**
 * What a rebuild hands its build instead, when the build was given the live
 * release's records (LIVE_RECORDS_FILE) and read them while it waited: the
 * same lists, in which an entry whose record did not change is its id alone.
 * At 10,000 entries an approval's build then parses a small file after the
 * fetch rather than 14 MB (0.1-0.35 s).
 */
export interface SnapshotDelta {
  /** The records file (a release's `.records`) whose entries the ids stand for. */
  base: string;
  /** Area → category → entries in list order: an id alone is the base's record of the same area, category and id. */
  areas: Record<string, Record<string, Array<string | { id: string; record: unknown }>>>;
  best: Record<string, unknown[]>;
}

/** The snapshot's records from a delta and the records it names as its base. */
export function withBase(delta: SnapshotDelta, base: SnapshotData): SnapshotData {
  const areas: SnapshotData['areas'] = {};
  for (const [area, categories] of Object.entries(delta.areas)) {
    areas[area] = {};
    for (const [category, entries] of Object.entries(categories)) {
      let byId: Map<string, unknown> | undefined;
      areas[area][category] = entries.map((entry) => {
        if (typeof entry !== 'string') return entry;
        byId ??= new Map((base.areas[area]?.[category] ?? []).map(({ id, record }) => [id, record]));
        if (!byId.has(entry)) throw new Error(`the snapshot keeps ${area} ${category} ${entry} from ${delta.base}, which does not hold it`);
        return { id: entry, record: byId.get(entry) };
      });
    }
  }
  return { areas, best: delta.best };
}

const BASE = Symbol.for('wall-of-fame.snapshot-base');

/** A release's records, parsed once per build process (the hooks' module instance may read them ahead for the pages'). */
function baseRecords(file: string): SnapshotData {
  const holder = globalThis as unknown as Record<symbol, { file: string; data: SnapshotData } | undefined>;
  const known = holder[BASE];
  if (known?.file === file) return known.data;
  const data = JSON.parse(readFileSync(file, 'utf8')) as SnapshotData;
  holder[BASE] = { file, data };
  return data;
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
      // The live release's records, which the snapshot will mostly name by id (SnapshotDelta).
      const base = process.env.LIVE_RECORDS_FILE;
      if (base && existsSync(base)) {
        try {
          baseRecords(base);
        } catch {
          // Read again if the snapshot names it, and then its error fails the build.
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let cached: { file: string; data: SnapshotData } | undefined;

/** The snapshot named by SNAPSHOT_FILE, or null when the build fetches for itself. */
export function snapshotData(): SnapshotData | null {
  const file = process.env.SNAPSHOT_FILE;
  if (!file) return null;
  if (cached?.file !== file) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as SnapshotData | SnapshotDelta;
    cached = { file, data: 'base' in parsed ? withBase(parsed, baseRecords(parsed.base)) : parsed };
  }
  return cached.data;
}
