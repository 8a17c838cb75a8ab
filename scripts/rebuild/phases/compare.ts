/**
 * The compare phase: the snapshot against the live release's. The same data
 * and the same site code (../site-fingerprint.ts) need no build, and the run
 * ends here; otherwise it says what changed, and the shrink guard
 * (../guard.ts) refuses a snapshot that lost too many entries, unless forced.
 */
import { baselineOf, shrinkRefusal } from '../guard.ts';
import { isDeepStrictEqual } from 'node:util';
import { readGuardRecords, writeValidators } from '../releases.ts';
import type { PhaseModule } from '../run-phases.ts';
import { RebuildError, sameCode, type Run } from '../run.ts';
import { DEFAULT_MAX_SHRINK } from '../../settings.ts';
import { diffSnapshots, type SnapshotManifest } from '../snapshot.ts';

export const comparePhase: PhaseModule<'compare', 'fetch'> = {
  name: 'compare',
  needs: ['fetch'],
  stopsRun: (comparison) => !comparison.changed,

  async run(run, { fetch: snapshot }) {
    const { live, options } = run;
    const sameData = live?.record.snapshot.hash === snapshot.hash;
    const codeSame = sameCode(run);
    if (live && sameData && codeSame && !options.force) {
      // Lists whose bodies changed in ways the snapshot does not see: their new ETags, for the next run to send.
      if (snapshot.validators && !isDeepStrictEqual(snapshot.validators, live.validators))
        await writeValidators(run.publishDir, live.id, snapshot.validators);
      return { changed: false };
    }
    const baseline = baselineOf(await readGuardRecords(run.publishDir), live?.id);
    if (!baseline && options.requireBaseline && !options.force)
      throw new RebuildError('compare', noBaseline(run, snapshot));
    const refusal = shrinkRefusal(baseline, snapshot, options.maxShrink ?? DEFAULT_MAX_SHRINK);
    if (refusal && !options.force)
      throw new RebuildError(
        'compare',
        `${refusal}. Nothing was published; if this is intended, run again with --force`,
      );
    const overridden = [
      refusal ? 'shrink guard overridden by --force' : '',
      !baseline && options.requireBaseline ? 'no baseline, published because of --force' : '',
    ]
      .filter(Boolean)
      .join('; ');
    const change = describeChange(live?.record.snapshot, snapshot, {
      sameData,
      sameCode: codeSame,
      forced: !!options.force,
      live: !!live,
    });
    return { changed: true, change, shrinkOverridden: !!refusal, ...(overridden ? { overridden } : {}) };
  },

  summary: (comparison) => (comparison.changed ? comparison.change : 'no changes since the live release'),
  warnings: (comparison) => (comparison.changed && comparison.overridden ? [comparison.overridden] : []),
  details: (_comparison, run) => (run.live ? [`compared with the live release, releases/${run.live.id}`] : []),
};

function noBaseline(run: Run, snapshot: SnapshotManifest): string {
  return (
    `no baseline: ${run.publishDir} holds no release record to compare the backend's ${snapshot.entries} entries with ` +
    `(in CI, the cache that keeps the records may have been evicted), and --require-baseline was given. ` +
    `Nothing was published; if the live site really has to be published from scratch, run again with --force`
  );
}

function describeChange(
  before: SnapshotManifest | undefined,
  after: SnapshotManifest,
  how: { sameData: boolean; sameCode: boolean; forced: boolean; live: boolean },
): string {
  if (!how.live) return 'nothing is published yet';
  const diff = diffSnapshots(before, after);
  const changes = diff.added.length + diff.removed.length + diff.changed.length;
  return [
    how.sameData
      ? 'same data'
      : `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed entries${changes ? '' : ' (lists or best lists reordered)'}`,
    how.sameCode ? '' : 'site code or build settings changed',
    how.forced && how.sameData && how.sameCode ? 'forced' : '',
  ]
    .filter(Boolean)
    .join('; ');
}
