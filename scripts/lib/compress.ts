/**
 * Brotli and gzip encodings of a release's text files. One encoder
 * ({@link compressionOf}) serves both ways a release is compressed, so a
 * representation has the same bytes (and the static server's per-encoding
 * ETag stays a strong one) whichever way it was made:
 *
 * - on demand, by the bundled static server (static-server.ts), on a file's
 *   first request, kept in memory (compression-cache.ts);
 * - at deploy time, {@link compressRelease} (`npm run compress`) writing
 *   siblings (`page.html.br`, `page.html.gz`)
 *   for hosts that serve precompressed files but do not compress themselves.
 *   The static server sends a sibling when it decodes to its file's bytes.
 *
 * Brotli at quality 5 (on our pages within 0.1% of quality 6's size, a third
 * faster, f62eeef), gzip at level 9 for older clients. A file a release shares
 * with the one before (scripts/rebuild/share-with-live.ts links unchanged files) takes
 * that release's siblings too, so compressing after one approval compresses
 * only the pages that changed.
 *
 * A sibling counts only when it decodes to its file's bytes
 * ({@link decodedOf}): never by its modification time, which says nothing
 * about what it was made from (a release's files keep the times they were
 * written, copies and deploy tools keep or reset them, and a file and the
 * sibling made from it right after can share one clock tick). So a copy made
 * from an older version of a page (carried over by a release, or left by a
 * deploy) is replaced by {@link compressRelease} and never sent by the server.
 *
 * Pagefind's index files come as gzip, which its script unpacks itself, or
 * finds unpacked when the browser did: they begin with Pagefind's signature
 * either way. Brotli at its best quality makes what they unpack to a fifth
 * smaller than Pagefind's gzip (at 10,000 entries the index's meta 85 → 67 KB,
 * its WebAssembly 60 → 51 KB, an index chunk 10.7 → 8.3 KB; quality 5 saves
 * almost nothing), so they get a brotli encoding of their unpacked bytes
 * ({@link PACKED}); a client without brotli gets the file as it is. Its
 * scripts, a few files every search loads, get brotli's best quality too
 * (`pagefind.js` 13.0 → 12.1 KB).
 */
import { link, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { createLimiter } from '#lib/pool.ts';
import { releasePathOf } from './release-path.ts';
import { SEARCH_BUNDLE } from './search-fragments.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** Text formats worth compressing. */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/**
 * Pagefind's packed files that a search loads whole: the index's meta, its chunks and filters, the
 * WebAssembly. Not its fragments (one per page, under a kilobyte each: a few hundred bytes a result
 * for ten thousand more files to compress).
 */
export const PACKED = new Set(['.pf_meta', '.pf_index', '.pf_filter', '.pagefind']);

/** What Pagefind's unpacked files begin with. */
const PAGEFIND_SIGNATURE = Buffer.from('pagefind_dcd');

/** Pagefind's largest packed file unpacks to well under this (the WebAssembly, 135 KB; the meta at 10,000 entries, 180 KB). */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** Below this, compression saves less than a packet: such files are always sent as they are. */
export const MIN_BYTES = 512;

export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type EncodingName = (typeof ENCODINGS)[number]['name'];

/** Brotli at `quality`. */
const brotliAt = (quality: number, bytes: Buffer) =>
  brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });

/** The bytes of `bytes` in an encoding, brotli at `quality`, gzip at 9. */
const encodeTextAt = (quality: number) => (name: EncodingName, bytes: Buffer) => (name === 'br' ? brotliAt(quality, bytes) : gzipAsync(bytes, { level: 9 }));

/** How a kind of file is compressed, the same way by the server and for siblings. */
export interface Compression {
  /** Its name: what the server keeps of an encoding is kept under it (the same bytes may be two kinds of file). */
  id: string;
  /** The encodings it is offered in, in the server's order of preference. */
  encodings: readonly (typeof ENCODINGS)[number][];
  /** Whether its encodings encode what the file unpacks to rather than its bytes. */
  unpacks: boolean;
  /** What its encodings encode: the file's bytes, or what a packed file unpacks to (null when it does not unpack to Pagefind's data). */
  content(bytes: Buffer): Promise<Buffer | null>;
  /** `content` in an encoding. */
  encode(name: EncodingName, content: Buffer): Promise<Buffer>;
}

const TEXT: Compression = { id: 'text', encodings: ENCODINGS, unpacks: false, content: async (bytes) => bytes, encode: encodeTextAt(5) };

/** Pagefind's scripts: made once per release and file, like its index files. */
const PAGEFIND_TEXT: Compression = { ...TEXT, id: 'pagefind-text', encode: encodeTextAt(11) };

const PAGEFIND_PACKED: Compression = {
  id: 'pagefind-packed',
  encodings: ENCODINGS.filter(({ name }) => name === 'br'),
  unpacks: true,
  async content(bytes) {
    const unpacked = await gunzipAsync(bytes, { maxOutputLength: MAX_UNPACKED_BYTES }).catch(() => null);
    return unpacked?.subarray(0, PAGEFIND_SIGNATURE.length).equals(PAGEFIND_SIGNATURE) ? unpacked : null;
  },
  // Made once per release and file: the best quality is worth its quarter of a second on the largest.
  encode: (_name, content) => brotliAt(11, content),
};

/** How the file at `path` is compressed, or null when it is sent as it is. */
export function compressionOf(path: string): Compression | null {
  const ext = extname(path).toLowerCase();
  if (PACKED.has(ext)) return PAGEFIND_PACKED;
  if (!COMPRESSIBLE.has(ext)) return null;
  return basename(dirname(path)) === SEARCH_BUNDLE ? PAGEFIND_TEXT : TEXT;
}

/**
 * What `encoded` decodes to, read no further than `maxBytes` (the size of the
 * file it stands for: a copy of another file, or a decompression bomb, stops
 * there); null when it is empty, not in that encoding, or longer.
 */
export async function decodedOf(name: EncodingName, encoded: Buffer, maxBytes: number): Promise<Buffer | null> {
  if (encoded.length === 0) return null;
  const options = { maxOutputLength: Math.max(1, maxBytes) };
  try {
    return await (name === 'br' ? unbrotli(encoded, options) : gunzipAsync(encoded, options));
  } catch {
    return null;
  }
}

export interface CompressResult {
  files: number;
  /** Siblings written anew. */
  compressed: number;
  /** Files whose siblings were linked from the previous release, or were there already (decoding to the file's bytes). */
  reused: number;
  /** Bytes of the files compressed anew, and of what is sent for them (the brotli sibling or the file). */
  bytesBefore: number;
  bytesAfter: number;
  ms: number;
}

export function isCompressible(path: string): boolean {
  return compressionOf(path) !== null;
}

/** Whether two paths name the very same file (one inode). */
async function sameFile(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([stat(a), stat(b).catch(() => null)]);
  return y !== null && x.ino === y.ino && x.dev === y.dev;
}

/** Gives `next` the siblings of `previous`, the very same file in the release before: linked, or there already as the same files (a release assembled from it). */
async function linkSiblings(previous: string, next: string, kind: Compression): Promise<boolean> {
  try {
    for (const { suffix } of kind.encodings) {
      await link(previous + suffix, next + suffix).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST' || !(await sameFile(previous + suffix, next + suffix))) throw error;
      });
    }
    return true;
  } catch {
    return false;
  }
}

/** Every sibling of `file` is there and decodes to `content`, what its encodings encode. */
async function siblingsHold(file: string, content: Buffer, kind: Compression): Promise<boolean> {
  for (const { name, suffix } of kind.encodings) {
    const sibling = await readFile(file + suffix).catch(() => null);
    const decoded = sibling && (await decodedOf(name, sibling, content.length));
    if (!decoded?.equals(content)) return false;
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

/** What was done for one file: its siblings taken as they are (linked or already right), written anew, or none (too small). */
type FileOutcome = { kind: 'reused' } | { kind: 'compressed' | 'small'; before: number; after: number };

async function compressFile(file: string, linkedFrom: string | undefined): Promise<FileOutcome> {
  const kind = compressionOf(file)!;
  // The very file of the previous release: its siblings there hold its content, so they do here.
  if (linkedFrom && (await linkSiblings(linkedFrom, file, kind))) return { kind: 'reused' };
  const bytes = await readFile(file);
  const content = bytes.length < MIN_BYTES ? null : await kind.content(bytes);
  if (!content) {
    // Never compressed: a sibling beside it was made from another version of it.
    await Promise.all(ENCODINGS.map(({ suffix }) => rm(file + suffix, { force: true })));
    return { kind: 'small', before: bytes.length, after: bytes.length };
  }
  // Siblings of encodings not offered (a `.gz` beside a packed file) were made by something else.
  const unoffered = ENCODINGS.filter((encoding) => !kind.encodings.includes(encoding));
  await Promise.all(unoffered.map(({ suffix }) => rm(file + suffix, { force: true })));
  if (await siblingsHold(file, content, kind)) return { kind: 'reused' };
  const encoded = await Promise.all(kind.encodings.map(({ name }) => kind.encode(name, content)));
  // Every encoding gets its sibling, even when one is not smaller: the server then simply picks the smallest it may.
  await Promise.all(kind.encodings.map(({ suffix }, i) => writeSibling(file + suffix, encoded[i]!)));
  return { kind: 'compressed', before: bytes.length, after: Math.min(bytes.length, ...encoded.map((e) => e.length)) };
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` of at least
 * {@link MIN_BYTES}. With `live`, the files shared with it take its siblings;
 * a file whose siblings are there already and decode to its bytes keeps them
 * (running it again on a release compresses nothing); siblings made from
 * anything else are replaced (and removed beside a file too small to
 * compress). Never rewrites an existing file in place: a release's files may
 * be hard links shared with other releases.
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
        const outcome = await compressFile(file, live?.shared.has(path) ? join(live.dir, path) : undefined);
        if (outcome.kind === 'reused') {
          result.reused++;
          return;
        }
        if (outcome.kind === 'compressed') result.compressed++;
        result.bytesBefore += outcome.before;
        result.bytesAfter += outcome.after;
      }),
    ),
  );
  result.ms = performance.now() - started;
  return result;
}
