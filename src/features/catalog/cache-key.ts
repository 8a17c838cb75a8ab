/**
 * Page keys: a hash of everything a page shows. A page whose key equals the
 * live release's page at the same URL is the same bytes (the key covers its
 * own data, the props it is given plus anything derived from other entries it
 * shows, passed as `extra`; the year the footer prints; and the whole site's
 * code and build settings), so a rebuild need not render it again: it links
 * the live file into the new release (scripts/rebuild/assemble.ts).
 *
 * Every `getStaticPaths` of the catalog goes through {@link withCacheKeys},
 * which notes each path's URL and key for the rebuild (./page-keys.ts) and,
 * when the build is told the live release's keys (LIVE_PAGE_KEYS), leaves out
 * the paths whose key is unchanged: Astro renders only the rest.
 */
import { createHash, type Hash } from 'node:crypto';
import { inputsFingerprint } from '#scripts/rebuild/inputs.ts';
import { BUILD_YEAR } from '#lib/build-time.ts';
import { pictureOf, type Picture } from '#lib/pictures.ts';
import { safeImage } from '#lib/safe-url.ts';
import { notePage, unchangedFromLive } from './page-keys.ts';

let site: Promise<string> | undefined;

/** The site's code, public files, lockfile and build environment, hashed once per build. */
function siteDigest(): Promise<string> {
  site ??= inputsFingerprint(
    { apiHost: process.env.PUBLIC_API_HOST ?? '', siteUrl: process.env.SITE_URL ?? '', identityMeUrl: process.env.PUBLIC_IDENTITY_ME_URL },
    // The build runs in the project's folder (npm run build, and scripts/lib/build-site.ts).
    process.cwd(),
  );
  return site;
}

/** A JSON string token that starts like a URL or a path (object keys included). */
const URL_TOKEN = /"((?:http|\/)(?:[^"\\]|\\.)*)"/g;

/**
 * Hashes a value's JSON, then the variants of every picture its strings name: the same URL can name new bytes
 * (the backend replaced the file), which make new variant files the page must name. The strings are found in
 * the JSON itself: walking the value took about a second per 10,000 pages, a JSON.stringify replacer half of
 * that again. A match inside a longer string (after an escaped quote) only adds to the hash; no string that
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
 * A list page names dozens of pictures, each a kilobyte of JSON: hashing that JSON on every page took a second.
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

/**
 * A list page's props carry each entry's pictures with every variant: about 60% of the 36 MB of JSON that the
 * props of 486 list pages came to at 10,000 entries, hashed on every build (an approval's too). Each picture's
 * digest stands in for it: the key covers the same, for less than half the JSON.
 */
function picturesAsDigests(props: unknown): unknown {
  const entries = (props as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return props;
  return {
    ...(props as object),
    entries: entries.map((entry: { pictures?: Record<string, Picture> } | null) =>
      entry?.pictures
        ? { ...entry, pictures: Object.fromEntries(Object.entries(entry.pictures).map(([url, picture]) => [url, pictureDigest(picture)])) }
        : entry,
    ),
  };
}

export async function cacheKey(props: unknown, extra?: unknown): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await siteDigest());
  // Astro derives island ids (and some asset names) from the project's absolute path: a project moved to
  // another folder writes other bytes for the same page, so the folder is part of every key.
  hash.update(`\0${process.cwd()}`);
  hash.update(`\0${BUILD_YEAR}\0`);
  hashWithPictures(hash, picturesAsDigests(props ?? null));
  if (extra !== undefined) {
    hash.update('\0');
    hashWithPictures(hash, extra);
  }
  return hash.digest('hex');
}

/**
 * Keys the paths of a `getStaticPaths` (from their props, and `extra`), notes
 * each one's URL (`href`) and key, and returns the paths to render: all of
 * them, or only those whose key differs from the live release's.
 */
export async function withCacheKeys<P extends { props?: unknown }>(
  paths: P[],
  href: (path: P) => string,
  extra?: (path: P) => Promise<unknown> | unknown,
) {
  const keyed = await Promise.all(
    paths.map(async (path) => ({ ...path, cacheKey: await cacheKey(path.props ?? null, extra ? await extra(path) : undefined) })),
  );
  return keyed.filter((path) => {
    const url = href(path);
    notePage(url, path.cacheKey);
    return !unchangedFromLive(url, path.cacheKey);
  });
}
