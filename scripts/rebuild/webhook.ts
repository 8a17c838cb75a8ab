/**
 * The rebuild webhook: `POST /rebuild` with the shared secret (REBUILD_SECRET)
 * in `Authorization: Bearer <secret>` or `X-Rebuild-Secret: <secret>` answers
 * 202 and triggers a rebuild through the queue (calls during a build coalesce
 * into one follow-up run). Without the right secret: 401. Without a configured
 * secret every call is refused. `GET /rebuild` (same secret) reports the queue
 * and the last runs; `GET /health` answers `ok` to anyone.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RebuildQueue } from './queue.ts';

export interface WebhookOptions {
  queue: RebuildQueue;
  /** The shared secret; undefined or empty refuses every call. */
  secret: string | undefined;
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

export interface Webhook {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (over fixed-length digests, so the secret's length does not leak either). */
export function secretMatches(given: string | undefined, secret: string | undefined): boolean {
  if (!secret || given === undefined) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/** The secret a request carries, from `Authorization: Bearer …` or `X-Rebuild-Secret`. */
export function secretOf(req: IncomingMessage): string | undefined {
  const authorization = req.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) return bearer;
  const header = req.headers['x-rebuild-secret'];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = `${JSON.stringify(body)}\n`;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function startWebhook(options: WebhookOptions): Promise<Webhook> {
  const log = options.log ?? ((line: string) => console.log(line));
  const server = createServer((req, res) => {
    req.resume(); // The body is not used; drain it.
    const path = new URL(req.url ?? '/', 'http://webhook.invalid').pathname.replace(/\/+$/, '') || '/';
    if (path === '/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'use GET' }, { Allow: 'GET, HEAD' });
      return send(res, 200, { ok: true });
    }
    if (path !== '/rebuild') return send(res, 404, { error: 'not found; POST /rebuild triggers a rebuild' });
    if (req.method !== 'POST' && req.method !== 'GET') return send(res, 405, { error: 'use POST' }, { Allow: 'POST, GET' });
    if (!secretMatches(secretOf(req), options.secret)) {
      const why = options.secret ? 'a valid secret is required' : 'REBUILD_SECRET is not set: the webhook refuses every call';
      log(`webhook: refused ${req.method} /rebuild from ${req.socket.remoteAddress} (401)`);
      return send(res, 401, { error: why }, { 'WWW-Authenticate': 'Bearer realm="rebuild"' });
    }
    const queue = options.queue;
    if (req.method === 'GET') {
      return send(res, 200, { running: queue.running, pending: queue.pending, runs: queue.history.slice(-5) });
    }
    const state = queue.trigger('webhook');
    log(`webhook: rebuild ${state === 'started' ? 'started' : state === 'queued' ? 'queued after the running one' : 'already queued (coalesced)'}`);
    return send(res, 202, { accepted: true, state });
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${options.port} on ${host} is already in use (REBUILD_PORT / --port)`) : error),
    );
    server.listen(options.port ?? 4322, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        port,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
