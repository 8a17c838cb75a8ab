/** Small HTTP helpers: the `{success, data, message}` envelope, errors with a status, bounded body reading. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error that becomes an enveloped answer with this status. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}

/** Sends a JSON body (already serialised, so `{{BASE}}` links can be made absolute first). */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  json: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const body = Buffer.from(json, 'utf8');
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** The envelope every JSON answer of /api uses; `extra` adds top-level fields (some upload answers). */
export function envelope(success: boolean, data: unknown, message: string, extra: Record<string, unknown> = {}) {
  return { success, data, message, ...extra };
}

export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJsonText(res, status, JSON.stringify(envelope(false, null, message)), headers);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  if (res.headersSent || res.destroyed) return;
  const body = Buffer.from(html, 'utf8');
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' });
  res.end();
}

/**
 * Reads the whole request body, or returns `undefined` once it passes `limit`
 * bytes. The rest of a refused body is read and dropped rather than the
 * socket destroyed, so the client still gets the answer.
 */
function collectBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.off('end', onEnd);
      req.resume();
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

/** Reads the whole request body; 413 past `limit` bytes (checked against Content-Length first). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, `Request body too large (limit ${limit} bytes)`);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = await collectBody(req, limit);
  if (!body) throw tooLarge();
  return body;
}

/** Reads and parses a JSON body; 400 when it is not JSON. */
export async function readJson(req: IncomingMessage, limit = 1024 * 1024): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8');
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}
