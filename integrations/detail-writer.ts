/**
 * Astro's prerenderer, with most detail pages put together from their route's
 * frame instead of Astro's per-page pipeline, which was most of a full build's
 * rendering. A detail page is its frame around its own head tags and main
 * content, both written by src/features/catalog/detail-page.ts. For each
 * detail route and shape (with a gallery or without):
 *
 * 1. Astro renders the first page asked for, as any other page.
 * 2. That page's own parts must appear in it; what is around them is the
 *    frame of the route's pages of that shape. If they do not, Astro renders
 *    every page of that route and shape, and the build says why.
 * 3. Every other page of that route and shape is the frame around its own parts.
 *    Every {@link CHECK_EVERY}th one is also rendered by Astro and compared: a
 *    difference fails the build, naming the page (DETAIL_WRITER=off builds every
 *    page with Astro meanwhile).
 *
 * Astro still lists and counts every page; the writer only answers its
 * requests, and writes the pages it put together into the output folder itself
 * (given one). At the end the build says how many detail pages were written so.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { WRITABLE_PAGES, type DetailParts, type WritablePages } from '#features/catalog/writable-pages.ts';
import { DETAIL_PAGES_LINE } from './build-lines.ts';

/** One page in this many of a route and shape is also rendered by Astro and compared. */
const CHECK_EVERY = 200;

/** What surrounds a page's own parts, for every page of one route and shape. */
interface Frame {
  before: string;
  between: string;
  after: string;
}

type Rendered = Awaited<ReturnType<AstroPrerenderer['render']>>;
const responseOf = (rendered: Rendered) => (rendered instanceof Response ? rendered : rendered.response);
const HTML = { 'Content-Type': 'text/html' };

/** The frame of `html` around `parts`, or why there is none. */
function frameAround(html: string, parts: DetailParts): Frame | string {
  const head = html.indexOf(parts.head);
  if (head < 0) return 'its head tags are not the ones Astro wrote';
  const main = html.indexOf(parts.main, head + parts.head.length);
  if (main < 0) return 'its main content is not the one Astro wrote';
  return {
    before: html.slice(0, head),
    between: html.slice(head + parts.head.length, main),
    after: html.slice(main + parts.main.length),
  };
}

/** Where two pages first differ, for the build's error. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i}: Astro wrote …${JSON.stringify(a.slice(Math.max(0, i - 40), i + 60))}, the writer …${JSON.stringify(b.slice(Math.max(0, i - 40), i + 60))}`;
}

export interface DetailWriterOptions {
  /** One page in this many of a route and shape is also rendered by Astro and compared. */
  checkEvery?: number;
  /**
   * The build's output folder, where pages are `<path>/index.html` (`build.format: 'directory'`): the
   * writer's pages are written there directly, and Astro is handed an empty answer, which it writes no
   * file for. Astro's way (a Response read back into bytes, its own write) cost its process about 4 more
   * CPU-seconds at 10,000 entries (8a60add).
   */
  outDir?: string;
  /** False: Astro renders every detail page (the plan's `detailWriter`, DETAIL_WRITER=off). */
  enabled?: boolean;
}

export function withDetailWriter(
  base: AstroPrerenderer,
  report: (line: string) => void,
  options: DetailWriterOptions = {},
): AstroPrerenderer {
  const { checkEvery = CHECK_EVERY, outDir, enabled = true } = options;
  const frames = new Map<string, Promise<Frame | undefined>>();
  const seen = new Map<string, number>();
  let written = 0;
  let checked = 0;

  /** Astro's page, as text, and the frame cut out of it for the pages of its route and shape. */
  const reference = async (
    request: Request,
    options: Parameters<AstroPrerenderer['render']>[1],
    key: string,
    parts: Promise<DetailParts>,
  ) => {
    // Handled at once: the parts may fail while Astro renders, which must not count as an unhandled rejection.
    const own = parts.then(
      (written) => written,
      (error: Error) => `the writer could not write it (${error.message})`,
    );
    const response = responseOf(await base.render(request, options));
    const html = await response.text();
    const written = await own;
    const frame = typeof written === 'string' ? written : frameAround(html, written);
    if (typeof frame === 'string')
      report(`${new URL(request.url).pathname}: ${frame}; Astro renders every page of ${key.replace('\0', ' ')}`);
    return { html, response, frame: typeof frame === 'string' ? undefined : frame };
  };

  return {
    ...base,
    render: async (request, options) => {
      const writable = enabled ? (globalThis as Record<symbol, WritablePages | undefined>)[WRITABLE_PAGES] : undefined;
      const pathname = new URL(request.url).pathname;
      const page = writable?.take(pathname.replace(/(.)\/$/, '$1'));
      if (!page) return base.render(request, options);
      const key = `${options.routeData.component}\0${page.shape}`;
      const known = frames.get(key);
      if (!known) {
        const first = reference(request, options, key, page.parts(pathname));
        frames.set(
          key,
          first.then((r) => r.frame),
        );
        const { html, response } = await first;
        return new Response(html, { status: response.status, headers: response.headers });
      }
      const frame = await known;
      if (!frame) return base.render(request, options);
      const parts = await page.parts(pathname);
      const html = frame.before + parts.head + frame.between + parts.main + frame.after;
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      if (count % checkEvery === 0) {
        const astro = await responseOf(await base.render(request, options)).text();
        if (astro !== html)
          throw new Error(
            `The detail-page writer and Astro disagree on ${pathname} ${firstDifference(astro, html)}. Build with DETAIL_WRITER=off meanwhile.`,
          );
        checked++;
      }
      written++;
      // Astro's folder of a page, for a URL path that needs no encoding (the writer's pages: ids are plain).
      if (outDir && encodeURI(pathname) === pathname) {
        const folder = join(outDir, pathname);
        // Written at once, on this thread: four round trips to libuv's threads per page (folder, open, write,
        // close) cost more on a busy 2-core machine than the system calls themselves (82e58a9).
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, 'index.html'), html);
        return new Response(null, { headers: HTML });
      }
      return new Response(html, { headers: HTML });
    },
    teardown: async () => {
      if (written > 0)
        report(
          `${DETAIL_PAGES_LINE}${written} written from their route's frame (${checked} of them checked against Astro's rendering), ${frames.size} rendered by Astro as frames`,
        );
      await base.teardown?.();
    },
  };
}
