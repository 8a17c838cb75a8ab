/**
 * What a release knows about its files without reading them, kept beside it as
 * `releases/<id>.files` (JSON; not `.json`, which names release records):
 *
 * - `pages`: each built page's fingerprint: the incremental build's cache key
 *   and route code hash, with the build's config and lockfile hashes. Astro
 *   restores a page instead of rendering it exactly when these match, and
 *   tests/contract/incremental-build.test.ts proves a restored page is byte
 *   for byte the rendered one; so two releases' pages with one fingerprint are
 *   the same bytes, and the share phase links them without reading either.
 * - `fragments`: the page URL each search-index fragment holds, so verify
 *   need not read fragments shared with the live release again.
 *
 * A release without this file (published before it existed, or built with
 * NO_INCREMENTAL=1) is simply compared byte for byte.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releasePath } from './releases.ts';

export interface ReleaseFiles {
  /** Relative output path (`projects/industrydetails/P-1/index.html`) → fingerprint. */
  pages: Record<string, string>;
  /** Fragment file name (`en_1a2b3c4.pf_fragment`) → the page URL it indexes. */
  fragments: Record<string, string>;
}

export const releaseFilesPath = (publishDir: string, id: string) => `${releasePath(publishDir, id)}.files`;

/** Astro's incremental build manifest (astro/dist/core/build/incremental.js, cache version 1). */
interface IncrementalManifest {
  version: number;
  configHash: string;
  lockfileHash: string;
  routes: Record<string, { dependencyHash: string; paths: Record<string, { cacheKey: string; outputFile: string }> }>;
}

const MANIFEST_FILE = 'incremental-build.json';

/**
 * The fingerprints of the pages a build that started at `since` (epoch ms)
 * wrote, read from Astro's incremental build manifest in `cacheDir`; empty
 * when that build kept none (NO_INCREMENTAL=1 leaves an older build's
 * manifest in place: it is not this build's, so it is not read).
 */
export async function pageFingerprints(cacheDir: string, since: number): Promise<Record<string, string>> {
  const file = join(cacheDir, MANIFEST_FILE);
  let manifest: IncrementalManifest;
  try {
    if ((await stat(file)).mtimeMs < since) return {};
    manifest = JSON.parse(await readFile(file, 'utf8')) as IncrementalManifest;
  } catch {
    return {};
  }
  if (manifest.version !== 1 || !manifest.routes) return {};
  const pages: Record<string, string> = {};
  for (const route of Object.values(manifest.routes)) {
    for (const { cacheKey, outputFile } of Object.values(route.paths)) {
      pages[outputFile] = createHash('sha256').update(`${manifest.configHash}:${manifest.lockfileHash}:${route.dependencyHash}:${cacheKey}`).digest('base64url');
    }
  }
  return pages;
}

export async function readReleaseFiles(publishDir: string, id: string | undefined): Promise<ReleaseFiles | undefined> {
  if (!id) return undefined;
  try {
    const files = JSON.parse(await readFile(releaseFilesPath(publishDir, id), 'utf8')) as ReleaseFiles;
    return files && typeof files.pages === 'object' && typeof files.fragments === 'object' ? files : undefined;
  } catch {
    return undefined;
  }
}

/** Writes via a temporary file, so it is whole or absent. */
export async function writeReleaseFiles(publishDir: string, id: string, files: ReleaseFiles): Promise<void> {
  const path = releaseFilesPath(publishDir, id);
  await writeFile(`${path}.tmp`, JSON.stringify(files));
  await rename(`${path}.tmp`, path);
}

/**
 * Files whose name is derived from their content: Vite's hashed assets,
 * the pictures' variants (`_img/`, scripts/lib/images/) and Pagefind's chunks and fragments. The same name (and size) in two releases
 * means the same bytes; browsers already rely on it (they keep these forever).
 */
export function isContentNamed(path: string): boolean {
  return path.startsWith('_astro/') || /^_img\/[0-9a-f]{32}\.(?:webp|jpg)$/.test(path) || /^pagefind\/(?:fragment|index|filter)\/[^/]+$/.test(path) || /^pagefind\/pagefind\.[^/]+\.pf_meta$/.test(path);
}
