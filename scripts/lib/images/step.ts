/**
 * The image step of every build: each picture URL the pages show is fetched
 * once (bounded concurrency, retries on transient failures, conditional when
 * the cache knows it), checked and processed once ever (cache.ts), and comes
 * back as a Picture whose variants are files of the cache. A URL that cannot
 * be fetched or is not a picture comes back dropped, with the reason: the
 * page then shows the spec's fallback as for a missing URL, and the build
 * goes on. Same-origin paths are the site's own files and are left as they are.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { downloadImage, DownloadError, isAllowedOrigin } from '#api/image-download.ts';
import { createLimiter } from '#lib/pool.ts';
import { retry } from '#lib/retry.ts';
import { isSameOriginPath } from '#lib/safe-url.ts';
import type { Picture } from '#lib/pictures.ts';
import { PictureCache, sha256, type PictureRecord } from './cache.ts';
import { NotAPicture, type ProcessedPicture } from './process.ts';
import { PictureProcessor } from './processor.ts';

export type Prepared = { picture: Picture } | { dropped: string } | { own: true };

export interface ImageStepOptions {
  cacheDir: string;
  /** The backend's base URL: its origin may always be fetched. */
  apiHost: string;
  /** More origins (blob storage), from IMAGE_ORIGINS. */
  extraOrigins?: string[];
  maxBytes?: number;
  maxPixels?: number;
  timeoutMs?: number;
  attempts?: number;
  fetchConcurrency?: number;
  processConcurrency?: number;
}

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

const DEFAULTS = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 100_000_000,
  timeoutMs: 30_000,
  attempts: 5,
  fetchConcurrency: 8,
};

/** The image settings from the environment (README, "Configuration"). */
export function imageStepFromEnv(env: NodeJS.ProcessEnv = process.env): ImageStep {
  const number = (name: string) => (env[name] ? Number(env[name]) : undefined);
  return new ImageStep({
    cacheDir: imageCacheDir(env),
    apiHost: env.PUBLIC_API_HOST ?? '',
    extraOrigins: (env.IMAGE_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    maxBytes: number('IMAGE_MAX_BYTES'),
    maxPixels: number('IMAGE_MAX_PIXELS'),
    timeoutMs: number('IMAGE_FETCH_TIMEOUT_MS'),
    attempts: number('BUILD_FETCH_ATTEMPTS'),
    fetchConcurrency: number('BUILD_CONCURRENCY'),
  });
}

/** IMAGE_CACHE_DIR, else `images/` in Astro's cache folder (ASTRO_CACHE_DIR or node_modules/.astro). */
export function imageCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.IMAGE_CACHE_DIR || join(env.ASTRO_CACHE_DIR || join(process.cwd(), 'node_modules', '.astro'), 'images');
}

export class ImageStep {
  readonly cache: PictureCache;
  readonly counts: StepCounts = { urls: 0, processed: 0, unchanged: 0, downloaded: 0, dropped: 0, ms: 0, fresh: 0 };
  private readonly options: Required<Omit<ImageStepOptions, 'extraOrigins' | 'cacheDir' | 'apiHost'>>;
  private readonly origins: Set<string>;
  private readonly slots;
  private readonly processLimit;
  /** Pictures are processed in a child process, ended whenever no preparation is under way (./processor.ts). */
  private readonly processor = new PictureProcessor();
  private readonly started = new Map<string, Promise<Prepared>>();
  private readonly bySource = new Map<string, Promise<PictureRecord>>();
  private opened?: Promise<PictureCache>;
  private active = 0;
  private busySince = 0;

  constructor(options: ImageStepOptions) {
    this.cache = new PictureCache(options.cacheDir);
    this.options = {
      maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
      maxPixels: options.maxPixels ?? DEFAULTS.maxPixels,
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      attempts: options.attempts ?? DEFAULTS.attempts,
      fetchConcurrency: options.fetchConcurrency ?? DEFAULTS.fetchConcurrency,
      processConcurrency: options.processConcurrency ?? availableParallelism(),
    };
    this.origins = new Set(
      [options.apiHost, ...(options.extraOrigins ?? [])].flatMap((value) => {
        try {
          return [new URL(value).origin];
        } catch {
          return [];
        }
      }),
    );
    this.slots = createLimiter(this.options.fetchConcurrency);
    this.processLimit = createLimiter(this.options.processConcurrency);
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

  private async prepareAll(unique: string[], begun: number, progress?: (line: string) => void): Promise<Map<string, Prepared>> {
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
          `${rate.toFixed(1)}/s${rate > 0 ? `, about ${formatDuration(left / rate)} left` : ''}`,
      );
    };
    const results = await Promise.all(
      unique.map(async (url) => {
        const result = await this.prepareOne(url);
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
      // A slot lasts until the picture is processed: downloads never pile up bytes (2–25 MB each)
      // faster than the CPU turns them into variants.
      pending = this.slots(() => this.fetchAndProcess(url)).then((result) => {
        if ('dropped' in result) this.counts.dropped++;
        return result;
      });
      this.started.set(url, pending);
    }
    return pending;
  }

  private async fetchAndProcess(url: string): Promise<Prepared> {
    if (isSameOriginPath(url)) return { own: true };
    if (!isAllowedOrigin(url, this.origins)) {
      return { dropped: 'not from an allowed origin (the backend\'s, or one listed in IMAGE_ORIGINS): not fetched' };
    }
    const cache = await (this.opened ??= this.cache.open());
    try {
      const known = await cache.readUrl(url);
      if (known && (known.freshUntil ?? 0) > Date.now()) {
        const record = await cache.readPicture(known.source);
        if (record) {
          this.counts.fresh++;
          return outcome(record);
        }
      }
      if (known?.etag || known?.lastModified) {
        const answer = await this.download(url, known);
        if (answer.kind === 'unchanged') {
          const record = await cache.readPicture(known.source);
          if (record) {
            this.counts.unchanged++;
            await cache.writeUrl({ ...known, freshUntil: freshUntil(answer.maxAgeSeconds) });
            return outcome(record);
          }
          // Processed with other settings, or pruned: fetch it whole.
          return this.fromBytes(url, await this.download(url));
        }
        return this.fromBytes(url, answer);
      }
      return this.fromBytes(url, await this.download(url));
    } catch (error) {
      if (error instanceof DownloadError) return { dropped: `could not be fetched: ${error.message}` };
      throw error;
    }
  }

  private download(url: string, validators?: { etag?: string; lastModified?: string }) {
    return retry(
      () =>
        downloadImage(url, {
          allowedOrigins: this.origins,
          maxBytes: this.options.maxBytes,
          timeoutMs: this.options.timeoutMs,
          etag: validators?.etag,
          lastModified: validators?.lastModified,
        }),
      {
        attempts: this.options.attempts,
        delay: (n) => 250 * 2 ** (n - 1) + Math.random() * 100,
        shouldRetry: (error) => error instanceof DownloadError && error.transient,
      },
    );
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
        if (known) return known;
        const record = await this.processLimit(() => this.process(answer.bytes));
        await cache.writePicture(source, record);
        return record;
      })();
      this.bySource.set(source, pending);
    }
    const record = await pending;
    await cache.writeUrl({ url, source, etag: answer.etag, lastModified: answer.lastModified, freshUntil: freshUntil(answer.maxAgeSeconds) });
    return outcome(record);
  }

  private async process(bytes: Buffer): Promise<PictureRecord> {
    let made: ProcessedPicture;
    this.counts.processed++;
    try {
      made = await this.processor.process(bytes, { maxPixels: this.options.maxPixels });
    } catch (error) {
      if (error instanceof NotAPicture) return { failed: error.message };
      throw error;
    }
    const wide = await Promise.all(made.wide.map(async (variant) => [variant.width, await this.cache.writeFile(variant.data, 'webp')] as const));
    const cover = await Promise.all(made.cover.map(async (variant) => [variant.width, await this.cache.writeFile(variant.data, 'webp')] as const));
    const square = await Promise.all(made.square.map(async (variant) => [variant.width, await this.cache.writeFile(variant.data, 'webp')] as const));
    const largest = made.wide[made.wide.length - 1]!;
    return {
      picture: {
        width: largest.width,
        height: largest.height,
        wide,
        cover,
        square,
        ...(made.social ? { social: await this.cache.writeFile(made.social, 'jpg') } : {}),
      },
    };
  }
}

function freshUntil(maxAgeSeconds: number | undefined): number | undefined {
  return maxAgeSeconds ? Date.now() + maxAgeSeconds * 1000 : undefined;
}

function outcome(record: PictureRecord): Prepared {
  return 'picture' in record ? { picture: record.picture } : { dropped: record.failed };
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'unknown';
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
