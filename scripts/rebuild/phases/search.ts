/**
 * The search phase: Pagefind's index of the published pages goes into a copy
 * of their release made of hard links (its own `/pagefind/`); the index must
 * hold every detail page of the snapshot and no other; then that copy is
 * published the same atomic way as the pages (../publish-release.ts). So
 * search lags the pages by this one phase instead of holding every approval
 * back.
 *
 * ```
 *   start ──► Pagefind begins reading, ahead or while the build writes (../search-reading.ts);
 *             the build's news (`routeWritten`, its result) reaches it on run.events
 *   run   ──► the index written (from what was read, or from scratch), checked, published
 *   end   ──► its reading ended; a service keeps the next run's reading begun (../standby.ts)
 * ```
 *
 * SEARCH_INDEX=off: no index, no search release.
 */
import { mkdir, rm } from 'node:fs/promises';
import { releaseMemory } from '#integrations/release-memory.ts';
import { linkTree } from '../../lib/copy-tree.ts';
import { SEARCH_BUNDLE } from '../../lib/search-fragments.ts';
import { searchIndexLine, type WrittenIndex } from '../../lib/search-index.ts';
import { publishRelease } from '../publish-release.ts';
import { unindexedPaths } from '../release-checks.ts';
import { currentRelease, recordsPath } from '../releases.ts';
import type { PhaseModule } from '../run-phases.ts';
import type { SnapshotManifest } from '../snapshot.ts';
import { SearchReading } from '../search-reading.ts';

export const searchPhase: PhaseModule<'search', 'fetch' | 'build' | 'share' | 'publish', SearchReading | undefined> = {
  name: 'search',
  needs: ['fetch', 'build', 'share', 'publish'],
  failure: () => 'the search index failed',
  clock: 'since start',

  async start(run) {
    if (run.options.search === false) return undefined;
    const reading = await SearchReading.begin(run);
    run.events.on('routeWritten', (base, files) => reading.routeWritten(base, files));
    run.events.once('build', (built) => reading.built(built));
    return reading;
  },

  async run(run, { fetch: snapshot, build: built, share: release, publish: pages }, reading) {
    if (!reading) return undefined;
    // Pagefind now writes the index, its largest need of memory in the run: what verify and share left is returned first.
    releaseMemory();
    const { id, dir } = await reading.target();
    let index: WrittenIndex;
    try {
      // Pagefind reads the published pages and writes into the new release while its hard-link copy is made.
      await mkdir(dir, { recursive: true });
      [index] = await Promise.all([
        reading.index(built, release.dir, dir),
        linkTree(release.dir, dir, [SEARCH_BUNDLE]),
      ]);
      await checkIndex(dir, snapshot, index);
      const searched = await publishRelease(run, {
        record: {
          ...pages.record,
          id,
          builtAt: new Date().toISOString(),
          search: snapshot.hash,
          searchInputs: pages.record.inputs,
        },
        files: { keys: built.keys, others: release.others, search: snapshot.hash },
        // The same records as the pages' release, which goes once this one is live: a second name for them.
        records: { link: recordsPath(run.publishDir, pages.id) },
        search: 'own',
      });
      // The run's result keeps the figures, not ten thousand pages.
      const { fragments: _pages, ...figures } = index;
      return { ...figures, release: searched };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  },

  summary: (searched) =>
    searched
      ? `${searched.pages} pages indexed, searchable at releases/${searched.release.id}`
      : 'no search index (SEARCH_INDEX=off)',

  details: (searched) => (searched ? [searchIndexLine(searched)] : []),

  async end(run, reading) {
    const keep = run.options.standby && run.options.incremental !== false;
    const liveNow = keep ? await currentRelease(run.publishDir).catch(() => undefined) : undefined;
    await reading?.end(liveNow, run.published.find((release) => release.search === 'own')?.id);
  },
};

/** Every fragment, as read back once written (Pagefind's short names can stand for another page than in the index before): every detail page of the snapshot, and no other. */
async function checkIndex(dir: string, snapshot: SnapshotManifest, index: WrittenIndex): Promise<void> {
  const checked = await unindexedPaths(dir, snapshot, index.fragments);
  if (checked.unindexed.length)
    throw new Error(
      `detail pages not in the search index (${checked.unindexed.length}): ${checked.unindexed.slice(0, 5).join(', ')}`,
    );
  if (checked.stale.length)
    throw new Error(
      `pages in the search index that the release does not have (${checked.stale.length}): ${checked.stale.slice(0, 5).join(', ')}`,
    );
}
