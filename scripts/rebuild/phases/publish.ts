/**
 * The publish phase: what the next rebuild may know of the release without
 * reading it (../release-files.ts), the records it was built from, its record
 * (which makes it count), then `current` switched to it in one atomic rename.
 * The pages are live from here on.
 */
import { rename } from 'node:fs/promises';
import { writeReleaseFiles } from '../release-files.ts';
import { recordsPath, switchCurrent, writeRecord, type ReleaseRecord } from '../releases.ts';
import { inPhase, seconds, type Run } from '../run.ts';
import type { SnapshotManifest } from '../snapshot.ts';
import type { VerifyReport } from '../verify.ts';
import type { Assembled } from './assemble.ts';
import type { Built } from './build.ts';

export interface Publishing {
  snapshot: SnapshotManifest;
  built: Built;
  release: Assembled;
  report: VerifyReport;
  /** The site's fingerprint (or `not watched`). */
  inputs: string;
  shrinkOverridden: boolean;
  /** Checked last, just before `current` switches: the run still holds the publish folder's lock. */
  stillLocked: () => Promise<void>;
}

export async function publishPhase(run: Run, { snapshot, built, release, report, inputs, shrinkOverridden, stillLocked }: Publishing): Promise<ReleaseRecord> {
  const { data: _records, ...manifest } = snapshot;
  const inherited = release.inheritsSearch ? run.live?.files : undefined;
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
    ...(inherited?.search ? { search: inherited.search } : {}),
    ...(shrinkOverridden ? { shrinkOverridden: true } : {}),
  };
  await inPhase('publish', '', async () => {
    await writeReleaseFiles(run.publishDir, run.id, { keys: built.keys, others: release.others, ...(inherited?.search ? { search: inherited.search } : {}) });
    await rename(built.records, recordsPath(run.publishDir, run.id));
    await stillLocked();
    await writeRecord(run.publishDir, record);
    await switchCurrent(run.publishDir, run.id);
  });
  run.lap('publish');
  const search = inherited ? ", search is the previous release's until its index is written" : ', search follows when its index is written';
  run.log(`publish: current → releases/${run.id}; the pages are live ${seconds(performance.now() - run.started)} after the rebuild started${search}`);
  return record;
}
