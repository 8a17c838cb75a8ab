/**
 * The prune phase: the pages' release that its search release replaced goes
 * (the same pages with an older index: not worth a rollback step); the newest
 * releases are kept (and always the live one), older ones and what interrupted
 * runs left are removed, then the picture variants that no kept release holds
 * leave the picture cache. What cannot be removed is reported, and the next
 * prune tries again; the run has published all the same.
 */
import { prunePictureCache } from '../../lib/images/release.ts';
import { removeOrphanBuilds } from '../build-folders.ts';
import { forgetRelease, KEEP_RELEASES, listReleases, pruneReleases, releasePath } from '../releases.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural } from '../run.ts';

export const prunePhase: PhaseModule<'prune'> = {
  name: 'prune',
  needs: [],

  async run(run) {
    await run.stillLocked();
    const problems: string[] = [];
    const attempt = async <T>(what: string, work: () => Promise<T>, otherwise: T): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        problems.push(`could not remove ${what}: ${(error as Error).message}; the next prune tries again`);
        return otherwise;
      }
    };
    // Published by this run and live no more: the pages' release, once its search release is live.
    const replaced = run.published.slice(0, -1).map((release) => release.id);
    for (const id of replaced)
      await attempt(
        `releases/${id}, which its search release replaced`,
        () => forgetRelease(run.publishDir, id),
        undefined,
      );
    const removed = await attempt(
      'old releases',
      () => pruneReleases(run.publishDir, run.options.keep ?? KEEP_RELEASES, (line) => run.log(`prune: ${line}`)),
      [] as string[],
    );
    // What builds of processes that are gone (a killed run, a stopped service) left beside the releases.
    await attempt('what ended builds left', () => removeOrphanBuilds(run.publishDir), undefined);
    const cache = run.pictureCache;
    const kept = async () => (await listReleases(run.publishDir)).map((id) => releasePath(run.publishDir, id));
    const pictureFiles = cache
      ? await attempt('unused pictures from the cache', async () => prunePictureCache(cache, await kept()), 0)
      : 0;
    return { removed, ...(replaced.length ? { replaced: replaced.join(', ') } : {}), pictureFiles, problems };
  },

  summary: ({ removed, pictureFiles }) => {
    const releases = removed.length ? `${plural(removed.length, 'old release')} removed` : 'no old release to remove';
    return pictureFiles
      ? `${releases}; ${plural(pictureFiles, 'picture file')} no kept release uses left the cache`
      : releases;
  },

  warnings: ({ problems }) => problems,

  details: ({ replaced }) =>
    replaced ? [`releases/${replaced}, the pages' release its search release replaced, removed`] : [],
};
