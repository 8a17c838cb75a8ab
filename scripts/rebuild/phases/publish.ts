/**
 * The publish phase: the release the share phase put together goes live
 * (../publish-release.ts), with the record the next runs compare with. From
 * here on the pages are live, searchable when the delta phase indexed them
 * into the release; else their search index follows in the search phase, and
 * until then the release serves the live release's (or none).
 */
import type { ReleaseChanges } from '../phase-results.ts';
import type { ReleaseRecord } from '../releases.ts';
import type { PhaseModule } from '../run-phases.ts';
import { publishRelease } from '../publish-release.ts';
import { recordedFingerprint } from '../run.ts';

export const publishPhase: PhaseModule<'publish', 'fetch' | 'compare' | 'build' | 'share' | 'verify' | 'delta'> = {
  name: 'publish',
  needs: ['fetch', 'compare', 'build', 'share', 'verify', 'delta'],
  failure: (run) => `could not publish releases/${run.id}`,
  clock: 'since start',

  run(run, { fetch: snapshot, compare: comparison, build: built, share: release, verify: report, delta }) {
    const { data: _records, ...manifest } = snapshot;
    const own = !('none' in delta);
    const inherited = own ? undefined : release.inheritsSearch ? run.live?.files?.search : undefined;
    const search = own ? snapshot.hash : inherited;
    const inputs = recordedFingerprint(run);
    const record: ReleaseRecord = {
      id: run.id,
      builtAt: new Date().toISOString(),
      snapshot: manifest,
      inputs,
      apiHost: run.options.apiHost,
      siteUrl: run.options.siteUrl,
      pages: report.pages,
      buildMs: Math.round(built.ms),
      verifyMs: report.ms,
      ...(search ? { search, searchInputs: own ? inputs : run.live?.record.searchInputs } : {}),
      ...(comparison.changed && comparison.shrinkOverridden ? { shrinkOverridden: true } : {}),
    };
    const changes = release.changes && (own ? withDelta(release.changes, delta.changes) : release.changes);
    return publishRelease(run, {
      record,
      files: { keys: built.keys, others: release.others, ...(search ? { search } : {}) },
      records: { move: built.records },
      ...(built.pictures ? { pictures: { move: built.pictures } } : {}),
      search: own ? 'own' : inherited ? 'previous' : 'none',
      kind: 'pages',
      ...(changes ? { changes } : {}),
    });
  },

  summary: (pages) => `live at releases/${pages.id}${pages.search === 'own' ? ' with its search index' : ''}`,

  details: (pages, run) =>
    run.options.search === false || pages.search === 'own'
      ? []
      : [
          pages.search === 'previous'
            ? "search is the previous release's until its index is written"
            : 'search follows when its index is written',
        ],
};

/** The pages' changes against the live release, with the search index's (the share phase leaves it aside). */
const withDelta = (pages: ReleaseChanges, delta: ReleaseChanges): ReleaseChanges => ({
  written: [...pages.written, ...delta.written].sort(),
  removed: [...pages.removed, ...delta.removed].sort(),
});
