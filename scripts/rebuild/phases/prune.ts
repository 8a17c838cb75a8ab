/**
 * The prune phase: the newest releases are kept (and always the live one);
 * older ones and what interrupted runs left are removed, then the picture
 * variants that no kept release holds leave the picture cache.
 */
import { prunePictureCache } from '../../lib/images/release.ts';
import { KEEP_RELEASES, listReleases, pruneReleases, releasePath } from '../releases.ts';
import { plural, type Run } from '../run.ts';
import { removeOrphanBuilds } from './build.ts';
import { pictureCacheOf, picturesEnabled } from './pictures.ts';

export async function prunePhase(run: Run): Promise<void> {
  const removed = await pruneReleases(run.publishDir, run.options.keep ?? KEEP_RELEASES, (line) => run.log(`prune: ${line}`)).catch(() => []);
  // What builds of processes that are gone (a killed run, a stopped service) left beside the releases.
  await removeOrphanBuilds(run.publishDir);
  const kept = (await listReleases(run.publishDir)).map((id) => releasePath(run.publishDir, id));
  const pictures = picturesEnabled(run) ? await prunePictureCache(pictureCacheOf(run), kept).catch(() => 0) : 0;
  run.lap('prune');
  if (removed.length === 0 && pictures === 0) return;
  run.log(
    `prune: ${removed.length ? `removed ${plural(removed.length, 'old release')}` : 'no release removed'}` +
      `${pictures ? `; ${plural(pictures, 'picture file')} no kept release uses left the cache` : ''}`,
  );
}
