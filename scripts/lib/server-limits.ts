/**
 * How long the bundled HTTP servers (the static server, the rebuild webhook)
 * wait for a client, and how many clients they hold at once. Node's own
 * defaults let a client that sends its headers a byte at a time hold a
 * connection for up to 90 s (60 s of `headersTimeout`, checked every 30 s)
 * and take any number of connections. These follow nginx's defaults instead:
 *
 * | bound                                  | here               | nginx                                  | Node      |
 * |----------------------------------------|--------------------|----------------------------------------|-----------|
 * | the request's headers                  | 60 s               | client_header_timeout 60s              | 60-90 s   |
 * | the whole request (headers and body)   | 60 s               | client_body_timeout 60s (between reads)| 300 s     |
 * | a kept-alive connection, idle          | 5 s                | keepalive_timeout 75s                  | 5 s       |
 * | no byte moving while a request is open | 60 s               | send_timeout 60s                       | none      |
 * | connections at once                    | 512 (webhook 32)   | worker_connections 512                 | any       |
 *
 * Keep-alive stays at Node's 5 s (Apache's default too): at its cap nginx
 * closes idle kept-alive connections to take new ones, where Node refuses the
 * new ones, so idle connections must not hold places long. A time-out is
 * checked every tenth of the header time-out (at most every second), so a
 * client is cut off close to it. A connection beyond the cap is closed as soon
 * as it is accepted. The webhook's callers are a CI job or the backend, a few
 * at a time: its cap is small.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface ServerLimits {
  /** Time for a request's headers to arrive, from the connection or the request's first byte (then 408). */
  headersTimeoutMs: number;
  /** Time for a whole request, headers and body, to arrive (then 408). Not less than {@link headersTimeoutMs}. */
  requestTimeoutMs: number;
  /** Time a kept-alive connection may wait for its next request. */
  keepAliveTimeoutMs: number;
  /** Time without a byte moving either way while a request is read or answered (a client that stops reading). */
  idleTimeoutMs: number;
  /** Connections open at once; one more is closed as soon as it is accepted. */
  maxConnections: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 60_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnections: 512,
};

export const WEBHOOK_LIMITS: ServerLimits = { ...SERVER_LIMITS, maxConnections: 32 };

/** Why `limits` cannot be used, or undefined. */
export function limitsProblem(limits: ServerLimits): string | undefined {
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1) return `${name} must be a whole number of at least 1, got ${value}`;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    return `the header time-out (${limits.headersTimeoutMs} ms) cannot be longer than the request time-out (${limits.requestTimeoutMs} ms)`;
  }
  return undefined;
}

/** Once a minute at most, what a server refusing connections at its cap says. */
function dropReporter(name: string, max: number): () => void {
  let last = -Infinity;
  return () => {
    if (performance.now() - last < 60_000) return;
    last = performance.now();
    console.warn(`${name}: ${max} connections open, the most allowed; new ones are closed until some end`);
  };
}

/** An HTTP server held to `limits` (`name` names it in the warning it prints when it refuses connections). */
export function createLimitedServer(
  name: string,
  limits: ServerLimits,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Server {
  const problem = limitsProblem(limits);
  if (problem) throw new Error(`${name}: ${problem}`);
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(10, Math.round(limits.headersTimeoutMs / 10))),
    },
    handler,
  );
  server.timeout = limits.idleTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.on('drop', dropReporter(name, limits.maxConnections));
  return server;
}
