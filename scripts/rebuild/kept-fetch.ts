/**
 * What a long-running service keeps of its fetches between runs, beside what
 * ./standby.ts keeps ready, so an approval reads again only what changed:
 *
 * - **each list as last read in full**, with its ETag, by backend and path.
 *   The next fetch asks for such a list with that ETag (If-None-Match); when
 *   it answers 304 Not Modified the kept list is taken as read, its records'
 *   digests with it. Without it, one changed list meant every list transferred,
 *   parsed and digested again (the manifest keeps what the pages need of a
 *   list, not the list).
 * - **the records of the last snapshot fetched**, by the snapshot's hash:
 *   while the live release is of that snapshot, a run takes them instead of
 *   reading and parsing the release's records file (137 MB at 100,000 entries).
 *   The hash covers every record's digest, so they are the file's records.
 *
 * A run keeps what it reads; as it ends, whatever the next run would still
 * have to read (nothing is kept yet, or every list answered 304 and none was
 * read) is read while the service waits ({@link fillKept}), and a run's start
 * stops that filling where it is.
 *
 * Nothing writes to a record once parsed (the pages and the records file are
 * made from them), which is what lets a later run share them. Only a service
 * keeps them (`standby`); stopping it lets them go.
 */
import type { SnapshotData } from './snapshot-model.ts';
import type { ReadList } from './list-reads.ts';

/** Records kept: `digested` when this process took their digests (its fetch), not when they were read from a file. */
export interface KeptRecords {
  data: SnapshotData;
  digested: boolean;
}

const lists = new Map<string, Map<string, ReadList>>();
let records: (KeptRecords & { hash: string }) | undefined;
let filling: AbortController | undefined;

/** The lists kept of the backend at `apiHost`, by path: a fetch reads them and keeps what it reads in full. */
export function keptLists(apiHost: string): Map<string, ReadList> {
  let kept = lists.get(apiHost);
  if (!kept) lists.set(apiHost, (kept = new Map()));
  return kept;
}

/** Keeps the records of the snapshot `hash`, in place of any kept before. */
export function keepRecords(hash: string, kept: KeptRecords): void {
  records = { hash, ...kept };
}

/** The records kept of the snapshot `hash`, if they are the ones kept. */
export function keptRecords(hash: string): KeptRecords | undefined {
  return records?.hash === hash ? { data: records.data, digested: records.digested } : undefined;
}

/** What {@link fillKept} reads: the lists `kept` lacks, and the records of the release live after the run. */
export interface Filling {
  apiHost: string;
  readLists(kept: Map<string, ReadList>, signal: AbortSignal): Promise<void>;
  live?: { hash: string; records(): Promise<SnapshotData | null> };
}

/**
 * Begins reading, while the service waits, what is not kept yet: the lists, then the live release's records
 * (records of another snapshot, a run's that was not published, are let go at once). A failure leaves them to
 * the next run, which reads them as it always could.
 */
export function fillKept({ apiHost, readLists, live }: Filling): void {
  stopFilling();
  const controller = new AbortController();
  filling = controller;
  if (live && records && records.hash !== live.hash) records = undefined;
  void (async () => {
    await readLists(keptLists(apiHost), controller.signal);
    if (!live || keptRecords(live.hash)) return;
    const data = await live.records();
    // Read from their file: the next fetch checks them against the manifest's digests.
    if (data && !controller.signal.aborted) keepRecords(live.hash, { data, digested: false });
  })()
    .catch(() => {})
    .finally(() => {
      if (filling === controller) filling = undefined;
    });
}

/** Stops the filling begun after the last run (a run starts: it reads what it needs itself). */
export function stopFilling(): void {
  filling?.abort();
  filling = undefined;
}

/** Lets everything kept go (the service stops). */
export function forgetFetches(): void {
  stopFilling();
  lists.clear();
  records = undefined;
}
