/**
 * A build may start before its data exists: a rebuild starts Astro before it
 * fetches (and a long-running one before the next rebuild is even asked for),
 * so Astro's start, Vite's bundles and the prerender bundle's loading overlap
 * the fetch. Nothing reads the data before the pages are listed, so the list
 * waits here for the plan's records file, which appears whole (written under
 * another name, then renamed), and reads meanwhile the records they will
 * likely be written against, the live release's. The build gives up when the
 * process that started it is gone.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AstroPrerenderer } from 'astro';
import type { BuildPlan } from '#features/catalog/build-plan.ts';
import { endReadAhead, keepReadAhead } from '#features/catalog/records-ahead.ts';
import type { SnapshotData } from '#features/catalog/records-file.ts';
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

const AHEAD_WORDS = {
  taken: 'the base of this build',
  unused: 'not the base of this build',
  'not read': 'but it could not be read',
} as const;

/** Reads the records the build's will likely name as their base; one that cannot be read is read again when named, and fails there. */
async function readBaseAhead(file: string): Promise<void> {
  try {
    keepReadAhead(file, JSON.parse(await readFile(file, 'utf8')) as SnapshotData);
  } catch {
    // Read again, if named, by the pages (#features/catalog/records.ts), which say what is wrong with it.
  }
}

/**
 * `base`, listing its pages only once the build's records (the plan's `records` file) exist; meanwhile the records
 * they will likely be written against (`likelyBase`) are read (#features/catalog/records-ahead.ts).
 */
export function afterRecords(
  base: AstroPrerenderer,
  { records, likelyBase }: Pick<BuildPlan, 'records' | 'likelyBase'>,
  report: (line: string) => void,
): AstroPrerenderer {
  return {
    ...base,
    getStaticPaths: async () => {
      if (existsSync(records)) return base.getStaticPaths();
      report(WAITING_FOR_SNAPSHOT);
      const ahead = likelyBase ? readBaseAhead(likelyBase) : undefined;
      await recordsReady(records);
      await ahead;
      try {
        return await base.getStaticPaths();
      } finally {
        // The pages have read their records once they are listed.
        if (likelyBase) report(`records: ${likelyBase} read while waiting, ${AHEAD_WORDS[endReadAhead(likelyBase)]}`);
      }
    },
  };
}
