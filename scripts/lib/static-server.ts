/**
 * A small static file server for the built site: correct content types,
 * long-lived immutable caching for hashed assets (`/_astro/`, `/_img/`), revalidated
 * caching for HTML with strong ETags (304 answers), directory indexes without
 * redirects, and `404.html` with status 404 for unknown paths. The root may be
 * a symlink that is swapped while the server runs (releases): every request
 * resolves it afresh.
 *
 * A request goes: read the path strictly (parseRequestPath) → find the file,
 * by its real path, inside the root (findFile) → pick the representation to
 * send: for text (and Pagefind's packed index files, brotli only: content-encoding.ts)
 * the client's best accepted encoding, from a brotli or gzip
 * sibling when the release has one that decodes to the file's content (written
 * at deploy time by compressed-siblings.ts, `npm run compress`), else
 * compressed on the file's first request and kept in memory
 * (compression-cache.ts), else the file itself; always with `Vary:
 * Accept-Encoding` for text → headers from the representation actually sent,
 * its ETag a hash of its bytes → 304 or the bytes, a file streamed with
 * `pipeline` so an aborted download closes it at once.
 *
 * Not sirv or serve-static: neither confines files by their real path (a
 * symlink out of the release is served), both make weak ETags of size and
 * mtime (a rebuild rewrites unchanged pages, so they would change), and
 * neither checks that a sibling decodes to its file, compresses on demand or
 * knows Pagefind's packed files. sirv also leaves a file open for every
 * aborted download and sends brotli to a client that refuses it (`br;q=0`).
 * What they would take over (a content type, streaming a file) is a few lines.
 */
import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { lstat, readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  compressionOf,
  decodedOf,
  ENCODINGS,
  isCompressible,
  MIN_BYTES,
  type Compression,
  type EncodingName,
} from './content-encoding.ts';
import {
  createCompressionCache,
  DEFAULT_COMPRESSION_CACHE_BYTES,
  type CompressionCache,
  type CompressionStats,
} from './compression-cache.ts';
import { releasePathOf } from './release-path.ts';
import { createLimitedServer, SERVER_LIMITS, type ServerLimits } from './server-limits.ts';
import { DEFAULT_PORT } from '../settings.ts';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'text/xsl; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=0, must-revalidate';
export const ASSET_CACHE = 'public, max-age=3600';
/** Errors and the 404 page: never cached (a missing page may exist after the next rebuild). */
export const NO_STORE = 'no-store';

export interface StaticServer {
  url: string;
  port: number;
  server: Server;
  /** What on-demand compression did so far (all zeros when it is off). */
  compressionStats(): CompressionStats;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** The directory to serve (may be a symlink). */
  root: string;
  port?: number;
  host?: string;
  /**
   * Extra headers for a request path (e.g. a release's `_headers` rules). The
   * server's own headers (Cache-Control, Content-Type, ETag…) win over them.
   * Called with the path as read by {@link parseRequestPath}, or `/` when the
   * path was refused.
   */
  headers?: (path: string) => Record<string, string>;
  /**
   * Bytes of on-demand compressed text kept in memory (least recently used
   * dropped first); 0 turns on-demand compression off, so only siblings on
   * disk are sent compressed. Default: COMPRESSION_CACHE_MB megabytes from the
   * environment, else 64 MB.
   */
  compressionCacheBytes?: number;
  /** Time-outs and the connection cap (server-limits.ts). Default: {@link SERVER_LIMITS}. */
  limits?: ServerLimits;
}

/** A request path, read strictly: decoded segments, none of them empty, `.`, `..` or holding a separator. */
export interface RequestPath {
  segments: string[];
  /** The path ended with `/` (or is the root): only a directory's index.html answers it. */
  directory: boolean;
  /** The normalised path, e.g. `/about` or `/projects/`. */
  path: string;
}

/**
 * Reads a request target. Origin form (`/a/b?q`) is a path even when it starts
 * with `//` (no authority is ever read from it); absolute form
 * (`http://host/a/b`, what proxies send) names its authority explicitly and
 * its path is read the same way. Empty segments are merged (`//x/about` is
 * `/x/about`). Returns null for anything else: a target that is not a path,
 * bad percent-encoding, or a segment that decodes to `.`, `..`, or contains
 * `/`, `\` or NUL — no link of the site produces those, so they are refused
 * rather than resolved.
 */
export function parseRequestPath(target: string): RequestPath | null {
  let rawPath: string;
  if (target.startsWith('/')) rawPath = target;
  else {
    const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(\/[^?#]*)?/i.exec(target);
    if (!absolute) return null;
    rawPath = absolute[1] ?? '/';
  }
  rawPath = rawPath.replace(/[?#].*$/s, '');
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const directory = segments.length === 0 || rawPath.endsWith('/');
  return { segments, directory, path: `/${segments.join('/')}${directory && segments.length ? '/' : ''}` };
}

/** A file found for a request: its real path (inside the root), that path relative to the root, its stat. */
export interface FoundFile {
  path: string;
  relative: string;
  stat: Stats;
}

/** The real path of `candidate` when it is a regular file whose real path lies inside `realRoot`. */
async function fileInside(realRoot: string, candidate: string): Promise<FoundFile | null> {
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    return null;
  }
  if (!real.startsWith(realRoot + sep)) return null;
  const info = await stat(real).catch(() => null);
  if (!info?.isFile()) return null;
  return { path: real, relative: releasePathOf(realRoot, real), stat: info };
}

/**
 * The file a request path maps to inside `realRoot` (already a real path):
 * `x`, `x/index.html`, `x.html` in that order, or `x/index.html` alone for a
 * directory path. Symlinks are followed only while the target stays inside.
 */
export async function findFile(realRoot: string, request: RequestPath): Promise<FoundFile | null> {
  const base = join(realRoot, ...request.segments);
  const candidates = request.directory ? [join(base, 'index.html')] : [base, join(base, 'index.html'), `${base}.html`];
  for (const candidate of candidates) {
    const found = await fileInside(realRoot, candidate);
    // Host configuration, not content (static hosts never serve it either); compressed siblings are only
    // ever sent as an encoding of their file, never as files of their own.
    if (found && found.relative !== '_headers' && !(await isSibling(found))) return found;
  }
  return null;
}

/** `x.html.br` or `x.html.gz` beside an `x.html` that is compressible. */
async function isSibling(file: FoundFile): Promise<boolean> {
  const encoding = ENCODINGS.find(({ suffix }) => file.path.endsWith(suffix));
  if (!encoding) return false;
  const original = file.path.slice(0, -encoding.suffix.length);
  return (
    isCompressible(original) &&
    (await stat(original).then(
      (info) => info.isFile(),
      () => false,
    ))
  );
}

/** The file a URL path maps to inside `root` (which may be a symlink), or null. Never leaves `root`. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  const request = parseRequestPath(urlPath);
  if (!request) return null;
  const realRoot = await realpath(root).catch(() => null);
  if (!realRoot) return null;
  return (await findFile(realRoot, request))?.path ?? null;
}

/**
 * The search index's own JSON (`pagefind/delta.json`, `newest.json`, Pagefind's entries): what the index is made of
 * right now, which a browser must never take from an hour ago beside files of the index that replaced it.
 */
const SEARCH_STATE = /^pagefind\/(?:delta\/|part-\d+\/)?[^/]+\.json$/;

/** Cache-Control for a file, from where the file really is: only files inside `_astro/` and `_img/` have hashed names. */
export function cacheControlFor(file: FoundFile): string {
  if (file.relative.startsWith('_astro/') || file.relative.startsWith('_img/')) return IMMUTABLE_CACHE;
  const ext = extname(file.relative).toLowerCase();
  if (ext === '.html' || ext === '.xml' || ext === '.txt' || SEARCH_STATE.test(file.relative)) return HTML_CACHE;
  return ASSET_CACHE;
}

/**
 * Strong ETags from a hash of the bytes, remembered per file version (real
 * path, inode, size, mtime), so a file is hashed once per release. A content
 * hash rather than size+mtime+inode: a rebuild rewrites every file of the
 * site into a new release, and most pages come out byte for byte the same;
 * with a content hash their ETags stay the same and browsers keep getting 304
 * across rebuilds, while any changed byte (or a rollback to older content)
 * changes the ETag. No Last-Modified: a rollback makes modification times go
 * backwards, and If-Modified-Since would then answer 304 for content that changed.
 */
const etags = new Map<string, Promise<string>>();
const MAX_REMEMBERED = 50_000;

/** Sets `key` in one of the maps below, which hold at most {@link MAX_REMEMBERED} keys (the oldest dropped first). */
function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

const etagOfHash = (hash: ReturnType<typeof createHash>) => `"${hash.digest('base64url').slice(0, 27)}"`;
const etagOfBytes = (bytes: Buffer) => etagOfHash(createHash('sha256').update(bytes));

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return etagOfHash(hash);
}

export function etagOf(path: string, info: Stats): Promise<string> {
  const key = `${path}\0${info.ino}\0${info.size}\0${info.mtimeMs}`;
  let etag = etags.get(key);
  if (!etag) {
    etag = remember(etags, key, hashFile(path));
    etag.catch(() => etags.delete(key));
  }
  return etag;
}

/** Whether an If-None-Match header matches `etag` (weak comparison, as RFC 9110 asks for this header). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * What is sent for a file: the file itself, its compressed sibling, or its
 * compressed bytes kept in memory, each with the ETag of those bytes; no body
 * when the request is known to be answered 304 (a revalidation of an
 * encoding not compressed again yet).
 */
interface Representation {
  etag: string;
  headers: Record<string, string>;
  body: { path: string; size: number } | { bytes: Buffer } | null;
}

/**
 * The encodings among `offered` (in the server's order of preference) that a
 * request's `Accept-Encoding` accepts, the client's most wanted first: by q
 * value, then the server's order. An encoding refused with q=0 is never
 * chosen; `*` stands for every encoding the header does not name; `x-gzip` is
 * gzip (RFC 9110, 12.5.3 and 8.4.1.3).
 */
export function acceptedEncodings<E extends { name: string }>(
  header: string | string[] | undefined,
  offered: readonly E[],
): E[] {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName?.trim() === 'x-gzip' ? 'gzip' : rawName?.trim();
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Math.min(1, Number(q) || 0);
    weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  const wildcard = weights.get('*') ?? 0;
  return offered
    .map((encoding, order) => ({ encoding, order, weight: weights.get(encoding.name) ?? wildcard }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ encoding }) => encoding);
}

/**
 * A file's bytes in an encoding, made once per content (the key is the kind
 * of file, the encoding and the file's ETag, a hash of its bytes). The bytes read are
 * checked against that ETag, so what is kept under it is always its content;
 * null when the file changed since it was hashed (it is then sent as it is).
 */
function compressedOf(
  cache: CompressionCache,
  file: FoundFile,
  etag: string,
  name: EncodingName,
  kind: Compression,
): Promise<Buffer | null> {
  return cache.get(`${kind.id}\0${name}\0${etag}`, async () => {
    const bytes = await readFile(file.path);
    if (etagOfBytes(bytes) !== etag) return null;
    const content = await kind.content(bytes);
    return content && kind.encode(name, content);
  });
}

/**
 * The ETags of what the encoder makes of a content (key: the kind of file, the
 * encoding and the file's ETag), kept when the bytes themselves have left the memory cache, so
 * that a revalidation is answered 304 without compressing again.
 */
const encodedEtags = new Map<string, string>();

/** Whether a sibling (key: the kind of file, its encoding, its ETag, its file's ETag) decodes to its file's content: checked once per version of both. */
const siblingVerdicts = new Map<string, Promise<boolean>>();

/**
 * The ETag of the sibling at `path` (stat `info`) when it may be sent for
 * `file`: smaller than the file, and decoding to exactly the file's content
 * (its bytes, or what a packed file unpacks to). Null for any other (an empty
 * file, a copy made from another version of the page, a file in another
 * encoding, one gone meanwhile), which is then never sent.
 */
async function siblingEtag(
  path: string,
  info: Stats,
  name: EncodingName,
  file: FoundFile,
  fileEtag: string,
  kind: Compression,
): Promise<string | null> {
  if (info.size === 0 || info.size >= file.stat.size) return null;
  const etag = await etagOf(path, info).catch(() => null);
  if (!etag) return null;
  const key = `${kind.id}\0${name}\0${etag}\0${fileEtag}`;
  let verdict = siblingVerdicts.get(key);
  if (!verdict) {
    verdict = remember(
      siblingVerdicts,
      key,
      (async () => {
        const bytes = await readFile(path).catch(() => null);
        if (!bytes || etagOfBytes(bytes) !== etag) {
          // Gone or replaced since it was hashed: judged afresh on the next request.
          siblingVerdicts.delete(key);
          return false;
        }
        const content = kind.unpacks
          ? await readFile(file.path).then(
              (packed) => kind.content(packed),
              () => null,
            )
          : null;
        if (kind.unpacks && !content) return false;
        const decoded = await decodedOf(name, bytes, content?.length ?? file.stat.size);
        return decoded !== null && (content ? decoded.equals(content) : etagOfBytes(decoded) === fileEtag);
      })(),
    );
  }
  return (await verdict) ? etag : null;
}

async function representationOf(
  file: FoundFile,
  req: IncomingMessage,
  cache: CompressionCache | undefined,
): Promise<Representation> {
  const contentType = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const etag = await etagOf(file.path, file.stat);
  const asItIs: Representation = {
    etag,
    headers: { 'Content-Type': contentType },
    body: { path: file.path, size: file.stat.size },
  };
  const kind = compressionOf(file.path);
  if (!kind) return asItIs;
  // Sent in the client's best accepted encoding that has a smaller representation, and caches must key it by the header.
  const headers = { 'Content-Type': contentType, Vary: 'Accept-Encoding' };
  const onDemand = cache && file.stat.size >= MIN_BYTES && cache.accepts(file.stat.size);
  for (const { name, suffix } of acceptedEncodings(req.headers['accept-encoding'], kind.encodings)) {
    // One entity, several representations: each with the strong ETag of its bytes (the same bytes from a sibling or on demand: one encoder).
    const encoded = { headers: { ...headers, 'Content-Encoding': name } };
    // lstat: a sibling is a regular file beside its original, never a symlink that could lead elsewhere.
    const sibling = await lstat(file.path + suffix).catch(() => null);
    const siblingTag = sibling?.isFile()
      ? await siblingEtag(file.path + suffix, sibling, name, file, etag, kind)
      : null;
    if (siblingTag) return { ...encoded, etag: siblingTag, body: { path: file.path + suffix, size: sibling!.size } };
    if (!onDemand) continue;
    const key = `${kind.id}\0${name}\0${etag}`;
    // A client revalidating this very representation was sent it, so it is the smaller one: 304 without compressing again.
    const known = encodedEtags.get(key);
    if (known && noneMatch(req.headers['if-none-match'], known)) return { ...encoded, etag: known, body: null };
    const bytes = await compressedOf(cache, file, etag, name, kind);
    if (bytes && bytes.length < file.stat.size)
      return { ...encoded, etag: known ?? remember(encodedEtags, key, etagOfBytes(bytes)), body: { bytes } };
  }
  return { ...asItIs, headers };
}

/** Errors that only mean the client went away (before or while the body was sent). */
const CLIENT_GONE = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_UNABLE_TO_PIPE',
  'ERR_STREAM_DESTROYED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * Streams a file as the body. Whatever happens (the client goes away mid-way,
 * or was gone before the first byte), the read stream is destroyed and its
 * file closed at once.
 */
export async function sendFile(res: ServerResponse, path: string): Promise<void> {
  const stream = createReadStream(path);
  try {
    await pipeline(stream, res);
  } catch (error) {
    if (!CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    stream.destroy();
  }
}

function plain(
  res: ServerResponse,
  status: number,
  base: Record<string, string>,
  text: string,
  extra: Record<string, string> = {},
): void {
  res
    .writeHead(status, { ...base, ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE })
    .end(text);
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  options: StaticServerOptions,
  cache: CompressionCache | undefined,
): Promise<void> {
  const request = parseRequestPath(req.url ?? '/');
  const base = { ...options.headers?.(request?.path ?? '/'), 'X-Content-Type-Options': 'nosniff' };
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plain(res, 405, base, 'Method not allowed', { Allow: 'GET, HEAD' });
  if (!request) return plain(res, 400, base, 'Bad request: not a plain path');

  const root = await realpath(options.root);
  const file = await findFile(root, request);
  if (!file) {
    const page = await findFile(root, { segments: ['404.html'], directory: false, path: '/404.html' });
    if (!page) return plain(res, 404, base, 'Not found');
    res.writeHead(404, {
      ...base,
      'Content-Type': CONTENT_TYPES['.html']!,
      'Content-Length': String(page.stat.size),
      'Cache-Control': NO_STORE,
    });
    if (req.method === 'HEAD') res.end();
    else await sendFile(res, page.path);
    return;
  }

  const { etag, headers: own, body } = await representationOf(file, req, cache);
  const headers = { ...base, ...own, 'Cache-Control': cacheControlFor(file), ETag: etag };
  if (!body || noneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const size = 'bytes' in body ? body.bytes.length : body.size;
  res.writeHead(200, { ...headers, 'Content-Length': String(size) });
  if (req.method === 'HEAD') res.end();
  else if ('bytes' in body) res.end(body.bytes);
  else await sendFile(res, body.path);
}

export function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const maxBytes = options.compressionCacheBytes ?? DEFAULT_COMPRESSION_CACHE_BYTES;
  const cache = maxBytes > 0 ? createCompressionCache({ maxBytes }) : undefined;
  const server = createLimitedServer('static server', options.limits ?? SERVER_LIMITS, (req, res) => {
    answer(req, res, options, cache).catch((error: unknown) => {
      console.error('static server:', error);
      if (!res.headersSent) plain(res, 500, {}, 'Internal server error');
      else res.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const host = options.host ?? '127.0.0.1';
      resolve({
        url: `http://${host}:${port}`,
        port,
        server,
        compressionStats: () =>
          cache?.stats() ?? { compressions: 0, hits: 0, joined: 0, evictions: 0, entries: 0, bytes: 0, maxBytes: 0 },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
