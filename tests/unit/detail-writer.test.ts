/**
 * The detail-page writer's prerenderer (integrations/detail-writer.ts): Astro
 * renders the first page of each route and shape, the others are that frame
 * around their own parts, byte for byte what Astro would have written; a
 * writer that disagrees with Astro is caught, on the frame or on a checked page.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AstroPrerenderer } from 'astro';
import { DETAIL_PAGES_LINE } from '#integrations/build-lines.ts';
import { withDetailWriter } from '#integrations/detail-writer.ts';
import { WRITABLE_PAGES, type DetailParts, type WritablePages } from '#features/catalog/writable-pages.ts';

/** A page's own parts: its id in its head and main content, and its gallery where it has one. */
function partsOf(id: string, gallery: boolean): DetailParts {
  const head = `<title>${id} | Wall</title><meta name="description" content="about ${id}">`;
  const galleryHtml = gallery ? `<div data-gallery="poster-carousel" data-props="{}">pictures of ${id}</div>` : '';
  return { head, main: `<article><h1>${id}</h1>${galleryHtml}</article>` };
}

/** What Astro writes for a page: the frame of its route and shape around its parts. */
function astroPage(route: string, id: string, gallery: boolean): string {
  const { head, main } = partsOf(id, gallery);
  const scripts = gallery ? '<script type="module" src="/_astro/galleries.js"></script>' : '';
  return `<!DOCTYPE html><html><head>${head}<meta http-equiv="content-security-policy" content="${route}${gallery ? ' gallery' : ''}"></head><body><header>top</header><main>${main}${scripts}</main><footer>${route}</footer></body></html>`;
}

/** Pages `/{route}/{id}`: ids starting with `g` have a gallery. */
function setup(
  options: { writerParts?: (id: string, gallery: boolean) => DetailParts; outDir?: string; enabled?: boolean } = {},
) {
  const byAstro: string[] = [];
  const lines: string[] = [];
  const base: AstroPrerenderer = {
    name: 'fake',
    getStaticPaths: async () => [],
    render: async (request, { routeData }) => {
      const [, route, id] = new URL(request.url).pathname.split('/');
      byAstro.push(`/${route}/${id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(
        routeData.component === 'list' ? '<p>a list</p>' : astroPage(route!, id!, id!.startsWith('g')),
      );
    },
  };
  const writable: WritablePages = {
    take: (pathname) => {
      const [, route, id] = pathname.split('/');
      if (route === 'list') return undefined;
      const gallery = id!.startsWith('g');
      return {
        shape: gallery ? 'gallery' : 'plain',
        parts: async () => (options.writerParts ?? partsOf)(id!, gallery),
      };
    },
  };
  (globalThis as Record<symbol, unknown>)[WRITABLE_PAGES] = writable;
  const wrapped = withDetailWriter(base, (line) => lines.push(line), {
    checkEvery: 2,
    outDir: options.outDir,
    enabled: options.enabled,
  });
  const render = async (path: string) => {
    const route = path.split('/')[1];
    const rendered = await wrapped.render(new Request(`http://localhost${path}`), {
      routeData: { component: route === 'list' ? 'list' : `src/pages/${route}/[id].astro` } as never,
    });
    return (rendered as Response).text();
  };
  return { wrapped, render, byAstro, lines };
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[WRITABLE_PAGES];
});

describe('detail pages put together from their route’s frame', () => {
  it('has Astro render the first page of each route and shape, and writes the others as Astro would, byte for byte', async () => {
    const { wrapped, render, byAstro, lines } = setup();
    const paths = [
      '/projects/p1',
      '/projects/g1',
      '/projects/p2',
      '/projects/g2',
      '/competitions/p1',
      '/projects/p3',
      '/projects/g3',
      '/competitions/p2',
    ];
    for (const path of paths) {
      const [, route, id] = path.split('/');
      expect(await render(path), path).toBe(astroPage(route!, id!, id!.startsWith('g')));
    }
    // The frames, and (one page in 2 here) the second page written from each frame, checked against Astro's.
    expect(byAstro).toEqual(['/projects/p1', '/projects/g1', '/competitions/p1', '/projects/p3', '/projects/g3']);
    await wrapped.teardown?.();
    expect(lines).toEqual([
      `${DETAIL_PAGES_LINE}5 written from their route's frame (2 of them checked against Astro's rendering), 3 rendered by Astro as frames`,
    ]);
  });

  it('waits for the frame when pages of the same route and shape are asked for while Astro renders it', async () => {
    const { render, byAstro } = setup();
    const pages = await Promise.all(['/projects/p1', '/projects/p2', '/projects/p3'].map(render));
    expect(pages).toEqual(['p1', 'p2', 'p3'].map((id) => astroPage('projects', id, false)));
    // Astro rendered the frame once; /projects/p3, the second page written from it, is checked (one in 2 here).
    expect(byAstro).toEqual(['/projects/p1', '/projects/p3']);
  });

  it('leaves every other page to Astro', async () => {
    const { render, byAstro } = setup();
    expect(await render('/list/1')).toBe('<p>a list</p>');
    expect(byAstro).toEqual(['/list/1']);
  });

  it('has Astro render every page of a route and shape whose frame the writer’s parts are not in, and says why', async () => {
    const { wrapped, render, byAstro, lines } = setup({
      writerParts: (id, gallery) => ({ ...partsOf(id, gallery), main: `<article>${id}</article>` }),
    });
    for (const id of ['p1', 'p2', 'g1'])
      expect(await render(`/projects/${id}`)).toBe(astroPage('projects', id, id.startsWith('g')));
    expect(byAstro).toEqual(['/projects/p1', '/projects/p2', '/projects/g1']);
    // No closing line: no page was written from a frame (as in an approval's build, whose few detail pages are frames).
    await wrapped.teardown?.();
    expect(lines).toEqual([
      '/projects/p1: its main content is not the one Astro wrote; Astro renders every page of src/pages/projects/[id].astro plain',
      '/projects/g1: its main content is not the one Astro wrote; Astro renders every page of src/pages/projects/[id].astro gallery',
    ]);
  });

  it('has Astro render every page of a route and shape the writer cannot write, and says why', async () => {
    const { render, byAstro, lines } = setup({
      writerParts: () => {
        throw new Error('no view');
      },
    });
    for (const id of ['g1', 'g2']) expect(await render(`/projects/${id}`)).toBe(astroPage('projects', id, true));
    expect(byAstro).toEqual(['/projects/g1', '/projects/g2']);
    expect(lines).toEqual([
      '/projects/g1: the writer could not write it (no view); Astro renders every page of src/pages/projects/[id].astro gallery',
    ]);
  });

  it('fails the build on a checked page the writer writes otherwise than Astro, naming the page and where they differ', async () => {
    const { render } = setup({
      writerParts: (id, gallery) => ({
        ...partsOf(id, gallery),
        head: partsOf(id, gallery).head + (id === 'p3' ? '<meta name="extra">' : ''),
      }),
    });
    for (const id of ['p1', 'p2']) await render(`/projects/${id}`);
    await expect(render('/projects/p3')).rejects.toThrow(
      /The detail-page writer and Astro disagree on \/projects\/p3 at character \d+: .*Build with DETAIL_WRITER=off meanwhile/,
    );
  });

  it('writes its pages into the output folder itself, given one, and hands Astro an empty answer (no file of its own)', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'detail-pages-'));
    try {
      const { render } = setup({ outDir });
      expect(await render('/projects/p1')).toBe(astroPage('projects', 'p1', false));
      expect(await render('/projects/p2')).toBe('');
      expect(await readFile(join(outDir, 'projects/p2/index.html'), 'utf8')).toBe(astroPage('projects', 'p2', false));
      expect(existsSync(join(outDir, 'projects/p1')), 'a frame is Astro’s page, written by Astro').toBe(false);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it('has Astro render every page when it is not enabled (DETAIL_WRITER=off)', async () => {
    const { render, byAstro } = setup({ enabled: false });
    for (const id of ['p1', 'p2', 'p3']) await render(`/projects/${id}`);
    expect(byAstro).toEqual(['/projects/p1', '/projects/p2', '/projects/p3']);
  });
});
