/**
 * The records a build read while it waited for its own (integrations/snapshot-wait.ts): the live release's,
 * which a rebuild's records most often name as their base (./records-file.ts), handed to the pages' reading
 * of the records (./records.ts). At 100,000 entries that base is 137 MB of JSON, 2–3 s of an approval's build.
 * The integrations and the pages' modules are two module graphs in one process (Vite bundles the pages'),
 * so they meet on globalThis, under a registered symbol.
 */
import type { SnapshotData } from './records-file.ts';

const KEY = Symbol.for('wall-of-fame.records-read-ahead');

/** By file: its records until the pages take them or let them go, and whether they took them. */
type Shelf = Map<string, { data?: SnapshotData; taken: boolean }>;

const shelf = (): Shelf => ((globalThis as Record<symbol, Shelf | undefined>)[KEY] ??= new Map());

/** Keeps the records read from `file` for the pages. */
export function keepReadAhead(file: string, data: SnapshotData): void {
  shelf().set(file, { data, taken: false });
}

/**
 * The records read ahead from `base` (the base the build's records name, if any), given once; any others read
 * ahead are let go, before the build reads what it needs instead (a build reads its records once).
 */
export function takeReadAhead(base: string | undefined): SnapshotData | undefined {
  let data: SnapshotData | undefined;
  for (const [file, kept] of shelf()) {
    if (file === base && kept.data) {
      data = kept.data;
      kept.taken = true;
    }
    kept.data = undefined;
  }
  return data;
}

/** Whether the pages took the records read ahead from `file` (`unused`: they did not), and lets them go. */
export function endReadAhead(file: string): 'taken' | 'unused' | 'not read' {
  const kept = shelf().get(file);
  shelf().delete(file);
  if (!kept) return 'not read';
  return kept.taken ? 'taken' : 'unused';
}
