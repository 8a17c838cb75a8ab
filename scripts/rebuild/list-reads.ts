/**
 * The snapshot's list calls (every area's approved lists and the home page's
 * best lists): each read once per fetch, its ETag noted for the manifest.
 *
 * A run that would end when nothing changed first asks every list with the
 * ETag of its last answer (If-None-Match). When every one answers 304 Not
 * Modified, nothing changed and no list is transferred, parsed or digested
 * (at 100,000 entries that is most of a no-change run). When one answers with
 * its body, the fetch goes on as usual: the lists that changed are taken as
 * read, those that did not are read again in full, since the manifest keeps
 * what the pages need of them but not the lists themselves. A backend that
 * sends no ETag is read as always.
 *
 * A long-running service keeps each list it read in full (./kept-fetch.ts):
 * such a list is asked for with its ETag, and when it answers 304 the kept
 * list is the one read. A process that kept none (a one-shot run, a service's
 * first) takes a list that answered 304 as the live release holds it, when it
 * can (./release-lists.ts), instead of reading it again.
 */
import { callName } from '#api/approved.ts';
import { isNotModified, type ReadOptions } from '#api/http.ts';
import type { ParsedList } from '#api/schemas/lenient.ts';
import type { CatalogRecord } from '#features/areas.ts';
import type { Reader } from './reliably.ts';

/** A list as read: its records and drops, its ETag when the backend sent one, its records' digests once taken (./fetch-area.ts). */
export type ReadList = ParsedList<CatalogRecord> & { etag?: string; digests?: string[] };

/**
 * The list at a path, which answered 304 Not Modified to `etag`, as the live release holds it; null when it cannot
 * be had from there (./release-lists.ts).
 */
export type ReleaseList = (path: string, etag: string) => Promise<ReadList | null> | null;

/** One list call: its path, and its read with given options. */
export interface ListCall {
  path: string;
  read(options: ReadOptions): Promise<ReadList>;
}

export class ListReads {
  /** The ETag of each list read in full, by its path (the manifest's `validators`). */
  readonly validators: Record<string, string> = {};
  /** Lists that answered 304 Not Modified and were taken from the kept ones, not read again. */
  keptTaken = 0;
  /** Lists that answered 304 Not Modified and were taken as the live release holds them, not read again. */
  releaseTaken = 0;
  readonly #reader: Reader;
  readonly #lists = new Map<string, Promise<ReadList>>();
  /** Lists that answered 304 Not Modified to the live release's ETag and are not kept, by path: that ETag. */
  readonly #notModified = new Map<string, string>();
  /** Lists read in full before this fetch, by path, and where this one keeps those it reads (a service's). */
  readonly #kept?: Map<string, ReadList>;
  /** Whether a kept list may be the one read (false: each is read in full, and kept). */
  readonly #takeKept: boolean;
  readonly #releaseList?: ReleaseList;

  /**
   * `kept`: lists read before (a service's), which this one adds to; `takeKept` false: none is taken, each is read
   * in full; `releaseList`: where a list that answered 304 and is not kept can be had (./release-lists.ts).
   */
  constructor(
    reader: Reader,
    {
      kept,
      takeKept = true,
      releaseList,
    }: { kept?: Map<string, ReadList>; takeKept?: boolean; releaseList?: ReleaseList } = {},
  ) {
    this.#reader = reader;
    this.#kept = kept;
    this.#takeKept = takeKept;
    this.#releaseList = releaseList;
  }

  /** The list of `call`, as read earlier in this fetch, or now (the kept one when it has not changed since). */
  read(call: ListCall): Promise<ReadList> {
    let list = this.#lists.get(call.path);
    if (!list) {
      const etag = this.#notModified.get(call.path);
      list = etag ? this.#fromRelease(call, etag) : this.#readOrKept(call);
      this.#lists.set(call.path, list);
    }
    return list;
  }

  async #readOrKept(call: ListCall): Promise<ReadList> {
    const kept = this.#keptOf(call.path);
    if (!kept?.etag) return this.#reliably(call, this.#reader.read);
    try {
      return await this.#reliably(call, { ...this.#reader.read, ifNoneMatch: kept.etag });
    } catch (error) {
      if (!isNotModified((error as Error).cause)) throw error;
      return this.#taken(call.path, kept, kept.etag);
    }
  }

  /** The list kept for `path`, when this fetch may take one. */
  #keptOf(path: string): ReadList | undefined {
    return this.#takeKept ? this.#kept?.get(path) : undefined;
  }

  /** `kept`, taken as this fetch's read of `path`: it answered 304 Not Modified to `etag`, its ETag. */
  #taken(path: string, kept: ReadList, etag: string): ReadList {
    this.validators[path] = etag;
    this.keptTaken++;
    return kept;
  }

  /**
   * Whether every one of `calls` answers 304 Not Modified to its ETag in `since`; false at once when one
   * has none there. The lists that answered with their body are kept for {@link read}; `changed` is called
   * when the first does, while the others may still be answering.
   */
  async unchanged(
    calls: ListCall[],
    since: Readonly<Record<string, string>> | undefined,
    changed?: () => void,
  ): Promise<boolean> {
    if (!since || calls.some((call) => !since[call.path])) return false;
    const answers = await Promise.all(
      calls.map(async (call) => {
        try {
          const list = await this.#reliably(call, { ...this.#reader.read, ifNoneMatch: since[call.path] });
          this.#lists.set(call.path, Promise.resolve(list));
          changed?.();
          return false;
        } catch (error) {
          if (!isNotModified((error as Error).cause)) throw error;
          // Not read again: the list kept from when it last answered with that ETag is the one it would answer.
          const kept = this.#keptOf(call.path);
          const etag = since[call.path]!;
          if (kept?.etag === etag) this.#lists.set(call.path, Promise.resolve(this.#taken(call.path, kept, etag)));
          // A kept list of another ETag is asked for again with its own when read.
          else if (!kept) this.#notModified.set(call.path, etag);
          return true;
        }
      }),
    );
    if (!answers.every(Boolean)) return false;
    for (const call of calls) this.validators[call.path] = since[call.path]!;
    return true;
  }

  /**
   * `call`'s list, which answered 304 to `etag`, the ETag of the live release's read of it: as the release holds
   * it when it can be had from there, else read again in full.
   */
  async #fromRelease(call: ListCall, etag: string): Promise<ReadList> {
    const list = await Promise.resolve()
      .then(() => this.#releaseList?.(call.path, etag))
      .catch(() => null);
    if (!list) return this.#reliably(call, this.#reader.read);
    this.validators[call.path] = etag;
    this.releaseTaken++;
    return list;
  }

  async #reliably(call: ListCall, options: ReadOptions): Promise<ReadList> {
    const list = await this.#reader.reliably(callName(call.path), () => call.read(options));
    if (list.etag) {
      this.validators[call.path] = list.etag;
      this.#kept?.set(call.path, list);
    } else {
      delete this.validators[call.path];
      this.#kept?.delete(call.path);
    }
    return list;
  }
}
