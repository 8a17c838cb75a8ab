/**
 * What a snapshot is (./snapshot.ts fetches one): the records the build renders,
 * and the manifest kept beside each release, its ids and record digests per
 * list and a hash over them that decides whether a rebuild is needed; how two
 * snapshots differ, and how they are told in the log.
 */
import { readFile } from 'node:fs/promises';
import type { SnapshotData } from '#features/catalog/records.ts';
import { sha256 } from '../lib/hash.ts';

export type { SnapshotData } from '#features/catalog/records.ts';

/** One published entry: its id and a digest of its record as parsed. */
interface ManifestEntry {
  id: string;
  /** Its record's digest (the first 16 hex digits of {@link recordDigest}). */
  digest: string;
  /**
   * The digest of its item in the list it came from, as the list endpoint
   * returned it and the contract parsed it (16 hex digits); a delta fetch
   * reuses the record while this stays the same. Absent in snapshots taken
   * before delta fetches.
   */
  listDigest?: string;
}

/** What a snapshot records (and what is stored beside a release). */
export interface SnapshotManifest {
  /** sha256 over every list (its ids and record digests) and best list (its record digests), in order. */
  hash: string;
  /** Catalog entries (detail pages), all areas. */
  entries: number;
  /** Area → category → entries, in the backend's list order (after the loader's drop rules). */
  areas: Record<string, Record<string, ManifestEntry[]>>;
  /** The home page's best lists: ids in order. */
  best: Record<string, string[]>;
  /** Records the build will leave out, and why (same rules as the loader). */
  dropped: string[];
  fetchedAt: string;
  fetchMs: number;
  /**
   * The ETag of each list's answer, by the list's path (./list-reads.ts): a run that would end when nothing
   * changed sends them back, and reads no list when each answers 304. Absent when the backend sends none.
   */
  validators?: Record<string, string>;
  /** Detail calls made and records kept from the previous snapshot instead (absent before delta fetches). */
  details?: DetailCounts;
  /** The records (not stored beside the release; written for the build only). */
  data?: SnapshotData;
}

export interface DetailCounts {
  /** Detail calls made (one per listed entry fetched, whether or not it was then dropped). */
  fetched: number;
  /** Records taken from the previous snapshot without a call. */
  reused: number;
  /**
   * Why details were fetched in a delta fetch (absent in a full fetch): `new`
   * to its list (or dropped last time), `named` in `entries`, `listChanged`
   * (its list item differs), `bestChanged` (it joined or left its area's best
   * list), `unverified` (the previous snapshot has no list digest for it, or
   * its stored record is missing or does not match the manifest's digest).
   */
  why?: { new: number; named: number; listChanged: number; bestChanged: number; unverified: number };
  /** Every list answered 304 Not Modified to its last ETag: none was read (./list-reads.ts). */
  listsNotModified?: true;
  /** Lists that answered 304 Not Modified and were taken from those a service kept (./kept-fetch.ts). */
  listsKept?: number;
  /** Lists that answered 304 Not Modified and were taken as the live release holds them (./release-lists.ts). */
  listsFromRelease?: number;
  /**
   * Listed entries left out at their detail (it answered 404, is invalid, or its area's contract rejects it).
   * A later run reads them again, so neither of its shortcuts (the lists' ETags, the lists alone) applies
   * while one is. Absent in snapshots taken before it was counted: no shortcut either.
   */
  left?: number;
}

/**
 * A record's digest. The contract's schemas (src/api/schemas) build every
 * record field by field in their own order, so equal records give equal JSON
 * whatever order the backend sent the fields in.
 */
export const recordDigest = (record: unknown) => sha256(JSON.stringify(record));

const WHY_WORDS: Record<string, string> = { listChanged: 'list item changed', bestChanged: 'best flag changed' };

/** How the details were had, e.g. `1 detail fetched (1 new), 10117 kept from the live snapshot`. */
export function describeDetails(
  manifest: Pick<SnapshotManifest, 'details'>,
  previousName = 'the live snapshot',
): string {
  const details = manifest.details;
  if (!details) return '';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const why = Object.entries(details.why ?? {})
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${n} ${WHY_WORDS[reason] ?? reason}`);
  const fetched = `${plural(details.fetched, 'detail')} fetched${why.length ? ` (${why.join(', ')})` : ''}`;
  return details.why ? `${fetched}, ${details.reused} kept from ${previousName}` : fetched;
}

/**
 * Reads a release's records (`releases/<id>.records`): null when `file` does not
 * exist; throws (naming the file) when it is not a snapshot's records. Either
 * way the caller can fall back to a full fetch.
 */
export async function readSnapshotData(file: string): Promise<SnapshotData | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(data) || !isObject(data.areas) || !isObject(data.best))
    throw new Error(`${file} does not hold a snapshot's records ({areas, best})`);
  for (const [area, categories] of Object.entries(data.areas)) {
    if (
      !isObject(categories) ||
      !Object.values(categories).every(
        (entries) => Array.isArray(entries) && entries.every((e) => isObject(e) && typeof e.id === 'string'),
      )
    ) {
      throw new Error(`${file}: the records of ${area} are not lists of {id, record}`);
    }
  }
  return data as unknown as SnapshotData;
}

/** Per-list counts, e.g. `projects 28, competitions 18, …`. */
export function describeCounts(manifest: SnapshotManifest): string {
  return Object.entries(manifest.areas)
    .map(([name, categories]) => `${name} ${Object.values(categories).reduce((n, list) => n + list.length, 0)}`)
    .join(', ');
}

/** What changed between two snapshots: ids added, removed and changed (any list). */
export function diffSnapshots(before: SnapshotManifest | undefined, after: SnapshotManifest) {
  const index = (manifest: SnapshotManifest | undefined) => {
    const map = new Map<string, string>();
    for (const categories of Object.values(manifest?.areas ?? {}))
      for (const [category, entries] of Object.entries(categories))
        for (const e of entries) map.set(`${category}/${e.id}`, e.digest);
    return map;
  };
  const was = index(before);
  const now = index(after);
  const added = [...now.keys()].filter((key) => !was.has(key));
  const removed = [...was.keys()].filter((key) => !now.has(key));
  const changed = [...now.keys()].filter((key) => was.has(key) && was.get(key) !== now.get(key));
  return { added, removed, changed };
}
