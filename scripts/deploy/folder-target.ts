/**
 * A folder as a deploy target: what `rsync` of `PUBLISH_DIR/current` to a web
 * server's root did, in the same safe order and only for what changed. The
 * release is mirrored as it is, `_headers` and compressed siblings included,
 * for the web server in front to use. Each file is copied beside its place and
 * renamed over it, so a reader gets the old file or the new one, never a part;
 * folders left empty by deletions go too. The state lives in `.deploy/` inside
 * the folder: keep your web server from serving dot-folders (nginx:
 * `location ~ /\. { deny all; }`).
 */
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { md5 } from '../lib/hash.ts';
import { releasePathOf } from '../lib/release-path.ts';
import { STATE_DIR, type DeployTarget, type ListedFile } from './target.ts';

let temporaries = 0;

/** Writes `bytes` (or a copy of `source`) beside `path` and renames it over it. */
async function replaceWhole(path: string, from: { source: string } | { bytes: Buffer }): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}-${++temporaries}.deploy-tmp`;
  try {
    if ('source' in from) await copyFile(from.source, temporary);
    else await writeFile(temporary, from.bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes the empty folders from `folder` up to (not including) `root`. */
async function removeEmptyFolders(root: string, folder: string): Promise<void> {
  for (let at = folder; at.startsWith(`${root}/`); at = dirname(at)) {
    try {
      await rmdir(at);
    } catch {
      return;
    }
  }
}

export function folderTarget(folder: string): DeployTarget {
  const root = resolve(folder);
  const stateRoot = join(root, STATE_DIR);
  let requests = 0;
  const counted = <T>(work: Promise<T>) => {
    requests++;
    return work;
  };

  return {
    name: root,
    carriesHeaders: false,
    requests: () => requests,

    readState: (name) =>
      counted(
        readFile(join(stateRoot, name)).catch((error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? undefined : Promise.reject(error),
        ),
      ),
    writeState: (name, bytes) => counted(replaceWhole(join(stateRoot, name), { bytes })),
    deleteState: async (names) => {
      await counted(Promise.all(names.map((name) => rm(join(stateRoot, name), { force: true }))));
    },

    async *list(): AsyncIterable<ListedFile> {
      const entries = await counted(
        readdir(root, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? [] : Promise.reject(error),
        ),
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = releasePathOf(root, join(entry.parentPath, entry.name));
        if (path.startsWith(`${STATE_DIR}/`) || path.endsWith('.deploy-tmp')) continue;
        const bytes = await readFile(join(root, path));
        yield { path, size: bytes.length, md5: md5(bytes) };
      }
    },

    headersOf: async (path) => ((await stat(join(root, path)).catch(() => null))?.isFile() ? {} : undefined),

    write: (file) => counted(replaceWhole(join(root, file.path), { source: file.source })),

    async remove(paths) {
      await counted(Promise.all(paths.map((path) => rm(join(root, path), { force: true }))));
      for (const folder of new Set(paths.map((path) => dirname(join(root, path)))))
        await removeEmptyFolders(root, folder);
    },

    close: () => {},
  };
}
