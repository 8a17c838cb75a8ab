/**
 * The content-layer loader behind every showcase collection. For each approved
 * list of an area it fetches the list, then every entry's detail, with bounded
 * concurrency and retries with backoff on transient failures. A call that
 * still fails fails the build with a message naming it; a record that fails
 * validation is dropped and reported; one summary line per collection. Each
 * entry is stored with its pictures (./pictures.ts: the image step's variants).
 */
import type { Loader } from 'astro/loaders';
import { isApiError, type ApiConfig, type ReadOptions } from '#api/http.ts';
import { nodeGet } from '#api/node-get.ts';
import { createLimiter } from '#lib/pool.ts';
import { retry } from '#lib/retry.ts';
import { buildsFromSnapshot } from './snapshot-file.ts';
import { attachPictures } from './pictures.ts';
import type { CatalogEntry, CatalogRecord, CatalogSource } from './source.ts';

const ATTEMPTS = Number(process.env.BUILD_FETCH_ATTEMPTS) || 5;
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY) || 8;
/** Our own retries (they also cover unreadable bodies), so the transport retries nothing. */
const READ: ReadOptions = { retry: 0, timeout: Number(process.env.BUILD_FETCH_TIMEOUT_MS) || 30_000 };

/** Shared by every collection: at most CONCURRENCY calls in flight during a build. */
const limit = createLimiter(CONCURRENCY);

export function buildApi(): ApiConfig {
  const host = process.env.PUBLIC_API_HOST;
  if (!host) {
    throw new Error('PUBLIC_API_HOST is not set: the build needs the backend URL (see README, "Configuration").');
  }
  return { host, get: nodeGet };
}

/** Network errors, time-outs, unreadable answers, 5xx, 408 and 429 are worth another try. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { failure } = error;
  if (failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'malformed') return true;
  return failure.kind === 'http' && (failure.status >= 500 || failure.status === 408 || failure.status === 429);
}

/** Runs one backend call with retries; its final failure names the call. */
export async function reliably<T>(label: string, task: () => Promise<T>): Promise<T> {
  try {
    return await retry(() => limit(task), {
      attempts: ATTEMPTS,
      delay: (n) => 250 * 2 ** (n - 1) + Math.random() * 100,
      shouldRetry: isTransient,
    });
  } catch (error) {
    const where = isApiError(error) ? `${error.url}: ${error.message} (${error.failure.kind})` : String(error);
    throw new Error(`${label} failed${isTransient(error) ? ` after ${ATTEMPTS} attempts` : ''}: ${where}`, {
      cause: error,
    });
  }
}

export function approvedLoader<T extends CatalogRecord>(source: CatalogSource<T>): Loader {
  return {
    name: `approved-${source.name}`,
    load: async ({ store, logger, generateDigest }) => {
      // `astro check` and `astro sync` only need the collections' types, not the backend.
      if (process.env.CONTENT_TYPES_ONLY === '1') {
        logger.info('CONTENT_TYPES_ONLY=1: not contacting the backend');
        return;
      }
      if (buildsFromSnapshot()) {
        // The rebuild already fetched, validated and filtered these with the same rules; the pages read them
        // from its snapshot file (./snapshot-entries.ts), so the store stays empty.
        store.clear();
        logger.info(`${source.name}: read by the pages from the rebuild's snapshot`);
        return;
      }
      const started = performance.now();
      const api = buildApi();
      const dropped: string[] = [];

      const lists = await Promise.all(
        source.lists.map(async (list) => ({ list, parsed: await reliably(list.label, () => list.fetch(api, READ)) })),
      );
      const seen = new Set<string>();
      const found: Array<{ category: string; order: number; id: string }> = [];
      for (const { list, parsed } of lists) {
        for (const item of parsed.dropped) dropped.push(`${list.category} list item ${item.id ?? `#${item.index}`}: ${item.reason}`);
        parsed.records.forEach((record, order) => {
          if (seen.has(record.nominationId)) {
            dropped.push(`${list.category} ${record.nominationId}: listed twice; kept the first`);
            return;
          }
          seen.add(record.nominationId);
          found.push({ category: list.category, order, id: record.nominationId });
        });
      }

      const entries = await Promise.all(
        found.map(async ({ category, order, id }): Promise<[string, CatalogEntry<T>] | null> => {
          let result;
          try {
            result = await reliably(`GET approved ${source.name} detail ${id}`, () => source.detail(api, id, category, READ));
          } catch (error) {
            // Listed but no longer approved by the time we asked: not an outage, just not public.
            if (isApiError((error as Error).cause) && ((error as Error).cause as { status?: number }).status === 404) {
              dropped.push(`${category} ${id}: detail answered 404`);
              return null;
            }
            throw error;
          }
          if (!result.ok) {
            dropped.push(`${category} ${id}: ${result.dropped.reason}`);
            return null;
          }
          const rejected = source.reject?.(result.record, category);
          if (rejected) {
            dropped.push(`${category} ${id}: ${rejected}`);
            return null;
          }
          return [id, { category, order, record: result.record }];
        }),
      );

      const kept = entries.filter((entry) => entry !== null);
      await storeWithPictures(store, kept.map(([id, entry]) => ({ id, entry })), logger, generateDigest);
      const counts = new Map<string, number>();
      for (const [, data] of kept) counts.set(data.category, (counts.get(data.category) ?? 0) + 1);
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      const perCategory = [...counts].map(([category, n]) => `${category} ${n}`).join(', ');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(`${total} entries (${perCategory || 'none'}), ${dropped.length} dropped, ${seconds} s`);
      for (const reason of dropped) logger.warn(`dropped ${reason}`);
    },
  };
}

type Context = Parameters<Loader['load']>[0];

/** Replaces the collection's entries with these, each with its pictures (see ./pictures.ts). */
async function storeWithPictures(
  store: Context['store'],
  found: Array<{ id: string; entry: CatalogEntry<unknown> }>,
  logger: Context['logger'],
  generateDigest: Context['generateDigest'],
): Promise<void> {
  const withPictures = await attachPictures(
    found.map(({ id, entry }) => ({ label: `${entry.category} ${id}`, record: entry.record })),
    logger,
  );
  store.clear();
  found.forEach(({ id, entry }, index) => {
    const data = { ...entry, ...withPictures[index] } as unknown as Record<string, unknown>;
    store.set({ id, data, digest: generateDigest(data) });
  });
}
