/**
 * The build's records: the snapshot the publish path fetched (scripts/rebuild/snapshot.ts),
 * named by the build plan, with the pictures the picture step made of them.
 * Read once per build; every page takes its entries from here (./entries.ts,
 * #features/home/build-cards.ts).
 */
import { readFileSync } from 'node:fs';
import { BUILD_PLAN_FILE } from '#lib/build-time.ts';
import type { Picture, PreparedPictures } from '#lib/pictures.ts';
import { AREAS } from '../areas.ts';
import { readBuildPlan } from './build-plan.ts';
import { likelyPictures } from './likely-build.ts';
import { withPreparedPictures } from './pictures.ts';
import { noteLikelyTaken, takeReadAhead } from './records-ahead.ts';
import { fromBase, type RecordsFile, type SnapshotData } from './records-file.ts';

export type { SnapshotData } from './records-file.ts';

/** One entry of the build. */
export interface CatalogEntry<T> {
  /** The list it was approved into (its page's category). */
  category: string;
  /** Its position in that list as the backend ordered it. */
  order: number;
  record: T;
  /** The snapshot's digest of the record as fetched (scripts/rebuild/snapshot-model.ts); absent: a page key digests the record itself. */
  digest?: string;
  /** The record's picture URLs → their variants in the release (./pictures.ts); absent in builds before pictures. */
  pictures?: Record<string, Picture>;
  /** The picture URLs the picture step dropped: gone from `record` (./pictures.ts). */
  dropped?: string[];
}

export interface BuildRecords {
  /** Area → its entries, each with its category, list position, record and pictures. */
  areas: Record<string, CatalogEntry<unknown>[]>;
  /** Best list (projects, competitions, placements) → its records and their pictures. */
  best: Record<string, { records: unknown[]; pictures: Record<string, Picture> }>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The snapshot's data in `file`: the records it leaves to its base taken from there (./records-file.ts), read ahead when they were (./records-ahead.ts). */
export function readRecords(file: string): SnapshotData {
  const data = readJson<RecordsFile>(file);
  const ahead = takeReadAhead(data.base);
  if (!data.base) return data as SnapshotData;
  return fromBase(data, ahead ?? readJson<SnapshotData>(data.base), file);
}

/** `data` with the pictures in the plan's file (`text`, none without pictures): each entry's as made while the build waited, if they were. */
function prepare(data: SnapshotData, text: string | undefined): BuildRecords {
  const likely = likelyPictures(text, text === undefined ? undefined : (JSON.parse(text) as PreparedPictures));
  const { prepared } = likely;
  let taken = 0;
  const pictured = (record: unknown) => {
    const made = likely.pictured(record);
    if (made) taken++;
    return made ?? withPreparedPictures(record, prepared);
  };
  const areas: BuildRecords['areas'] = {};
  for (const { key } of AREAS) {
    areas[key] = Object.entries(data.areas[key] ?? {}).flatMap(([category, entries]) =>
      entries.map(({ record, digest }, order) => ({ category, order, digest, ...pictured(record) })),
    );
  }
  noteLikelyTaken('pictured', taken);
  const best: BuildRecords['best'] = {};
  for (const [list, records] of Object.entries(data.best)) {
    const withPictures = records.map((record) => withPreparedPictures(record, prepared));
    best[list] = {
      records: withPictures.map((item) => item.record),
      pictures: Object.assign({}, ...withPictures.map((item) => item.pictures)),
    };
  }
  return { areas, best };
}

let records: BuildRecords | undefined;

/** This build's records with their pictures (read when first asked: a build started ahead has them by then). */
export function buildRecords(): BuildRecords {
  if (!records) {
    const plan = readBuildPlan(BUILD_PLAN_FILE);
    records = prepare(readRecords(plan.records), plan.pictures ? readFileSync(plan.pictures, 'utf8') : undefined);
  }
  return records;
}
