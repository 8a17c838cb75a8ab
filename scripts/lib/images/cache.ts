/**
 * The picture cache: every upload is processed once, ever. It lives beside
 * the releases (PUBLISH_DIR/astro-cache/images for rebuilds, Astro's cache
 * folder for a bare build) and outlives them:
 *
 *   images/
 *     files/<sha256>.webp|jpg     every variant, named by its content
 *     pictures/<source>-<settings>.json   what a source's bytes became (a Picture,
 *                                 or why they are not a picture), keyed by the
 *                                 sha256 of the bytes and of the variant settings
 *     urls/<sha256 of the URL>.json       the last download of a URL: its bytes'
 *                                 sha256 and the validators for a conditional GET
 *
 * Each file is written under a temporary name and renamed, so an interrupted
 * build leaves only whole entries, and the next one goes on from there.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PICTURE_SETTINGS, type Picture } from '#lib/pictures.ts';

import { sha256 } from '../hash.ts';

/** The variant settings, as one short hash: a change makes new variants. */
const SETTINGS_KEY = sha256(JSON.stringify(PICTURE_SETTINGS)).slice(0, 12);

/** Where the site serves variants from, inside a release. */
export const RELEASE_FOLDER = '_img';

export interface UrlRecord {
  url: string;
  source: string;
  etag?: string;
  lastModified?: string;
  /** Until when (ms since 1970) the backend said the answer stays fresh (Cache-Control max-age): not asked again before. */
  freshUntil?: number;
}

/** A processed source: its picture (paths are `/_img/<file>`), or why it is not one. */
export type PictureRecord = { picture: Picture } | { failed: string };

export class PictureCache {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  get filesDir() {
    return join(this.dir, 'files');
  }

  async open(): Promise<this> {
    await Promise.all(['files', 'pictures', 'urls'].map((name) => mkdir(join(this.dir, name), { recursive: true })));
    return this;
  }

  readUrl(url: string): Promise<UrlRecord | undefined> {
    return readJson<UrlRecord>(join(this.dir, 'urls', `${sha256(url)}.json`));
  }

  /** Whether the cache has a record of a URL's download, from one listing of the records (a URL without one is new). */
  async seenUrls(): Promise<(url: string) => boolean> {
    const names = new Set(await readdir(join(this.dir, 'urls')).catch(() => [] as string[]));
    return (url) => names.has(`${sha256(url)}.json`);
  }

  writeUrl(record: UrlRecord): Promise<void> {
    return writeAtomically(join(this.dir, 'urls', `${sha256(record.url)}.json`), JSON.stringify(record));
  }

  readPicture(source: string): Promise<PictureRecord | undefined> {
    return readJson<PictureRecord>(join(this.dir, 'pictures', `${source}-${SETTINGS_KEY}.json`));
  }

  writePicture(source: string, record: PictureRecord): Promise<void> {
    return writeAtomically(join(this.dir, 'pictures', `${source}-${SETTINGS_KEY}.json`), JSON.stringify(record));
  }

  /** Stores a variant under its content name; returns its path on the site. */
  async writeFile(data: Buffer, extension: 'webp' | 'jpg'): Promise<string> {
    const name = `${sha256(data).slice(0, 32)}.${extension}`;
    await writeAtomically(join(this.filesDir, name), data);
    return `/${RELEASE_FOLDER}/${name}`;
  }

  /**
   * Drops every variant no kept release links (`keep`: file names), and the
   * picture records that name a dropped file; URL records whose picture is
   * gone go with them. Returns how many variant files were removed.
   */
  async prune(keep: ReadonlySet<string>): Promise<number> {
    const files = await readdir(this.filesDir).catch(() => [] as string[]);
    const gone = new Set(files.filter((name) => !keep.has(name) && !name.includes('.tmp-')));
    const present = new Set(files);
    await Promise.all([...gone].map((name) => rm(join(this.filesDir, name), { force: true })));
    const pictures = await readdir(join(this.dir, 'pictures')).catch(() => [] as string[]);
    const kept = new Set<string>();
    for (const name of pictures) {
      const path = join(this.dir, 'pictures', name);
      const record = await readJson<PictureRecord>(path);
      const uses = record && 'picture' in record ? filesOf(record.picture) : [];
      if (!name.endsWith(`-${SETTINGS_KEY}.json`) || uses.some((file) => gone.has(file) || !present.has(file))) {
        await rm(path, { force: true });
      } else {
        kept.add(name.slice(0, name.indexOf('-')));
      }
    }
    const urls = await readdir(join(this.dir, 'urls')).catch(() => [] as string[]);
    for (const name of urls) {
      const path = join(this.dir, 'urls', name);
      const record = await readJson<UrlRecord>(path);
      if (!record || !kept.has(record.source)) await rm(path, { force: true });
    }
    return gone.size;
  }
}

/** The file names (in `files/`) a picture's variants use. */
export function filesOf(picture: Picture): string[] {
  const paths = [...(picture.wide ?? []), ...(picture.cover ?? []), ...(picture.square ?? [])].map(([, src]) => src);
  if (picture.social) paths.push(picture.social);
  return paths.map((path) => path.slice(path.lastIndexOf('/') + 1));
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function writeAtomically(path: string, data: string | Buffer): Promise<void> {
  const temporary = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}
