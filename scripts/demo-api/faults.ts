/**
 * Fault injection for reliability tests: added latency, random 500s, bodies
 * that are not JSON, requests that never answer, and fixed failures per path
 * prefix. Read from the environment at start (./settings.ts) and replaceable at run time.
 */

export interface Faults {
  /** Delay added to every /api/* answer, in ms. */
  latencyMs: number;
  /** Fraction (0..1) of /api/* requests answered 500 with the envelope. */
  errorRate: number;
  /** Fraction (0..1) of /api/* requests answered 200 with a body that is not JSON. */
  malformedRate: number;
  /** Path prefixes whose requests never answer (until the server closes). */
  hang: string[];
  /** Path prefix → status answered instead of the real answer, e.g. `{"/api/upload/poster-image": 500}`. */
  fail: Record<string, number>;
}

const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, malformedRate: 0, hang: [], fail: {} };

/** What to do with one request. */
export type FaultAction =
  { kind: 'none' } | { kind: 'hang' } | { kind: 'fail'; status: number } | { kind: 'error' } | { kind: 'malformed' };

type FaultVariables = Partial<
  Record<
    'DEMO_API_LATENCY_MS' | 'DEMO_API_ERROR_RATE' | 'DEMO_API_MALFORMED_RATE' | 'DEMO_API_HANG' | 'DEMO_API_FAIL',
    string
  >
>;

/** Faults from DEMO_API_LATENCY_MS, DEMO_API_ERROR_RATE, DEMO_API_MALFORMED_RATE, DEMO_API_HANG, DEMO_API_FAIL (./settings.ts reads them). */
export function faultsFromEnv(env: FaultVariables): Partial<Faults> {
  const faults: Partial<Faults> = {};
  if (env.DEMO_API_LATENCY_MS) faults.latencyMs = Number(env.DEMO_API_LATENCY_MS);
  if (env.DEMO_API_ERROR_RATE) faults.errorRate = Number(env.DEMO_API_ERROR_RATE);
  if (env.DEMO_API_MALFORMED_RATE) faults.malformedRate = Number(env.DEMO_API_MALFORMED_RATE);
  if (env.DEMO_API_HANG) faults.hang = splitList(env.DEMO_API_HANG);
  if (env.DEMO_API_FAIL) {
    faults.fail = Object.fromEntries(
      splitList(env.DEMO_API_FAIL).map((pair) => {
        const at = pair.lastIndexOf('=');
        return [pair.slice(0, at), Number(pair.slice(at + 1))];
      }),
    );
  }
  return normalizeFaults(faults);
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Checks and completes a partial set of faults; throws an Error naming the first bad field. */
export function normalizeFaults(input: unknown): Faults {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new Error('faults must be a JSON object');
  const raw = input as Record<string, unknown>;
  const known = new Set(Object.keys(NO_FAULTS));
  const unknown = Object.keys(raw).find((key) => !known.has(key));
  if (unknown) throw new Error(`unknown fault "${unknown}" (known: ${[...known].join(', ')})`);

  const number = (key: 'latencyMs' | 'errorRate' | 'malformedRate', max: number) => {
    const value = raw[key] ?? NO_FAULTS[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
      throw new Error(`${key} must be a number from 0 to ${max}`);
    }
    return value;
  };
  const hang = raw.hang ?? [];
  if (!Array.isArray(hang) || !hang.every((p) => typeof p === 'string' && p.startsWith('/'))) {
    throw new Error('hang must be a list of path prefixes starting with /');
  }
  const fail = raw.fail ?? {};
  if (!fail || typeof fail !== 'object' || Array.isArray(fail))
    throw new Error('fail must be an object of prefix → status');
  for (const [prefix, status] of Object.entries(fail)) {
    if (!prefix.startsWith('/') || !Number.isInteger(status) || (status as number) < 400 || (status as number) > 599) {
      throw new Error(`fail["${prefix}"] must map a path prefix starting with / to a status from 400 to 599`);
    }
  }
  return {
    latencyMs: number('latencyMs', 600_000),
    errorRate: number('errorRate', 1),
    malformedRate: number('malformedRate', 1),
    hang: hang as string[],
    fail: fail as Record<string, number>,
  };
}

/** Decides the fault for one request path; `random` is injectable for tests. */
export function decideFault(faults: Faults, path: string, random: () => number = Math.random): FaultAction {
  if (faults.hang.some((prefix) => path.startsWith(prefix))) return { kind: 'hang' };
  const failing = Object.entries(faults.fail)
    .filter(([prefix]) => path.startsWith(prefix))
    .sort(([a], [b]) => b.length - a.length)[0];
  if (failing) return { kind: 'fail', status: failing[1] };
  if (!path.startsWith('/api/')) return { kind: 'none' };
  if (faults.errorRate > 0 && random() < faults.errorRate) return { kind: 'error' };
  if (faults.malformedRate > 0 && random() < faults.malformedRate) return { kind: 'malformed' };
  return { kind: 'none' };
}

/** The body of a "malformed" answer: an envelope cut off in the middle. */
export const MALFORMED_BODY = '{"success":true,"data":[{"nominationId":"PRJ-2025-0';
