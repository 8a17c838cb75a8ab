/**
 * The build's download of one picture the pages show. A record can name any
 * URL, so the build machine fetches only from allowed places (an origin and a
 * path prefix on it: the whole of the backend's origin, and those the ops
 * list, scripts/lib/images/settings.ts), never a
 * URL with credentials, follows redirects itself and checks every hop, stops
 * at a size and a time limit, and asks conditionally when it already has the
 * file (ETag / Last-Modified), so an unchanged upload is not sent again. It
 * reports how long the answer stays fresh (Cache-Control max-age), so the
 * cache need not even ask until then. What it returns is bytes: whether they
 * are a picture is for the image step to find out from the bytes themselves.
 */
import ky, { isNetworkError, isTimeoutError } from 'ky';

/** A place pictures may come from: an origin and a path prefix on it (`/` for the whole origin), ending in `/`. */
export interface PictureSource {
  origin: string;
  path: string;
}

/**
 * `https://host[:port][/prefix]` as a place pictures may come from; without a
 * path, the whole origin. Undefined for anything else (not http(s), credentials,
 * a query).
 */
export function pictureSource(value: string): PictureSource | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash)
    return undefined;
  return { origin: url.origin, path: url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/` };
}

/**
 * Why `url` must not be fetched, or undefined when it may. The path is the
 * one the request sends, dot segments resolved (`/media/../x` and
 * `/media/%2e%2e/x` are `/x`); a segment that a server could still turn
 * into a separator or a dot segment (`..%2f`, `%5c`, `..;`) is refused.
 */
export function refusalOf(url: string, sources: readonly PictureSource[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'not an http(s) URL';
  if (parsed.username || parsed.password) return 'a URL with credentials (user:password@) is never fetched';
  const here = sources.filter((source) => source.origin === parsed.origin);
  if (here.length === 0) return "not an allowed origin (the backend's, or IMAGE_ORIGINS)";
  if (parsed.pathname.split('/').some(hidesTraversal))
    return 'a path with an encoded separator or dot segment is never fetched';
  if (!here.some((source) => parsed.pathname.startsWith(source.path))) {
    return `not under an allowed path (${here.map((source) => source.path).join(', ')} on this origin, as IMAGE_ORIGINS says)`;
  }
  return undefined;
}

function hidesTraversal(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  const name = decoded.split(';')[0];
  return /[/\\\0]/.test(decoded) || name === '.' || name === '..';
}

export interface DownloadOptions {
  /** Where the build may fetch pictures from (redirects included). */
  allowed: readonly PictureSource[];
  maxBytes: number;
  /** For the whole download, body included. */
  timeoutMs: number;
  /** Validators of the copy the cache holds. */
  etag?: string;
  lastModified?: string;
  /** Stops the download (the image step's deadline). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export type Download =
  | { kind: 'unchanged'; maxAgeSeconds?: number }
  | { kind: 'downloaded'; bytes: Buffer; etag?: string; lastModified?: string; maxAgeSeconds?: number };

/** How long the answer says it stays fresh (`Cache-Control: max-age`), unless it asks to be checked every time. */
function maxAgeOf(cacheControl: string | null): number | undefined {
  if (!cacheControl || /\b(no-cache|no-store)\b/i.test(cacheControl)) return undefined;
  const match = /\bmax-age=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/**
 * Why a picture could not be downloaded; `transient` failures are worth another
 * attempt. A time-out is not: a slow origin would hold a download slot for
 * attempts × the time limit.
 */
export class DownloadError extends Error {
  readonly transient: boolean;
  constructor(message: string, transient: boolean) {
    super(message);
    this.name = 'DownloadError';
    this.transient = transient;
  }
}

const MAX_REDIRECTS = 3;

export async function downloadImage(url: string, options: DownloadOptions): Promise<Download> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const stopped = () =>
    new DownloadError(
      options.signal?.aborted ? 'stopped' : `no complete answer within ${options.timeoutMs / 1000} s`,
      false,
    );
  const headers: Record<string, string> = { Accept: 'image/*' };
  if (options.etag) headers['If-None-Match'] = options.etag;
  if (options.lastModified) headers['If-Modified-Since'] = options.lastModified;
  let target = url;
  for (let hop = 0; ; hop++) {
    const refusal = refusalOf(target, options.allowed);
    if (refusal) throw new DownloadError(`${target === url ? '' : `redirected to ${target}: `}${refusal}`, false);
    let response: Response;
    try {
      response = await ky.get(target, {
        headers,
        redirect: 'manual',
        retry: 0,
        timeout: false,
        throwHttpErrors: false,
        signal,
        fetch: options.fetch,
      });
    } catch (error) {
      if (isTimeoutError(error) || signal.aborted) throw stopped();
      if (isNetworkError(error) || error instanceof TypeError)
        throw new DownloadError(`network error (${(error as Error).message})`, true);
      throw error;
    }
    const maxAgeSeconds = maxAgeOf(response.headers.get('cache-control'));
    if (response.status === 304) return { kind: 'unchanged', maxAgeSeconds };
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new DownloadError(`more than ${MAX_REDIRECTS} redirects`, false);
      target = new URL(response.headers.get('location')!, target).href;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      const transient = response.status >= 500 || response.status === 408 || response.status === 429;
      throw new DownloadError(`HTTP ${response.status}`, transient);
    }
    const bytes = await readLimited(response, options.maxBytes, signal, stopped);
    return {
      kind: 'downloaded',
      bytes,
      etag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
      maxAgeSeconds,
    };
  }
}

async function readLimited(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  stopped: () => DownloadError,
): Promise<Buffer> {
  const tooLarge = () =>
    new DownloadError(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB (IMAGE_MAX_BYTES)`, false);
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    if (signal.aborted) throw stopped();
    throw new DownloadError(`the answer broke off (${(error as Error).message})`, true);
  }
  return Buffer.concat(chunks);
}
