/**
 * Brotli and gzip siblings (`page.html.br`, `page.html.gz`) written beside a
 * release's text files ({@link compressRelease}, `npm run compress`), for
 * hosts that serve precompressed files but do not compress themselves; the
 * bytes are content-encoding.ts's, the ones the static server makes on demand.
 * A file a release shares with the one before (scripts/rebuild/share-with-live.ts links
 * unchanged files) takes that release's siblings too, so compressing after one
 * approval compresses only the pages that changed.
 *
 * A sibling counts only when it decodes to its file's bytes
 * ({@link decodedOf}): never by its modification time, which says nothing
 * about what it was made from (a release's files keep the times they were
 * written, copies and deploy tools keep or reset them, and a file and the
 * sibling made from it right after can share one clock tick). So a copy made
 * from an older version of a page (carried over by a release, or left by a
 * deploy) is replaced by {@link compressRelease} and never sent by the server.
 */
import { link, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createLimiter } from '#lib/pool.ts';
import {
  compressionOf,
  decodedOf,
  ENCODINGS,
  isCompressible,
  MIN_BYTES,
  type Compression,
} from './content-encoding.ts';
import { releasePathOf } from './release-path.ts';

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
  const result: CompressResult = {
    files: files.length,
    compressed: 0,
    reused: 0,
    bytesBefore: 0,
    bytesAfter: 0,
    ms: 0,
  };
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
