/**
 * Verifies a built release before it is published: every list page (with its
 * pagination pages) and every detail page of the snapshot exists, every
 * internal link and asset in the HTML resolves to a file or to a detail route
 * the 404 page renders at run time, every sitemap URL exists, and the search
 * index holds every detail page (unless the build was made without search).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AREAS, detailHref, matchDetailRoute } from '#features/areas.ts';
import { pageFile, safeDecode } from '#features/catalog/page-keys.ts';
import { SITE_FEED } from '#features/routes.ts';
import { PAGE_SIZE, pageHref } from '#lib/pagination.ts';
import { createLimiter } from '#lib/pool.ts';
import { indexedFragments, type IndexedPage } from '../lib/search-fragments.ts';
import { parseRequestPath, resolveFile } from '../lib/static-server.ts';
import type { SnapshotManifest } from './snapshot.ts';
import { releasePathOf } from '../lib/release-path.ts';

/**
 * Internal links allowed to point nowhere by default: none. (Spec 1 lets the
 * footer's Privacy Policy and Terms of Use "point nowhere"; the site builds them.)
 * REBUILD_ALLOW_UNBUILT names exceptions while a page is being written.
 */
const DEFAULT_ALLOWED_UNBUILT: string[] = [];

/** Pages every release has, whatever the data. */
const FIXED_PAGES = [
  '/',
  '/about',
  '/login',
  '/callback',
  '/search',
  '/404.html',
  '/sitemap.xml',
  '/robots.txt',
  SITE_FEED,
  ...AREAS.map((area) => area.feed),
];

type Limiter = ReturnType<typeof createLimiter>;

/** List routes (canonical first, then aliases) and the detail route of one list of an area (the area table). */
function routesOf(key: string, category: string): { lists: readonly string[]; detail: string } | undefined {
  const area = AREAS.find((each) => each.key === key);
  if (!area || !Object.hasOwn(area.details, category)) return undefined;
  return { lists: area.lists[category]!, detail: area.details[category]! };
}

/** The detail page of every entry of the snapshot. */
export function detailPaths(manifest: SnapshotManifest): string[] {
  const paths: string[] = [];
  for (const [area, categories] of Object.entries(manifest.areas)) {
    for (const [category, entries] of Object.entries(categories)) {
      const detail = routesOf(area, category)?.detail;
      if (!detail) throw new Error(`no routes known for ${area} ${category}`);
      for (const entry of entries) paths.push(detailHref(detail, entry.id));
    }
  }
  return paths;
}

/**
 * Detail pages missing from the release's search index (its bundle is
 * `/pagefind/`), and pages the index holds that the snapshot has not: from
 * `written`, the pages the index held as it was written, else read from its
 * fragments.
 */
async function unindexedPaths(
  root: string,
  manifest: SnapshotManifest,
  written?: readonly IndexedPage[],
): Promise<{ unindexed: string[]; stale: string[] }> {
  const details = detailPaths(manifest);
  // A site without entries (published with --force) has nothing to index, and Pagefind writes no index then.
  if (details.length === 0) return { unindexed: [], stale: [] };
  let urls: Iterable<string>;
  try {
    // An index written without pages is read again, to say whether it is there at all.
    urls = written?.length
      ? written.flatMap((page) => (page.url ? [page.url] : []))
      : (await indexedFragments(root)).values();
  } catch {
    return { unindexed: ['/pagefind/ (the release has no search index)'], stale: [] };
  }
  const indexed = new Set([...urls].map((url) => safeDecode(url).replace(/\/$/, '')));
  const decoded = details.map(safeDecode);
  const promised = new Set(decoded);
  return {
    unindexed: details.filter((_, index) => !indexed.has(decoded[index]!)),
    // Pages the index holds that the snapshot has not (an index begun from the live release must have dropped them).
    stale: [...indexed].filter((path) => !promised.has(path)).sort(),
  };
}

/**
 * Throws unless the pages of a search index, as read back once written (Pagefind's short names can stand for
 * another page than in the index before), are every detail page of the snapshot, and no other.
 */
export async function checkIndex(
  dir: string,
  snapshot: SnapshotManifest,
  fragments: readonly IndexedPage[],
): Promise<void> {
  const checked = await unindexedPaths(dir, snapshot, fragments);
  if (checked.unindexed.length)
    throw new Error(
      `detail pages not in the search index (${checked.unindexed.length}): ${checked.unindexed.slice(0, 5).join(', ')}`,
    );
  if (checked.stale.length)
    throw new Error(
      `pages in the search index that the release does not have (${checked.stale.length}): ${checked.stale.slice(0, 5).join(', ')}`,
    );
}

/** Every URL path the snapshot promises: fixed pages, list pages with pagination, detail pages. */
export function expectedPaths(manifest: SnapshotManifest): string[] {
  const paths = [...FIXED_PAGES];
  for (const [area, categories] of Object.entries(manifest.areas)) {
    for (const [category, entries] of Object.entries(categories)) {
      const routes = routesOf(area, category);
      if (!routes || routes.lists.some((r) => !r) || !routes.detail)
        throw new Error(`no routes known for ${area} ${category}`);
      const last = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
      for (const base of routes.lists) for (let page = 1; page <= last; page++) paths.push(pageHref(base, page));
      for (const entry of entries) paths.push(detailHref(routes.detail, entry.id));
    }
  }
  return paths;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Attributes whose value is a URL the page depends on (links, assets, island modules). */
const URL_ATTRIBUTE = /\s(href|src|component-url|renderer-url|before-hydration-url)="([^"]*)"/g;
/** `srcset` (React writes `srcSet`; attribute names are case-insensitive): comma-separated `url width` candidates. */
const SRCSET_ATTRIBUTE = /\ssrcset="([^"]*)"/gi;

/** A URL a page depends on: the attribute it is in (`src` for srcset candidates) and its value as written. */
export type PageUrl = readonly [attribute: string, raw: string];

/** Every URL a page's HTML depends on, in page order. */
export function pageUrls(html: string): PageUrl[] {
  const urls: PageUrl[] = [...html.matchAll(URL_ATTRIBUTE)].map(([, attribute, raw]) => [attribute!, raw!] as const);
  // Every candidate of a responsive image: the release's picture variants.
  for (const [, set] of html.matchAll(SRCSET_ATTRIBUTE)) {
    for (const candidate of set!.split(',')) urls.push(['src', candidate.trim().split(/\s+/)[0] ?? '']);
  }
  return urls;
}

/** Pages whose URLs were read before verify (relative path → URLs); a `Map` will do. */
export interface PagesRead {
  readonly size: number;
  get(path: string): readonly PageUrl[] | undefined;
}

export interface VerifyOptions {
  root: string;
  manifest: SnapshotManifest;
  /** The site's public origin: absolute links to it count as internal. */
  siteUrl: string;
  /** Paths allowed to point nowhere (see {@link DEFAULT_ALLOWED_UNBUILT}). */
  allowUnbuilt?: string[];
  /**
   * Files (relative paths) that are the very files of the live release, which
   * passed this verification: their links are not read again. Sound because a
   * page whose links could now point nowhere (a list that lost a page, a page
   * listing a removed entry) is itself different, so not among them.
   */
  unchanged?: Set<string>;
  /**
   * Every file of the release (relative paths), when the caller knows them: a
   * release assembled from the live one is the live files it kept and the
   * files the build wrote. Listing 33,000 names (10,000 pages, each a folder)
   * took 0.6–1.5 s of an approval's verify (e290888).
   */
  files?: string[];
  /** Pages already read (relative path → their URLs), while the build wrote the rest (./written-pages.ts). */
  preread?: PagesRead;
  /** Check that the search index holds every detail page (default true; the rebuild checks its index when it writes it). */
  searchIndex?: boolean;
}

export interface VerifyReport {
  pages: number;
  /** Pages whose links were read (the others are unchanged from the live release). */
  read: number;
  missing: string[];
  /** Links that resolve to nothing, one line per target with the pages that have it. */
  broken: string[];
  /** Detail pages the search index does not hold. */
  unindexed: string[];
  ms: number;
}

export class VerifyError extends Error {
  readonly report: VerifyReport;
  constructor(report: VerifyReport) {
    const show = (label: string, items: string[]) =>
      items.length
        ? `\n  ${label} (${items.length}):\n    ${items.slice(0, 15).join('\n    ')}${items.length > 15 ? '\n    …' : ''}`
        : '';
    super(
      `the new release is incomplete; nothing was published${show('missing pages', report.missing)}${show('broken links', report.broken)}` +
        show('detail pages not in the search index', report.unindexed),
    );
    this.name = 'VerifyError';
    this.report = report;
  }
}

/**
 * Whether a path of the release resolves, as the site's server finds it, known
 * without the file system where it can be (a page taken from the live release,
 * a file the caller listed, a path seen before); and whether a link resolves.
 */
class Resolver {
  readonly #known = new Map<string, boolean>();
  /** Verdicts per link as written (by attribute, then value): most links (the menu, the footer) repeat on every page. */
  readonly #verdicts = new Map<string, Map<string, boolean>>();
  readonly #listed?: Set<string>;
  readonly #allowed: Set<string>;
  readonly root: string;
  readonly origin: string;
  readonly unchanged: Set<string>;

  constructor(
    root: string,
    origin: string,
    unchanged: Set<string>,
    options: Pick<VerifyOptions, 'files' | 'allowUnbuilt'>,
  ) {
    this.root = root;
    this.origin = origin;
    this.unchanged = unchanged;
    this.#listed = options.files ? new Set(options.files) : undefined;
    this.#allowed = new Set(options.allowUnbuilt ?? DEFAULT_ALLOWED_UNBUILT);
  }

  /** Whether `path` resolves, when that is known without the file system. */
  now(path: string): boolean | undefined {
    // A page taken from the live release is there: it was just linked.
    if (this.unchanged.has(pageFile(path))) return true;
    const ok = this.#known.get(path);
    if (ok !== undefined || !this.#listed) return ok;
    return listedFile(this.#listed, path) || undefined;
  }

  async resolves(path: string): Promise<boolean> {
    const ok = this.now(path) ?? (await resolveFile(this.root, path)) !== null;
    this.#known.set(path, ok);
    return ok;
  }

  /** Whether a link (`attribute`, as written) of the page at `base` resolves. */
  async link(attribute: string, raw: string, base: string): Promise<boolean> {
    // A root-relative link means the same on every page; any other is read against its page's URL.
    const shared = raw.startsWith('/') && !raw.startsWith('//');
    let byValue = shared ? this.#verdicts.get(attribute) : undefined;
    let ok = byValue?.get(raw);
    if (ok !== undefined) return ok;
    ok = await this.#linkResolves(attribute, raw, base);
    if (shared) {
      if (!byValue) this.#verdicts.set(attribute, (byValue = new Map()));
      byValue.set(raw, ok);
    }
    return ok;
  }

  async #linkResolves(attribute: string, raw: string, base: string): Promise<boolean> {
    const target = internalPath(decodeEntities(raw), this.origin, base);
    if (target === undefined || this.#allowed.has(target.replace(/\/$/, '') || '/')) return true;
    if (await this.resolves(target)) return true;
    // Entries approved after this build are rendered by the 404 page.
    return attribute === 'href' && matchDetailRoute(safeDecode(target)) !== null;
  }
}

// Bounded concurrency: one at a time, 10,000 existence checks took seconds of waiting on the file system (fd2a6ca).
const CHECKS_AT_ONCE = 16;

/** Every page the snapshot promises that the release lacks. */
async function missingPages(expected: string[], resolver: Resolver, limit: Limiter): Promise<string[]> {
  const found = await Promise.all(expected.map((path) => resolver.now(path) ?? limit(() => resolver.resolves(path))));
  return expected.filter((_, index) => !found[index]);
}

/** `page → link` for each link of `files` (absolute paths of pages) that resolves to nothing. */
async function brokenLinks(
  files: string[],
  resolver: Resolver,
  preread: PagesRead | undefined,
  limit: Limiter,
): Promise<string[]> {
  const perFile = await Promise.all(
    files.map((file) =>
      limit(async () => {
        const path = releasePathOf(resolver.root, file);
        const urls = preread?.get(path) ?? pageUrls(await readFile(file, 'utf8'));
        const page = `/${path}`;
        const base = `${resolver.origin}${page.replace(/(^|\/)index\.html$/, '$1')}`;
        const broken: string[] = [];
        for (const [attribute, raw] of urls)
          if (!(await resolver.link(attribute, raw, base))) broken.push(`${page} → ${raw}`);
        return broken;
      }),
    ),
  );
  return perFile.flat();
}

/** `/sitemap.xml → URL` for each sitemap URL that is not a page of the release (a missing sitemap is a missing page). */
async function brokenSitemap(resolver: Resolver): Promise<string[]> {
  const sitemap = await readFile(join(resolver.root, 'sitemap.xml'), 'utf8').catch(() => '');
  const broken: string[] = [];
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    const target = internalPath(decodeEntities(loc!), resolver.origin);
    if (target === undefined) broken.push(`/sitemap.xml → ${loc} (not on ${resolver.origin})`);
    else if (!(await resolver.resolves(target))) broken.push(`/sitemap.xml → ${loc}`);
  }
  return broken;
}

/** Checks a release directory; throws {@link VerifyError} listing what is missing or broken. */
export async function verifyRelease(options: VerifyOptions): Promise<VerifyReport> {
  const started = performance.now();
  const { root } = options;
  const unchanged = options.unchanged ?? new Set<string>();
  const resolver = new Resolver(root, new URL(options.siteUrl).origin, unchanged, options);
  const limit = createLimiter(CHECKS_AT_ONCE);
  const missing = await missingPages(expectedPaths(options.manifest), resolver, limit);
  // Release paths until the few files read are joined to the root (each page's path.relative: 0.3 s at 100,000 pages).
  const pages = options.files
    ? options.files.filter((file) => file.endsWith('.html')).sort()
    : (await htmlFiles(root)).map((file) => releasePathOf(root, file));
  const changed = pages.filter((file) => !unchanged.has(file)).map((file) => join(root, file));
  const broken = [
    ...(await brokenLinks(changed, resolver, options.preread, limit)),
    ...(await brokenSitemap(resolver)),
  ];
  const { unindexed } =
    options.searchIndex === false ? { unindexed: [] } : await unindexedPaths(root, options.manifest);
  const report = {
    pages: pages.length,
    read: changed.length,
    missing,
    broken: groupByTarget(broken),
    unindexed,
    ms: Math.round(performance.now() - started),
  };
  if (missing.length || broken.length || unindexed.length) throw new VerifyError(report);
  return report;
}

/**
 * Whether a URL path names one of `files` (the release's files, relative
 * paths) the way the site's server finds it: `x`, `x/index.html` or `x.html`.
 * Only a plain hit counts; `_headers`, compressed siblings and anything not
 * listed are left to the file system (./static-server.ts's rules).
 */
export function listedFile(files: ReadonlySet<string>, urlPath: string): boolean {
  const request = parseRequestPath(urlPath);
  if (!request) return false;
  const base = request.segments.join('/');
  const candidates = request.directory
    ? [base ? `${base}/index.html` : 'index.html']
    : [base, `${base}/index.html`, `${base}.html`];
  return candidates.some((file) => files.has(file) && file !== '_headers' && !/\.(br|gz)$/.test(file));
}

/** `page → target` pairs grouped by target: `target (from N pages, e.g. /index.html)`. */
function groupByTarget(pairs: string[]): string[] {
  const byTarget = new Map<string, string[]>();
  for (const pair of pairs) {
    const [page, target] = pair.split(' → ') as [string, string];
    const pages = byTarget.get(target) ?? [];
    if (!pages.includes(page)) pages.push(page);
    byTarget.set(target, pages);
  }
  return [...byTarget].map(([target, pages]) =>
    pages.length === 1 ? `${target} (from ${pages[0]})` : `${target} (from ${pages.length} pages, e.g. ${pages[0]})`,
  );
}

/** A path that URL parsing gives back as it is: no dot segment, query, fragment, escape or character to encode. */
const PLAIN_PATH = /^\/(?:[\w~-][\w.~-]*\/?)*$/;

/** The path of a same-site URL (query and fragment dropped), or undefined for other sites and schemes. */
export function internalPath(url: string, origin: string, base = `${origin}/`): string | undefined {
  if (url === '' || url.startsWith('#')) return undefined;
  // Most links and every sitemap URL (100,000 of them at 100,000 entries: 0.3 s of parsing).
  const onSite = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  if (PLAIN_PATH.test(onSite)) return onSite;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin) return undefined;
  return parsed.pathname;
}
