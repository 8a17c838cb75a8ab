/**
 * The snapshot: every approved list and detail the build would read, fetched
 * through the site's own contract module (src/api) and the build loader's
 * sources, retries and drop rules, so it is exactly what the site would see.
 * Its hash decides whether a rebuild is needed; its manifest (ids and record
 * digests per list) is kept beside each release.
 */
import { createHash } from 'node:crypto';
import type { ApiConfig, ReadOptions } from '#api/http.ts';
import { isApiError } from '#api/http.ts';
import { fetchBestCompetitions } from '#api/competitions.ts';
import { fetchBestPlacements } from '#api/placements.ts';
import { fetchBestProjects } from '#api/projects.ts';
import { ACHIEVEMENT_SOURCE } from '#features/achievements/source.ts';
import { ALUMNI_SOURCE } from '#features/alumni/source.ts';
import { reliably } from '#features/catalog/loader.ts';
import type { SnapshotData } from '#features/catalog/snapshot-file.ts';
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
  digest: string;
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
  /** The records (not stored beside the release; written for the build only). */
  data?: SnapshotData;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A record's digest. The contract's schemas (src/api/schemas) build every
 * record field by field in their own order, so equal records give equal JSON
 * whatever order the backend sent the fields in.
 */
export const recordDigest = (record: unknown) => sha256(JSON.stringify(record));

/** One area, read exactly as `approvedLoader` reads it: lists, then every listed entry's detail. */
async function fetchArea(api: ApiConfig, source: CatalogSource<CatalogRecord>, dropped: string[]) {
  const lists = await Promise.all(
    source.lists.map(async (list) => ({ list, parsed: await reliably(list.label, () => list.fetch(api, READ)) })),
  );
  const seen = new Set<string>();
  const found: Array<{ category: string; id: string }> = [];
  for (const { list, parsed } of lists) {
    for (const item of parsed.dropped) dropped.push(`${source.name} ${list.category} list item ${item.id ?? `#${item.index}`}: ${item.reason}`);
    for (const record of parsed.records) {
      if (seen.has(record.nominationId)) {
        dropped.push(`${source.name} ${list.category} ${record.nominationId}: listed twice; kept the first`);
        continue;
      }
      seen.add(record.nominationId);
      found.push({ category: list.category, id: record.nominationId });
    }
  }
  const details = await Promise.all(
    found.map(async ({ category, id }) => {
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
      return { category, id, record: result.record };
    }),
  );
  const byCategory: Record<string, Array<{ id: string; record: unknown }>> = {};
  for (const list of source.lists) byCategory[list.category] = [];
  for (const detail of details) if (detail) byCategory[detail.category]!.push({ id: detail.id, record: detail.record });
  return byCategory;
}

/**
 * Fetches the snapshot. Transient failures are retried like the build does; a
 * call that still fails rejects with an Error naming the call.
 */
export async function fetchSnapshot(api: ApiConfig): Promise<SnapshotManifest> {
  const started = performance.now();
  const dropped: string[] = [];
  const [areas, best] = await Promise.all([
    Promise.all(SOURCES.map(async (source) => [source.name, await fetchArea(api, source, dropped)] as const)),
    Promise.all([
      reliably('GET /api/project-nominations/approved/best', () => fetchBestProjects(api, READ)),
      reliably('GET /api/competition-nominations/approved/best', () => fetchBestCompetitions(api, READ)),
      reliably('GET /api/placement-nominations/approved/best', () => fetchBestPlacements(api, READ)),
    ]),
  ]);
  const bestLists = { projects: best[0].records, competitions: best[1].records, placements: best[2].records };
  const data = { areas: Object.fromEntries(areas), best: bestLists };
  // Each record is hashed once; the snapshot's hash is over the lists of ids and record digests, in order.
  const digested = areas.map(
    ([name, categories]) =>
      [name, Object.entries(categories).map(([category, entries]) => [category, entries.map(({ id, record }) => [id, recordDigest(record)] as const)] as const)] as const,
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
    data,
  };
  for (const [name, categories] of digested) {
    manifest.areas[name] = {};
    for (const [category, entries] of categories) {
      manifest.areas[name]![category] = entries.map(([id, digest]) => ({ id, digest: digest.slice(0, 16) }));
      manifest.entries += entries.length;
    }
  }
  return manifest;
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
