/**
 * The image step of every build: each picture URL the pages show is fetched
 * once (bounded concurrency, retries on transient failures, conditional when
 * the cache knows it), checked and processed once ever (cache.ts), and comes
 * back as a Picture whose variants are files of the cache. A URL that cannot
 * be fetched or is not a picture comes back dropped, with the reason: the
 * page then shows the spec's fallback as for a missing URL, and the build
 * goes on. So does a picture whose process crashed, was killed or went over
 * its time or memory twice (the second time in a fresh process), and every
 * picture not ready by the step's deadline; those are tried again by the
 * next build. Same-origin paths are the site's own files and are left as they are.
 */
import { join } from 'node:path';
import { downloadImage, DownloadError, refusalOf } from '#api/image-download.ts';
import { createLimiter } from '#lib/pool.ts';
import { retry } from '#lib/retry.ts';
import { isSameOriginPath } from '#lib/safe-url.ts';
import { formatSeconds } from '#lib/text.ts';
import type { PreparedPicture } from '#lib/pictures.ts';
import { sha256 } from '../hash.ts';
import { PictureCache, type PictureRecord, type UrlRecord } from './cache.ts';
import { NotAPicture, type ProcessedPicture } from './process.ts';
import { PictureProcessFailed, PictureProcessor, type ProcessorBudget } from './processor.ts';
import { resolveImageSettings, type ImageSettings, type ImageStepOptions } from './settings.ts';

export type { ImageStepOptions } from './settings.ts';

/** What the step made of one URL (#lib/pictures.ts). */
export type Prepared = PreparedPicture;

export interface StepCounts {
  urls: number;
  /** Bytes never seen before, run through sharp (pictures or not). */
  processed: number;
  /** Answered 304: not downloaded again. */
  unchanged: number;
  /** Still fresh by the backend's Cache-Control: not asked at all. */
  fresh: number;
  downloaded: number;
  dropped: number;
  /** Wall time while any collection was waiting for its pictures (they overlap), ms. */
  ms: number;
}

/** What processing made of some bytes; a failed process is no verdict on them, so it is not kept in the cache. */
type Processed = { record: PictureRecord; keep: boolean };

/** The image settings from the environment (README, "Configuration"); `overrides` win. */

/** The picture cache: IMAGE_CACHE_DIR when set, else `images/` in Astro's cache folder (of the publish folder, or Astro's own). */
export function pictureCacheDir(
  imageCacheDir: string | undefined,
  astroCacheDir = join(process.cwd(), 'node_modules', '.astro'),
): string {
  return imageCacheDir ?? join(astroCacheDir, 'images');
}

/** The memory and time budgets of the picture processes of a step with `options`: a processor a caller hands the step has these. */
export function processorBudget(options: ImageStepOptions): ProcessorBudget {
  return budgetOf(resolveImageSettings(options));
}

const budgetOf = ({ processMemoryBytes, processTimeoutMs }: ImageSettings): ProcessorBudget => ({
  memoryBytes: processMemoryBytes,
  timeoutMs: processTimeoutMs,
});

export class ImageStep {
  readonly cache: PictureCache;
  readonly counts: StepCounts = { urls: 0, processed: 0, unchanged: 0, downloaded: 0, dropped: 0, ms: 0, fresh: 0 };
  readonly settings: ImageSettings;
  private readonly slots;
  /** Cache lookups at once: small files, but a site of 30,000 pictures must not open them all together. */
  private readonly lookups = createLimiter(32);
  private readonly processLimit;
  /** Pictures are processed in child processes, ended whenever no preparation is under way (./processor.ts). */
  private readonly processor;
  /** Aborted at the step's deadline, or when the caller stops it. */
  private readonly stop: AbortSignal;
  private readonly started = new Map<string, Promise<Prepared>>();
  private readonly bySource = new Map<string, Promise<Processed>>();
  private opened?: Promise<PictureCache>;
  private onStop?: Promise<Prepared>;
  private active = 0;
  private busySince = 0;

  /** `processor`: one with the {@link processorBudget} of the same options, its process perhaps started ahead; else the step's own. */
  constructor(options: ImageStepOptions, processor?: PictureProcessor) {
    this.settings = resolveImageSettings(options);
    const { cacheDir, deadlineMs, signal, fetchConcurrency, processConcurrency } = this.settings;
    this.cache = new PictureCache(cacheDir);
    this.stop = AbortSignal.any([AbortSignal.timeout(deadlineMs), ...(signal ? [signal] : [])]);
    this.slots = createLimiter(fetchConcurrency);
    this.processLimit = createLimiter(processConcurrency);
    this.processor = processor ?? new PictureProcessor(budgetOf(this.settings));
  }

  /**
   * Prepares every URL (each at most once per build, whoever asks); `progress`
   * gets a line every few seconds while new pictures are being processed.
   */
  async prepare(urls: Iterable<string>, progress?: (line: string) => void): Promise<Map<string, Prepared>> {
    const unique = [...new Set(urls)];
    const begun = performance.now();
    if (this.active++ === 0) this.busySince = begun;
    try {
      return await this.prepareAll(unique, begun, progress);
    } finally {
      if (--this.active === 0) {
        this.counts.ms += performance.now() - this.busySince;
        await this.processor.close();
      }
    }
  }

  private async prepareAll(
    unique: string[],
    begun: number,
    progress?: (line: string) => void,
  ): Promise<Map<string, Prepared>> {
    const before = this.counts.processed;
    let done = 0;
    let last = begun;
    const report = () => {
      const now = performance.now();
      if (!progress || now - last < 5000) return;
      last = now;
      const processed = this.counts.processed - before;
      const rate = processed / ((now - begun) / 1000);
      const left = unique.length - done;
      progress(
        `pictures: ${done}/${unique.length} (${Math.floor((100 * done) / unique.length)}%), ${processed} processed, ` +
          `${rate.toFixed(1)}/s${rate > 0 ? `, about ${formatSeconds(left / rate)} left` : ''}`,
      );
    };
    // URLs the cache has never seen start first: an approval's new photo, the last of 201 URLs at 10,000 entries, was
    // asked for 80–330 ms after the step began (the others' lookups), 8–60 ms once first (both at a load of 18).
    const seen = await this.cache.seenUrls();
    const started = new Map(
      [...unique.filter((url) => !seen(url)), ...unique.filter(seen)].map((url) => [url, this.prepareOne(url)]),
    );
    const results = await Promise.all(
      unique.map(async (url) => {
        const result = await started.get(url)!;
        done++;
        report();
        return [url, result] as const;
      }),
    );
    return new Map(results);
  }

  private prepareOne(url: string): Promise<Prepared> {
    let pending = this.started.get(url);
    if (!pending) {
      this.counts.urls++;
      // What the cache answers takes no slot: it never waits behind the downloads, nor a download behind the lookups.
      // A slot lasts until the picture is processed: downloads never pile up bytes (2–25 MB each)
      // faster than the CPU turns them into variants.
      const work = this.lookups(() => this.withoutRequest(url)).then(
        (found) => found.prepared ?? this.slots(() => this.fetchAndProcess(url, found.known)),
      );
      pending = Promise.race([work, this.whenStopped()]).then((result) => {
        if ('dropped' in result) this.counts.dropped++;
        return result;
      });
      this.started.set(url, pending);
    }
    return pending;
  }

  /**
   * What `url` is without a request: a path of the site's own, refused by the settings (checked before the cache is
   * read), or a picture the cache holds that the backend said is still fresh. Else what the cache knows of the URL,
   * for a conditional request.
   */
  private async withoutRequest(url: string): Promise<{ prepared?: Prepared; known?: UrlRecord }> {
    if (this.stop.aborted) return { prepared: this.stopped() };
    if (isSameOriginPath(url)) return { prepared: { own: true } };
    const refusal = refusalOf(url, this.settings.sources);
    if (refusal) return { prepared: { dropped: `${refusal}: not fetched` } };
    const cache = await (this.opened ??= this.cache.open());
    const known = await cache.readUrl(url);
    if (known && !this.settings.revalidate && (known.freshUntil ?? 0) > Date.now()) {
      const record = await cache.readPicture(known.source);
      if (record) {
        this.counts.fresh++;
        return { prepared: outcome(record) };
      }
    }
    return { known };
  }

  /** Why a picture was not ready when the step stopped. */
  private stopped(): Prepared {
    const deadline = (this.stop.reason as Error | undefined)?.name === 'TimeoutError';
    const why = deadline
      ? `the picture step's deadline (IMAGE_STEP_DEADLINE_MS, ${this.settings.deadlineMs / 1000} s) passed`
      : 'the picture step was stopped';
    return { dropped: `not ready: ${why}; tried again by the next build` };
  }

  /** One promise for every picture (one listener on the signal, not one each). */
  private whenStopped(): Promise<Prepared> {
    return (this.onStop ??= new Promise((resolve) => {
      if (this.stop.aborted) resolve(this.stopped());
      else this.stop.addEventListener('abort', () => resolve(this.stopped()), { once: true });
    }));
  }

  private async fetchAndProcess(url: string, known: UrlRecord | undefined): Promise<Prepared> {
    if (this.stop.aborted) return this.stopped();
    const cache = await (this.opened ??= this.cache.open());
    try {
      if (known?.etag || known?.lastModified) {
        const answer = await this.download(url, known);
        if (answer.kind === 'unchanged') {
          const record = await cache.readPicture(known.source);
          if (record) {
            this.counts.unchanged++;
            await cache.writeUrl({ ...known, freshUntil: this.freshUntil(answer.maxAgeSeconds) });
            return outcome(record);
          }
          // Processed with other settings, or pruned: fetch it whole.
          return this.fromBytes(url, await this.download(url));
        }
        return this.fromBytes(url, answer);
      }
      return this.fromBytes(url, await this.download(url));
    } catch (error) {
      if (this.stop.aborted) return this.stopped();
      if (error instanceof DownloadError) return { dropped: `could not be fetched: ${error.message}` };
      throw error;
    }
  }

  private download(url: string, validators?: { etag?: string; lastModified?: string }) {
    return retry(
      () =>
        downloadImage(url, {
          allowed: this.settings.sources,
          maxBytes: this.settings.maxBytes,
          timeoutMs: this.settings.timeoutMs,
          etag: validators?.etag,
          lastModified: validators?.lastModified,
          signal: this.stop,
        }),
      {
        attempts: this.settings.attempts,
        delay: (n) => 250 * 2 ** (n - 1) + Math.random() * 100,
        shouldRetry: (error) => error instanceof DownloadError && error.transient && !this.stop.aborted,
      },
    );
  }

  /** Until when the cache need not ask again: the backend's max-age, trusted for IMAGE_MAX_AGE_SECONDS at most. */
  private freshUntil(maxAgeSeconds: number | undefined): number | undefined {
    const seconds = Math.min(maxAgeSeconds ?? 0, this.settings.maxAgeSeconds);
    return seconds > 0 ? Date.now() + seconds * 1000 : undefined;
  }

  private async fromBytes(url: string, answer: Awaited<ReturnType<ImageStep['download']>>): Promise<Prepared> {
    if (answer.kind !== 'downloaded') throw new DownloadError('answered 304 to an unconditional request', false);
    this.counts.downloaded++;
    const cache = await (this.opened ??= this.cache.open());
    const source = sha256(answer.bytes);
    // The same bytes behind two URLs (re-uploads, copies) are processed once, even at the same moment.
    let pending = this.bySource.get(source);
    if (!pending) {
      pending = (async () => {
        const known = await cache.readPicture(source);
        if (known) return { record: known, keep: true };
        const processed = await this.processLimit(() => this.process(answer.bytes));
        if (processed.keep) await cache.writePicture(source, processed.record);
        return processed;
      })();
      this.bySource.set(source, pending);
    }
    const { record, keep } = await pending;
    if (keep)
      await cache.writeUrl({
        url,
        source,
        etag: answer.etag,
        lastModified: answer.lastModified,
        freshUntil: this.freshUntil(answer.maxAgeSeconds),
      });
    return outcome(record);
  }

  private async process(bytes: Buffer): Promise<Processed> {
    let made: ProcessedPicture;
    this.counts.processed++;
    try {
      made = await this.processInItsOwnProcess(bytes);
    } catch (error) {
      if (error instanceof NotAPicture) return { record: { failed: error.message }, keep: true };
      if (error instanceof PictureProcessFailed)
        return { record: { failed: `not processed: ${error.message}` }, keep: false };
      throw error;
    }
    const write = (variants: Array<{ width: number; data: Buffer }>) =>
      Promise.all(
        variants.map(async (variant) => [variant.width, await this.cache.writeFile(variant.data, 'webp')] as const),
      );
    const [wide, cover, square] = await Promise.all([write(made.wide), write(made.cover), write(made.square)]);
    const largest = made.wide[made.wide.length - 1]!;
    return {
      record: {
        picture: {
          width: largest.width,
          height: largest.height,
          wide,
          cover,
          square,
          ...(made.social ? { social: await this.cache.writeFile(made.social, 'jpg') } : {}),
        },
      },
      keep: true,
    };
  }

  /** One retry, in a fresh process, when the process failed (the first may have been another's fault: a kill from outside, a crash). */
  private async processInItsOwnProcess(bytes: Buffer): Promise<ProcessedPicture> {
    const limits = { maxPixels: this.settings.maxPixels };
    if (this.stop.aborted) throw new PictureProcessFailed('the picture step stopped first');
    try {
      return await this.processor.process(bytes, limits);
    } catch (error) {
      if (!(error instanceof PictureProcessFailed) || this.stop.aborted) throw error;
      return await this.processor.process(bytes, limits, { fresh: true }).catch((again: unknown) => {
        throw again instanceof PictureProcessFailed
          ? new PictureProcessFailed(`${again.message} (tried twice)`)
          : again;
      });
    }
  }
}

function outcome(record: PictureRecord): Prepared {
  return 'picture' in record ? { picture: record.picture } : { dropped: record.failed };
}
