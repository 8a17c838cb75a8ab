/**
 * A build may start before its data exists: a rebuild starts Astro before it
 * fetches (and a long-running one before the next rebuild is even asked for),
 * so Astro's start, Vite's bundles and the prerender bundle's loading overlap
 * the fetch. The pages wait for the plan's records file as they are listed,
 * and meanwhile read and prepare the records theirs will likely be written
 * against, the live release's (#features/catalog/records-wait.ts). Here the
 * build tells them it holds the listing for the records (and which process
 * started it: gone, the wait ends), says when they wait, gives back what
 * Vite's bundles left, and says what became of the records they read ahead.
 */
import { existsSync } from 'node:fs';
import type { AstroPrerenderer } from 'astro';
import type { BuildPlan } from '#features/catalog/build-plan.ts';
import { endLikelyTaken, endReadAhead, listingWaits } from '#features/catalog/records-ahead.ts';
import { WAITING_FOR_SNAPSHOT } from './build-lines.ts';
import { releaseMemory } from './release-memory.ts';

/** How long a build waits before giving back the memory it no longer uses: one kept for the next rebuild waits for minutes. */
const RELEASE_AFTER_MS = 2000;

/** What became of the records read ahead, as the build's line says it. */
function aheadWords(outcome: ReturnType<typeof endReadAhead>): string {
  if (outcome === 'not read') return 'not read ahead (it could not be read, or the records came first)';
  const read = outcome.prepared ? 'read and prepared while waiting' : 'read while waiting';
  const { pictured, keyed } = endLikelyTaken();
  const likely = pictured + keyed > 0 ? `; ${pictured} entries pictured and ${keyed} detail pages keyed as then` : '';
  return `${read}, ${outcome.taken ? 'the base of this build' : 'not the base of this build'}${likely}`;
}

/**
 * `base`, whose pages wait for the build's records (the plan's `records` file) as they are listed; while they do,
 * this says so and gives back memory, and then says what became of the records read ahead (`likelyBase`).
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
      let release: NodeJS.Timeout | undefined;
      listingWaits({
        parent: process.ppid,
        waiting: () => {
          report(WAITING_FOR_SNAPSHOT);
          // What Vite's bundles left is given back (a waiting build held 283 MB instead of about 450, b25c7fa), not
          // by a build whose rebuild is fetching now.
          release = setTimeout(() => existsSync(records) || releaseMemory(), RELEASE_AFTER_MS);
        },
      });
      try {
        return await base.getStaticPaths();
      } finally {
        listingWaits(undefined);
        clearTimeout(release);
        // The pages have read their records once they are listed.
        if (likelyBase) report(`records: ${likelyBase} ${aheadWords(endReadAhead(likelyBase))}`);
      }
    },
  };
}
