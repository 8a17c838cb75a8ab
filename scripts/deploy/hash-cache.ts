/**
 * The MD5 of each file a deploy has read, by the file's identity on disk
 * (device, inode, size, modification time), kept in one file between deploys
 * (`PUBLISH_DIR/deploy-hashes.json`). A release is mostly hard links to the
 * previous release's files (scripts/rebuild/share-with-live.ts): the same inode, so the
 * same bytes, as releases are never written after they are published. With
 * this cache a deploy reads only the files a release wrote anew: after one
 * approval at 1,000 entries, tens of files instead of 2,800 (52 MB).
 *
 * A file rewritten in place with the same size within one tick of its clock
 * would keep its key; nothing writes a release's files in place.
 */
import { readFile } from 'node:fs/promises';
import { writeWhole } from '../lib/write-whole.ts';

/** A file's identity (folder-listing.ts: device, inode, size, modification time) → the MD5 of its bytes. */
export type HashCache = Map<string, string>;

/** The cache kept at `file` (empty when there is none or it cannot be read). */
export async function readHashCache(file: string | undefined): Promise<HashCache> {
  if (!file) return new Map();
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { format?: number; md5?: Record<string, string> };
    return parsed.format === 1 && parsed.md5 && typeof parsed.md5 === 'object'
      ? new Map(Object.entries(parsed.md5))
      : new Map();
  } catch {
    return new Map();
  }
}

/** Keeps `entries` (the files of the release just read: what the next release shares) at `file`, whole or not at all. */
export async function writeHashCache(file: string, entries: HashCache): Promise<void> {
  await writeWhole(file, JSON.stringify({ format: 1, md5: Object.fromEntries(entries) }));
}
