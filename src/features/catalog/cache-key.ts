/**
 * Page keys: a hash of everything a page shows. A page whose key equals the
 * live release's page at the same URL is the same bytes (the key covers what
 * the page shows: its entries, each as its record's digest and its pictures'
 * variants, plus anything derived from other entries it shows; the year the
 * footer prints; and the whole site's code and build settings), so a rebuild
 * need not render it again: it links the live file into the new release
 * (scripts/rebuild/assemble-from-live.ts).
 *
 * Every `getStaticPaths` of the catalog goes through {@link withCacheKeys}:
 * in a rebuild's build it notes each path's URL and key (./page-keys.ts) and
 * leaves out the paths whose key is the live release's, so Astro renders only
 * the rest; a build of a whole site keys nothing.
 */
import { BUILD_PLAN_FILE, BUILD_YEAR } from '#lib/build-time.ts';
import { sha256 } from '#lib/hash.ts';
import type { Picture } from '#lib/pictures.ts';
import { readBuildPlan } from './build-plan.ts';
import { notePages } from './page-keys.ts';

/**
 * A digest of a picture's variants, once per picture object. A list page shows dozens of pictures, each a
 * kilobyte of JSON: hashing that JSON on every page took a second at 10,000 entries (03bde46).
 */
function pictureDigest(picture: Picture): string {
  let digest = pictureDigests.get(picture);
  if (digest === undefined) {
    digest = sha256(JSON.stringify(picture));
    pictureDigests.set(picture, digest);
  }
  return digest;
}

const pictureDigests = new WeakMap<Picture, string>();

/** Whether an entry shows any picture, without a list of them: most of 100,000 entries show none. */
function hasPictures(pictures: Record<string, Picture> | undefined): boolean {
  for (const _url in pictures) return true;
  return false;
}

const picturesDigests = (pictures: Record<string, Picture>) =>
  Object.entries(pictures).map(([url, picture]) => [url, pictureDigest(picture)]);

/** What an entry's digest covers (of a build's entry, ./records.ts). */
interface DigestedEntry {
  record: unknown;
  digest?: string;
  pictures?: Record<string, Picture>;
  dropped?: string[];
}

/**
 * One entry as its pages show it: its record and the variants of the pictures it keeps. The record is the
 * snapshot's digest of it as fetched (the fetch made it: no page of an approval's build serialises the site's
 * records), and the pictures the picture step dropped from it (a build without pictures drops none: the same
 * record shows the backend's URLs there). Without a digest (a snapshot written before they were kept), the
 * record's own JSON is digested.
 * The same URL can name new bytes (the backend replaced the file): new variants, a new digest.
 */
export function entryDigest(entry: DigestedEntry): string {
  const record = entry.digest ?? recordDigest(entry.record);
  const { pictures, dropped } = entry;
  if (!hasPictures(pictures) && !dropped?.length) return record;
  // Kept with its pictures, an object of each entry's own (./pictures.ts), so an entry the build took as
  // prepared while it waited (./likely-build.ts) finds it made; checked, as other entries may share them.
  const holder = pictures ?? entry;
  const known = entryDigests.get(holder);
  if (known?.record === record && known.dropped === dropped) return known.digest;
  const digest = sha256(JSON.stringify([record, picturesDigests(pictures ?? {}), dropped ?? []]));
  entryDigests.set(holder, { record, dropped, digest });
  return digest;
}

const entryDigests = new WeakMap<object, { record: string; dropped: readonly string[] | undefined; digest: string }>();

/** A record's JSON digested, once per record (records are not changed once parsed). */
function recordDigest(record: unknown): string {
  if (!record || typeof record !== 'object') return sha256(JSON.stringify(record) ?? '');
  let digest = recordDigests.get(record);
  if (digest === undefined) recordDigests.set(record, (digest = sha256(JSON.stringify(record))));
  return digest;
}

const recordDigests = new WeakMap<object, string>();

/** What a detail page shows, as far as its key goes: its entry (as {@link entryDigest}) and its facet values. */
export const detailShows = (area: string, category: string, entry: string, facets: unknown) => ({
  area,
  category,
  entry,
  facets,
});

/** A page's key: the site's fingerprint, the project's folder, the year and what the page shows (`shows`, as JSON). */
export function cacheKey(site: string, shows: unknown): string {
  // Astro derives island ids (and some asset names) from the project's absolute path: a project moved to
  // another folder writes other bytes for the same page, so the folder is part of every key.
  return sha256(`${site}\0${process.cwd()}\0${BUILD_YEAR}\0${JSON.stringify(shows) ?? ''}`);
}

/** A path's page: its URL and what it shows (its key's input), or its key when known already (./likely-build.ts). */
export type KeyedPage = { url: string; shows: unknown } | { url: string; key: string };

/**
 * The paths of a `getStaticPaths` to render. In a rebuild's build each is
 * keyed from what it shows (`page`) and noted with its URL, and only those
 * whose key differs from the live release's are rendered.
 */
export function withCacheKeys<P>(paths: P[], page: (path: P) => KeyedPage): P[] {
  const keys = readBuildPlan(BUILD_PLAN_FILE).keys;
  if (!keys) return paths;
  const pages = paths.map((path) => {
    const keyed = page(path);
    return 'key' in keyed ? keyed : { url: keyed.url, key: cacheKey(keys.site, keyed.shows) };
  });
  const render = notePages(keys, pages);
  return paths.filter((_, index) => render[index]);
}
