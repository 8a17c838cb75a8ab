/**
 * Where a build's two module graphs meet while it waits for its records: the
 * integrations (integrations/snapshot-wait.ts) and the pages' modules, which
 * Vite bundles (./records-wait.ts). The pages wait for the records and
 * meanwhile read and prepare the ones they will likely be written against,
 * the live release's; the integration says when they wait and what became of
 * what they read. Two graphs in one process, so they meet on globalThis, under
 * a registered symbol.
 */
import type { SnapshotData } from './records-file.ts';

const KEY = Symbol.for('wall-of-fame.records-read-ahead');

/** The integration's word that the listing waits for the records (absent: it does not, as in `astro dev`). */
export interface ListingWaits {
  /** The process that started the build as the wait began: gone, the wait ends with an error. */
  parent: number;
  /** Called once the pages wait for their records, what they read ahead prepared. */
  waiting: () => void;
}

interface Shelf {
  listing?: ListingWaits;
  /** By file: its records until the pages take them or let them go, whether every entry was prepared, and whether they took them. */
  read: Map<string, { data?: SnapshotData; prepared: boolean; taken: boolean }>;
  /** What the build took of its likely build (./likely-build.ts): entries pictured, detail pages keyed. */
  likely: { pictured: number; keyed: number };
}

const shelf = (): Shelf =>
  ((globalThis as Record<symbol, Shelf | undefined>)[KEY] ??= { read: new Map(), likely: { pictured: 0, keyed: 0 } });

/** The listing of pages waits for the build's records, as `listing` says (undefined: no longer). */
export function listingWaits(listing: ListingWaits | undefined): void {
  shelf().listing = listing;
}

/** How the listing of pages waits for the build's records; undefined when it does not. */
export function howListingWaits(): ListingWaits | undefined {
  return shelf().listing;
}

/** Keeps the records read from `file` for the pages' reading of their records (./records.ts). */
export function keepReadAhead(file: string, data: SnapshotData): void {
  shelf().read.set(file, { data, prepared: false, taken: false });
}

/** Every entry of the records read ahead from `file` was prepared before the build's records appeared. */
export function preparedAhead(file: string): void {
  const kept = shelf().read.get(file);
  if (kept) kept.prepared = true;
}

/**
 * The records read ahead from `base` (the base the build's records name, if any), given once; any others read
 * ahead are let go, before the build reads what it needs instead (a build reads its records once).
 */
export function takeReadAhead(base: string | undefined): SnapshotData | undefined {
  let data: SnapshotData | undefined;
  for (const [file, kept] of shelf().read) {
    if (file === base && kept.data) {
      data = kept.data;
      kept.taken = true;
    }
    kept.data = undefined;
  }
  return data;
}

/** What became of the records read ahead from `file` (whether the pages took them, whether all were prepared), and lets them go. */
export function endReadAhead(file: string): { taken: boolean; prepared: boolean } | 'not read' {
  const kept = shelf().read.get(file);
  shelf().read.delete(file);
  return kept ? { taken: kept.taken, prepared: kept.prepared } : 'not read';
}

/** Counts what the build took as made while it waited (./likely-build.ts). */
export function noteLikelyTaken(what: 'pictured' | 'keyed', count: number): void {
  shelf().likely[what] += count;
}

/** What the build took as made while it waited, and forgets it. */
export function endLikelyTaken(): { pictured: number; keyed: number } {
  const { likely } = shelf();
  shelf().likely = { pictured: 0, keyed: 0 };
  return likely;
}
