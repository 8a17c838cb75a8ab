/**
 * A build may start before its data exists: a rebuild starts Astro before it
 * fetches (and a long-running one before the next rebuild is even asked for),
 * so Astro's start, Vite's bundles and the prerender bundle's loading overlap
 * the fetch. Nothing reads the data before the pages are listed, so the list
 * waits here for the plan's records file, which appears whole (written under
 * another name, then renamed). The build gives up when the process that
 * started it is gone.
 */
import { existsSync } from 'node:fs';
import type { AstroPrerenderer } from 'astro';
import { WAITING_FOR_SNAPSHOT } from './build-lines.ts';
import { releaseMemory } from './release-memory.ts';

/** How long a build waits before giving back the memory it no longer uses: one kept for the next rebuild waits for minutes. */
const RELEASE_AFTER_MS = 2000;
const POLL_MS = 20;

async function recordsReady(file: string): Promise<void> {
  const parent = process.ppid;
  const since = performance.now();
  let released = false;
  while (!existsSync(file)) {
    if (process.ppid !== parent) throw new Error(`the rebuild that started this build is gone; no records at ${file}`);
    // What Vite's bundles left is given back (a waiting build held 283 MB instead of about 450, b25c7fa), not by a
    // build whose rebuild is fetching now.
    if (!released && performance.now() - since > RELEASE_AFTER_MS) {
      released = true;
      releaseMemory();
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** `base`, listing its pages only once the build's records (the plan's `records` file) exist. */
export function afterRecords(base: AstroPrerenderer, file: string, report: (line: string) => void): AstroPrerenderer {
  return {
    ...base,
    getStaticPaths: async () => {
      if (!existsSync(file)) {
        report(WAITING_FOR_SNAPSHOT);
        await recordsReady(file);
      }
      return base.getStaticPaths();
    },
  };
}
