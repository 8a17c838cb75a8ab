/**
 * A new release shares every file that is byte for byte the same as in the
 * live release: the new file is replaced by a hard link to the live one (and
 * its compressed siblings are linked too, in compress.ts). After one approval
 * almost every page is the same, so the release costs little disk, and what
 * was verified and compressed for the live release need not be done again.
 *
 * Releases are never written after they are published, so a file shared by
 * two releases never changes under either; removing a release unlinks its
 * names only. Each release stays complete on its own (rollback, pruning).
 */
import { link, readdir, readFile, rename, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { createLimiter } from '#lib/pool.ts';

export interface ShareResult {
  files: number;
  /** Paths (relative, `/`-separated) now shared with the live release. */
  shared: Set<string>;
  ms: number;
}

async function identical(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([stat(a), stat(b).catch(() => null)]);
  if (!right?.isFile() || left.size !== right.size) return false;
  if (left.ino === right.ino && left.dev === right.dev) return true;
  const [x, y] = await Promise.all([readFile(a), readFile(b)]);
  return x.equals(y);
}

export async function shareWithLive(releaseDir: string, liveDir: string | undefined): Promise<ShareResult> {
  const started = performance.now();
  const entries = await readdir(releaseDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const shared = new Set<string>();
  if (liveDir) {
    const limit = createLimiter(16);
    await Promise.all(
      files.map((file) =>
        limit(async () => {
          const path = relative(releaseDir, file).split(sep).join('/');
          const live = join(liveDir, path);
          if (!(await identical(file, live))) return;
          // Link beside, then rename over: the path always holds one of the two identical files.
          const temporary = `${file}.share-tmp`;
          await link(live, temporary);
          await rename(temporary, file);
          shared.add(path);
        }),
      ),
    );
  }
  return { files: files.length, shared, ms: performance.now() - started };
}
