/**
 * A release's files as a deploy sees them: path, size, MD5 and the headers
 * they are stored with. Sizes and identities come from one walk of the
 * folder (folder-listing.ts); the MD5, without reading the file, from what the target holds for a file named
 * by its content (the same name and size are the same bytes, as the rebuild's
 * share phase relies on: Pagefind writes every fragment anew for each index,
 * 10,000 new files at 10,000 entries, the same bytes under the same names), or
 * from the hash cache (hash-cache.ts) when the file is the very file a deploy
 * read before; else from its bytes.
 *
 * When the target holds the release before this one and the rebuild knows what
 * changed since ({@link scanChanges}), there is no walk: the unchanged files
 * are as the manifest holds them, and only the files written anew are looked
 * at. At 10,000 entries the walk took 0.45 s of an approval's 0.65 s scan.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { headersMatcher } from '#integrations/security.ts';
import { createLimiter } from '#lib/pool.ts';
import { ENCODINGS, isCompressible } from '../lib/content-encoding.ts';
import { md5 } from '../lib/hash.ts';
import { listFolder, type FolderFile } from './folder-listing.ts';
import { readHashCache, writeHashCache, type HashCache } from './hash-cache.ts';
import { headerRulesOf, headersNotCarried, isHashed, objectHeaders } from './object-headers.ts';
import type { Manifest } from './manifest.ts';
import type { FileToWrite } from './target.ts';

export interface ScannedRelease {
  /** The release's real folder and its name (the release id, for a release under PUBLISH_DIR/releases). */
  dir: string;
  id: string;
  /** Its files by path, in path order. */
  files: Map<string, FileToWrite>;
  /** Files whose bytes were read (the others' MD5 came from the cache or the target's manifest). */
  read: number;
  /** The release it came after, when the files were known from what changed since (no walk of the folder). */
  changedSince?: string;
  /** `_headers` headers the target cannot keep with its files (empty for a folder, which takes `_headers` itself). */
  notCarried: string[];
  /**
   * Writes the hash cache with this release's MD5s, when they are not what it
   * held: left to the caller, so that a deploy's writes need not wait for it.
   */
  keepHashes: () => Promise<void>;
}

export interface ScanOptions {
  /** The target keeps headers with each file: `_headers` and compressed siblings are not its files. */
  carriesHeaders: boolean;
  /** Where MD5s are kept between deploys (hash-cache.ts); none: every file is read. */
  hashCacheFile?: string;
  /** The MD5 the target holds for a path named by its content, if it holds one of this size. */
  heldMd5?: (path: string, size: number) => string | undefined;
}

/** A compressed sibling (`x.html.br`) of a compressible file of the release: an encoding of it, not a file of its own. */
function isSibling(path: string, paths: Set<string>): boolean {
  const encoding = ENCODINGS.find(({ suffix }) => path.endsWith(suffix));
  if (!encoding) return false;
  const original = path.slice(0, -encoding.suffix.length);
  return paths.has(original) && isCompressible(original);
}

/** Read whole, as the upload reads it (s3-target.ts): for a release's small files, a third of a stream's CPU. */
const md5OfFile = async (path: string) => md5(await readFile(path));

/** The release's files, in path order, leaving out what a target that carries headers does not store. */
async function filesOf(dir: string, carriesHeaders: boolean): Promise<FolderFile[]> {
  const listed = await listFolder(dir);
  const all = new Set(listed.map((file) => file.path));
  const kept = carriesHeaders ? listed.filter(({ path }) => path !== '_headers' && !isSibling(path, all)) : listed;
  return kept.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Scans the release at `releaseDir` (a symlink such as PUBLISH_DIR/current is followed once, at the start). */
export async function scanRelease(releaseDir: string, options: ScanOptions): Promise<ScannedRelease> {
  const dir = await realpath(releaseDir);
  const [listed, cache, rules, folder] = await Promise.all([
    filesOf(dir, options.carriesHeaders),
    readHashCache(options.hashCacheFile),
    options.carriesHeaders ? headerRulesOf(dir) : [],
    stat(dir),
  ]);
  const rulesFor = headersMatcher(rules);
  const next: HashCache = new Map();
  const files = new Map<string, FileToWrite>();
  const unread: Array<[FileToWrite, string]> = [];
  for (const { path, size, identity } of listed) {
    const source = `${dir}/${path}`;
    const md5 = cache.get(identity) ?? (isHashed(path) ? options.heldMd5?.(path, size) : undefined);
    const file: FileToWrite = {
      path,
      source,
      size,
      md5: md5 ?? '',
      headers: options.carriesHeaders ? objectHeaders(rulesFor, path, source, folder) : {},
    };
    files.set(path, file);
    if (md5) next.set(identity, md5);
    else unread.push([file, identity]);
  }
  const limit = createLimiter(8);
  await Promise.all(
    unread.map(([file, identity]) =>
      limit(async () => {
        file.md5 = await md5OfFile(file.source);
        next.set(identity, file.md5);
      }),
    ),
  );
  const { hashCacheFile } = options;
  const changed = unread.length > 0 || next.size !== cache.size;
  return {
    dir,
    id: basename(dir),
    files,
    read: unread.length,
    notCarried: headersNotCarried(rules),
    keepHashes: async () => {
      if (hashCacheFile && changed) await writeHashCache(hashCacheFile, next);
    },
  };
}

/** What changed in a release since the one before it (scripts/rebuild/after-publish.ts). */
export interface ChangedFiles {
  written: readonly string[];
  removed: readonly string[];
}

/**
 * Scans the release at `releaseDir` from `previous`, the manifest of the
 * release before it as the target holds it (whole: nothing unsure, with the
 * same `_headers`), and what changed since: the files not written anew are
 * the manifest's; only the written ones are looked at.
 */
export async function scanChanges(
  releaseDir: string,
  previous: Manifest,
  changes: ChangedFiles,
  options: ScanOptions,
): Promise<ScannedRelease> {
  const dir = await realpath(releaseDir);
  const [rules, folder] = await Promise.all([options.carriesHeaders ? headerRulesOf(dir) : [], stat(dir)]);
  const rulesFor = headersMatcher(rules);
  const removed = new Set(changes.removed);
  const written = new Set(changes.written);
  const paths = new Set([...previous.files.keys()].filter((path) => !removed.has(path)));
  for (const path of written) paths.add(path);
  const files = new Map<string, FileToWrite>();
  const unread: FileToWrite[] = [];
  for (const path of [...paths].sort()) {
    if (options.carriesHeaders && (path === '_headers' || isSibling(path, paths))) continue;
    const source = `${dir}/${path}`;
    const held = written.has(path) ? undefined : previous.files.get(path);
    if (held) {
      files.set(path, { path, source, md5: held.md5, size: held.size, headers: held.headers });
      continue;
    }
    const headers = options.carriesHeaders ? objectHeaders(rulesFor, path, source, folder) : {};
    const file: FileToWrite = { path, source, size: 0, md5: '', headers };
    files.set(path, file);
    unread.push(file);
  }
  const limit = createLimiter(8);
  let read = 0;
  await Promise.all(
    unread.map((file) =>
      limit(async () => {
        file.size = (await stat(file.source)).size;
        const held = isHashed(file.path) ? options.heldMd5?.(file.path, file.size) : undefined;
        if (!held) read++;
        file.md5 = held ?? (await md5OfFile(file.source));
      }),
    ),
  );
  return {
    dir,
    id: basename(dir),
    files,
    read,
    changedSince: previous.release,
    notCarried: headersNotCarried(rules),
    keepHashes: async () => {},
  };
}
