/**
 * What the build made of a backend picture URL, read from the e2e build's
 * image cache (scripts/lib/images/cache.ts): the `src` a page shows for it in
 * a given role, or undefined when the build dropped it (not fetched, not a picture).
 */
import { join } from 'node:path';
import { imageAttributes, registerPictures, type PictureRole } from '#lib/pictures.ts';
import { safeImage } from '#lib/safe-url.ts';
import { PictureCache } from '#scripts/lib/images/cache.ts';

export async function builtSrc(url: string | undefined, role: PictureRole): Promise<string | undefined> {
  const safe = safeImage(url);
  if (!safe) return undefined;
  const cache = new PictureCache(join(process.env.E2E_WORK_DIR ?? '', 'astro-cache', 'images'));
  const known = await cache.readUrl(safe);
  const record = known && (await cache.readPicture(known.source));
  if (!record || !('picture' in record)) return undefined;
  registerPictures({ [safe]: record.picture });
  return imageAttributes(safe, role).src;
}
