/**
 * What the build made of a backend picture URL, read from the e2e build's
 * image cache (scripts/lib/images/cache.ts), so tests can say which file a
 * page must show for a record's picture: the `src` of a role, the social
 * card, or nothing when the build dropped it (not fetched, not a picture).
 */
import { join } from 'node:path';
import { imageAttributes, registerPictures, type Picture, type PictureRole } from '#lib/pictures.ts';
import { safeImage } from '#lib/safe-url.ts';
import { PictureCache } from '#scripts/lib/images/cache.ts';
import { SITE_URL } from './fixtures.ts';

export async function builtPicture(url: string | undefined): Promise<Picture | undefined> {
  const safe = safeImage(url);
  if (!safe) return undefined;
  const cache = new PictureCache(join(process.env.E2E_WORK_DIR ?? '', 'astro-cache', 'images'));
  const known = await cache.readUrl(safe);
  const record = known && (await cache.readPicture(known.source));
  if (!record || !('picture' in record)) return undefined;
  registerPictures({ [safe]: record.picture });
  return record.picture;
}

/** The `src` a page shows for `url` in `role`, or undefined when the build dropped the picture. */
export async function builtSrc(url: string | undefined, role: PictureRole): Promise<string | undefined> {
  return (await builtPicture(url)) ? imageAttributes(safeImage(url)!, role).src : undefined;
}

/** The og:image a page whose first picture is `url` announces (the site's card when it has none). */
export async function builtSocialCard(url: string | undefined): Promise<string> {
  const social = (await builtPicture(url))?.social;
  return `${SITE_URL}${social ?? '/og-default.png'}`;
}

/** The first of these picture URLs the build could use (a list page's social card is cut from it). */
export async function firstBuilt(urls: Array<string | undefined>): Promise<string | undefined> {
  for (const url of urls) if (await builtPicture(url)) return url;
  return undefined;
}
