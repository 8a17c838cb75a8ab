/**
 * A small static file server for the built site: correct content types,
 * long-lived immutable caching for hashed assets (`/_astro/`), short caching
 * for HTML, directory indexes without redirects, and `404.html` with status
 * 404 for unknown paths. The root may be a symlink that is swapped while the
 * server runs (releases): every request resolves it afresh.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
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

export interface StaticServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** The directory to serve (may be a symlink). */
  root: string;
  port?: number;
  host?: string;
}

function cacheControl(urlPath: string, ext: string): string {
  if (urlPath.startsWith('/_astro/')) return IMMUTABLE_CACHE;
  if (ext === '.html' || ext === '.xml' || ext === '.txt') return HTML_CACHE;
  return ASSET_CACHE;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to inside `root`, or null. Never leaves `root`. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  // Host configuration, not content (static hosts never serve it either).
  if (relative === '_headers') return null;
  const candidate = join(root, relative);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  const tries = decoded.endsWith('/')
    ? [join(candidate, 'index.html')]
    : [candidate, join(candidate, 'index.html'), `${candidate}.html`];
  for (const path of tries) if (await isFile(path)) return path;
  return null;
}

export function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      const root = await realpath(options.root);
      let file = await resolveFile(root, urlPath);
      let status = 200;
      if (!file) {
        status = 404;
        file = (await isFile(join(root, '404.html'))) ? join(root, '404.html') : null;
      }
      const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
      if (!file) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const ext = extname(file).toLowerCase();
      const info = await stat(file);
      headers['Content-Type'] = CONTENT_TYPES[ext] ?? 'application/octet-stream';
      headers['Content-Length'] = String(info.size);
      headers['Cache-Control'] = status === 404 ? 'no-store' : cacheControl(urlPath, ext);
      res.writeHead(status, headers);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file).on('error', () => res.destroy()).pipe(res);
    } catch (error) {
      console.error('static server:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4321, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const host = options.host ?? '127.0.0.1';
      resolve({
        url: `http://${host}:${port}`,
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
