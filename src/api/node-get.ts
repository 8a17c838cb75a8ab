/**
 * The plain GET of Node builds (`ApiConfig.get`, ./http.ts): undici's
 * dispatcher, with kept-alive connections, the body read as text. At 10,000
 * detail reads the client's CPU went from 4.6–7.8 s through ky and fetch to
 * 2.2–4.5 s through node:http (ffbe381), and by a further quarter to a third
 * through undici (52ee519), on a machine of 2 cores the backend and the build
 * share. Only for calls that retry nothing themselves (the build's own retries
 * wrap them); ky still makes every other call, and follows redirects.
 */
import { Agent } from 'undici';
import { NoAnswer, type PlainGet } from './http.ts';

/** ky's per-attempt default. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** Connections are kept alive between calls (undici's default); redirects are answered, not followed. */
const agent = new Agent();

export const nodeGet: PlainGet = (url, { headers, timeout, signal }) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const limit = timeout === false ? undefined : AbortSignal.timeout(timeout ?? DEFAULT_TIMEOUT_MS);
    const signals = [limit, signal].filter((each): each is AbortSignal => each !== undefined);
    const stop = signals.length ? AbortSignal.any(signals) : undefined;
    if (stop?.aborted) return reject(noAnswer(stop.reason as Error, limit));
    let status = 0;
    let statusText = '';
    let location: string | undefined;
    let etag: string | undefined;
    const chunks: Buffer[] = [];
    let abort: (() => void) | undefined;
    const settle = () => abort && stop?.removeEventListener('abort', abort);
    agent.dispatch(
      {
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: { accept: 'application/json', ...headers },
      },
      {
        onRequestStart(controller) {
          if (!stop) return;
          // Aborted while waiting for a connection: its abort event has been and gone.
          if (stop.aborted) return controller.abort(stop.reason as Error);
          if (abort) stop.removeEventListener('abort', abort);
          abort = () => controller.abort(stop.reason as Error);
          stop.addEventListener('abort', abort, { once: true });
        },
        onResponseStart(_controller, statusCode, responseHeaders, statusMessage) {
          status = statusCode;
          statusText = statusMessage ?? '';
          const first = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);
          location = first(responseHeaders.location);
          etag = first(responseHeaders.etag);
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          settle();
          resolve({ status, statusText, text: Buffer.concat(chunks).toString('utf8'), location, etag });
        },
        onResponseError(_controller, error) {
          settle();
          reject(noAnswer(error, limit));
        },
      },
    );
  });

function noAnswer(error: Error, limit: AbortSignal | undefined): NoAnswer {
  return new NoAnswer(limit?.aborted ? 'timeout' : 'network', `${error.message}`);
}
