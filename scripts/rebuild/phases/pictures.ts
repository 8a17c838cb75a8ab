/**
 * The pictures phase: every picture of the snapshot fetched (or found fresh or
 * unchanged) and processed once, ever, before the build (../../lib/images/).
 * The build's pages read what became of each URL; a picture that could not be
 * had is reported as it is dropped, and its pages show the spec's fallback.
 * IMAGES=off: the pages keep the backend's URLs.
 *
 * ```
 *   start ──► the picture process the last run of this service kept (../standby.ts), taken; else, once compare says a
 *             release is made, one is started, its start (Node and sharp, 0.5–0.6 s of CPU) beside the cache's
 *             lookups and the downloads: a run that changes nothing starts none (it cost a no-change run 0.3–0.4 s)
 *   run   ──► the image step, the run's first new picture processed in that process (after a fetch that read most
 *             entries in full, once this process has given back the memory it no longer uses)
 *   end   ──► processes that were given a picture end (libvips keeps what it frees); a service keeps one started for
 *             the next run, so an approval's new photo does not wait for a process to start
 * ```
 */
import { releaseMemory } from '#integrations/release-memory.ts';
import { preparePictures } from '../../lib/images/prepare.ts';
import { PictureProcessor } from '../../lib/images/processor.ts';
import { ImageStep, processorBudget, type ImageStepOptions } from '../../lib/images/step.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural, type Run } from '../run.ts';
import { keepPictureProcessor, takePictureProcessor } from '../standby.ts';

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

  async start(run) {
    const options = stepOptions(run);
    if (!options) return undefined;
    const budget = processorBudget(options);
    const kept = run.options.standby ? await takePictureProcessor(JSON.stringify(budget)) : undefined;
    if (kept) return kept;
    const processor = new PictureProcessor(budget);
    run.events.once('compare', (comparison) => {
      if (comparison.changed) processor.startAhead();
    });
    return processor;
  },

  async run(run, { fetch: snapshot }, processor) {
    const options = stepOptions(run);
    if (!options) return undefined;
    // A fetch that read most entries in full (a first build's, `--full`) left most of its garbage in this process
    // as the picture processes start and Astro bundles: the run's peak of memory. It is given back first (a
    // collection: about 0.15 s at 10,000 entries), never on an approval's path.
    if (snapshot.details && snapshot.details.fetched * 2 > snapshot.entries) releaseMemory();
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

  async end(run, processor) {
    if (!processor) return;
    if (processor.used || !run.options.standby) await processor.close();
    const options = stepOptions(run);
    if (run.options.standby && options) await keepPictureProcessor(JSON.stringify(processorBudget(options)), processor);
  },
};
