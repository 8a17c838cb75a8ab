/**
 * Brotli and gzip encodings of a release's text files. One encoder
 * ({@link encode}) serves both ways a release is compressed, so a
 * representation has the same bytes (and the static server's per-encoding
 * ETag stays a strong one) whichever way it was made:
 *
 * - on demand, by the bundled static server (static-server.ts), on a file's
 *   first request, kept in memory (compression-cache.ts);
 * - at deploy time, {@link compressRelease} (`npm run compress`, or a caller
 *   such as the rebuild) writing siblings (`page.html.br`, `page.html.gz`)
 *   for hosts that serve precompressed files but do not compress themselves.
 *   The static server sends a sibling when one is there.
 *
 * Brotli at quality 5 (nearly the size of the best setting at a small
 * fraction of its time; on our pages within 0.1% of quality 6, a third
 * faster), gzip at level 9 for older clients (on a 93 KB page 1.2 ms against
 * 1.0 ms at the default level, 0.5% smaller). A file a release shares with
 * the one before (scripts/rebuild/share.ts links unchanged files) takes that
 * release's siblings too, so compressing after one approval compresses only
 * the pages that changed.
 */
import { link, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createLimiter } from '#lib/pool.ts';
import { releasePathOf } from './release-path.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing. (Pagefind's index files come compressed already.) */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/** Below this, compression saves less than a packet: such files are always sent as they are. */
export const MIN_BYTES = 512;

export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type EncodingName = (typeof ENCODINGS)[number]['name'];

/** The bytes of `bytes` in an encoding, with the one set of parameters both the server and the siblings use. */
export function encode(name: EncodingName, bytes: Buffer): Promise<Buffer> {
  return name === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes, { level: 9 });
}

export interface CompressResult {
  files: number;
  /** Siblings written anew. */
  compressed: number;
  /** Files whose siblings were linked from the previous release, or were there already (written after the file). */
  reused: number;
  /** Bytes of the files compressed anew, and of what is sent for them (the brotli sibling or the file). */
  bytesBefore: number;
  bytesAfter: number;
  ms: number;
}

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

async function linkSiblings(previous: string, next: string): Promise<boolean> {
  try {
    for (const { suffix } of ENCODINGS) await link(previous + suffix, next + suffix);
    return true;
  } catch {
    return false;
  }
}

/** Both siblings are there and strictly newer than the file (written after it, or linked along with it), so they hold its bytes. */
async function hasFreshSiblings(file: string): Promise<boolean> {
  const info = await stat(file);
  for (const { suffix } of ENCODINGS) {
    const sibling = await stat(file + suffix).catch(() => null);
    if (!sibling?.isFile() || sibling.mtimeMs <= info.mtimeMs) return false;
  }
  return true;
}

/**
 * Writes a sibling as a new file (a temporary name renamed over the old one):
 * an existing sibling may be a hard link shared with another release, which
 * must never change under it.
 */
async function writeSibling(path: string, bytes: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The live release, and the files of the new one that are its very files (relative `/` paths, from share.ts). */
export interface SharedWith {
  dir: string;
  shared: Set<string>;
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` of at least
 * {@link MIN_BYTES}. With `live`, the files shared with it take its siblings;
 * a file whose siblings are there already, newer than it, keeps them (running
 * it again on a release compresses nothing). Never rewrites an existing file
 * in place: a release's files may be hard links shared with other releases.
 */
export async function compressRelease(dir: string, live?: SharedWith): Promise<CompressResult> {
  const started = performance.now();
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && isCompressible(e.name)).map((e) => join(e.parentPath, e.name));
  // zlib works on libuv's thread pool: a few files at a time keep every core busy.
  const limit = createLimiter(8);
  const result: CompressResult = { files: files.length, compressed: 0, reused: 0, bytesBefore: 0, bytesAfter: 0, ms: 0 };
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const path = releasePathOf(dir, file);
        if (live?.shared.has(path) && (await linkSiblings(join(live.dir, path), file))) {
          result.reused++;
          return;
        }
        if (await hasFreshSiblings(file)) {
          result.reused++;
          return;
        }
        const bytes = await readFile(file);
        result.bytesBefore += bytes.length;
        if (bytes.length < MIN_BYTES) {
          result.bytesAfter += bytes.length;
          return;
        }
        const [br, gz] = await Promise.all([encode('br', bytes), encode('gzip', bytes)]);
        // Siblings always come in pairs, even when one is not smaller: the server then simply picks the smallest it may.
        await Promise.all([writeSibling(file + '.br', br), writeSibling(file + '.gz', gz)]);
        result.compressed++;
        result.bytesAfter += Math.min(br.length, bytes.length);
      }),
    ),
  );
  result.ms = performance.now() - started;
  return result;
}
