/**
 * Page keys: a hash of everything a page shows. A page whose key equals the
 * live release's page at the same URL is the same bytes (the key covers its
 * own data, the props it is given plus anything derived from other entries it
 * shows, passed as `extra`; the year the footer prints; and the whole site's
 * code and build settings), so a rebuild need not render it again: it links
 * the live file into the new release (scripts/rebuild/assemble-from-live.ts).
 *
 * Every `getStaticPaths` of the catalog goes through {@link withCacheKeys}:
 * in a rebuild's build it notes each path's URL and key (./page-keys.ts) and
 * leaves out the paths whose key is the live release's, so Astro renders only
 * the rest; a build of a whole site keys nothing.
 */
import { createHash, type Hash } from 'node:crypto';
import { BUILD_PLAN_FILE, BUILD_YEAR } from '#lib/build-time.ts';
import { pictureOf, type Picture } from '#lib/pictures.ts';
import { safeImage } from '#lib/safe-url.ts';
import { readBuildPlan } from './build-plan.ts';
import { notePages } from './page-keys.ts';

/** A JSON string token that starts like a URL or a path (object keys included). */
const URL_TOKEN = /"((?:http|\/)(?:[^"\\]|\\.)*)"/g;

/**
 * Hashes a value's JSON, then the variants of every picture its strings name: the same URL can name new bytes
 * (the backend replaced the file), which make new variant files the page must name. The strings are found in
 * the JSON itself, not by walking the value or by a JSON.stringify replacer (that took 0.5 s per 10,000 pages,
 * a0f062c). A match inside a longer string (after an escaped quote) only adds to the hash; no string that
 * starts with `http` or `/` is missed, as JSON escapes neither character.
 */
function hashWithPictures(hash: Hash, value: unknown): void {
  const json = JSON.stringify(value) ?? '';
  hash.update(json);
  const pictures = new Map<string, string>();
  for (const match of json.matchAll(URL_TOKEN)) {
    const item = match[1]!.includes('\\') ? (JSON.parse(`"${match[1]}"`) as string) : match[1]!;
    if (pictures.has(item)) continue;
    const picture = pictureOf(item) ?? pictureOf(safeImage(item));
    if (picture) pictures.set(item, pictureDigest(picture));
  }
  for (const [item, digest] of pictures) hash.update(`\0${item}\0${digest}`);
}

/**
 * A digest of a picture's variants, once per picture object (registering new variants makes a new object).
 * A list page names dozens of pictures, each a kilobyte of JSON: hashing that JSON on every page took a second
 * at 10,000 entries (03bde46).
 */
function pictureDigest(picture: Picture): string {
  let digest = digests.get(picture);
  if (digest === undefined) {
    digest = createHash('sha256').update(JSON.stringify(picture)).digest('hex');
    digests.set(picture, digest);
  }
  return digest;
}

const digests = new WeakMap<Picture, string>();

/** A page's key: the site's fingerprint, the project's folder, the year, the page's props and `extra`. */
export function cacheKey(site: string, props: unknown, extra?: unknown): string {
  const hash = createHash('sha256');
  hash.update(site);
  // Astro derives island ids (and some asset names) from the project's absolute path: a project moved to
  // another folder writes other bytes for the same page, so the folder is part of every key.
  hash.update(`\0${process.cwd()}`);
  hash.update(`\0${BUILD_YEAR}\0`);
  hashWithPictures(hash, props ?? null);
  if (extra !== undefined) {
    hash.update('\0');
    hashWithPictures(hash, extra);
  }
  return hash.digest('hex');
}

/**
 * The paths of a `getStaticPaths` to render. In a rebuild's build each is
 * keyed (from its props, and `extra`) and noted with its URL (`href`), and
 * only those whose key differs from the live release's are rendered.
 */
export async function withCacheKeys<P extends { props?: unknown }>(
  paths: P[],
  href: (path: P) => string,
  extra?: (path: P) => Promise<unknown> | unknown,
): Promise<P[]> {
  const keys = readBuildPlan(BUILD_PLAN_FILE).keys;
  if (!keys) return paths;
  const pages = await Promise.all(
    paths.map(async (path) => ({
      url: href(path),
      key: cacheKey(keys.site, path.props ?? null, extra ? await extra(path) : undefined),
    })),
  );
  const render = notePages(keys, pages);
  return paths.filter((_, index) => render[index]);
}
