/**
 * The demo backend: a real HTTP server (node:http) implementing every call of
 * both specs' section 7, on SQLite, with the SSO stand-in, uploads, CORS,
 * fault injection and test control endpoints. Start it with {@link startDemoApi}.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { allowedOrigins, applyCors } from './cors.ts';
import type { RequestContext, ServerState } from './context.ts';
import { decideFault, MALFORMED_BODY, normalizeFaults, type Faults } from './faults.ts';
import { filesPathOf } from './files-path.ts';
import { HttpError, sendError } from './respond.ts';
import { route } from './routes.ts';
import { DEMO_PHOTOS, seed, writeSeedFiles, writeSeedPhotos, type SeedOptions } from './seed.ts';
import { DEMO_DEFAULTS, readDemoSettings } from './settings.ts';
import { DemoStore } from './store.ts';
import { TokenKeeper } from './tokens.ts';

export { seedFacts } from './seed.ts';

/** What is not given here comes from the environment (./settings.ts, whose defaults are in ./README.md). */
export interface DemoApiOptions {
  /** DEMO_API_PORT; 0 picks a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** DEMO_API_DB; ':memory:' for tests. The parent directory is created. */
  dbPath?: string;
  /** DEMO_API_UPLOADS; by default a fresh temporary directory for ':memory:'. */
  uploadsDir?: string;
  /** The path uploaded and seed files are served under, e.g. `/files/` (DEMO_API_FILES_PATH). */
  filesPath?: string;
  /** SITE_URL: the SSO stand-in's redirect target and the CORS origin. */
  siteUrl?: string;
  /** Seed when the database is empty (default true). */
  seed?: boolean | SeedOptions;
  /** Merged over the faults read from the environment. */
  faults?: Partial<Faults>;
  /** Enable the /__demo/* control endpoints (DEMO_API_CONTROL). */
  control?: boolean;
  /** Lists carry an ETag and answer 304 to it (DEMO_API_ETAGS). */
  etags?: boolean;
  /** HMAC secret of tokens (default: random per database, stored in it so the CLI and the server agree). */
  tokenSecret?: string;
  /** DEMO_API_TOKEN_TTL. */
  tokenTtlSeconds?: number;
  /** No request log. */
  quiet?: boolean;
}

export interface DemoApi {
  /** e.g. `http://127.0.0.1:4000`, no trailing slash. */
  url: string;
  /** Where its files are served, e.g. `/uploads/` (`${url}${filesPath}<name>`). */
  filesPath: string;
  port: number;
  /** Stops listening, ends open (and hung) requests, closes the database. */
  close(): Promise<void>;
  store: DemoStore;
  /** Replaces the current faults (missing fields mean no fault; `{}` clears). */
  setFaults(faults: Partial<Faults>): void;
  /** How many uploaded files it has sent whole, and answered 304, since it started. */
  uploadsServed(): { sent: number; notModified: number };
  /** How many lists and best lists it has sent whole, and answered 304, since it started. */
  listsServed(): { sent: number; notModified: number };
  /** A valid bearer token for this server (a negative ttl gives an expired one). */
  issueToken(user: { name: string; email: string }, ttlSeconds?: number): string;
}

/** Starts the demo backend and resolves once it listens. */
export async function startDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  // Checked first, so bad settings and faults fail before anything is opened.
  const settings = readDemoSettings();
  const faults = normalizeFaults({ ...settings.faults, ...options.faults });
  const filesPath = filesPathOf(options.filesPath ?? settings.filesPath);
  const dbPath = options.dbPath ?? settings.dbPath;
  const inMemory = dbPath === ':memory:';
  const temporaryUploads = !options.uploadsDir && inMemory;
  const uploadsDir = resolve(
    options.uploadsDir ??
      (temporaryUploads
        ? mkdtempSync(join(tmpdir(), 'demo-api-uploads-'))
        : (settings.uploadsDir ?? DEMO_DEFAULTS.uploadsDir)),
  );
  mkdirSync(uploadsDir, { recursive: true });
  if (temporaryUploads) TEMPORARY_DIRS.add(uploadsDir);

  const store = new DemoStore(dbPath);
  const state: ServerState = {
    store,
    tokens: new TokenKeeper(store, {
      secret: options.tokenSecret,
      ttlSeconds: options.tokenTtlSeconds ?? settings.tokenTtlSeconds,
    }),
    baseUrl: '',
    siteUrl: options.siteUrl ?? settings.siteUrl,
    uploadsDir,
    filesPath,
    control: options.control ?? settings.control,
    faults,
    scopedFaults: new Map(),
    uploads: { sent: 0, notModified: 0 },
    etags: options.etags ?? settings.etags,
    lists: { sent: 0, notModified: 0 },
  };
  writeSeedFiles(uploadsDir);
  const seedOptions = typeof options.seed === 'object' ? options.seed : {};
  // Drawing photos takes seconds each, once per machine: always say so.
  await writeSeedPhotos(uploadsDir, Math.max(DEMO_PHOTOS, seedOptions.photos ?? 0), (line) =>
    console.log(`demo-api: ${line}`),
  );
  if (options.seed !== false && store.count() === 0) seed(store, seedOptions);

  const origins = allowedOrigins(state.siteUrl);
  const closing = new AbortController();
  const server = createServer((req, res) => {
    void handle(req, res, state, origins, closing.signal, options.quiet ?? false);
  });
  const host = options.host ?? '127.0.0.1';
  const requestedPort = options.port ?? settings.port;
  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(requestedPort, host, () => {
        server.off('error', reject);
        resolveListen();
      });
    });
  } catch (error) {
    store.close();
    removeTemporary(uploadsDir);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `Port ${requestedPort} on ${host} is already in use; set DEMO_API_PORT (or the port option) to another one`,
        { cause: error },
      );
    }
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  state.baseUrl = `http://${urlHost(host)}:${port}`;

  let closed: Promise<void> | undefined;
  return {
    url: state.baseUrl,
    filesPath,
    port,
    store,
    setFaults: (faults) => {
      state.faults = normalizeFaults(faults);
    },
    uploadsServed: () => ({ ...state.uploads }),
    listsServed: () => ({ ...state.lists }),
    issueToken: (user, ttlSeconds) => state.tokens.issue(user, ttlSeconds),
    close: () => {
      closed ??= new Promise<void>((resolveClose) => {
        closing.abort();
        server.close(() => {
          store.close();
          removeTemporary(uploadsDir);
          resolveClose();
        });
        // Ends keep-alive, slow and hung requests so close() never waits on them.
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

/** Temporary uploads directories of servers not closed yet; removed at exit if close() never ran. */
const TEMPORARY_DIRS = new Set<string>();
process.once('exit', () => {
  for (const dir of TEMPORARY_DIRS) rmSync(dir, { recursive: true, force: true });
});

function removeTemporary(dir: string): void {
  if (!TEMPORARY_DIRS.delete(dir)) return;
  rmSync(dir, { recursive: true, force: true });
}

/** How a listening host is written in a URL (wildcards become the loopback name). */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The request target as a URL; a path starting with "//" stays a path (URL would read a host). */
function requestUrl(target: string): URL | undefined {
  try {
    return target.startsWith('/') ? new URL(`http://demo-api.invalid${target}`) : new URL(target);
  } catch {
    return undefined;
  }
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  state: ServerState,
  origins: Set<string>,
  closing: AbortSignal,
  quiet: boolean,
): Promise<void> {
  const started = performance.now();
  const method = req.method ?? 'GET';
  const url = requestUrl(req.url ?? '/');
  if (!url) return sendError(res, 400, 'Malformed request target');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (!quiet) {
    res.on('close', () => {
      const ms = (performance.now() - started).toFixed(1);
      console.log(
        `${method} ${url.pathname}${url.search ? '?…' : ''} ${res.headersSent ? res.statusCode : 'no answer'} ${ms} ms`,
      );
    });
  }
  if (applyCors(req, res, origins)) return;

  if (!path.startsWith('/__demo/')) {
    const scope = req.headers['x-demo-scope'];
    const faults = (typeof scope === 'string' && state.scopedFaults.get(scope)) || state.faults;
    const fault = decideFault(faults, path);
    // A hung request is simply never answered; close() ends its connection.
    if (fault.kind === 'hang') return;
    if (faults.latencyMs > 0 && path.startsWith('/api/')) {
      try {
        await sleep(faults.latencyMs, undefined, { signal: closing });
      } catch {
        return;
      }
    }
    if (fault.kind === 'fail') return sendError(res, fault.status, `Injected failure (status ${fault.status})`);
    if (fault.kind === 'error') return sendError(res, 500, 'Internal server error (injected fault)');
    if (fault.kind === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(MALFORMED_BODY);
      return;
    }
  }

  const ctx: RequestContext = { req, res, url, method, path, state };
  try {
    await route(ctx);
  } catch (error) {
    if (error instanceof HttpError) {
      sendError(res, error.status, error.message, error.headers);
    } else {
      if (!closing.aborted) console.error(`demo-api: ${method} ${path} failed:`, error);
      sendError(res, 500, 'Internal server error');
    }
  }
}
