/** Progress lines while Astro renders: done/total, rate and time left, at most once an interval, never after the last page. */
import { describe, expect, it } from 'vitest';
import type { AstroPrerenderer } from 'astro';
import { withRenderProgress } from '#scripts/lib/build-progress.ts';

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
    const wrapped = withRenderProgress(base, (line) => lines.push(line), 5000, () => clock);
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
    const wrapped = withRenderProgress({ ...base, setup: async () => void calls.push('setup'), teardown: async () => void calls.push('teardown') }, () => {});
    await wrapped.setup?.();
    await wrapped.teardown?.();
    expect(calls).toEqual(['setup', 'teardown']);
    expect(wrapped.name).toBe('fake');
  });
});
