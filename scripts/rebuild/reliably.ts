/**
 * The build's reads of the backend: each call retried with backoff on
 * transient failures (the transport itself retries nothing), at most
 * `concurrency` in flight, whoever makes them; a call that still fails fails
 * the run with a message naming it.
 */
import { isApiError, type ReadOptions } from '#api/http.ts';
import { createLimiter } from '#lib/pool.ts';
import { retry } from '#lib/retry.ts';
import { DEFAULT_READ_SETTINGS, type ReadSettings } from '../settings.ts';

export type { ReadSettings } from '../settings.ts';

/** Network errors, time-outs, unreadable answers, 5xx, 408 and 429 are worth another try. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { failure } = error;
  if (failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'malformed') return true;
  return failure.kind === 'http' && (failure.status >= 500 || failure.status === 408 || failure.status === 429);
}

export interface Reader {
  /** The options of each attempt. */
  read: ReadOptions;
  /** Runs one backend call with retries; its final failure names the call. */
  reliably<T>(label: string, task: () => Promise<T>): Promise<T>;
}

export function backendReader(settings: ReadSettings = DEFAULT_READ_SETTINGS): Reader {
  const limit = createLimiter(settings.concurrency);
  return {
    read: { retry: 0, timeout: settings.timeoutMs },
    async reliably(label, task) {
      try {
        return await retry(() => limit(task), {
          attempts: settings.attempts,
          delay: (n) => 250 * 2 ** (n - 1) + Math.random() * 100,
          shouldRetry: isTransient,
        });
      } catch (error) {
        const where = isApiError(error) ? `${error.url}: ${error.message} (${error.failure.kind})` : String(error);
        throw new Error(
          `${label} failed${isTransient(error) ? ` after ${settings.attempts} attempts` : ''}: ${where}`,
          { cause: error },
        );
      }
    },
  };
}
