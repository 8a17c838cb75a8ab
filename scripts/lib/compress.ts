/**
 * Pre-compressed siblings of a release's text files (`page.html.br`,
 * `page.html.gz`), written once at publish time so the static server never
 * compresses while answering. Brotli at quality 5 (nearly the size of the
 * best setting at a small fraction of its time; on our pages within 0.1% of
 * quality 6, a third faster) and gzip for older clients. A file the new
 * release shares with the live one (scripts/rebuild/share.ts links unchanged
 * files) takes that release's siblings too, so a rebuild after one approval
 * compresses only the pages that changed.
 */
import { link, readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createLimiter } from '#lib/pool.ts';
import { releasePathOf } from './release-path.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing. (Pagefind's index files come compressed already.) */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/** Below this, compression saves less than a packet. */
const MIN_BYTES = 512;

export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface CompressResult {
  files: number;
  /** Siblings written anew. */
  compressed: number;
  /** Files whose siblings were linked from the previous release. */
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

/** The live release, and the files of the new one that are its very files (relative `/` paths, from share.ts). */
export interface SharedWith {
  dir: string;
  shared: Set<string>;
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (when they are
 * smaller). With `live`, the files shared with it take its siblings.
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
        const bytes = await readFile(file);
        result.bytesBefore += bytes.length;
        if (bytes.length < MIN_BYTES) {
          result.bytesAfter += bytes.length;
          return;
        }
        const [br, gz] = await Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        // Siblings always come in pairs, even when one is not smaller: the server then simply picks the smallest it may.
        await Promise.all([writeFile(file + '.br', br), writeFile(file + '.gz', gz)]);
        result.compressed++;
        result.bytesAfter += Math.min(br.length, bytes.length);
      }),
    ),
  );
  result.ms = performance.now() - started;
  return result;
}
