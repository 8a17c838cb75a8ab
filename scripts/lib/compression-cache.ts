/**
 * What the static server compressed on demand, kept in memory: a
 * least-recently-used map bounded by the bytes it holds, keyed by the
 * representation's identity (the kind of file, the encoding and the file's
 * content hash, i.e. its strong ETag). A key names bytes, never a path: a file changed by a new
 * release has another key, so nothing stale is ever sent; a file the same in
 * two releases (a hard link, or the same bytes written again) is compressed
 * once. Concurrent first requests for one key share one compression (a map
 * of the compressions under way), and only a few compress at a time, so zlib
 * never holds every libuv thread the file reads need.
 *
 * Memory rather than files beside the release or a cache directory: a
 * release stays read-only and self-contained, nothing is left to clean up or
 * to go stale across rollbacks, and a restart costs one compression per
 * page asked for again.
 */
import { createLimiter } from '#lib/pool.ts';
import { DEFAULT_COMPRESSION_CACHE_MB } from '../settings.ts';

/** The default budget (COMPRESSION_CACHE_MB). */
export const DEFAULT_COMPRESSION_CACHE_BYTES = DEFAULT_COMPRESSION_CACHE_MB * 1024 * 1024;

export interface CompressionStats {
  /** Compressions run (one per key, unless it was evicted and asked for again). */
  compressions: number;
  /** Answers from a kept result. */
  hits: number;
  /** Answers that waited for a compression another request had started. */
  joined: number;
  /** Results dropped to stay within `maxBytes`. */
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

export interface CompressionCache {
  /**
   * The bytes kept for `key`, or those `compress` makes (once, however many
   * ask at the same time). A null result (nothing to send) is not kept.
   */
  get(key: string, compress: () => Promise<Buffer | null>): Promise<Buffer | null>;
  /** Whether a source file of `size` bytes is worth keeping compressed (not beyond a quarter of the budget). */
  accepts(size: number): boolean;
  stats(): CompressionStats;
}

/** zlib's result is a view of its 16 KB-or-more output buffer: an exact copy, so the cache counts the memory it holds. */
function exactCopy(result: Buffer): Buffer {
  return result.byteLength === result.buffer.byteLength
    ? result
    : Buffer.from(Uint8Array.prototype.slice.call(result).buffer);
}

export function createCompressionCache({
  maxBytes = DEFAULT_COMPRESSION_CACHE_BYTES,
  concurrency = 2,
} = {}): CompressionCache {
  const kept = new Map<string, Buffer>();
  const underWay = new Map<string, Promise<Buffer | null>>();
  const limit = createLimiter(concurrency);
  const counts = { compressions: 0, hits: 0, joined: 0, evictions: 0, bytes: 0 };

  function keep(key: string, result: Buffer): void {
    if (result.length > maxBytes) return;
    const bytes = exactCopy(result);
    kept.set(key, bytes);
    counts.bytes += bytes.length;
    for (const [oldest, old] of kept) {
      if (counts.bytes <= maxBytes) break;
      kept.delete(oldest);
      counts.bytes -= old.length;
      counts.evictions++;
    }
  }

  return {
    get(key, compress) {
      const hit = kept.get(key);
      if (hit) {
        // Most recently used goes last.
        kept.delete(key);
        kept.set(key, hit);
        counts.hits++;
        return Promise.resolve(hit);
      }
      const pending = underWay.get(key);
      if (pending) {
        counts.joined++;
        return pending;
      }
      const started = limit(async () => {
        counts.compressions++;
        return compress();
      }).then(
        (bytes) => {
          underWay.delete(key);
          if (bytes) keep(key, bytes);
          return bytes;
        },
        (error: unknown) => {
          underWay.delete(key);
          throw error;
        },
      );
      underWay.set(key, started);
      return started;
    },
    accepts: (size) => size <= maxBytes / 4,
    stats: () => ({ ...counts, entries: kept.size, maxBytes }),
  };
}
