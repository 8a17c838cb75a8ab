/**
 * A new release shares every file that is byte for byte the same as in the
 * live release: the new file is replaced by a hard link to the live one.
 * After one approval almost every page is the same, so the release costs
 * little disk, and what was verified for the live release need not be read
 * again (`npm run compress` takes the live release's compressed siblings of
 * shared files too, ../lib/compressed-siblings.ts).
 *
 * Most files are known without reading them (release-files.ts): a page whose
 * key equals the live page's is the same, one whose key differs is not; a
 * content-named asset or search chunk of the same name and size is the same.
 * The rest are compared byte for byte.
 *
 * Releases are never written after they are published, so a file shared by
 * two releases never changes under either; removing a release unlinks its
 * names only. Each release stays complete on its own (rollback, pruning).
 */
import { link, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createLimiter } from '#lib/pool.ts';
import { isContentNamed } from './release-files.ts';
import { releasePathOf } from '#scripts/lib/release-path.ts';

export interface ShareResult {
  files: number;
  /** Every file of the release (relative, `/`-separated). */
  paths: string[];
  /** Paths (relative, `/`-separated) now shared with the live release. */
  shared: Set<string>;
  /** Files checked byte for byte against the live release (the others were decided by fingerprint or content name). */
  compared: number;
  ms: number;
}

/** Page keys (relative path → key) of the new release and of the live one (release-files.ts). */
export interface KnownPages {
  release: Record<string, string>;
  live: Record<string, string>;
}

/** Both files' stats when `b` is a regular file of `a`'s size, else null. */
async function statsOfSameSize(a: string, b: string) {
  const [left, right] = await Promise.all([stat(a), stat(b).catch(() => null)]);
  return right?.isFile() && left.size === right.size ? ([left, right] as const) : null;
}

async function identical(a: string, b: string): Promise<boolean> {
  const stats = await statsOfSameSize(a, b);
  if (!stats) return false;
  const [left, right] = stats;
  if (left.ino === right.ino && left.dev === right.dev) return true;
  const [x, y] = await Promise.all([readFile(a), readFile(b)]);
  return x.equals(y);
}

/** Replaces `file` by a hard link to `live`; false when `live` is not there. */
async function linkOver(live: string, file: string): Promise<boolean> {
  // Link beside, then rename over: the path always holds one of the two identical files.
  const temporary = `${file}.share-tmp`;
  try {
    await link(live, temporary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    await rename(temporary, file);
  } finally {
    // rename() between two names of one file (a picture variant linked from the cache into both
    // releases) does nothing and leaves the temporary name: remove it.
    await rm(temporary, { force: true });
  }
  return true;
}

export async function shareWithLive(
  releaseDir: string,
  liveDir: string | undefined,
  known?: KnownPages,
): Promise<ShareResult> {
  const started = performance.now();
  const entries = await readdir(releaseDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const shared = new Set<string>();
  let compared = 0;
  if (liveDir) {
    const limit = createLimiter(16);
    await Promise.all(
      files.map((file) =>
        limit(async () => {
          const path = releasePathOf(releaseDir, file);
          const live = join(liveDir, path);
          const fingerprint = known?.release[path];
          let same: boolean;
          if (fingerprint !== undefined && fingerprint === known?.live[path]) same = true;
          // Another key means other bytes (new data, or new code in every page): not worth reading both.
          else if (fingerprint !== undefined && known?.live[path] !== undefined) same = false;
          else if (isContentNamed(path)) same = (await statsOfSameSize(file, live)) !== null;
          else {
            compared++;
            same = await identical(file, live);
          }
          if (same && (await linkOver(live, file))) shared.add(path);
        }),
      ),
    );
  }
  return {
    files: files.length,
    paths: files.map((file) => releasePathOf(releaseDir, file)),
    shared,
    compared,
    ms: performance.now() - started,
  };
}
