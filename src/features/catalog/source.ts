/** How the build reads one area's approved entries from the backend. */
import type { ApiConfig, ReadOne, ReadOptions } from '#api/http.ts';
import type { ParsedList } from '#api/schemas/lenient.ts';
import type { Picture } from '#lib/pictures.ts';

export interface CatalogRecord {
  nominationId: string;
}

export interface CatalogSource<T extends CatalogRecord> {
  /** The collection's name, e.g. `projects`. */
  name: string;
  /** One approved list call per category. */
  lists: Array<{
    category: string;
    /** How the call is named in logs and build failures, e.g. `GET …/approved/industry`. */
    label: string;
    fetch: (api: ApiConfig, options: ReadOptions) => Promise<ParsedList<T>>;
  }>;
  /** The detail call for one entry found in the list of `category`. */
  detail: (api: ApiConfig, id: string, category: string, options: ReadOptions) => Promise<ReadOne<T>>;
  /** Why a detail record does not belong on the list it came from, or null when it does. */
  reject?: (record: T, category: string) => string | null;
}

/** What the collection stores per entry. */
export interface CatalogEntry<T> {
  /** The list it was approved into (its page's category). */
  category: string;
  /** Its position in that list as the backend ordered it. */
  order: number;
  record: T;
  /** The record's picture URLs → their variants in the release (./pictures.ts); absent in builds before pictures. */
  pictures?: Record<string, Picture>;
}
