/**
 * The build's download of one picture the pages show. A record can name any
 * URL, so the build machine fetches only from allowed origins (the backend's
 * and those the ops list), follows redirects itself and checks every hop,
 * stops at a size and a time limit, and asks conditionally when it already
 * has the file (ETag / Last-Modified), so an unchanged upload is not sent
 * again. It reports how long the answer stays fresh (Cache-Control max-age),
 * so the cache need not even ask until then. What it returns is bytes: whether they are a picture is for the
 * image step to find out from the bytes themselves.
 */
import ky, { isNetworkError, isTimeoutError } from 'ky';

export interface DownloadOptions {
  /** Origins (`https://host:port`) the build may fetch pictures from. */
  allowedOrigins: ReadonlySet<string>;
  maxBytes: number;
  /** For the whole download, body included. */
  timeoutMs: number;
  /** Validators of the copy the cache holds. */
  etag?: string;
  lastModified?: string;
  fetch?: typeof fetch;
}

export type Download =
  | { kind: 'unchanged'; maxAgeSeconds?: number }
  | { kind: 'downloaded'; bytes: Buffer; etag?: string; lastModified?: string; maxAgeSeconds?: number };

/** How long the answer says it stays fresh (`Cache-Control: max-age`), unless it asks to be checked every time. */
export function maxAgeOf(cacheControl: string | null): number | undefined {
  if (!cacheControl || /\b(no-cache|no-store)\b/i.test(cacheControl)) return undefined;
  const match = /\bmax-age=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/** Why a picture could not be downloaded; `transient` failures are worth another attempt. */
export class DownloadError extends Error {
  readonly transient: boolean;
  constructor(message: string, transient: boolean) {
    super(message);
    this.name = 'DownloadError';
    this.transient = transient;
  }
}

const MAX_REDIRECTS = 3;

export function isAllowedOrigin(url: string, allowed: ReadonlySet<string>): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && allowed.has(parsed.origin);
  } catch {
    return false;
  }
}

export async function downloadImage(url: string, options: DownloadOptions): Promise<Download> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers: Record<string, string> = { Accept: 'image/*' };
  if (options.etag) headers['If-None-Match'] = options.etag;
  if (options.lastModified) headers['If-Modified-Since'] = options.lastModified;
  let target = url;
  for (let hop = 0; ; hop++) {
    if (!isAllowedOrigin(target, options.allowedOrigins)) {
      throw new DownloadError(`${target === url ? '' : `redirected to ${target}: `}not an allowed origin (the backend's, or IMAGE_ORIGINS)`, false);
    }
    let response: Response;
    try {
      response = await ky.get(target, { headers, redirect: 'manual', retry: 0, timeout: false, throwHttpErrors: false, signal, fetch: options.fetch });
    } catch (error) {
      if (isTimeoutError(error) || signal.aborted) throw new DownloadError(`no answer within ${options.timeoutMs / 1000} s`, true);
      if (isNetworkError(error) || error instanceof TypeError) throw new DownloadError(`network error (${(error as Error).message})`, true);
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
    const bytes = await readLimited(response, options.maxBytes, signal, options.timeoutMs);
    return {
      kind: 'downloaded',
      bytes,
      etag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
      maxAgeSeconds,
    };
  }
}

async function readLimited(response: Response, maxBytes: number, signal: AbortSignal, timeoutMs: number): Promise<Buffer> {
  const tooLarge = () => new DownloadError(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB (IMAGE_MAX_BYTES)`, false);
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
    if (signal.aborted) throw new DownloadError(`no complete answer within ${timeoutMs / 1000} s`, true);
    throw new DownloadError(`the answer broke off (${(error as Error).message})`, true);
  }
  return Buffer.concat(chunks);
}
