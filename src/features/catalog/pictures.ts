/**
 * The pictures of the build's records. The contract has two picture fields,
 * wherever they sit in a record: `posterImages` (a list) and
 * `profileImageUrl` (team members, students, authors, alumni). The loaders
 * hand every such URL to the image step (scripts/lib/images/step.ts); each
 * entry then carries its pictures, and a picture that could not be fetched
 * or is not one is removed from the record, so every page shows the spec's
 * fallback exactly as for a missing URL.
 */
import { readFileSync } from 'node:fs';
import { imageStepFromEnv, type ImageStep, type Prepared } from '#scripts/lib/images/step.ts';
import { buildPictures, useFilesOf } from '#scripts/lib/images/release.ts';
import type { Picture } from '#lib/pictures.ts';
import { safeImage } from '#lib/safe-url.ts';
import type { SnapshotData } from './snapshot-file.ts';

const PICTURE_KEYS = new Set(['posterImages', 'profileImageUrl']);

/** Every picture URL of a record (through the safe-URL helper), in order. */
export function pictureUrls(record: unknown): string[] {
  const urls: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (key && PICTURE_KEYS.has(key)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const url = safeImage(item);
        if (url) urls.push(url);
      }
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) visit(item, name);
  };
  visit(record);
  return urls;
}

/** The record without the pictures in `dropped` (a list loses the item, a field its value). */
export function withoutPictures<T>(record: T, dropped: ReadonlySet<string>): T {
  if (dropped.size === 0) return record;
  const isDropped = (value: unknown) => {
    const url = safeImage(value);
    return url !== undefined && dropped.has(url);
  };
  const visit = (value: unknown, key?: string): unknown => {
    if (key && PICTURE_KEYS.has(key)) {
      if (Array.isArray(value)) return value.filter((item) => !isDropped(item));
      return isDropped(value) ? undefined : value;
    }
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [name, item] of Object.entries(value)) {
        const kept = visit(item, name);
        if (kept !== undefined || item === undefined) out[name] = kept;
      }
      return out;
    }
    return value;
  };
  return visit(record) as T;
}

let step: ImageStep | undefined;
let fromFile: { file: string; prepared: Map<string, Prepared> } | undefined;

/**
 * The rebuild runs the image step itself, as a phase of its own, before the
 * build (scripts/rebuild/rebuild.ts), and names the outcome in PICTURES_FILE:
 * the loaders then take it from there instead of running the step again.
 */
function preparedFromFile(): Map<string, Prepared> | null {
  const file = process.env.PICTURES_FILE;
  if (!file) return null;
  if (fromFile?.file !== file) fromFile = { file, prepared: new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Prepared>)) };
  return fromFile.prepared;
}

/** Every picture URL of a rebuild's snapshot: its entries' and the best lists'. */
export function snapshotPictureUrls(data: SnapshotData): string[] {
  const records = [
    ...Object.values(data.areas).flatMap((lists) => Object.values(lists).flatMap((entries) => entries.map((entry) => entry.record))),
    ...Object.values(data.best).flat(),
  ];
  return [...new Set(records.flatMap(pictureUrls))];
}

export interface WithPictures<T> {
  record: T;
  /** The record's picture URLs → their variants in the release. */
  pictures: Record<string, Picture>;
}

/**
 * Runs the image step over the records' pictures; returns each record with
 * its pictures (dropped ones removed) and reports every dropped picture.
 */
export async function attachPictures<T>(
  items: Array<{ label: string; record: T }>,
  logger: { info: (line: string) => void; warn: (line: string) => void },
): Promise<Array<WithPictures<T>>> {
  if (process.env.IMAGES === 'off') return items.map(({ record }) => ({ record, pictures: {} }));
  const started = performance.now();
  let prepared = preparedFromFile();
  if (!prepared) {
    step ??= imageStepFromEnv();
    buildPictures().counts = step.counts;
    prepared = await step.prepare(
      items.flatMap(({ record }) => pictureUrls(record)),
      (line) => logger.info(line),
    );
  }
  const dropped = new Map<string, string>();
  for (const [url, result] of prepared) if ('dropped' in result) dropped.set(url, result.dropped);
  const droppedUrls = new Set(dropped.keys());
  const out = items.map(({ label, record }) => {
    const urls = pictureUrls(record);
    for (const url of new Set(urls)) {
      if (dropped.has(url)) logger.warn(`dropped picture of ${label}: ${url}: ${dropped.get(url)}`);
    }
    // Most records keep every picture: they are neither copied nor walked again.
    const kept = urls.some((url) => droppedUrls.has(url)) ? withoutPictures(record, droppedUrls) : record;
    const pictures: Record<string, Picture> = {};
    for (const url of kept === record ? urls : pictureUrls(kept)) {
      const result: Prepared | undefined = prepared?.get(url);
      if (result && 'picture' in result) {
        pictures[url] = result.picture;
        useFilesOf(result.picture);
      }
    }
    return { record: kept, pictures };
  });
  logger.info(`${prepared.size} pictures, ${dropped.size} dropped, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return out;
}
