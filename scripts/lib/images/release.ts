/**
 * Pictures into a release. The build's loaders note every variant file the
 * pages use; when Astro has written the pages, those files are linked from
 * the cache into `<outDir>/_img/` (copied where a link is impossible). Only
 * used files go in, so an entry that is removed takes its pictures with it.
 *
 * The loaders and Astro's hooks run in one process but in separate module
 * instances (Vite loads the content config, Node the Astro config), so the
 * list of used files lives on globalThis.
 */
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { createLimiter } from '#lib/pool.ts';
import type { Picture } from '#lib/pictures.ts';
import { snapshotCollections } from '#features/catalog/snapshot-entries.ts';
import { filesOf, PictureCache, RELEASE_FOLDER } from './cache.ts';
import { imageCacheDir, type StepCounts } from './step.ts';

const SHARED = Symbol.for('wall-of-fame.build-pictures');

/** What this build's loaders found: the variant files its pages use, and the image step's counts. */
export function buildPictures(): { files: Set<string>; counts?: StepCounts } {
  const holder = globalThis as unknown as Record<symbol, { files: Set<string>; counts?: StepCounts } | undefined>;
  return (holder[SHARED] ??= { files: new Set() });
}

/** Marks a picture's files as used by this build's pages. */
export function useFilesOf(picture: Picture): void {
  const used = buildPictures().files;
  // Thousands of entries share one picture (the same object): its files are added once.
  let marked = markedIn.get(used);
  if (!marked) markedIn.set(used, (marked = new WeakSet()));
  if (marked.has(picture)) return;
  marked.add(picture);
  for (const file of filesOf(picture)) used.add(file);
}

const markedIn = new WeakMap<Set<string>, WeakSet<Picture>>();

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
export async function releasePictureFiles(releaseDir: string): Promise<string[]> {
  return readdir(join(releaseDir, RELEASE_FOLDER)).catch(() => []);
}

/** Drops from the cache every variant none of `releaseDirs` holds; returns how many files went. */
export async function prunePictureCache(cacheDir: string, releaseDirs: string[]): Promise<number> {
  const kept = new Set((await Promise.all(releaseDirs.map(releasePictureFiles))).flat());
  return new PictureCache(cacheDir).prune(kept);
}

/** The Astro integration: puts the used pictures into the build's output. */
export function pictureFiles(): AstroIntegration {
  return {
    name: 'picture-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // A build from a rebuild's snapshot marks its pictures when the entries are first read: make sure they were.
        await snapshotCollections();
        const { files, counts } = buildPictures();
        if (counts) {
          logger.info(
            `pictures: ${counts.urls} URLs, ${counts.processed} processed, ${counts.fresh} fresh by Cache-Control (not asked), ` +
              `${counts.unchanged} unchanged by ETag or date (not downloaded), ` +
              `${counts.downloaded - counts.processed} downloaded and known by their content, ${counts.dropped} dropped, ` +
              `image step ${(counts.ms / 1000).toFixed(1)} s`,
          );
        }
        if (files.size === 0) return;
        const started = performance.now();
        const count = await linkPictureFiles(imageCacheDir(), fileURLToPath(dir), files);
        logger.info(`${count} picture files in ${RELEASE_FOLDER}/ (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      },
    },
  };
}
