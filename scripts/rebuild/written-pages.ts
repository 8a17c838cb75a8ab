/**
 * Reads the pages a build has written while it renders the rest: their URLs
 * are what verify checks, read on the core Astro leaves partly idle (at 10,000
 * entries verify took 2.0–2.8 s this way against 4.3–5.4 s, 9501ee2).
 * The build lists what it has written (integrations/page-reports.ts); a page
 * not yet whole on disk is left to verify, which reads it as before.
 *
 * Astro writes route after route: once the build has gone on past a detail
 * route and each of its pages was read whole, that route's folder is done,
 * and is handed on (to Pagefind, scripts/lib/search-index.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFile } from '#features/catalog/page-keys.ts';
import { matchDetailRoute } from '#features/areas.ts';
import { WRITTEN_PAGES } from '#integrations/build-lines.ts';
import { pageUrls, type PageUrl, type PagesRead } from './release-checks.ts';

/** A route is passed once this many pages of others were reported after its last (Astro renders 4 at a time). */
const ROUTE_PASSED_AFTER = 16;

export class WrittenPages {
  readonly #dir: string;
  /**
   * Each page's URLs as numbers into {@link #known}: 10,000 pages' URLs as arrays of pairs held about 48 MB until
   * verify, as numbers 2.5 MB (2262fcb).
   */
  readonly #urls = new Map<string, Uint32Array>();
  /** Every URL seen, once (attribute, then value → its number): most repeat on every page. */
  readonly #numbers = new Map<string, Map<string, number>>();
  readonly #known: PageUrl[] = [];
  readonly #reads: Promise<boolean>[] = [];
  readonly #routeDone?: (base: string, files: readonly string[]) => void;
  /** Detail routes the build is writing, as far as its reports tell: their files, whether each was whole, and how many other pages were reported since their last. */
  readonly #routes = new Map<string, { files: string[]; reads: Promise<boolean>[]; since: number }>();
  readonly #routesPassed = new Set<string>();

  /**
   * Pages written under `dir` (the build's output folder); `routeDone` is told of each detail route the
   * build has gone past, every page of it read whole (a route that comes back later is not told again).
   */
  constructor(dir: string, routeDone?: (base: string, files: readonly string[]) => void) {
    this.#dir = dir;
    this.#routeDone = routeDone;
  }

  /** Takes a build progress line listing written pages; false for any other line. */
  take(line: string): boolean {
    if (!line.startsWith(WRITTEN_PAGES)) return false;
    let paths: unknown;
    try {
      paths = JSON.parse(line.slice(WRITTEN_PAGES.length));
    } catch {
      return true;
    }
    if (!Array.isArray(paths)) return true;
    for (const path of paths) {
      if (typeof path !== 'string') continue;
      const file = pageFile(path);
      // Read as each batch is reported, in one call per page (see #read): no promise waits on the disk.
      const read = this.#read(file);
      this.#reads.push(read);
      this.#follow(path, file, read);
    }
    return true;
  }

  #follow(path: string, file: string, read: Promise<boolean>): void {
    const base = matchDetailRoute(path)?.base;
    for (const [open, route] of this.#routes) {
      if (open === base) continue;
      // Astro writes a few pages at a time, so the reports' order is the routes' order give or take a few pages.
      if (++route.since < ROUTE_PASSED_AFTER) continue;
      this.#routes.delete(open);
      this.#routesPassed.add(open);
      const done = this.#routeDone;
      if (done) void Promise.all(route.reads).then((whole) => whole.every(Boolean) && done(open, route.files));
    }
    if (base === undefined || this.#routesPassed.has(base)) return;
    let route = this.#routes.get(base);
    if (!route) this.#routes.set(base, (route = { files: [], reads: [], since: 0 }));
    route.files.push(file);
    route.reads.push(read);
    route.since = 0;
  }

  /** Reads a page's URLs; whether it was whole. */
  async #read(file: string): Promise<boolean> {
    let html: string;
    try {
      // In one call: the promise API's open, stat, read and close cost this process 1.9–2.0 CPU-s for a full
      // build's 10,559 pages against 0.95 (d1d1a72), CPU that Pagefind's reading could use.
      html = readFileSync(join(this.#dir, file), 'utf8');
    } catch {
      return false;
    }
    // Still being written (or not a page of its own): verify reads it.
    if (!html.trimEnd().endsWith('</html>')) return false;
    this.#urls.set(
      file,
      Uint32Array.from(pageUrls(html), ([attribute, raw]) => this.#number(attribute, raw)),
    );
    return true;
  }

  #number(attribute: string, raw: string): number {
    let byValue = this.#numbers.get(attribute);
    if (!byValue) this.#numbers.set(attribute, (byValue = new Map()));
    let number = byValue.get(raw);
    if (number === undefined) {
      // Copies of their own, not slices of the page: a slice would keep the page's HTML alive.
      const url = [Buffer.from(attribute).toString(), Buffer.from(raw).toString()] as const;
      number = this.#known.push(url) - 1;
      byValue.set(url[1], number);
    }
    return number;
  }

  /** The pages read (relative path → URLs, in page order), once every read begun has ended. */
  async read(): Promise<PagesRead> {
    await Promise.all(this.#reads);
    const urls = this.#urls;
    const known = this.#known;
    return {
      size: urls.size,
      get: (file) => {
        const numbers = urls.get(file);
        return numbers && Array.from(numbers, (number) => known[number]!);
      },
    };
  }
}
