/**
 * The image step's settings: the defaults that depend on the machine (the
 * fixed ones are in scripts/settings.ts, with their names in the environment),
 * and how many pictures are processed at once.
 *
 * Processing is sized by memory. A picture is decoded whole when its format
 * cannot be read a strip at a time, as an interlaced PNG: a small file can
 * take hundreds of megabytes (docs/operations.md, "Pictures", has the
 * figures). So the pixel limit is what a phone camera makes, 50 MP; one
 * picture's process gets 8 bytes a pixel at that limit plus 512 MB (the
 * process itself and what earlier pictures left it: 894 MB); and as many
 * pictures run at once as the step's total budget holds, at most one per core.
 */
import { availableParallelism, totalmem } from 'node:os';
import { pictureSource, type PictureSource } from '#api/image-download.ts';
import { IMAGE_DEFAULTS, type PictureSettings } from '../../settings.ts';

/** The step's options: the settings' (IMAGE_*, scripts/settings.ts) and what each build gives. */
export interface ImageStepOptions extends PictureSettings {
  cacheDir: string;
  /** The backend's base URL: any path of its origin may be fetched, unless `extraOrigins` narrows it. */
  apiHost: string;
  /** Pictures processed at once; by default as many as `memoryMb` holds of `processMemoryMb`, at most one per core. */
  processConcurrency?: number;
  /** Ask for every picture again (conditionally), however fresh the backend said it was: `rebuild --full`. */
  revalidate?: boolean;
  /** Stops the step: a picture not ready by then is dropped. */
  signal?: AbortSignal;
}

export interface ImageSettings {
  cacheDir: string;
  sources: PictureSource[];
  maxBytes: number;
  maxPixels: number;
  timeoutMs: number;
  attempts: number;
  fetchConcurrency: number;
  processConcurrency: number;
  processMemoryBytes: number;
  processTimeoutMs: number;
  deadlineMs: number;
  maxAgeSeconds: number;
  revalidate: boolean;
  signal?: AbortSignal;
}

const MB = 1024 * 1024;

/** One picture's process by default: 8 bytes a pixel at the pixel limit, plus 512 MB. */
const defaultProcessMemoryMb = (maxPixels: number) => Math.ceil((maxPixels * 8) / MB) + 512;

/** All picture processes together by default: a quarter of the machine's memory (or of its container's limit). */
function defaultMemoryMb(): number {
  const limit = Math.min(process.constrainedMemory() || Infinity, totalmem());
  return Math.floor(limit / 4 / MB);
}

/** Pictures at once: as many as the total holds of one picture's budget, at most one per core, at least one. */
export function processParallelism(memoryMb: number, processMemoryMb: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor(memoryMb / processMemoryMb)));
}

/**
 * Where pictures may come from: the places IMAGE_ORIGINS lists, and the whole
 * of the backend's origin unless one of them names that origin (with a path:
 * the operator narrowed it). The contract says nothing of where a backend
 * keeps its files: a picture is whatever URL the record carries.
 */
function pictureSources(apiHost: string, extraOrigins: readonly string[]): PictureSource[] {
  const listed = extraOrigins.flatMap((value) => pictureSource(value) ?? []);
  const host = pictureSource(apiHost);
  const backend = host && { origin: host.origin, path: '/' };
  const narrowed = backend && listed.some((source) => source.origin === backend.origin);
  return [...(backend && !narrowed ? [backend] : []), ...listed];
}

/** The options with every default filled in. */
export function resolveImageSettings(options: ImageStepOptions): ImageSettings {
  const maxPixels = options.maxPixels ?? IMAGE_DEFAULTS.maxPixels;
  const memoryMb = options.memoryMb ?? defaultMemoryMb();
  const processMemoryMb = Math.min(options.processMemoryMb ?? defaultProcessMemoryMb(maxPixels), memoryMb);
  return {
    cacheDir: options.cacheDir,
    sources: pictureSources(options.apiHost, options.extraOrigins ?? []),
    maxBytes: options.maxBytes ?? IMAGE_DEFAULTS.maxBytes,
    maxPixels,
    timeoutMs: options.timeoutMs ?? IMAGE_DEFAULTS.timeoutMs,
    attempts: options.attempts ?? IMAGE_DEFAULTS.attempts,
    fetchConcurrency: options.fetchConcurrency ?? IMAGE_DEFAULTS.fetchConcurrency,
    processConcurrency: options.processConcurrency ?? processParallelism(memoryMb, processMemoryMb),
    processMemoryBytes: processMemoryMb * MB,
    processTimeoutMs: options.processTimeoutMs ?? IMAGE_DEFAULTS.processTimeoutMs,
    deadlineMs: options.deadlineMs ?? IMAGE_DEFAULTS.deadlineMs,
    maxAgeSeconds: options.maxAgeSeconds ?? IMAGE_DEFAULTS.maxAgeSeconds,
    revalidate: options.revalidate ?? false,
    signal: options.signal,
  };
}
