/**
 * The shrink guard: a sudden drop in approved entries usually means a backend
 * problem (an empty or partial database, a wrong host, details answering 404),
 * not a mass rejection. It counts the whole site, each area and each list,
 * and compares every count with a **baseline**: the largest count over the
 * last few release records (and the live release's). Comparing with the
 * largest, not with the live release alone, means repeated small drops cannot
 * walk the baseline down. A release published with --force over the guard
 * starts a new baseline (a deliberate clean-up is not refused again on every
 * later run).
 */
import type { SnapshotManifest } from './snapshot.ts';

/** Release records the baseline looks at. */
const BASELINE_RELEASES = 5;
/** Fewer lost entries than this in an area or list are never an alarm, unless it goes empty (one rejection in a small list). */
const MIN_ALARM_DROP = 2;

/** What the guard needs of a release record: its id, its counts, and whether it started a baseline. */
export interface GuardRecord {
  id: string;
  /** `total`, `<area>`, `<area>/<category>` → its entries. */
  counts: Map<string, number>;
  /** Published with --force although the guard refused: the baseline starts again here. */
  shrinkOverridden?: boolean;
}

/** What the guard needs of a release record (its snapshot's counts, not its 100,000 ids and digests). */
export function guardRecordOf(record: {
  id: string;
  snapshot: Pick<SnapshotManifest, 'entries' | 'areas'>;
  shrinkOverridden?: boolean;
}): GuardRecord {
  return {
    id: record.id,
    counts: countsOf(record.snapshot),
    ...(record.shrinkOverridden ? { shrinkOverridden: true } : {}),
  };
}

export interface Baseline {
  /** `total`, `<area>`, `<area>/<category>` → the largest count over {@link releases}. */
  counts: Map<string, number>;
  /** The records it was taken from, oldest first. */
  releases: string[];
}

/** Entries of the whole snapshot (`total`), of each area and of each list (`area/category`). */
function countsOf(snapshot: Pick<SnapshotManifest, 'entries' | 'areas'>): Map<string, number> {
  const counts = new Map<string, number>([['total', snapshot.entries]]);
  for (const [area, lists] of Object.entries(snapshot.areas)) {
    counts.set(
      area,
      Object.values(lists).reduce((n, list) => n + list.length, 0),
    );
  }
  for (const [area, lists] of Object.entries(snapshot.areas)) {
    // An area with one list: the area's line says it all.
    if (Object.keys(lists).length < 2) continue;
    for (const [category, list] of Object.entries(lists)) counts.set(`${area}/${category}`, list.length);
  }
  return counts;
}

/**
 * The baseline from release records: the last `size` of them, from the newest
 * forced one on, plus the live release's (after a rollback to an older
 * release, what is live is protected too). Undefined when there are none.
 */
export function baselineOf(records: GuardRecord[], live?: string, size = BASELINE_RELEASES): Baseline | undefined {
  const sorted = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let window = sorted.slice(-size);
  const reset = window.findLastIndex((record) => record.shrinkOverridden);
  if (reset > 0) window = window.slice(reset);
  const liveRecord = sorted.find((record) => record.id === live);
  if (liveRecord && !window.includes(liveRecord)) window = [liveRecord, ...window];
  if (!window.length) return undefined;
  const counts = new Map<string, number>();
  for (const record of window) {
    for (const [key, count] of record.counts) counts.set(key, Math.max(counts.get(key) ?? 0, count));
  }
  return { counts, releases: window.map((record) => record.id) };
}

const label = (key: string) => (key === 'total' ? 'in all' : key.replace('/', ' '));

/**
 * The guard's verdict on a new snapshot, or null when it may be published.
 * Refused: an empty site (also on a first run, with no baseline); any count
 * of the baseline that is now zero; any count that dropped by more than
 * `maxShrink` of its baseline and by at least {@link MIN_ALARM_DROP} entries.
 */
export function shrinkRefusal(
  baseline: Baseline | undefined,
  next: Pick<SnapshotManifest, 'entries' | 'areas'>,
  maxShrink: number,
): string | null {
  const before = baseline?.counts.get('total');
  if (next.entries === 0 && before !== 0) {
    return `the backend lists no approved entries at all${before ? ` (the baseline has ${before})` : ''}; refusing to publish an empty site`;
  }
  if (!baseline) return null;
  const now = countsOf(next);
  const shrunk: string[] = [];
  for (const [key, was] of baseline.counts) {
    const count = now.get(key) ?? 0;
    const drop = was - count;
    if (was === 0 || drop <= 0) continue;
    if (count === 0) shrunk.push(`${label(key)}: no entries now, ${was} in the baseline (all gone)`);
    else if (drop / was > maxShrink && drop >= MIN_ALARM_DROP) {
      shrunk.push(
        `${label(key)}: ${count} approved entries, ${drop} fewer than the baseline (${was}): a drop of ${((drop / was) * 100).toFixed(0)}%`,
      );
    }
  }
  if (!shrunk.length) return null;
  const releases =
    baseline.releases.length === 1
      ? `release ${baseline.releases[0]}`
      : `the largest of releases ${baseline.releases[0]} … ${baseline.releases.at(-1)}`;
  return (
    `the shrink guard refused: ${shrunk.join('; ')}. ` +
    `The baseline is ${releases}; allowed: a drop of ${(maxShrink * 100).toFixed(0)}% (--max-shrink / REBUILD_MAX_SHRINK), and no area or list going empty`
  );
}
