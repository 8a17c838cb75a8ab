/**
 * The compare phase: the snapshot against the live release's. The same data
 * and the same site code (./inputs.ts) need no build; otherwise it says what
 * changed, and the shrink guard (../guard.ts) refuses a snapshot that lost too
 * many entries, unless forced.
 */
import { baselineOf, shrinkRefusal } from '../guard.ts';
import { readRecords } from '../releases.ts';
import { RebuildError, type Run } from '../run.ts';
import { diffSnapshots, type SnapshotManifest } from '../snapshot.ts';

export const DEFAULT_MAX_SHRINK = 0.2;

export type Comparison =
  | { changed: false }
  | {
      changed: true;
      /** Published although the guard refused (with --force): the guard's baseline starts again here. */
      shrinkOverridden: boolean;
    };

/** `inputs`: the site's fingerprint now, or `not watched` (the code is not compared). */
export async function comparePhase(run: Run, snapshot: SnapshotManifest, inputs: string): Promise<Comparison> {
  const { live, options } = run;
  const sameData = live?.record.snapshot.hash === snapshot.hash;
  const sameCode = live?.record.inputs === inputs || options.watchCode === false;
  if (live && sameData && sameCode && !options.force) {
    run.lap('compare');
    run.log(`compare: same as the live release ${live.id}`);
    return { changed: false };
  }
  const baseline = baselineOf(await readRecords(run.publishDir), live?.id);
  if (!baseline && options.requireBaseline && !options.force) {
    throw new RebuildError(
      'compare',
      `no baseline: ${run.publishDir} holds no release record to compare the backend's ${snapshot.entries} entries with ` +
        `(in CI, the cache that keeps the records may have been evicted), and --require-baseline was given. ` +
        `Nothing was published; if the live site really has to be published from scratch, run again with --force`,
    );
  }
  const refusal = shrinkRefusal(baseline, snapshot, options.maxShrink ?? DEFAULT_MAX_SHRINK);
  if (refusal && !options.force) throw new RebuildError('compare', `${refusal}. Nothing was published; if this is intended, run again with --force`);
  run.lap('compare');
  const overridden = [refusal ? 'shrink guard overridden by --force' : '', !baseline && options.requireBaseline ? 'no baseline, published because of --force' : ''].filter(Boolean).join('; ');
  run.log(`compare: ${describeChange(live?.record.snapshot, snapshot, { sameData, sameCode, forced: !!options.force, liveId: live?.id })}${overridden ? ` — ${overridden}` : ''}`);
  return { changed: true, shrinkOverridden: !!refusal };
}

function describeChange(before: SnapshotManifest | undefined, after: SnapshotManifest, how: { sameData: boolean; sameCode: boolean; forced: boolean; liveId?: string }): string {
  if (!how.liveId) return 'nothing is published yet';
  const diff = diffSnapshots(before, after);
  const changes = diff.added.length + diff.removed.length + diff.changed.length;
  return (
    [
      how.sameData ? 'same data' : `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed entries${changes ? '' : ' (lists or best lists reordered)'}`,
      how.sameCode ? '' : 'site code or build settings changed',
      how.forced && how.sameData && how.sameCode ? 'forced' : '',
    ]
      .filter(Boolean)
      .join('; ') + ` (vs ${how.liveId})`
  );
}
