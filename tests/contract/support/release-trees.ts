/** A release folder's files read whole, to compare two releases or one release before and after. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file of a release: path → bytes. */
export async function tree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      files.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return files;
}

/** Every file of a release: path → SHA-256 of its bytes (hex). */
export async function fileHashes(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const [path, bytes] of await tree(dir)) hashes[path] = createHash('sha256').update(bytes).digest('hex');
  return hashes;
}

/** One hash of a release's every path and bytes. */
export async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = await tree(dir);
  for (const path of [...files.keys()].sort())
    hash.update(`${path}\0${files.get(path)!.length}\0`).update(files.get(path)!);
  return hash.digest('hex');
}

/** The paths that differ between two releases (missing on one side, or other bytes). */
export async function differences(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([tree(a), tree(b)]);
  const out: string[] = [];
  for (const [path, bytes] of left)
    if (!right.get(path)?.equals(bytes))
      out.push(right.has(path) ? `${path} differs` : `${path} only in the assembled release`);
  for (const path of right.keys()) if (!left.has(path)) out.push(`${path} only in the clean build`);
  return out.sort();
}

/** Folders of a release with nothing in them (a clean build writes none). */
export async function emptyFolders(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory() && (await readdir(path)).length === 0) out.push(relative(dir, path));
  }
  return out.sort();
}
