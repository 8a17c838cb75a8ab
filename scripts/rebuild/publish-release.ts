/**
 * Making a release live: the one way the pages' release (the publish phase)
 * and the search release that may follow it (the search phase) go live.
 *
 * ```
 *   releases/<id>.files    what the next rebuild may know of it without reading it (./release-files.ts)
 *   releases/<id>.records  the records it was built from (moved in, or a second name for the same file)
 *   releases/<id>.pictures its pictures by URL, when it has them (the same way)
 *   the lock checked       a run that lost it publishes nothing (another run may be at work)
 *   releases/<id>.json     its record: from here on the release counts
 *   current → releases/<id>   one atomic rename: a visitor sees the old site or the new one
 * ```
 */
import { link, rename } from 'node:fs/promises';
import type { PublishedRelease } from './phase-results.ts';
import { writeReleaseFiles, type ReleaseFiles } from './release-files.ts';
import { picturesPath, recordsPath, releasePath, switchCurrent, writeRecord, type ReleaseRecord } from './releases.ts';
import type { Run } from './run.ts';

export interface ReleaseToPublish {
  record: ReleaseRecord;
  files: ReleaseFiles;
  /** The records it was built from: a build's file, moved in, or a published release's, linked (the search release's are its pages'). */
  records: { move: string } | { link: string };
  /** Its pictures by URL (the build's prepared pictures), the same way; none for a build without pictures. */
  pictures?: { move: string } | { link: string };
  /** The search index it serves. */
  search: PublishedRelease['search'];
  kind: PublishedRelease['kind'];
  /** What changed against the live release, when known without reading the folders. */
  changes?: PublishedRelease['changes'];
}

/** Makes `release` live (see above) and adds it to the run's published releases. */
export async function publishRelease(run: Run, release: ReleaseToPublish): Promise<PublishedRelease> {
  const { id } = release.record;
  await writeReleaseFiles(run.publishDir, id, release.files);
  await moveOrLink(release.records, recordsPath(run.publishDir, id));
  // Only what the next build prepares with while it waits: a release without them is whole.
  if (release.pictures)
    await moveOrLink(release.pictures, picturesPath(run.publishDir, id)).catch((error: Error) =>
      run.log(`publish: releases/${id} keeps no pictures file (${error.message}): the next build prepares without it`),
    );
  await run.stillLocked();
  await writeRecord(run.publishDir, release.record);
  const before = run.published.at(-1) ?? run.live;
  await switchCurrent(run.publishDir, id);
  const published: PublishedRelease = {
    id,
    dir: releasePath(run.publishDir, id),
    record: release.record,
    kind: release.kind,
    search: release.search,
    liveAfterMs: performance.now() - run.started,
    ...(before ? { previous: { id: before.id, dir: before.dir } } : {}),
    ...(before && release.changes ? { changes: release.changes } : {}),
  };
  run.published.push(published);
  return published;
}

const moveOrLink = (from: { move: string } | { link: string }, to: string) =>
  'move' in from ? rename(from.move, to) : link(from.link, to);
