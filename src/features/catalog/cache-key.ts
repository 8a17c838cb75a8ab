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
import type { CatalogEntry } from './records.ts';
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

/**
 * One entry as its pages show it: its record and the variants of the pictures it keeps. The record is the
 * snapshot's digest of it as fetched (the fetch made it: no page of an approval's build serialises the site's
 * records), and the pictures the picture step dropped from it (a build without pictures drops none: the same
 * record shows the backend's URLs there). Without a digest (a snapshot written before they were kept), the
 * record's own JSON is digested.
 * The same URL can name new bytes (the backend replaced the file): new variants, a new digest.
 */
export function entryDigest(entry: Pick<CatalogEntry<unknown>, 'record' | 'digest' | 'pictures' | 'dropped'>): string {
  let digest = entryDigests.get(entry);
  if (digest === undefined) {
    const record = entry.digest ?? sha256(JSON.stringify(entry.record));
    const dropped = entry.dropped ?? [];
    digest =
      hasPictures(entry.pictures) || dropped.length > 0
        ? sha256(JSON.stringify([record, picturesDigests(entry.pictures ?? {}), dropped]))
        : record;
    entryDigests.set(entry, digest);
  }
  return digest;
}

const entryDigests = new WeakMap<object, string>();

/** A page's key: the site's fingerprint, the project's folder, the year and what the page shows (`shows`, as JSON). */
export function cacheKey(site: string, shows: unknown): string {
  // Astro derives island ids (and some asset names) from the project's absolute path: a project moved to
  // another folder writes other bytes for the same page, so the folder is part of every key.
  return sha256(`${site}\0${process.cwd()}\0${BUILD_YEAR}\0${JSON.stringify(shows) ?? ''}`);
}

/** A path's page: its URL and what it shows (its key's input). */
export interface KeyedPage {
  url: string;
  shows: unknown;
}

/**
 * The paths of a `getStaticPaths` to render. In a rebuild's build each is
 * keyed from what it shows (`page`) and noted with its URL, and only those
 * whose key differs from the live release's are rendered.
 */
export function withCacheKeys<P>(paths: P[], page: (path: P) => KeyedPage): P[] {
  const keys = readBuildPlan(BUILD_PLAN_FILE).keys;
  if (!keys) return paths;
  const pages = paths.map((path) => {
    const { url, shows } = page(path);
    return { url, key: cacheKey(keys.site, shows) };
  });
  const render = notePages(keys, pages);
  return paths.filter((_, index) => render[index]);
}
