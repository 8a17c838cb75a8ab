/**
 * The pictures phase: every picture of the snapshot fetched (or found fresh or
 * unchanged) and processed once, ever, before the build (../../lib/images/).
 * The build's pages read what became of each URL; a picture that could not be
 * had is reported as it is dropped, and its pages show the spec's fallback.
 * IMAGES=off: the pages keep the backend's URLs.
 */
import { preparePictures } from '../../lib/images/prepare.ts';
import { ImageStep } from '../../lib/images/step.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural } from '../run.ts';

export const picturesPhase: PhaseModule<'pictures', 'fetch'> = {
  name: 'pictures',
  needs: ['fetch'],
  failure: () => 'the image step failed',

  async run(run, { fetch: snapshot }) {
    const { options, pictureCache } = run;
    if (options.pictures === false || !pictureCache) return undefined;
    // A full run asks for every picture again (conditionally), however long the backend said it stays fresh.
    const step = new ImageStep({
      ...options.pictures,
      cacheDir: pictureCache,
      apiHost: options.apiHost,
      revalidate: options.full,
    });
    const prepared = await preparePictures(snapshot.data!, step, run.log);
    return { prepared, counts: step.counts, cacheDir: pictureCache };
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
};
