/**
 * Reads the pages a build has written while it renders the rest: their URLs
 * are what verify checks, and reading 10,000 pages after the build took most
 * of verify's 6 s, on one core while Astro left the other one a third idle.
 * The build lists what it has written (scripts/lib/build-progress.ts); a page
 * not yet whole on disk is left to verify, which reads it as before.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageFile } from '#features/catalog/page-keys.ts';
import { createLimiter } from '#lib/pool.ts';
import { WRITTEN_PAGES } from '../lib/build-progress.ts';
import { pageUrls, type PageUrl } from './verify.ts';

export class WrittenPages {
  readonly #dir: string;
  readonly #urls = new Map<string, readonly PageUrl[]>();
  /** One copy of each URL: most repeat on every page, and a matched string would keep its page's HTML alive. */
  readonly #strings = new Map<string, string>();
  readonly #reads: Promise<void>[] = [];
  // Two at a time: the reading fills the build's idle moments, it must not take its core.
  readonly #limit = createLimiter(2);

  /** Pages written under `dir` (the build's output folder). */
  constructor(dir: string) {
    this.#dir = dir;
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
    for (const path of paths) if (typeof path === 'string') this.#reads.push(this.#limit(() => this.#read(pageFile(path))));
    return true;
  }

  async #read(file: string): Promise<void> {
    let html: string;
    try {
      html = await readFile(join(this.#dir, file), 'utf8');
    } catch {
      return;
    }
    // Still being written (or not a page of its own): verify reads it.
    if (!html.trimEnd().endsWith('</html>')) return;
    this.#urls.set(
      file,
      pageUrls(html).map(([attribute, raw]) => [this.#one(attribute), this.#one(raw)] as const),
    );
  }

  #one(text: string): string {
    let kept = this.#strings.get(text);
    if (kept === undefined) {
      // A copy of its own, not a slice of the page.
      kept = Buffer.from(text).toString();
      this.#strings.set(kept, kept);
    }
    return kept;
  }

  /** The pages read (relative path → URLs), once every read begun has ended. */
  async read(): Promise<ReadonlyMap<string, readonly PageUrl[]>> {
    await Promise.all(this.#reads);
    return this.#urls;
  }
}
