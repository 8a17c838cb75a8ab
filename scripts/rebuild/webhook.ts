/**
 * The rebuild webhook: `POST /rebuild` with the shared secret (REBUILD_SECRET)
 * in `Authorization: Bearer <secret>` or `X-Rebuild-Secret: <secret>` answers
 * 202 and triggers a rebuild through the queue (calls during a build coalesce
 * into one follow-up run). Without the right secret: 401. Without a configured
 * secret every call is refused. A JSON body `{"entries": ["PRJ-…", …]}` names
 * entries the caller knows changed: their details are fetched again even when
 * the approved lists show them unchanged (an edit inside a detail). `GET
 * /rebuild` (same secret) reports the queue and the last runs; `GET /health`
 * answers `ok` to anyone.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { createLimitedServer, WEBHOOK_LIMITS, type ServerLimits } from '../lib/server-limits.ts';
import { DEFAULT_REBUILD_HOST, DEFAULT_REBUILD_PORT } from '../settings.ts';
import type { RebuildQueue } from './queue.ts';

/** The optional body of `POST /rebuild`. */
const RebuildBody = v.object({
  entries: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.regex(/^[A-Za-z0-9._-]{1,100}$/, 'an entry id is letters, digits, dot, dash or underscore'),
        ),
      ),
      v.maxLength(1000),
    ),
  ),
});
const MAX_BODY = 64 * 1024;

/** The entry ids of a `POST /rebuild` body (none for an empty body), or why the body is refused. */
export function entriesOfBody(text: string): { entries: string[] } | { error: string } {
  if (text.trim() === '') return { entries: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'the body is not JSON; send {"entries": ["PRJ-…"]} or nothing' };
  }
  const parsed = v.safeParse(RebuildBody, json);
  if (!parsed.success) return { error: `the body is not {"entries": [ids]}: ${parsed.issues[0]?.message}` };
  return { entries: parsed.output.entries ?? [] };
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(undefined);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export interface WebhookOptions {
  queue: RebuildQueue;
  /** The shared secret; undefined or empty refuses every call. */
  secret: string | undefined;
  port?: number;
  host?: string;
  log?: (line: string) => void;
  /** Receives the entry ids a call names (before the rebuild is triggered). */
  entries?: (ids: string[]) => void;
  /** Time-outs and the connection cap (scripts/lib/server-limits.ts). Default: {@link WEBHOOK_LIMITS}. */
  limits?: ServerLimits;
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
function secretOf(req: IncomingMessage): string | undefined {
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
  const server = createLimitedServer('webhook', options.limits ?? WEBHOOK_LIMITS, async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://webhook.invalid').pathname.replace(/\/+$/, '') || '/';
    if (path === '/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return send(res, 405, { error: 'use GET' }, { Allow: 'GET, HEAD' });
      return send(res, 200, { ok: true });
    }
    if (path !== '/rebuild' || req.method !== 'POST') req.resume(); // No body is read.
    if (path !== '/rebuild') return send(res, 404, { error: 'not found; POST /rebuild triggers a rebuild' });
    if (req.method !== 'POST' && req.method !== 'GET')
      return send(res, 405, { error: 'use POST' }, { Allow: 'POST, GET' });
    if (!secretMatches(secretOf(req), options.secret)) {
      const why = options.secret
        ? 'a valid secret is required'
        : 'REBUILD_SECRET is not set: the webhook refuses every call';
      req.resume();
      log(`webhook: refused ${req.method} /rebuild from ${req.socket.remoteAddress} (401)`);
      return send(res, 401, { error: why }, { 'WWW-Authenticate': 'Bearer realm="rebuild"' });
    }
    const queue = options.queue;
    if (req.method === 'GET') {
      return send(res, 200, { running: queue.running, pending: queue.pending, runs: queue.history.slice(-5) });
    }
    const body = await readBody(req).catch(() => undefined);
    if (body === undefined) return send(res, 413, { error: `the body is larger than ${MAX_BODY} bytes` });
    const named = entriesOfBody(body);
    if ('error' in named) return send(res, 400, { error: named.error });
    if (named.entries.length) options.entries?.(named.entries);
    const state = queue.trigger(named.entries.length ? `webhook (${named.entries.length} named)` : 'webhook');
    log(
      `webhook: rebuild ${state === 'started' ? 'started' : state === 'queued' ? 'queued after the running one' : 'already queued (coalesced)'}`,
    );
    return send(res, 202, { accepted: true, state });
  });
  const host = options.host ?? DEFAULT_REBUILD_HOST;
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${options.port} on ${host} is already in use (REBUILD_PORT / --port)`)
          : error,
      ),
    );
    server.listen(options.port ?? DEFAULT_REBUILD_PORT, host, () => {
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
