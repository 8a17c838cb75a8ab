/**
 * The fetch phase: every approved list and the home page's best lists, and the
 * details of only the entries the lists show as new or changed (every detail
 * with `--full`); every other record is the live release's (../snapshot.ts).
 */
import { nodeGet } from '#api/node-get.ts';
import { describeCounts, describeDetails, fetchSnapshot, type SnapshotManifest } from '../snapshot.ts';
import { plural, RebuildError, seconds, type Run } from '../run.ts';

export async function fetchPhase(run: Run): Promise<SnapshotManifest> {
  const { live, options } = run;
  let snapshot: SnapshotManifest;
  try {
    snapshot = await fetchSnapshot(
      { host: options.apiHost, get: nodeGet },
      { previous: live?.records ? { manifest: live.record.snapshot, data: live.records } : undefined, entries: options.entries, full: options.full, reads: options.reads },
    );
  } catch (error) {
    throw new RebuildError('fetch', `the backend at ${options.apiHost} failed, nothing was published: ${(error as Error).message}`, { cause: error });
  }
  run.lap('fetch');
  const dropped = snapshot.dropped.length ? `, ${plural(snapshot.dropped.length, 'invalid record')} left out as the build does (e.g. ${snapshot.dropped[0]})` : '';
  run.log(
    `fetch: ${snapshot.entries} ${snapshot.entries === 1 ? 'entry' : 'entries'} (${describeCounts(snapshot)})${dropped}, snapshot ${snapshot.hash.slice(0, 12)}; ` +
      `${describeDetails(snapshot)}; ${seconds(snapshot.fetchMs)}`,
  );
  return snapshot;
}
