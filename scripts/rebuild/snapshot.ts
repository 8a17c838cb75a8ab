/**
 * Fetching the snapshot (./snapshot-model.ts): every approved list and detail
 * the site shows and the home page's best lists, area by area (./fetch-area.ts),
 * so it is exactly what the site would see.
 *
 * Given the live release's snapshot (`previous`), it fetches only what changed:
 * every list and best list as always, but a listed entry's detail only when
 * the entry is new to its list, named in `entries`, its list item differs
 * from the one the previous snapshot saw (`listDigest`), or it joined or left
 * a best list (its record's `isBest`, which project lists do not carry); any
 * other entry keeps its previous record (or, when its list item was the whole
 * record, takes the unchanged list item, which is the same JSON). An edit
 * inside a detail that its list item does not show is therefore not seen: the
 * caller names such ids in `entries` (the webhook) or asks for a full fetch
 * (`full`, the scheduled reconciliation).
 */
import { readBestList } from '#api/approved.ts';
import type { ApiConfig } from '#api/http.ts';
import { AREAS, recordId, type Area, type CatalogRecord } from '#features/areas.ts';
import { recordOf, type RecordContract } from '#features/catalog/area-modules.ts';
import { sha256 } from '../lib/hash.ts';
import { ListReads, type ListCall, type ReadList } from './list-reads.ts';
import { releaseLists } from './release-lists.ts';
import {
  areaEntries,
  areaListCalls,
  byList,
  listArea,
  listDigests,
  type AreaReuse,
  type FetchedEntry,
  type Kept,
  type Listed,
} from './fetch-area.ts';
import { backendReader, type Reader, type ReadSettings } from './reliably.ts';
import { DEFAULT_READ_SETTINGS } from '../settings.ts';
import { recordDigest, type DetailCounts, type SnapshotData, type SnapshotManifest } from './snapshot-model.ts';

export * from './snapshot-model.ts';

/** An area of the table with its records' contract (#features/<key>/record.ts). */
interface AreaWithRecords {
  area: Area;
  record: RecordContract<CatalogRecord, string>;
}

export interface SnapshotOptions {
  /**
   * The live release's snapshot and a reader of its records: entries whose list item did not change keep their
   * record. An entry whose list item was its whole record (digest === listDigest) takes the list item, so the
   * records are only read for lists of cards' fields (project and research publication lists in the demo
   * backend). Without them (say, the records' file is missing), those entries' details are fetched.
   */
  previous?: {
    manifest: SnapshotManifest;
    records?: () => Promise<SnapshotData | null>;
    /** The records are the ones this process fetched for `manifest` (a service's, ./kept-fetch.ts): their digests are not taken again. */
    recordsDigested?: boolean;
    /**
     * The ETags of the lists `manifest`'s own fetch read (the release record's): a list answering 304 to one of
     * them is the one the release holds, and is taken from there (./release-lists.ts). Absent: none is.
     */
    releaseEtags?: Readonly<Record<string, string>>;
  };
  /** Nomination ids known to have changed: their details are fetched whatever the lists say. */
  entries?: Iterable<string>;
  /** Ignore `previous`: fetch every detail (the full reconciliation). */
  full?: boolean;
  /**
   * The caller stops when the data is the previous snapshot's (the same hash): when the lists and best lists
   * show exactly that, the records are not read and the result has no `data`.
   */
  endsIfUnchanged?: boolean;
  /** Retries, concurrency and time-outs of the calls (./reliably.ts). */
  reads?: ReadSettings;
  /**
   * Lists read in full by earlier fetches, by path, which this one adds to (a service's: ./kept-fetch.ts). A full
   * fetch (the reconciliation) takes no ETag's word, as it takes no list's: it reads each again.
   */
  keptLists?: Map<string, ReadList>;
}

/**
 * The previous snapshot's entries of an area, by `category\nid`, with their stored records when read; `digested`:
 * those records are the ones the manifest's digests were taken of, in this process.
 */
function keptOf(
  area: string,
  manifest: SnapshotManifest,
  data?: SnapshotData | null,
  digested = false,
): Map<string, Kept> {
  const kept = new Map<string, Kept>();
  for (const [category, entries] of Object.entries(manifest.areas?.[area] ?? {})) {
    for (const { id, digest, listDigest } of entries) kept.set(`${category}\n${id}`, { digest, listDigest });
  }
  for (const [category, entries] of Object.entries(data?.areas?.[area] ?? {})) {
    for (const { id, record, digest } of entries) {
      const entry = kept.get(`${category}\n${id}`);
      if (!entry) continue;
      entry.record = record;
      if (digested && digest === entry.digest) entry.digested = true;
    }
  }
  return kept;
}

/** The ids that joined or left an area's best list. */
function bestChanged(before: string[] | undefined, now: CatalogRecord[]): Set<string> {
  const was = new Set(before ?? []);
  const is = new Set(now.map(recordId));
  return new Set([...is].filter((id) => !was.has(id)).concat([...was].filter((id) => !is.has(id))));
}

/** Every area of the table, with its records' contract. */
const areasWithRecords = (): Promise<AreaWithRecords[]> =>
  Promise.all(AREAS.map(async (area) => ({ area, record: await recordOf(area) })));

/** The areas that have a best list (the home page's). */
const withBestList = (areas: AreaWithRecords[]) => areas.filter(({ area }) => area.api.best);

function bestListCalls(api: ApiConfig, areas: AreaWithRecords[]): ListCall[] {
  return withBestList(areas).map(({ area, record }) => ({
    path: area.api.best!,
    read: (options) => readBestList(api, area.api, record.schema, options) as Promise<ReadList>,
  }));
}

/** The best lists of the areas that have one (the home page's), by area; their invalid items reported. */
async function bestLists(
  api: ApiConfig,
  areas: AreaWithRecords[],
  reads: ListReads,
  drop: (line: string) => void,
): Promise<Record<string, CatalogRecord[]>> {
  const withBest = withBestList(areas);
  const lists = await Promise.all(bestListCalls(api, withBest).map((call) => reads.read(call)));
  return Object.fromEntries(
    withBest.map(({ area }, index) => {
      const list = lists[index]!;
      for (const item of list.dropped) drop(`best ${area.key} item ${item.id ?? `#${item.index}`}: ${item.reason}`);
      return [area.key, list.records];
    }),
  );
}

/** The records and the manifest of the fetched areas and best lists; the hash over every list's ids and record digests, in order. */
function snapshotOf(
  areas: Array<[string, Record<string, FetchedEntry[]>]>,
  best: Record<string, CatalogRecord[]>,
): Pick<SnapshotManifest, 'hash' | 'entries' | 'areas' | 'best' | 'data'> {
  const data: SnapshotData = { areas: {}, best };
  const manifest: SnapshotManifest['areas'] = {};
  let entries = 0;
  for (const [area, lists] of areas) {
    data.areas[area] = {};
    manifest[area] = {};
    for (const [category, list] of Object.entries(lists)) {
      // The digest the manifest keeps goes with each record: the build keys its pages from it (#features/catalog/cache-key.ts).
      data.areas[area][category] = list.map(({ id, record, digest }) => ({ id, record, digest: digest.slice(0, 16) }));
      manifest[area][category] = list.map(({ id, digest, listDigest }) => ({
        id,
        digest: digest.slice(0, 16),
        listDigest,
      }));
      entries += list.length;
    }
  }
  // The hash takes the digests the manifest keeps (16 hex digits), so that a manifest alone can show it unchanged.
  const digested = areas.map(([area, lists]) => [
    area,
    Object.entries(lists).map(([category, list]) => [
      category,
      list.map(({ id, digest }) => [id, digest.slice(0, 16)]),
    ]),
  ]);
  const bestDigests = Object.entries(best).map(([area, records]) => [
    area,
    records.map((record) => recordDigest(record).slice(0, 16)),
  ]);
  return {
    hash: sha256(JSON.stringify({ areas: digested, best: bestDigests })),
    entries,
    areas: manifest,
    best: Object.fromEntries(
      Object.entries(best).map(([area, records]) => [area, records.map((record) => record.nominationId)]),
    ),
    data,
  };
}

/**
 * The snapshot the lists show when every listed entry would keep its previous record (none new, named, changed
 * in its list or in a best list), from the previous manifest's digests alone: its manifest without `data`.
 * Null as soon as one entry would need its detail.
 */
function keptSnapshot(
  areaList: Area[],
  listed: Listed[][],
  best: Record<string, CatalogRecord[]>,
  previous: SnapshotManifest,
  named: Set<string>,
): ReturnType<typeof snapshotOf> | null {
  const areas: Array<[string, Record<string, FetchedEntry[]>]> = [];
  for (const [index, area] of areaList.entries()) {
    const entries = listed[index]!;
    const kept = keptOf(area.key, previous);
    const changedBest = bestChanged(previous.best?.[area.key], best[area.key] ?? []);
    const same: FetchedEntry[] = [];
    for (const { category, id, itemDigest } of entries) {
      const before = kept.get(`${category}\n${id}`);
      const listDigest = itemDigest.slice(0, 16);
      if (!before || named.has(id) || changedBest.has(id) || before.listDigest !== listDigest) return null;
      same.push({ category, id, record: undefined, digest: before.digest, listDigest });
    }
    areas.push([area.key, byList(area, same)]);
  }
  const { data: _records, ...manifest } = snapshotOf(areas, best);
  return manifest;
}

/** What a delta fetch reuses of the previous snapshot, area by area, from its `records` (read once). */
function reuseOf(
  previous: NonNullable<SnapshotOptions['previous']>,
  records: () => Promise<SnapshotData | null>,
  named: Set<string>,
  best: Promise<Record<string, CatalogRecord[]>>,
): (area: string) => () => Promise<AreaReuse> {
  return (area) => async () => {
    const [lists, data] = await Promise.all([best, records()]);
    return {
      previous: keptOf(area, previous.manifest, data, previous.recordsDigested),
      named,
      bestChanged: bestChanged(previous.manifest.best?.[area], lists[area] ?? []),
    };
  };
}

/** The previous snapshot again, every list having answered 304 Not Modified: its drops reported again, its entries kept. */
function unchangedSince(previous: SnapshotManifest, counts: DetailCounts, dropped: string[]) {
  dropped.push(...previous.dropped);
  Object.assign(counts, { reused: previous.entries, listsNotModified: true });
  const { hash, entries, areas, best } = previous;
  return { hash, entries, areas, best };
}

/** The lists that answered 304 Not Modified and were not read again, by where they were taken from. */
const listsTaken = ({ keptTaken, releaseTaken }: ListReads): Pick<DetailCounts, 'listsKept' | 'listsFromRelease'> => ({
  ...(keptTaken ? { listsKept: keptTaken } : {}),
  ...(releaseTaken ? { listsFromRelease: releaseTaken } : {}),
});

/** The previous snapshot's records, read once, when first asked for; `readAhead` begins that without waiting. */
function readOnce(previous: SnapshotOptions['previous']) {
  let records: Promise<SnapshotData | null> | undefined;
  const read = () => (records ??= previous?.records?.() ?? Promise.resolve(null));
  return { read, readAhead: () => void read().catch(() => {}) };
}

/**
 * The fetch's list reads: each list once, a service's kept ones taken while they answer 304 (none in a full fetch),
 * and, in a delta fetch, a list that answers 304 to the previous release's own ETag taken as that release holds it.
 */
function listReadsOf(
  reader: Reader,
  areas: AreaWithRecords[],
  options: SnapshotOptions,
  previous: (NonNullable<SnapshotOptions['previous']> & { records: () => Promise<SnapshotData | null> }) | undefined,
): ListReads {
  const releaseList =
    previous &&
    releaseLists(
      areas.map(({ area }) => area),
      {
        manifest: previous.manifest,
        etags: previous.releaseEtags,
        records: previous.records,
        digested: !!previous.recordsDigested,
      },
    );
  return new ListReads(reader, { kept: options.keptLists, takeKept: !options.full, releaseList });
}

/** How the details were had, all none yet; `why` counts, for a delta fetch, why each detail was fetched. */
const newCounts = (delta: boolean): DetailCounts => ({
  fetched: 0,
  reused: 0,
  left: 0,
  ...(delta ? { why: { new: 0, named: 0, listChanged: 0, bestChanged: 0, unverified: 0 } } : {}),
});

/**
 * Fetches the snapshot. Transient failures are retried; a call that still
 * fails rejects with an Error naming the call. With `options.previous` (and
 * not `options.full`) it is a delta fetch: see the top of this file. Either
 * way the hash is computed from the same inputs, so a delta fetch that missed
 * no change gives the full fetch's hash.
 */
export async function fetchSnapshot(api: ApiConfig, options: SnapshotOptions = {}): Promise<SnapshotManifest> {
  const started = performance.now();
  const dropped: string[] = [];
  const drop = (line: string) => dropped.push(line);
  const reader = backendReader(options.reads);
  const previous = options.full ? undefined : options.previous;
  const counts = newCounts(!!previous);
  const areas = await areasWithRecords();
  // Begun as soon as a list has changed, while the backend answers the others (1.1 s of an approval's fetch at
  // 100,000 entries, which had waited for every list).
  const { read: previousRecords, readAhead } = readOnce(previous);
  const lists = listReadsOf(reader, areas, options, previous && { ...previous, records: previousRecords });
  const finished = (snapshot: Pick<SnapshotManifest, 'hash' | 'entries' | 'areas' | 'best' | 'data'>) => ({
    ...snapshot,
    dropped,
    fetchedAt: new Date().toISOString(),
    fetchMs: Math.round(performance.now() - started),
    details: counts.listsNotModified ? counts : { ...counts, ...listsTaken(lists) },
    ...(Object.keys(lists.validators).length ? { validators: lists.validators } : {}),
  });
  const work = areas.map(({ area, record }) => ({ api, reader, area, record, drop, counts, lists }));
  const named = new Set(options.entries ?? []);
  // Every list answers 304 Not Modified to the ETag of its last answer: the previous snapshot, not a list read.
  // Entries left out at their detail last time are read again: no shortcut while there are any.
  const shortcuts = previous && options.endsIfUnchanged && previous.manifest.details?.left === 0;
  if (shortcuts && named.size === 0) {
    const calls = [...work.flatMap(areaListCalls), ...bestListCalls(api, areas)];
    if (await lists.unchanged(calls, previous.manifest.validators, readAhead))
      return finished(unchangedSince(previous.manifest, counts, dropped));
  } else if (previous) readAhead();
  const best = bestLists(api, areas, lists, drop);
  // Its failure is reported where it is awaited below; an area that failed first never awaits it.
  best.catch(() => {});
  const listed = work.map((area) => listArea(area));

  if (shortcuts) {
    const areaList = areas.map(({ area }) => area);
    const kept = keptSnapshot(areaList, await Promise.all(listed), await best, previous.manifest, named);
    if (kept?.hash === previous.manifest.hash) {
      counts.reused = kept.entries;
      return finished(kept);
    }
  }
  const reuse = previous && reuseOf(previous, previousRecords, named, best);
  const [fetched, bestNow] = await Promise.all([
    Promise.all(
      work.map(
        async (area, index) =>
          [area.area.key, await areaEntries(area, await listed[index]!, reuse?.(area.area.key))] as [
            string,
            Record<string, FetchedEntry[]>,
          ],
      ),
    ),
    best,
  ]);
  return finished(snapshotOf(fetched, bestNow));
}

/**
 * Reads in full every list and best list that `kept` lacks and that answered with an ETag last time (`etags`: one
 * without could not be kept), and keeps it there with its records' digests: what a service's next fetch would
 * otherwise read, read while it waits (./kept-fetch.ts). Each is read once: a failure leaves it to that fetch.
 */
export async function keepEveryList(
  api: ApiConfig,
  kept: Map<string, ReadList>,
  options: { signal: AbortSignal; etags: Readonly<Record<string, string>>; reads?: ReadSettings },
): Promise<void> {
  const reader = backendReader({ ...(options.reads ?? DEFAULT_READ_SETTINGS), attempts: 1 });
  const areas = await areasWithRecords();
  const lists = new ListReads({ ...reader, read: { ...reader.read, signal: options.signal } }, { kept });
  const areaCalls = areas.flatMap((area) => areaListCalls({ api, ...area }));
  const calls = [...areaCalls, ...bestListCalls(api, areas)].filter(
    (call) => !kept.has(call.path) && options.etags[call.path],
  );
  await Promise.all(
    calls.map(async (call) => {
      const list = await lists.read(call);
      if (areaCalls.includes(call)) listDigests(list);
    }),
  );
}
