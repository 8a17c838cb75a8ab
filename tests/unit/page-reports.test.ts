/** Progress lines while Astro renders: done/total, rate and time left, at most once an interval, never after the last page. */
import { describe, expect, it } from 'vitest';
import type { AstroPrerenderer } from 'astro';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WRITTEN_PAGES } from '#integrations/build-lines.ts';
import { withRenderProgress, withWrittenPages } from '#integrations/page-reports.ts';
import { WrittenPages } from '#scripts/rebuild/written-pages.ts';
import { verifyRelease } from '#scripts/rebuild/release-checks.ts';
import { AREA } from '#features/areas.ts';

function fakePrerenderer(pages: number) {
  const rendered: string[] = [];
  const base: AstroPrerenderer = {
    name: 'fake',
    getStaticPaths: async () => Array.from({ length: pages }, (_, i) => ({ pathname: `/p/${i}`, route: {} as never })),
    render: async (request) => {
      rendered.push(new URL(request.url).pathname);
      return new Response('<p>page</p>');
    },
  };
  return { base, rendered };
}

describe('withRenderProgress', () => {
  it('reports done/total, the rate and the time left, once an interval, and renders every page through Astro’s prerenderer', async () => {
    const { base, rendered } = fakePrerenderer(10);
    const lines: string[] = [];
    let clock = 0;
    const wrapped = withRenderProgress(
      base,
      (line) => lines.push(line),
      5000,
      () => clock,
    );
    const paths = await wrapped.getStaticPaths();
    expect(paths).toHaveLength(10);
    for (const path of paths) {
      clock += 2000; // a page every 2 s: 0.5 pages a second
      const response = await wrapped.render(new Request(`http://localhost${path.pathname}`), { routeData: path.route });
      expect(await (response as Response).text()).toBe('<p>page</p>');
    }
    expect(rendered).toHaveLength(10);
    // At 6 s (3 done), 12 s (6), 18 s (9); none at the end: the build's own summary says it.
    expect(lines).toEqual([
      'rendering 3/10 pages (30%), 0.5/s, about 14 s left',
      'rendering 6/10 pages (60%), 0.5/s, about 8 s left',
      'rendering 9/10 pages (90%), 0.5/s, about 2 s left',
    ]);
  });

  it('keeps the prerenderer’s setup, teardown and name', async () => {
    const calls: string[] = [];
    const { base } = fakePrerenderer(1);
    const wrapped = withRenderProgress(
      { ...base, setup: async () => void calls.push('setup'), teardown: async () => void calls.push('teardown') },
      () => {},
    );
    await wrapped.setup?.();
    await wrapped.teardown?.();
    expect(calls).toEqual(['setup', 'teardown']);
    expect(wrapped.name).toBe('fake');
  });
});

describe('pages written while the build goes on', () => {
  it('lists the pages rendered, in batches, once `lag` more were rendered since each', async () => {
    const { base } = fakePrerenderer(12);
    const lines: string[] = [];
    const wrapped = withWrittenPages(base, (line) => lines.push(line), 4, 3);
    for (const path of await wrapped.getStaticPaths())
      await wrapped.render(new Request(`http://localhost${path.pathname}`), { routeData: path.route });
    expect(lines.map((line) => JSON.parse(line.slice(WRITTEN_PAGES.length)))).toEqual([
      ['/p/0', '/p/1', '/p/2', '/p/3'],
      ['/p/4', '/p/5', '/p/6', '/p/7'],
    ]);
  });

  it('are read for verify, but not a page still being written; other lines are left to the log', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'written-'));
    try {
      await mkdir(join(dir, 'a'), { recursive: true });
      await mkdir(join(dir, 'b'), { recursive: true });
      await writeFile(
        join(dir, 'a', 'index.html'),
        '<html><body><a href="/b">b</a><img srcset="/x.webp 1x, /y.webp 2x"></body></html>\n',
      );
      await writeFile(join(dir, 'b', 'index.html'), '<html><body><a href="/a">a</a>');
      const written = new WrittenPages(dir);
      expect(written.take('rendering 3/10 pages (30%), 0.5/s, about 14 s left')).toBe(false);
      expect(written.take(`${WRITTEN_PAGES}["/a","/b","/missing"]`)).toBe(true);
      const read = await written.read();
      expect(read.size).toBe(1);
      expect(read.get('b/index.html')).toBeUndefined();
      expect(read.get('a/index.html')).toEqual([
        ['href', '/b'],
        ['src', '/x.webp'],
        ['src', '/y.webp'],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('tell of each detail route the build has gone past, every page of it read whole, once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'written-'));
    const page = (path: string, html = '<html><body>whole</body></html>') =>
      mkdir(join(dir, path), { recursive: true }).then(() => writeFile(join(dir, path, 'index.html'), html));
    const industry = AREA.projects.details.Industry;
    const hackathon = AREA.competitions.details.Hackathon;
    const research = AREA.projects.details.Research;
    try {
      await page(`${industry}/PRJ-1`);
      await page(`${industry}/PRJ-2`);
      await page(`${hackathon}/CMP-1`);
      // Still being written when read: that route is left to the search phase.
      await page(`${hackathon}/CMP-2`, '<html><body>hal');
      await page(`${research}/PRJ-3`);
      const told: Array<[string, readonly string[]]> = [];
      const written = new WrittenPages(dir, (base, files) => told.push([base, files]));
      const others = (from: number, count: number) => Array.from({ length: count }, (_, i) => `/about/${from + i}/`);
      // Astro renders a few pages at a time: a page of another route among a route's pages does not end it.
      written.take(
        `${WRITTEN_PAGES}${JSON.stringify([`${industry}/PRJ-1/`, '/about/', `${industry}/PRJ-2/`, ...others(0, 15)])}`,
      );
      await written.read();
      await new Promise((resolve) => setImmediate(resolve));
      expect(told).toEqual([]);
      written.take(
        `${WRITTEN_PAGES}${JSON.stringify([`/about/15/`, `${hackathon}/CMP-1/`, `${hackathon}/CMP-2/`, `${industry}/PRJ-9/`, ...others(16, 16), `${research}/PRJ-3/`])}`,
      );
      await written.read();
      // A route coming back after it was passed is not told again; the last route is not passed yet.
      expect(told).toEqual([
        [industry, [`${industry.slice(1)}/PRJ-1/index.html`, `${industry.slice(1)}/PRJ-2/index.html`]],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('verify checks the links of a page read meanwhile without reading it again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'written-'));
    try {
      await writeFile(join(dir, 'index.html'), '<html><body><a href="/index.html">home</a></body></html>');
      const manifest = { areas: {} } as Parameters<typeof verifyRelease>[0]['manifest'];
      const options = {
        root: dir,
        manifest,
        siteUrl: 'https://wall.example.edu',
        searchIndex: false,
        files: ['index.html'],
      };
      // Either way the fixed pages are missing here: what matters is which links were checked.
      const asRead = await verifyRelease(options).catch((error: Error) => error.message);
      const preread = new Map([['index.html', [['href', '/nowhere'] as const]]]);
      const asTold = await verifyRelease({ ...options, preread }).catch((error: Error) => error.message);
      expect(String(asRead)).not.toContain('/nowhere');
      expect(String(asTold)).toContain('/nowhere (from /index.html)');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
