/**
 * The snapshot: every approved list and detail the build would read, fetched
 * through the site's own contract module (src/api) and the build loader's
 * sources, retries and drop rules, so it is exactly what the site would see.
 * Its hash decides whether a rebuild is needed; its manifest (ids and record
 * digests per list) is kept beside each release.
 *
 * Given the live release's snapshot (`previous`), it fetches only what changed:
 * every list and best list as always, but a listed entry's detail only when
 * the entry is new to its list, named in `entries`, its list item differs
 * from the one the previous snapshot saw (`listDigest`), or it joined or left
 * a best list (its record's `isBest`, which project lists do not carry); any
 * other entry keeps its previous record (or, when its list item was the whole
 * record, takes the unchanged list item, which is the same JSON). An edit inside a detail that its list
 * item does not show is therefore not seen: the caller names such ids in
 * `entries` (the webhook) or asks for a full fetch (`full`, the scheduled
 * reconciliation).
 */
import { createHash } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import type { ApiConfig, ReadOptions } from '#api/http.ts';
import { isApiError } from '#api/http.ts';
import { fetchBestCompetitions } from '#api/competitions.ts';
import { fetchBestPlacements } from '#api/placements.ts';
import { fetchBestProjects } from '#api/projects.ts';
import { ACHIEVEMENT_SOURCE } from '#features/achievements/source.ts';
import { ALUMNI_SOURCE } from '#features/alumni/source.ts';
import { reliably } from '#features/catalog/loader.ts';
import type { SnapshotData, SnapshotDelta } from '#features/catalog/snapshot-file.ts';
import type { CatalogRecord, CatalogSource } from '#features/catalog/source.ts';
import { COMPETITION_SOURCE } from '#features/competitions/source.ts';
import { PLACEMENT_SOURCE } from '#features/placements/source.ts';
import { PROJECT_SOURCE } from '#features/projects/source.ts';

/** The collections of src/content.config.ts, in the same order. */
export const SOURCES = [PROJECT_SOURCE, COMPETITION_SOURCE, ACHIEVEMENT_SOURCE, PLACEMENT_SOURCE, ALUMNI_SOURCE] as Array<
  CatalogSource<CatalogRecord>
>;
export type AreaName = 'projects' | 'competitions' | 'achievements' | 'placements' | 'alumni';

/** The same per-call options as the build loader (src/features/catalog/loader.ts). */
const READ: ReadOptions = { retry: 0, timeout: Number(process.env.BUILD_FETCH_TIMEOUT_MS) || 30_000 };

/** One published entry: its id and a digest of its record as parsed. */
export interface ManifestEntry {
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

/**
 * The records themselves (src/features/catalog/snapshot-file.ts): the rebuild
 * hands them to the build (SNAPSHOT_FILE), so the release is built from exactly
 * the data it was checked against, without fetching everything a second time.
 */
export type { SnapshotData } from '#features/catalog/snapshot-file.ts';

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
}

export interface SnapshotOptions {
  /**
   * The live release's snapshot and its records: entries whose list item did not change keep their record. An
   * entry whose list item was its whole record (digest === listDigest) takes the list item, so `data` is only read
   * for lists of cards' fields (project and research publication lists in the demo backend). Without `data` (say,
   * the records' file is missing), those entries' details are fetched.
   */
  previous?: { manifest: SnapshotManifest; data?: SnapshotData | null };
  /** Nomination ids known to have changed: their details are fetched whatever the lists say. */
  entries?: Iterable<string>;
  /** Ignore `previous`: fetch every detail (the full reconciliation). */
  full?: boolean;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A record's digest. The contract's schemas (src/api/schemas) build every
 * record field by field in their own order, so equal records give equal JSON
 * whatever order the backend sent the fields in.
 */
export const recordDigest = (record: unknown) => sha256(JSON.stringify(record));

/** A listed entry's previous record, as the previous snapshot kept it. */
interface Kept {
  digest: string;
  listDigest?: string;
  record?: unknown;
}

/** What a delta fetch knows: per area, `category\nid` → the previous entry; and the ids to fetch anyway. */
interface Reuse {
  previous: Map<string, Map<string, Kept>>;
  named: Set<string>;
  /** The previous best lists' ids (area → ids), compared with the new ones. */
  best: Record<string, string[]>;
  /** Per area, the ids that joined or left its best list; set once the best lists are in. */
  bestChanged?: Promise<Map<string, Set<string>>>;
}

function reuseOf(options: SnapshotOptions): Reuse | null {
  if (options.full || !options.previous) return null;
  const { manifest, data } = options.previous;
  const previous = new Map<string, Map<string, Kept>>();
  for (const [area, categories] of Object.entries(manifest.areas ?? {})) {
    const map = new Map<string, Kept>();
    for (const [category, entries] of Object.entries(categories)) {
      for (const { id, digest, listDigest } of entries) map.set(`${category}\n${id}`, { digest, listDigest });
    }
    for (const [category, entries] of Object.entries(data?.areas?.[area] ?? {})) {
      for (const { id, record } of entries) {
        const kept = map.get(`${category}\n${id}`);
        if (kept) kept.record = record;
      }
    }
    previous.set(area, map);
  }
  return { previous, named: new Set(options.entries ?? []), best: manifest.best ?? {} };
}

type Why = keyof NonNullable<DetailCounts['why']>;

/**
 * One area, read exactly as `approvedLoader` reads it: lists, then every listed
 * entry's detail; in a delta fetch, only the details of entries that are new,
 * named, whose list item changed or who joined or left a best list (the others
 * keep their previous record), and the same drop rules for both.
 */
async function fetchArea(api: ApiConfig, source: CatalogSource<CatalogRecord>, dropped: string[], reuse: Reuse | null, counts: DetailCounts) {
  const lists = await Promise.all(
    source.lists.map(async (list) => ({ list, parsed: await reliably(list.label, () => list.fetch(api, READ)) })),
  );
  const seen = new Set<string>();
  const found: Array<{ category: string; id: string; item: CatalogRecord; itemDigest: string }> = [];
  for (const { list, parsed } of lists) {
    for (const item of parsed.dropped) dropped.push(`${source.name} ${list.category} list item ${item.id ?? `#${item.index}`}: ${item.reason}`);
    for (const record of parsed.records) {
      if (seen.has(record.nominationId)) {
        dropped.push(`${source.name} ${list.category} ${record.nominationId}: listed twice; kept the first`);
        continue;
      }
      seen.add(record.nominationId);
      found.push({ category: list.category, id: record.nominationId, item: record, itemDigest: recordDigest(record) });
    }
  }
  const previous = reuse?.previous.get(source.name);
  const bestChanged = (await reuse?.bestChanged)?.get(source.name);
  const details = await Promise.all(
    found.map(async ({ category, id, item, itemDigest }) => {
      const listDigest = itemDigest.slice(0, 16);
      if (reuse) {
        const kept = previous?.get(`${category}\n${id}`);
        let why: Why | null = null;
        let record: unknown;
        let digest: string | undefined;
        if (!kept) why = 'new';
        else if (reuse.named.has(id)) why = 'named';
        else if (bestChanged?.has(id)) why = 'bestChanged';
        else if (kept.listDigest === undefined) why = 'unverified';
        else if (kept.listDigest !== listDigest) why = 'listChanged';
        else if (kept.digest === kept.listDigest) {
          // Its list item was its whole record last time (lists of whole records) and is unchanged: the item is the
          // record (the same JSON), so neither the stored record nor a second digest is needed.
          record = item;
          digest = itemDigest;
        } else if (kept.record === undefined) why = 'unverified';
        else {
          // A list of cards' fields only: reuse the stored record if it is the one the previous manifest digested.
          record = kept.record;
          digest = recordDigest(record);
          if (digest.slice(0, 16) !== kept.digest) why = 'unverified';
        }
        if (why) counts.why![why]++;
        else {
          counts.reused++;
          const rejected = source.reject?.(record as CatalogRecord, category);
          if (rejected) {
            dropped.push(`${source.name} ${category} ${id}: ${rejected}`);
            return null;
          }
          return { category, id, listDigest, record, digest: digest! };
        }
      }
      counts.fetched++;
      let result;
      try {
        result = await reliably(`GET approved ${source.name} detail ${id}`, () => source.detail(api, id, category, READ));
      } catch (error) {
        const cause = (error as Error).cause;
        if (isApiError(cause) && cause.status === 404) {
          dropped.push(`${source.name} ${category} ${id}: detail answered 404`);
          return null;
        }
        throw error;
      }
      if (!result.ok) {
        dropped.push(`${source.name} ${category} ${id}: ${result.dropped.reason}`);
        return null;
      }
      const rejected = source.reject?.(result.record, category);
      if (rejected) {
        dropped.push(`${source.name} ${category} ${id}: ${rejected}`);
        return null;
      }
      return { category, id, listDigest, record: result.record as unknown, digest: recordDigest(result.record) };
    }),
  );
  const byCategory: Record<string, Array<{ id: string; record: unknown; digest: string; listDigest: string }>> = {};
  for (const list of source.lists) byCategory[list.category] = [];
  for (const detail of details) if (detail) byCategory[detail.category]!.push(detail);
  return byCategory;
}

/**
 * Fetches the snapshot. Transient failures are retried like the build does; a
 * call that still fails rejects with an Error naming the call. With
 * `options.previous` (and not `options.full`) it is a delta fetch: see the top
 * of this file. Either way the hash is computed from the same inputs, so a
 * delta fetch that missed no change gives the full fetch's hash.
 */
export async function fetchSnapshot(api: ApiConfig, options: SnapshotOptions = {}): Promise<SnapshotManifest> {
  const started = performance.now();
  const dropped: string[] = [];
  const reuse = reuseOf(options);
  const counts: DetailCounts = {
    fetched: 0,
    reused: 0,
    ...(reuse ? { why: { new: 0, named: 0, listChanged: 0, bestChanged: 0, unverified: 0 } } : {}),
  };
  const bestCalls = Promise.all([
    reliably('GET /api/project-nominations/approved/best', () => fetchBestProjects(api, READ)),
    reliably('GET /api/competition-nominations/approved/best', () => fetchBestCompetitions(api, READ)),
    reliably('GET /api/placement-nominations/approved/best', () => fetchBestPlacements(api, READ)),
  ]);
  if (reuse) {
    const before = reuse.best;
    reuse.bestChanged = bestCalls.then((lists) => {
      const changed = new Map<string, Set<string>>();
      (['projects', 'competitions', 'placements'] as const).forEach((area, index) => {
        const was = new Set(before[area] ?? []);
        const now = new Set(lists[index]!.records.map((record) => record.nominationId));
        changed.set(area, new Set([...now].filter((id) => !was.has(id)).concat([...was].filter((id) => !now.has(id)))));
      });
      return changed;
    });
    // Its failure is bestCalls' failure, reported below; an area that failed first never awaits it.
    reuse.bestChanged.catch(() => {});
  }
  const [areas, best] = await Promise.all([
    Promise.all(SOURCES.map(async (source) => [source.name, await fetchArea(api, source, dropped, reuse, counts)] as const)),
    bestCalls,
  ]);
  const bestLists = { projects: best[0].records, competitions: best[1].records, placements: best[2].records };
  const data: SnapshotData = {
    areas: Object.fromEntries(
      areas.map(([name, categories]) => [
        name,
        Object.fromEntries(
          Object.entries(categories).map(([category, entries]) => [
            category,
            entries.map(({ id, record }) => ({ id, record })),
          ]),
        ),
      ]),
    ),
    best: bestLists,
  };
  // Each record is digested once; the snapshot's hash is over the lists of ids and record digests, in order.
  const digested = areas.map(
    ([name, categories]) =>
      [
        name,
        Object.entries(categories).map(
          ([category, entries]) => [category, entries.map(({ id, digest }) => [id, digest] as const)] as const,
        ),
      ] as const,
  );
  const bestDigests = Object.entries(bestLists).map(([name, records]) => [name, records.map(recordDigest)]);
  const manifest: SnapshotManifest = {
    hash: sha256(JSON.stringify({ areas: digested, best: bestDigests })),
    entries: 0,
    areas: {},
    best: Object.fromEntries(Object.entries(bestLists).map(([name, records]) => [name, records.map((r) => r.nominationId)])),
    dropped,
    fetchedAt: new Date().toISOString(),
    fetchMs: Math.round(performance.now() - started),
    details: counts,
    data,
  };
  for (const [name, categories] of areas) {
    manifest.areas[name] = {};
    for (const [category, entries] of Object.entries(categories)) {
      manifest.areas[name]![category] = entries.map(({ id, digest, listDigest }) => ({
        id,
        digest: digest.slice(0, 16),
        listDigest,
      }));
      manifest.entries += entries.length;
    }
  }
  return manifest;
}

/**
 * Records as a delta on a release's (`base`): an entry whose record digest
 * (`now`, the manifest's) is the one `before` (the release's manifest) has
 * for the same area, category and id is named by its id alone. The digests
 * are the ones a delta fetch already trusts to keep a record without
 * fetching it.
 */
export function snapshotDelta(data: SnapshotData, now: SnapshotManifest['areas'], before: SnapshotManifest['areas'], base: string): SnapshotDelta {
  const areas: SnapshotDelta['areas'] = {};
  for (const [area, categories] of Object.entries(data.areas)) {
    areas[area] = {};
    for (const [category, entries] of Object.entries(categories)) {
      const digests = now[area]?.[category] ?? [];
      const was = new Map((before[area]?.[category] ?? []).map(({ id, digest }) => [id, digest]));
      areas[area][category] = entries.map((entry, index) => {
        const digest = digests[index]?.id === entry.id ? digests[index].digest : undefined;
        return digest !== undefined && was.get(entry.id) === digest ? entry.id : entry;
      });
    }
  }
  return { base, areas, best: data.best };
}

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
 * Writes a snapshot's records to `file` (JSON, or the JSON already made of
 * them) through a temporary file that is flushed to disk and renamed over it,
 * so `file` is whole or absent.
 */
export async function writeSnapshotData(file: string, data: SnapshotData | string): Promise<void> {
  // `.tmp` like the release records' own temporary files (the rebuild's lock keeps writers apart).
  const temporary = `${file}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(typeof data === 'string' ? data : JSON.stringify(data));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Reads records written by {@link writeSnapshotData}: null when `file` does not
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
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
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
      for (const [category, entries] of Object.entries(categories)) for (const e of entries) map.set(`${category}/${e.id}`, e.digest);
    return map;
  };
  const was = index(before);
  const now = index(after);
  const added = [...now.keys()].filter((key) => !was.has(key));
  const removed = [...was.keys()].filter((key) => !now.has(key));
  const changed = [...now.keys()].filter((key) => was.has(key) && was.get(key) !== now.get(key));
  return { added, removed, changed };
}
