/**
 * Assembling a release from the live one. A rebuild renders only the pages
 * whose key changed (src/features/catalog/cache-key.ts) into a scratch
 * folder; the new release starts as a copy of the live one made of hard links
 * (`cp -al`, a process per top-level folder: far faster than a call per file from Node), loses
 * the live files that are not in it any more (pages whose key changed or that
 * are gone, files the build writes afresh), and takes every file the build
 * wrote by renaming it in. Only names change: no file of a published release
 * is ever written.
 *
 * The compressed siblings `npm run compress` wrote beside the live files
 * (`page.html.br`, `page.html.gz`) come along with the copy; those of every
 * file this release drops or replaces are dropped with it, so a compressed
 * copy is never older than its page (an edit or a take-down reaches every
 * encoding) and a page that is gone leaves no copy behind.
 */
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageFile } from '#features/catalog/page-keys.ts';
import { createLimiter } from '#lib/pool.ts';
import { ENCODINGS, isCompressible } from '../lib/content-encoding.ts';
import { linkTree } from '../lib/copy-tree.ts';
import { releasePathOf } from '../lib/release-path.ts';

export interface AssembleOptions {
  /** The new release (must not exist yet). */
  outDir: string;
  /** What the build wrote: changed pages, the pages without keys, assets, pictures, public files. */
  scratchDir: string;
  liveDir: string;
  /** The live release's keyed pages (URL → key) and its other files (relative paths), search index aside. */
  live: { keys: Record<string, string>; others: string[] };
  /** URLs of the new release whose page is the live one. */
  unchanged: Iterable<string>;
  /** Top-level folders of the live release not to take (e.g. its search index). */
  omit?: string[];
  /** `outDir` is the live release's hard-link copy already (made while the build ran). */
  copied?: boolean;
}

export interface Assembled {
  /** Files taken from the live release (relative paths). */
  fromLive: Set<string>;
  /** Files written by this build. */
  built: string[];
}

export async function assembleFromLive(options: AssembleOptions): Promise<Assembled> {
  const { outDir, scratchDir, liveDir } = options;
  const unchanged = new Set([...options.unchanged].map(pageFile));
  if (!options.copied) await linkTree(liveDir, outDir, options.omit);
  const entries = await readdir(scratchDir, { withFileTypes: true, recursive: true });
  const built = entries
    .filter((entry) => entry.isFile())
    .map((entry) => releasePathOf(scratchDir, join(entry.parentPath, entry.name)));
  const builtSet = new Set(built);
  // The live files this release keeps (its unchanged pages), and those it does not: keyed pages not unchanged, and
  // other files the build did not write again. One pass over the live pages' URLs: 100,000 of them at 100,000 entries.
  const fromLive = new Set<string>();
  const dropped: string[] = [];
  for (const url of Object.keys(options.live.keys)) {
    const file = pageFile(url);
    if (unchanged.has(file)) fromLive.add(file);
    else dropped.push(file);
  }
  for (const file of options.live.others) if (!builtSet.has(file)) dropped.push(file);
  // …and the siblings of every file dropped or replaced: made from bytes this release does not have.
  const siblings = [...dropped, ...built]
    .filter(isCompressible)
    .flatMap((file) => ENCODINGS.map(({ suffix }) => file + suffix));
  const limit = createLimiter(16);
  await Promise.all([...dropped, ...siblings].map((file) => limit(() => rm(join(outDir, file), { force: true }))));
  const folders = [...new Set(built.map((file) => dirname(join(outDir, file))))];
  await Promise.all(folders.map((folder) => limit(() => mkdir(folder, { recursive: true }))));
  await Promise.all(built.map((file) => limit(() => rename(join(scratchDir, file), join(outDir, file)))));
  await removeEmptyFolders(outDir, dropped);
  await rm(scratchDir, { recursive: true, force: true });
  return { fromLive, built };
}

/** Removes the folders that `files` (relative paths, now gone) leave empty, up to `root`: a page that is gone takes its folder with it, as in a clean build. */
async function removeEmptyFolders(root: string, files: string[]): Promise<void> {
  const folders = [...new Set(files.map((file) => dirname(file)))]
    .filter((folder) => folder !== '.')
    .sort((a, b) => b.length - a.length);
  for (let folder of folders) {
    while (folder !== '.') {
      try {
        await rmdir(join(root, folder));
      } catch {
        break; // not empty (or gone already): nor are the folders above it
      }
      folder = dirname(folder);
    }
  }
}
