/**
 * Both bundled servers, the static server and the rebuild webhook, are
 * bounded (issue 40): a client that sends its headers slowly is cut off with
 * a 408 once the header time-out has passed, while normal requests are
 * served meanwhile; a request whose body stalls is cut off at the request
 * time-out; connections beyond the cap are closed as they come; a client
 * that stops reading is cut off at the idle time-out. Small time-outs here;
 * every wait is for a socket to close, never a sleep. And the environment
 * variables that set the bounds.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect as netConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_LIMITS, WEBHOOK_LIMITS, type ServerLimits } from '#scripts/lib/server-limits.ts';
import { startStaticServer } from '#scripts/lib/static-server.ts';
import { RebuildQueue } from '#scripts/rebuild/queue.ts';
import { readSettings, SettingsError } from '#scripts/settings.ts';

const serverLimitsFrom = (env: NodeJS.ProcessEnv) => readSettings(env).servers;
import { startWebhook } from '#scripts/rebuild/webhook.ts';

const LIMITS: ServerLimits = {
  headersTimeoutMs: 500,
  requestTimeoutMs: 1000,
  keepAliveTimeoutMs: 500,
  idleTimeoutMs: 500,
  maxConnections: 4,
};
const BIG = 32 * 1024 * 1024;

let dir: string;

interface Client {
  socket: Socket;
  /** What the server sent so far. */
  received(): string;
  /** Settles when the connection is closed (by either side), with the bytes received in all. */
  closed: Promise<number>;
}

/** A raw connection, once established. */
function connect(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Writes after the server closed fail: that is the point.
    socket.on('error', () => {});
    const closed = new Promise<number>((done) =>
      socket.once('close', () => done(chunks.reduce((sum, chunk) => sum + chunk.length, 0))),
    );
    socket.once('connect', () => resolve({ socket, received: () => Buffer.concat(chunks).toString('latin1'), closed }));
    socket.once('error', reject);
  });
}

/** Resolves once `server` has accepted `count` more connections. */
function accepted(server: Server, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onConnection = () => {
      if (++seen < count) return;
      server.off('connection', onConnection);
      resolve();
    };
    server.on('connection', onConnection);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-limits-'));
  await writeFile(join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(join(dir, 'big.bin'), Buffer.alloc(BIG, 7));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SERVERS = [
  {
    name: 'the static server',
    normal: '/',
    start: () => startStaticServer({ root: dir, port: 0, limits: LIMITS, compressionCacheBytes: 0 }),
  },
  {
    name: 'the webhook',
    normal: '/health',
    start: () =>
      startWebhook({ queue: new RebuildQueue(async () => {}), secret: 's', port: 0, log: () => {}, limits: LIMITS }),
  },
];

describe.each(SERVERS)('$name', ({ normal, start }) => {
  it('takes its time-outs and cap from its options', async () => {
    const site = await start();
    try {
      expect(site.server).toMatchObject({
        headersTimeout: LIMITS.headersTimeoutMs,
        requestTimeout: LIMITS.requestTimeoutMs,
        keepAliveTimeout: LIMITS.keepAliveTimeoutMs,
        timeout: LIMITS.idleTimeoutMs,
        maxConnections: LIMITS.maxConnections,
      });
    } finally {
      await site.close();
    }
  });

  it('cuts a client sending its headers slowly off with a 408 after the header time-out, serving normal requests meanwhile', async () => {
    const site = await start();
    try {
      const started = performance.now();
      const slow = await connect(site.port);
      slow.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
      // A header line now and then, never the blank line that ends them.
      const trickle = setInterval(() => slow.socket.write('X-Slow: 1\r\n'), 50);
      try {
        for (let i = 0; i < 3; i++) expect((await fetch(`${site.url}${normal}`)).status).toBe(200);
        await slow.closed;
      } finally {
        clearInterval(trickle);
      }
      expect(performance.now() - started).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs);
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect((await fetch(`${site.url}${normal}`)).status).toBe(200);
    } finally {
      await site.close();
    }
  }, 20_000);

  it('closes connections beyond its cap at once, and serves again once the idle ones are cut off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = await start();
    try {
      const held = accepted(site.server, LIMITS.maxConnections);
      const idle = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => connect(site.port)));
      await held;
      const extra = await connect(site.port);
      extra.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await extra.closed).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/4 connections open, the most allowed/));
      // The idle connections never send a request: the header time-out ends them.
      await Promise.all(idle.map((client) => client.closed));
      expect((await fetch(`${site.url}${normal}`)).status).toBe(200);
    } finally {
      warn.mockRestore();
      await site.close();
    }
  }, 20_000);
});

describe('the webhook', () => {
  it('cuts a request whose body stalls off with a 408 at the request time-out, triggering nothing', async () => {
    const queue = new RebuildQueue(async () => {});
    const hook = await startWebhook({ queue, secret: 's', port: 0, log: () => {}, limits: LIMITS });
    try {
      const started = performance.now();
      const client = await connect(hook.port);
      client.socket.write(
        'POST /rebuild HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
      // A byte of the body now and then (so the connection is never idle), never all of it.
      const trickle = setInterval(() => client.socket.write(' '), 50);
      try {
        await client.closed;
      } finally {
        clearInterval(trickle);
      }
      expect(performance.now() - started).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(queue.history).toHaveLength(0);
      expect(queue.running).toBe(false);
    } finally {
      await hook.close();
    }
  }, 20_000);
});

describe('the static server', () => {
  it('closes a kept-alive connection after the keep-alive time-out, and one whose client stops reading after the idle time-out', async () => {
    const site = await startStaticServer({ root: dir, port: 0, limits: LIMITS, compressionCacheBytes: 0 });
    try {
      const kept = await connect(site.port);
      const started = performance.now();
      kept.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await kept.closed;
      expect(kept.received()).toMatch(/^HTTP\/1\.1 200 [\s\S]*<h1>home<\/h1>$/);
      expect(performance.now() - started).toBeGreaterThanOrEqual(LIMITS.keepAliveTimeoutMs);

      // A client that asks for a large file and reads none of it: the server's side ends once nothing moves.
      const serverSide = new Promise<void>((resolve) =>
        site.server.once('connection', (socket: Socket) => socket.once('close', () => resolve())),
      );
      const stalled = await connect(site.port);
      stalled.socket.pause();
      stalled.socket.write('GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await serverSide;
      stalled.socket.resume();
      expect(await stalled.closed).toBeLessThan(BIG);
    } finally {
      await site.close();
    }
  }, 20_000);
});

describe('the bounds from the environment', () => {
  it("nginx's defaults unless set; the time-outs shared, a cap each", () => {
    expect(serverLimitsFrom({})).toEqual({ site: SERVER_LIMITS, webhook: WEBHOOK_LIMITS });
    expect(SERVER_LIMITS).toEqual({
      headersTimeoutMs: 60_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 60_000,
      maxConnections: 512,
    });
    expect(WEBHOOK_LIMITS.maxConnections).toBe(32);
    const set = serverLimitsFrom({
      SERVER_HEADERS_TIMEOUT_MS: '10000',
      SERVER_REQUEST_TIMEOUT_MS: '20000',
      SERVER_KEEP_ALIVE_TIMEOUT_MS: '1000',
      SERVER_IDLE_TIMEOUT_MS: '30000',
      SERVER_MAX_CONNECTIONS: '100',
      REBUILD_MAX_CONNECTIONS: '4',
    });
    expect(set.site).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 1_000,
      idleTimeoutMs: 30_000,
      maxConnections: 100,
    });
    expect(set.webhook).toEqual({ ...set.site, maxConnections: 4 });
  });

  it('refuses what is not a whole number of at least 1, and a header time-out longer than the request time-out', () => {
    for (const [name, value] of [
      ['SERVER_MAX_CONNECTIONS', '0'],
      ['SERVER_IDLE_TIMEOUT_MS', '1.5'],
      ['REBUILD_MAX_CONNECTIONS', 'many'],
      ['SERVER_HEADERS_TIMEOUT_MS', '-1'],
    ]) {
      expect(() => serverLimitsFrom({ [name!]: value }), name).toThrow(
        `${name}="${value}": expected a whole number of at least 1`,
      );
    }
    expect(() => serverLimitsFrom({ SERVER_HEADERS_TIMEOUT_MS: '90000' })).toThrow(SettingsError);
    expect(() => serverLimitsFrom({ SERVER_HEADERS_TIMEOUT_MS: '90000' })).toThrow(
      /header time-out \(90000 ms\) cannot be longer than the request time-out \(60000 ms\)/,
    );
  });
});
