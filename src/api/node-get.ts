/**
 * The plain GET of Node builds (`ApiConfig.get`, ./http.ts): node:http with
 * kept-alive connections, the body read as text. At 10,000 detail reads the
 * client's CPU went from 4.6–7.8 s through ky and fetch to 2.2–4.5 s this way,
 * on a machine of 2 cores the backend and the build share. Only for calls that
 * retry nothing themselves (the build's own retries wrap them); ky still
 * makes every other call, and follows redirects.
 */
import http from 'node:http';
import https from 'node:https';
import { NoAnswer, type PlainGet } from './http.ts';

/** ky's per-attempt default. */
const DEFAULT_TIMEOUT_MS = 10_000;

const transports = {
  http: { module: http, agent: new http.Agent({ keepAlive: true }) },
  https: { module: https, agent: new https.Agent({ keepAlive: true }) },
};

export const nodeGet: PlainGet = (url, { headers, timeout, signal }) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const { module, agent } = target.protocol === 'https:' ? transports.https : transports.http;
    const limit = timeout === false ? undefined : AbortSignal.timeout(timeout ?? DEFAULT_TIMEOUT_MS);
    const signals = [limit, signal].filter((each): each is AbortSignal => each !== undefined);
    const request = module.get(
      target,
      { agent, headers: { accept: 'application/json', ...headers }, signal: signals.length ? AbortSignal.any(signals) : undefined },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
            location: response.headers.location,
          }),
        );
        response.on('error', (error) => reject(noAnswer(error, limit)));
      },
    );
    request.on('error', (error) => reject(noAnswer(error, limit)));
  });

function noAnswer(error: Error, limit: AbortSignal | undefined): NoAnswer {
  return new NoAnswer(limit?.aborted ? 'timeout' : 'network', `${error.message}`);
}
