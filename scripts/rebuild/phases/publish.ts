/**
 * The publish phase: the release the share phase put together goes live
 * (../publish-release.ts), with the record the next runs compare with. From
 * here on the pages are live; their search index follows in the search phase,
 * and until then the release serves the live release's (or none).
 */
import type { ReleaseRecord } from '../releases.ts';
import type { PhaseModule } from '../run-phases.ts';
import { publishRelease } from '../publish-release.ts';
import { recordedFingerprint } from '../run.ts';

export const publishPhase: PhaseModule<'publish', 'fetch' | 'compare' | 'build' | 'share' | 'verify'> = {
  name: 'publish',
  needs: ['fetch', 'compare', 'build', 'share', 'verify'],
  failure: (run) => `could not publish releases/${run.id}`,
  clock: 'since start',

  run(run, { fetch: snapshot, compare: comparison, build: built, share: release, verify: report }) {
    const { data: _records, ...manifest } = snapshot;
    const inherited = release.inheritsSearch ? run.live?.files?.search : undefined;
    const record: ReleaseRecord = {
      id: run.id,
      builtAt: new Date().toISOString(),
      snapshot: manifest,
      inputs: recordedFingerprint(run),
      apiHost: run.options.apiHost,
      siteUrl: run.options.siteUrl,
      pages: report.pages,
      buildMs: Math.round(built.ms),
      verifyMs: report.ms,
      ...(inherited ? { search: inherited, searchInputs: run.live?.record.searchInputs } : {}),
      ...(comparison.changed && comparison.shrinkOverridden ? { shrinkOverridden: true } : {}),
    };
    return publishRelease(run, {
      record,
      files: { keys: built.keys, others: release.others, ...(inherited ? { search: inherited } : {}) },
      records: { move: built.records },
      search: inherited ? 'previous' : 'none',
      ...(release.changes ? { changes: release.changes } : {}),
    });
  },

  summary: (pages) => `live at releases/${pages.id}`,

  details: (pages, run) =>
    run.options.search === false
      ? []
      : [
          pages.search === 'previous'
            ? "search is the previous release's until its index is written"
            : 'search follows when its index is written',
        ],
};
