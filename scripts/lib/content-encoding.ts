/**
 * How the text files of a release are content-encoded (brotli, gzip): which
 * files, in which encodings, at which quality. One encoder ({@link compressionOf})
 * serves both ways a release is compressed, so a representation has the same
 * bytes (and the static server's per-encoding ETag stays a strong one)
 * whichever way it was made:
 *
 * - on demand, by the bundled static server (static-server.ts), on a file's
 *   first request, kept in memory (compression-cache.ts);
 * - at deploy time, as siblings (`page.html.br`, `page.html.gz`) beside the
 *   files (compressed-siblings.ts, `npm run compress`), for hosts that serve
 *   precompressed files but do not compress themselves. The static server
 *   sends a sibling when it decodes to its file's bytes ({@link decodedOf}).
 *
 * Brotli at quality 5 (on our pages within 0.1% of quality 6's size, a third
 * faster, f62eeef), gzip at level 9 for older clients.
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
import { basename, dirname, extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { SEARCH_BUNDLE } from './search-fragments.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** Text formats worth compressing. */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/**
 * Pagefind's packed files that a search loads whole: the index's meta, its chunks and filters, the
 * WebAssembly. Not its fragments (one per page, under a kilobyte each: a few hundred bytes a result
 * for ten thousand more files to compress).
 */
const PACKED = new Set(['.pf_meta', '.pf_index', '.pf_filter', '.pagefind']);

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
  brotli(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

/** The bytes of `bytes` in an encoding, brotli at `quality`, gzip at 9. */
const encodeTextAt = (quality: number) => (name: EncodingName, bytes: Buffer) =>
  name === 'br' ? brotliAt(quality, bytes) : gzipAsync(bytes, { level: 9 });

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

const TEXT: Compression = {
  id: 'text',
  encodings: ENCODINGS,
  unpacks: false,
  content: async (bytes) => bytes,
  encode: encodeTextAt(5),
};

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

/** Whether the file at `path` is ever sent compressed (a text file, or one of Pagefind's packed files). */
export function isCompressible(path: string): boolean {
  return compressionOf(path) !== null;
}
