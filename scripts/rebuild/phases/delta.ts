/**
 * The delta phase: when the live release's search index takes a delta
 * (../../lib/search-delta.ts), the detail pages changed since its full index
 * are indexed into the new release before it is published, so the release
 * goes live searchable: one release, one deploy. The release's bundle is the
 * live one's, linked by the share phase; the delta is written beside it,
 * checked (every detail page of the snapshot, and no other), and swapped in.
 *
 * ```
 *   start ──► the live index's list of its pages read (../search-reading.ts), beside the fetch
 *   run   ──► the delta written into the release, or why none is: the release keeps the live index
 *             for now, and the search phase writes a full index as the next release
 * ```
 *
 * No delta when every page is rendered, when the site's code changed, when
 * the delta would pass its limit, when the live index is not its pages' own or
 * was written by other code, or with SEARCH_DELTA=off or SEARCH_INDEX=off
 * (../search-reading.ts `liveDeltaBase`). Writing it can fail without holding
 * the pages back: the search phase then indexes every page. Only a swap that
 * failed half-way and could not be undone fails the run.
 */
import { HalfSwapped, writeDelta } from '../../lib/search-delta.ts';
import { searchIndexLine } from '../../lib/search-index.ts';
import { checkIndex } from '../release-checks.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural } from '../run.ts';
import { isDetail, liveDeltaBase } from '../search-reading.ts';

export const deltaPhase: PhaseModule<'delta', 'fetch' | 'build' | 'share'> = {
  name: 'delta',
  needs: ['fetch', 'build', 'share'],

  start(run) {
    // Read while the run fetches and builds.
    void liveDeltaBase(run);
  },

  async run(run, { fetch: snapshot, build: built, share: release }) {
    const on = await liveDeltaBase(run);
    if (!('base' in on)) return { none: on.why };
    if (!release.inheritsSearch) return { none: "the release did not take the live release's index" };
    const unchanged = new Set(built.unchanged);
    const details = Object.keys(built.keys).filter(isDetail);
    try {
      const written = await writeDelta({
        base: on.base,
        releaseDir: release.dir,
        rendered: details.filter((url) => !unchanged.has(url)),
        details,
        check: (pages) => checkIndex(release.dir, snapshot, pages),
      });
      if ('due' in written) return { none: `a full index is due, ${written.due}` };
      const { fragments: _pages, ...figures } = written;
      return figures;
    } catch (error) {
      // Half-swapped, the release's index is neither: the run fails and the release is removed (the share phase's end).
      if (error instanceof HalfSwapped) throw error;
      return { none: 'writing it failed', failure: (error as Error).message.split('\n')[0] };
    }
  },

  summary: (delta, run) =>
    'none' in delta
      ? `no delta, ${delta.none}${run.options.search === false ? '' : '; a full index follows the pages'}`
      : `${plural(delta.delta, 'detail page')} changed since the full index indexed into the release, ${plural(delta.stale, 'page')} of the full index left out`,

  warnings: (delta) => ('none' in delta && delta.failure ? [`the delta index failed: ${delta.failure}`] : []),

  details: (delta) => ('none' in delta ? [] : [searchIndexLine(delta)]),
};
