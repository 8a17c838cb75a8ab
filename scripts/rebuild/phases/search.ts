/**
 * The search phase: a full index of the published pages, when the delta
 * phase wrote none into their release (every page rendered, the delta past
 * its limit, an index from other code). Pagefind's index goes into a copy of
 * the pages' release made of hard links (its own `/pagefind/`); the index must
 * hold every detail page of the snapshot and no other; then that copy is
 * published the same atomic way as the pages (../publish-release.ts). So a
 * full index lags the pages by this one phase instead of holding them back.
 *
 * ```
 *   start ──► Pagefind begins reading, ahead or while the build writes, unless a delta is likely
 *             (../search-reading.ts); the build's news (`routeWritten`, its result) reaches it on run.events
 *   run   ──► nothing when the pages went live with a delta; else the index written (from what was
 *             read, or from scratch), checked, published
 *   end   ──► its reading ended; a service keeps the next run's reading begun (../standby.ts)
 * ```
 *
 * SEARCH_INDEX=off: no index, no search release.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { releaseMemory } from '#integrations/release-memory.ts';
import { linkTree } from '../../lib/copy-tree.ts';
import { SEARCH_BUNDLE } from '../../lib/search-fragments.ts';
import { searchIndexLine, type WrittenIndex } from '../../lib/search-index.ts';
import { publishRelease } from '../publish-release.ts';
import { checkIndex } from '../release-checks.ts';
import { currentRelease, picturesPath, recordsPath } from '../releases.ts';
import type { PhaseModule } from '../run-phases.ts';
import { SearchReading } from '../search-reading.ts';

export const searchPhase: PhaseModule<
  'search',
  'fetch' | 'build' | 'share' | 'delta' | 'publish',
  SearchReading | undefined
> = {
  name: 'search',
  needs: ['fetch', 'build', 'share', 'delta', 'publish'],
  failure: () => 'the search index failed',
  clock: 'since start',

  async start(run) {
    if (run.options.search === false) return undefined;
    const reading = await SearchReading.begin(run);
    run.events.on('routeWritten', (base, files) => reading.routeWritten(base, files));
    run.events.once('build', (built) => reading.built(built));
    return reading;
  },

  async run(run, { fetch: snapshot, build: built, share: release, delta, publish: pages }, reading) {
    if (!reading || !('none' in delta)) return undefined;
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
      await checkIndex(dir, snapshot, index.fragments);
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
        // Its pictures too, when the pages' release kept them (none without pictures).
        ...(existsSync(picturesPath(run.publishDir, pages.id))
          ? { pictures: { link: picturesPath(run.publishDir, pages.id) } }
          : {}),
        search: 'own',
        kind: 'search',
      });
      // The run's result keeps the figures, not ten thousand pages.
      const { fragments: _pages, ...figures } = index;
      return { ...figures, release: searched };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  },

  summary: (searched, run) => {
    if (searched) return `${searched.pages} pages indexed, searchable at releases/${searched.release.id}`;
    return run.options.search === false
      ? 'no search index (SEARCH_INDEX=off)'
      : 'nothing to write, the pages went live with their index';
  },

  details: (searched) => (searched ? [searchIndexLine(searched)] : []),

  async end(run, reading) {
    const keep = run.options.standby && run.options.incremental !== false;
    const liveNow = keep ? await currentRelease(run.publishDir).catch(() => undefined) : undefined;
    await reading?.end(liveNow, run.published.find((release) => release.search === 'own')?.id);
  },
};
