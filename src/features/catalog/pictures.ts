/**
 * The pictures of the build's records. The contract has two picture fields,
 * wherever they sit in a record: `posterImages` (a list) and
 * `profileImageUrl` (team members, students, authors, alumni). The publish
 * path hands every such URL of the snapshot to the picture step
 * (scripts/lib/images/step.ts) before the build; each entry then carries its
 * pictures.
 */
import type { Picture, PreparedPictures } from '#lib/pictures.ts';
import { safeImage } from '#lib/safe-url.ts';

const PICTURE_KEYS = new Set(['posterImages', 'profileImageUrl']);

/** What each record walked showed: records are not changed once parsed, and a rebuild's build and a service's runs walk the same ones again (./records-wait.ts). */
const urlsOf = new WeakMap<object, readonly string[]>();
const NONE: readonly string[] = Object.freeze([]);
const NO_PICTURES: Record<string, Picture> = Object.freeze({});

/** Every picture URL of a record (through the safe-URL helper), in order. */
export function pictureUrls(record: unknown): readonly string[] {
  if (!record || typeof record !== 'object') return urlsIn(record);
  let urls = urlsOf.get(record);
  if (!urls) urlsOf.set(record, (urls = urlsIn(record)));
  return urls;
}

function urlsIn(record: unknown): readonly string[] {
  const urls: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (key && PICTURE_KEYS.has(key)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const url = safeImage(item);
        if (url) urls.push(url);
      }
      return;
    }
    if (Array.isArray(value)) for (const item of value) visit(item);
    // Keys, not entries: no pair array for each of a snapshot's hundreds of thousands of fields.
    else if (value && typeof value === 'object')
      for (const name of Object.keys(value)) visit((value as Record<string, unknown>)[name], name);
  };
  visit(record);
  return urls.length > 0 ? urls : NONE;
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

/**
 * The record with the pictures the picture step made of its URLs: a picture
 * that could not be fetched or is not one is removed from the record (the
 * picture step reports it), so every page shows the spec's fallback exactly as
 * for a missing URL (`dropped` names them). Without `prepared` (a build without
 * pictures) the record is as the backend sent it.
 */
export function withPreparedPictures<T>(
  record: T,
  prepared: PreparedPictures | undefined,
): { record: T; pictures: Record<string, Picture>; dropped?: string[] } {
  if (!prepared) return { record, pictures: {} };
  const urls = pictureUrls(record);
  // Most entries show no picture: one empty object for all of them (nothing writes to an entry's pictures).
  if (urls.length === 0) return { record, pictures: NO_PICTURES };
  const isDropped = (url: string) => prepared[url] !== undefined && 'dropped' in prepared[url];
  // Most records keep every picture: they are neither copied nor walked again.
  if (!urls.some(isDropped)) return { record, pictures: picturesAt(urls, prepared) };
  const dropped = new Set(urls.filter(isDropped));
  const kept = withoutPictures(record, dropped);
  return { record: kept, pictures: picturesAt(pictureUrls(kept), prepared), dropped: [...dropped] };
}

/** The pictures made of `urls`, by URL. */
function picturesAt(urls: readonly string[], prepared: PreparedPictures): Record<string, Picture> {
  const pictures: Record<string, Picture> = {};
  for (const url of urls) {
    const result = prepared[url];
    if (result && 'picture' in result) pictures[url] = result.picture;
  }
  return pictures;
}
