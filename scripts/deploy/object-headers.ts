/**
 * The headers each object of a release is stored with, from the same rules as
 * the release's `_headers` (integrations/security.ts) and the bundled static
 * server (scripts/lib/static-server.ts), which an object store then sends
 * with it:
 *
 * - `Content-Type` from the file's extension, as the static server sends it;
 * - `Cache-Control`: `_headers` first (`/_astro/*`, `/_img/*`: a year,
 *   immutable); Pagefind's content-named chunks, fragments and meta also a year
 *   and immutable (a new index has new names); then the static server's rule:
 *   HTML, XML and text `max-age=0, must-revalidate`, anything else an hour;
 * - no `Content-Encoding`: every file is stored as it is. A bucket sends one
 *   representation to every client, and so does a CDN in front of it, whatever
 *   the client accepts; the brotli form of Pagefind's index files
 *   (scripts/lib/compressed-siblings.ts), a fifth smaller, would reach clients that cannot
 *   read it. Pagefind's files are gzip that its script unpacks itself, and a CDN
 *   compresses the text (docs/operations.md).
 *
 * What an object store cannot carry (Content-Security-Policy and the other
 * security headers of `_headers`) is named by {@link headersNotCarried}; the
 * CDN adds those.
 */
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { parseHeadersFile, type HeaderRule } from '#integrations/security.ts';
import { cacheControlFor, CONTENT_TYPES, IMMUTABLE_CACHE } from '../lib/static-server.ts';
import { isContentNamed } from '../rebuild/release-files.ts';
import { headersKey, type ObjectHeaders } from './target.ts';

/** The headers an object store keeps with an object, as `_headers` may name them (any case). */
const STORED: Record<string, keyof ObjectHeaders> = {
  'content-type': 'Content-Type',
  'cache-control': 'Cache-Control',
  'content-encoding': 'Content-Encoding',
};

/** The `_headers` rules of a release (none when it has no `_headers`). */
export async function headerRulesOf(releaseDir: string): Promise<HeaderRule[]> {
  const text = await readFile(join(releaseDir, '_headers'), 'utf8').catch(() => '');
  return parseHeadersFile(text);
}

/** Whether a release path has a name derived from its content, so it is cached for a year and kept a grace period after it leaves. */
export function isHashed(path: string): boolean {
  return path.startsWith('_img/') || isContentNamed(path);
}

/**
 * The headers a release file is stored with; `rulesFor` gives the headers
 * `_headers` sets for a URL path (headersMatcher). `release` is the release
 * folder's stat: the static server's Cache-Control is decided by a file's
 * path inside the release alone, and the deploy's walk (folder-listing.ts)
 * makes no Stats of each file.
 */
export function objectHeaders(
  rulesFor: (urlPath: string) => Record<string, string>,
  path: string,
  source: string,
  release: Stats,
): ObjectHeaders {
  const headers: ObjectHeaders = {
    'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': isHashed(path)
      ? IMMUTABLE_CACHE
      : cacheControlFor({ path: source, relative: path, stat: release }),
  };
  for (const [name, value] of Object.entries(rulesFor(`/${path}`))) {
    const stored = STORED[name.toLowerCase()];
    if (stored) headers[stored] = value;
  }
  return headers;
}

/** The headers `_headers` sets that an object store cannot keep with an object (the CDN must add them). */
export function headersNotCarried(rules: HeaderRule[]): string[] {
  const names = rules.flatMap((rule) => rule.headers.map(([name]) => name));
  return [...new Set(names.filter((name) => !STORED[name.toLowerCase()]))];
}

/** Whether two header sets are the same. */
export const sameHeaders = (a: ObjectHeaders, b: ObjectHeaders) => headersKey(a) === headersKey(b);
