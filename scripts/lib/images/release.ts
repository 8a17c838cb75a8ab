/**
 * Pictures into a release: the variant files of every picture the build's
 * records use are linked from the cache into `<outDir>/_img/` (copied where a
 * link is impossible) once Astro has written the pages. Only those go in, so an
 * entry that is removed takes its pictures with it.
 */
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createLimiter } from '#lib/pool.ts';
import type { PreparedPictures } from '#lib/pictures.ts';
import { filesOf, PictureCache, RELEASE_FOLDER } from './cache.ts';

/** Every variant file of the pictures prepared for a build (each picture once, however many entries show it). */
export function pictureFilesOf(prepared: PreparedPictures): Set<string> {
  const files = new Set<string>();
  for (const result of Object.values(prepared))
    if ('picture' in result) for (const file of filesOf(result.picture)) files.add(file);
  return files;
}

/** Links (or copies) `files` from the cache's folder into `<outDir>/_img/`. */
export async function linkPictureFiles(cacheDir: string, outDir: string, files: Iterable<string>): Promise<number> {
  const from = new PictureCache(cacheDir).filesDir;
  const to = join(outDir, RELEASE_FOLDER);
  await mkdir(to, { recursive: true });
  const limit = createLimiter(16);
  let count = 0;
  await Promise.all(
    [...files].map((name) =>
      limit(async () => {
        try {
          await link(join(from, name), join(to, name));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EEXIST') return;
          if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
          await copyFile(join(from, name), join(to, name));
        }
        count++;
      }),
    ),
  );
  return count;
}

/** The variant files a release holds. */
async function releasePictureFiles(releaseDir: string): Promise<string[]> {
  return readdir(join(releaseDir, RELEASE_FOLDER)).catch(() => []);
}

/** Drops from the cache every variant none of `releaseDirs` holds; returns how many files went. */
export async function prunePictureCache(cacheDir: string, releaseDirs: string[]): Promise<number> {
  const kept = new Set((await Promise.all(releaseDirs.map(releasePictureFiles))).flat());
  return new PictureCache(cacheDir).prune(kept);
}
