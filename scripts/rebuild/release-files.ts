/**
 * What a release knows about its files without reading them, kept beside it as
 * `releases/<id>.files` (JSON; not `.json`, which names release records):
 *
 * - `keys`: each keyed page's URL and key (src/features/catalog/cache-key.ts).
 *   The key covers everything the page shows and the site's code, so two
 *   releases' pages with one key are the same bytes: the next rebuild renders
 *   only pages whose key changed and links the rest from this release, and the
 *   share phase links equal pages without reading either.
 * - `search`: which snapshot the release's search index was built from; it
 *   lags the pages by one step while the next index is written.
 *
 * A release without this file (published before it existed) is rebuilt in
 * full and compared byte for byte.
 */
import { readFile } from 'node:fs/promises';
import { pageFile } from '#features/catalog/page-keys.ts';
import { releasePath } from './releases.ts';
import { writeWhole } from '../lib/write-whole.ts';

export interface ReleaseFiles {
  /** Page URL (`/projects/industrydetails/P-1`) → key. */
  keys: Record<string, string>;
  /** Every other file of the release (relative paths), search index aside: what a partial build writes again. */
  others?: string[];
  /** The snapshot hash the search index holds; absent when the release has no index. */
  search?: string;
}

const releaseFilesPath = (publishDir: string, id: string) => `${releasePath(publishDir, id)}.files`;

/** Relative output file → key, for the share phase. */
export function filesOfKeys(keys: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([url, key]) => [pageFile(url), key]));
}

export async function readReleaseFiles(publishDir: string, id: string | undefined): Promise<ReleaseFiles | undefined> {
  if (!id) return undefined;
  try {
    const files = JSON.parse(await readFile(releaseFilesPath(publishDir, id), 'utf8')) as ReleaseFiles;
    return files && typeof files.keys === 'object' ? files : undefined;
  } catch {
    return undefined;
  }
}

/** Writes via a temporary file, so it is whole or absent. */
export async function writeReleaseFiles(publishDir: string, id: string, files: ReleaseFiles): Promise<void> {
  const path = releaseFilesPath(publishDir, id);
  await writeWhole(path, JSON.stringify(files));
}

/**
 * Files whose name is derived from their content: Vite's hashed assets,
 * the pictures' variants (`_img/`, scripts/lib/images/) and Pagefind's chunks and fragments. The same name (and size) in two releases
 * means the same bytes; browsers already rely on it (they keep these forever).
 */
export function isContentNamed(path: string): boolean {
  return (
    path.startsWith('_astro/') ||
    /^_img\/[0-9a-f]{32}\.(?:webp|jpg)$/.test(path) ||
    // The full index's (each of its parts), and the delta's beside it (src/features/search/search-delta.ts).
    /^pagefind\/(?:delta\/|part-\d+\/)?(?:fragment|index|filter)\/[^/]+$/.test(path) ||
    /^pagefind\/(?:delta\/|part-\d+\/)?pagefind\.[^/]+\.pf_meta$/.test(path)
  );
}
