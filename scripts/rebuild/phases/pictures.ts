/**
 * The pictures phase: every picture of the snapshot fetched (or found fresh or
 * unchanged) and processed once, ever, before the build (../../lib/images/).
 * The build's pages read what became of each URL; a picture that could not be
 * had is reported and its pages show the spec's fallback.
 */
import type { PreparedPictures } from '#lib/pictures.ts';
import { preparePictures } from '../../lib/images/prepare.ts';
import { ImageStep, pictureCacheDir, type StepCounts } from '../../lib/images/step.ts';
import { inPhase, seconds, type Run } from '../run.ts';
import type { SnapshotManifest } from '../snapshot.ts';

/** The picture cache of a publish folder (IMAGE_CACHE_DIR, else `images/` in its Astro cache). */
export const pictureCacheOf = (run: Run) => pictureCacheDir(run.options.pictures ? run.options.pictures.cacheDir : undefined, run.cacheDir);

export const picturesEnabled = (run: Run) => run.options.pictures !== false;

export async function picturesPhase(run: Run, snapshot: SnapshotManifest): Promise<{ prepared: PreparedPictures; counts: StepCounts } | undefined> {
  if (!picturesEnabled(run)) return undefined;
  // A full run asks for every picture again (conditionally), however long the backend said it stays fresh.
  const step = new ImageStep({ ...run.options.pictures, cacheDir: pictureCacheOf(run), apiHost: run.options.apiHost, revalidate: run.options.full });
  const prepared = await inPhase('pictures', 'the image step failed, nothing was published: ', () => preparePictures(snapshot.data!, step, run.log));
  const counts = step.counts;
  const ms = run.lap('pictures');
  run.log(
    `pictures: ${counts.urls} (${counts.processed} processed, ${counts.fresh} fresh by Cache-Control, ${counts.unchanged} unchanged by ETag or date, ` +
      `${counts.downloaded - counts.processed} downloaded and known by their content, ${counts.dropped} dropped; ${seconds(ms)})`,
  );
  return { prepared, counts };
}
