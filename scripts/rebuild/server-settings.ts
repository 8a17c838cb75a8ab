/**
 * The bounds of the site's static server and of the webhook, from the
 * environment (read by the commands that start them: scripts/start.ts,
 * `npm run rebuild -- --serve`). The time-outs are the same for both; each
 * has its own connection cap. Defaults and why: scripts/lib/server-limits.ts.
 */
import { limitsProblem, SERVER_LIMITS, WEBHOOK_LIMITS, type ServerLimits } from '../lib/server-limits.ts';
import { UsageError } from './config.ts';

const TIME_OUTS = {
  headersTimeoutMs: 'SERVER_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'SERVER_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'SERVER_KEEP_ALIVE_TIMEOUT_MS',
  idleTimeoutMs: 'SERVER_IDLE_TIMEOUT_MS',
} as const;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

function limitsFrom(env: NodeJS.ProcessEnv, defaults: ServerLimits, maxConnections: string): ServerLimits {
  const limits = { ...defaults, maxConnections: wholeNumber(env, maxConnections, defaults.maxConnections) };
  for (const [key, name] of Object.entries(TIME_OUTS)) limits[key as keyof typeof TIME_OUTS] = wholeNumber(env, name, defaults[key as keyof typeof TIME_OUTS]);
  const problem = limitsProblem(limits);
  if (problem) throw new UsageError(`${TIME_OUTS.headersTimeoutMs} / ${TIME_OUTS.requestTimeoutMs}: ${problem}`);
  return limits;
}

/** The static server's limits (SERVER_MAX_CONNECTIONS) and the webhook's (REBUILD_MAX_CONNECTIONS), sharing the SERVER_*_TIMEOUT_MS time-outs. */
export function serverLimitsFrom(env: NodeJS.ProcessEnv = process.env): { site: ServerLimits; webhook: ServerLimits } {
  return { site: limitsFrom(env, SERVER_LIMITS, 'SERVER_MAX_CONNECTIONS'), webhook: limitsFrom(env, WEBHOOK_LIMITS, 'REBUILD_MAX_CONNECTIONS') };
}
