/**
 * Cache keys for Astro's incremental build: a page whose key is the same as
 * in the previous build is restored instead of rendered. A key covers
 * everything the page shows: its own data (the props it is given, plus
 * anything derived from other entries that it shows, passed as `extra`), the
 * year the footer prints, and the whole site's code and build settings (a
 * change of any component or style renders every page again, because shared
 * CSS and island bundles change names in every page).
 */
import { createHash } from 'node:crypto';
import { inputsFingerprint } from '#scripts/rebuild/inputs.ts';
import { BUILD_YEAR } from '#lib/build-time.ts';
import { pictureOf } from '#lib/pictures.ts';
import { safeImage } from '#lib/safe-url.ts';

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

/**
 * A picture URL stands for its variants too: the same URL can name new bytes
 * (the backend replaced the file), which make new variant files the page must name.
 */
function withPictures(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !(value.startsWith('http') || value.startsWith('/'))) return value;
  const picture = pictureOf(value) ?? pictureOf(safeImage(value));
  return picture ? `${value}\0${JSON.stringify(picture)}` : value;
}

export async function cacheKey(props: unknown, extra?: unknown): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await siteDigest());
  hash.update(`\0${BUILD_YEAR}\0`);
  hash.update(JSON.stringify(props, withPictures) ?? '');
  if (extra !== undefined) hash.update(`\0${JSON.stringify(extra, withPictures)}`);
  return hash.digest('hex');
}

/** Adds each path's key (from its props) to the paths of a `getStaticPaths`. */
export async function withCacheKeys<P extends { props?: unknown }>(paths: P[], extra?: (path: P) => Promise<unknown> | unknown) {
  return Promise.all(paths.map(async (path) => ({ ...path, cacheKey: await cacheKey(path.props ?? null, extra ? await extra(path) : undefined) })));
}
