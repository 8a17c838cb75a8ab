/**
 * One area of the snapshot (./snapshot.ts): its approved lists, then each
 * listed entry's detail, as its row of the area table declares them
 * (#features/areas.ts), read through the site's one reader of approved entries
 * (#api/approved.ts) with the build's retries (./reliably.ts), and one set of
 * drop rules: an invalid record or list item, an entry listed twice, a detail
 * that answers 404 (no longer approved) or that the area's record contract
 * rejects (a placement of the other category). Each drop is reported once,
 * naming the area, the list and the entry.
 *
 * In a delta fetch (`reuse`), an entry keeps its previous record without a
 * call unless it is new, named, its list item changed, or it joined or left a
 * best list; `why` counts each reason a detail was fetched.
 */
import { callName, entryPath, isNotApproved, readApprovedEntry, readApprovedList } from '#api/approved.ts';
import type { ApiConfig } from '#api/http.ts';
import { recordId, type Area, type CatalogRecord } from '#features/areas.ts';
import type { RecordContract } from '#features/catalog/area-modules.ts';
import type { ListCall, ListReads, ReadList } from './list-reads.ts';
import type { Reader } from './reliably.ts';
import { recordDigest, type DetailCounts } from './snapshot-model.ts';

/** A listed entry's previous record, as the previous snapshot kept it. */
export interface Kept {
  digest: string;
  listDigest?: string;
  record?: unknown;
  /** `record` is the one `digest` was taken of, by this process: it needs no check. */
  digested?: boolean;
}

/** What a delta fetch knows of an area: `category\nid` → the previous entry, the ids to fetch anyway, the ids whose best flag changed. */
export interface AreaReuse {
  previous: Map<string, Kept>;
  named: Set<string>;
  bestChanged: Set<string>;
}

/** An entry of the area as fetched: its record and its digests. */
export interface FetchedEntry {
  category: string;
  id: string;
  record: unknown;
  /** The record's digest (64 hex digits; the manifest's 16 when the lists alone showed it unchanged, or it was taken before). */
  digest: string;
  /** Its list item's digest (16 hex digits). */
  listDigest: string;
}

type Why = keyof NonNullable<DetailCounts['why']>;

/** What the work on one area shares: the backend, its reads, the area and its records' contract, and where drops and counts go. */
export interface AreaFetch {
  api: ApiConfig;
  reader: Reader;
  area: Area;
  record: RecordContract<CatalogRecord, string>;
  drop: (line: string) => void;
  counts: DetailCounts;
  /** The fetch's list reads (each list once). */
  lists: ListReads;
}

/** An entry as its list showed it. */
export interface Listed {
  category: string;
  id: string;
  item: CatalogRecord;
  itemDigest: string;
}

/** Each record's digest of a list, taken once per list read: a list a service kept (./kept-fetch.ts) keeps them. */
export const listDigests = (list: ReadList): string[] => (list.digests ??= list.records.map(recordDigest));

/** The area's list calls, in its order of lists. */
export function areaListCalls({ api, area, record }: Pick<AreaFetch, 'api' | 'area' | 'record'>): ListCall[] {
  return area.categories.map((category) => ({
    path: area.api.lists[category]!,
    read: (options) => readApprovedList(api, area.api, record, category, options),
  }));
}

/** Every list of the area, in order: each entry once, in the first list that has it. */
async function listedEntries(work: AreaFetch): Promise<Listed[]> {
  const { area, drop } = work;
  const calls = areaListCalls(work);
  const lists = await Promise.all(
    area.categories.map(async (category, index) => ({ category, parsed: await work.lists.read(calls[index]!) })),
  );
  const seen = new Set<string>();
  const listed: Listed[] = [];
  for (const { category, parsed } of lists) {
    for (const item of parsed.dropped) drop(`${category} list item ${item.id ?? `#${item.index}`}: ${item.reason}`);
    const digests = listDigests(parsed);
    parsed.records.forEach((item, index) => {
      const id = recordId(item);
      if (seen.has(id)) {
        drop(`${category} ${id}: listed twice; kept the first`);
        return;
      }
      seen.add(id);
      listed.push({ category, id, item, itemDigest: digests[index]! });
    });
  }
  return listed;
}

/** The previous record an entry keeps, or why its detail is fetched. */
function keptRecord(entry: Listed, reuse: AreaReuse): { record: unknown; digest: string } | { why: Why } {
  const kept = reuse.previous.get(`${entry.category}\n${entry.id}`);
  if (!kept) return { why: 'new' };
  if (reuse.named.has(entry.id)) return { why: 'named' };
  if (reuse.bestChanged.has(entry.id)) return { why: 'bestChanged' };
  if (kept.listDigest === undefined) return { why: 'unverified' };
  if (kept.listDigest !== entry.itemDigest.slice(0, 16)) return { why: 'listChanged' };
  // Its list item was its whole record last time (lists of whole records) and is unchanged: the item is the record.
  if (kept.digest === kept.listDigest) return { record: entry.item, digest: entry.itemDigest };
  if (kept.record === undefined) return { why: 'unverified' };
  // A list of cards' fields only: the stored record, if it is the one the previous manifest digested.
  if (kept.digested) return { record: kept.record, digest: kept.digest };
  const digest = recordDigest(kept.record);
  return digest.slice(0, 16) === kept.digest ? { record: kept.record, digest } : { why: 'unverified' };
}

/** An entry's detail record, or null (dropped, and reported) when it answers 404, is invalid or is rejected. */
async function fetchedRecord(
  { api, reader, area, record, drop }: AreaFetch,
  { category, id }: Listed,
): Promise<{ record: unknown; digest: string } | null> {
  let result;
  try {
    result = await reader.reliably(callName(entryPath(area.api, id)), () =>
      readApprovedEntry(api, area.api, record, id, category, reader.read),
    );
  } catch (error) {
    if (isNotApproved((error as Error).cause)) {
      drop(`${category} ${id}: detail answered 404`);
      return null;
    }
    throw error;
  }
  if (!result.ok) {
    drop(`${category} ${id}: ${result.dropped.reason}`);
    return null;
  }
  return { record: result.record, digest: recordDigest(result.record) };
}

/** One listed entry, from its previous record or its detail; null when it is dropped. */
async function entryOf(work: AreaFetch, entry: Listed, reuse: AreaReuse | undefined): Promise<FetchedEntry | null> {
  const kept = reuse && keptRecord(entry, reuse);
  let had: { record: unknown; digest: string } | null;
  if (kept && 'record' in kept) {
    work.counts.reused++;
    had = kept;
  } else {
    if (kept) work.counts.why![kept.why]++;
    work.counts.fetched++;
    had = await fetchedRecord(work, entry);
  }
  const rejected = had && work.record.reject?.(had.record as CatalogRecord, entry.category);
  if (rejected) work.drop(`${entry.category} ${entry.id}: ${rejected}`);
  if (!had || rejected) {
    work.counts.left!++;
    return null;
  }
  return { category: entry.category, id: entry.id, listDigest: entry.itemDigest.slice(0, 16), ...had };
}

/** Every list of the area, in order: each entry once, in the first list that has it; drops reported with the area's name. */
/** `work` whose dropped lines name its area. */
const scoped = (work: AreaFetch): AreaFetch => ({ ...work, drop: (line) => work.drop(`${work.area.key} ${line}`) });

export function listArea(work: AreaFetch): Promise<Listed[]> {
  return listedEntries(scoped(work));
}

/**
 * The area's entries by list (every list present, in the area's order), each in its list's order, from its
 * listed entries. `reuse` (a delta fetch) is asked for once the lists are in: it knows whose best flag changed
 * only once the best lists are.
 */
export async function areaEntries(
  work: AreaFetch,
  listed: Listed[],
  reuse?: () => Promise<AreaReuse>,
): Promise<Record<string, FetchedEntry[]>> {
  const known = await reuse?.();
  const inArea = scoped(work);
  const entries = await Promise.all(listed.map((entry) => entryOf(inArea, entry, known)));
  return byList(work.area, entries);
}

/** Entries by list: every list of the area present, in the area's order. */
export function byList<T extends { category: string }>(area: Area, entries: Array<T | null>): Record<string, T[]> {
  const lists: Record<string, T[]> = Object.fromEntries(area.categories.map((category) => [category, []]));
  for (const entry of entries) if (entry) lists[entry.category]!.push(entry);
  return lists;
}
