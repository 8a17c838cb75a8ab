/**
 * The pictures phase: every picture of the snapshot fetched (or found fresh or
 * unchanged) and processed once, ever, before the build (../../lib/images/).
 * The build's pages read what became of each URL; a picture that could not be
 * had is reported as it is dropped, and its pages show the spec's fallback.
 * IMAGES=off: the pages keep the backend's URLs.
 *
 * ```
 *   start ──► a picture process starts with the run: Node's start and sharp's loading (0.5–0.6 s of CPU) overlap
 *             the fetch instead of delaying an approval's new photo (its whole pictures phase had 1 s, and took 1.2)
 *   run   ──► the image step, the run's first new picture processed in that process; every process ended once the
 *             pictures are ready
 *   end   ──► a run that ended before its pictures (nothing changed, a failure) ends the process
 * ```
 */
import { preparePictures } from '../../lib/images/prepare.ts';
import type { PictureProcessor } from '../../lib/images/processor.ts';
import { ImageStep, pictureProcessorFor, type ImageStepOptions } from '../../lib/images/step.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural, type Run } from '../run.ts';

/** The image step's options for `run`; none when pictures are off. */
function stepOptions(run: Run): ImageStepOptions | undefined {
  const { options, pictureCache } = run;
  if (options.pictures === false || !pictureCache) return undefined;
  // A full run asks for every picture again (conditionally), however long the backend said it stays fresh.
  return { ...options.pictures, cacheDir: pictureCache, apiHost: options.apiHost, revalidate: options.full };
}

export const picturesPhase: PhaseModule<'pictures', 'fetch', PictureProcessor | undefined> = {
  name: 'pictures',
  needs: ['fetch'],
  failure: () => 'the image step failed',

  start(run) {
    const options = stepOptions(run);
    if (!options) return undefined;
    const processor = pictureProcessorFor(options);
    processor.startAhead();
    return processor;
  },

  async run(run, { fetch: snapshot }, processor) {
    const options = stepOptions(run);
    if (!options) return undefined;
    const step = new ImageStep(options, processor);
    const prepared = await preparePictures(snapshot.data!, step, run.log);
    return { prepared, counts: step.counts, cacheDir: options.cacheDir };
  },

  summary: (pictures) => {
    if (!pictures) return "off (IMAGES=off): the pages show the backend's URLs";
    const { urls, processed, dropped } = pictures.counts;
    return `${plural(urls, 'picture')}, ${processed} processed${dropped ? `, ${dropped} dropped` : ''}`;
  },

  details: (pictures) => {
    if (!pictures) return [];
    const { fresh, unchanged, downloaded, processed } = pictures.counts;
    return [
      `${fresh} fresh by Cache-Control, ${unchanged} unchanged by ETag or date, ${downloaded - processed} downloaded and known by their content`,
    ];
  },

  async end(_run, processor) {
    await processor?.close();
  },
};
