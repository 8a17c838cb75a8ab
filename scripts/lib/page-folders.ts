/**
 * The folders of a full build's detail pages, made by the rebuild while Astro
 * reads the snapshot. Astro's process renders on one core and, at 10,000
 * entries, spent about 1.4 s of it (db0d7ba) creating a folder for each detail
 * page (`<path>/index.html`) while the other core sat idle until the first
 * pages were written. The folders of every detail page the snapshot promises
 * (verify checks each has its page, so none can stay empty in a published
 * release) are made here instead, a batch at a time so that the rebuild's other
 * work goes on between; the build then finds each one there (and still makes
 * any it does not find).
 *
 * Astro empties its output folder when it starts, long before a fetch of that
 * size is done; a folder made before that is removed again (Astro's emptying
 * ignores what it cannot remove), and the build makes it.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { pageFile } from '#features/catalog/page-keys.ts';

const BATCH = 250;

/** Makes the folder of each detail page URL path (`/area/route/ID`) in `outDir`; how many it made. A failure ends it quietly: the build makes what is missing. */
export async function makePageFolders(outDir: string, paths: Iterable<string>): Promise<number> {
  const folders = [...new Set(Array.from(paths, (path) => dirname(pageFile(path))))].filter((folder) => folder !== '.');
  let made = 0;
  try {
    for (let from = 0; from < folders.length; from += BATCH) {
      for (const folder of folders.slice(from, from + BATCH)) {
        mkdirSync(join(outDir, folder), { recursive: true });
        made++;
      }
      await yieldToOthers();
    }
  } catch {
    // The build makes the rest.
  }
  return made;
}
