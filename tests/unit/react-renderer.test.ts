/** The server renderer of the site's React components (integrations/react-renderer/server.ts). */
import { createElement, forwardRef, memo, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import renderer from '#integrations/react-renderer/server.ts';

const render = (page: object, component: unknown, props: Record<string, unknown> = {}, slots: Record<string, string> = {}, hydrate?: 'load' | 'visible') =>
  renderer.renderToStaticMarkup.call({ result: page }, component, props, slots, hydrate ? { hydrate, displayName: 'x', astroStaticSlot: true } : { displayName: 'x', astroStaticSlot: true });

function Labelled({ text }: { text: string }) {
  const id = useId();
  return createElement('section', { 'aria-labelledby': id }, createElement('h2', { id }, text));
}

describe('React components rendered on the server', () => {
  it('gives each component of a page the next id prefix, which its useId ids carry, and starts again on the next page', async () => {
    const page = {};
    const first = await render(page, Labelled, { text: 'One' });
    const second = await render(page, Labelled, { text: 'Two' });
    expect(first.attrs).toEqual({ prefix: 'r0' });
    expect(second.attrs).toEqual({ prefix: 'r1' });
    // The ids are those the client computes when it hydrates with the island's prefix.
    expect(first.html).toBe(renderToString(createElement(Labelled, { text: 'One' }), { identifierPrefix: 'r0' }));
    expect(second.html).toBe(renderToString(createElement(Labelled, { text: 'Two' }), { identifierPrefix: 'r1' }));
    expect(first.html).not.toBe(renderToString(createElement(Labelled, { text: 'One' })));
    expect((await render({}, Labelled, { text: 'Three' })).attrs).toEqual({ prefix: 'r0' });
  });

  it('hands slots over as props holding their HTML: kept for an island to hydrate, unwrapped by Astro otherwise', async () => {
    const Detail = ({ gallery, sidePanel, children }: { gallery?: ReactNode; sidePanel?: ReactNode; children?: ReactNode }) =>
      createElement('article', null, gallery, sidePanel, children);
    const server = await render({}, Detail, {}, { gallery: '<p>pictures</p>', 'side-panel': '<p>side</p>', default: '<p>body</p>' });
    expect(server.html).toBe(
      '<article><astro-static-slot name="gallery"><p>pictures</p></astro-static-slot><astro-static-slot name="side-panel"><p>side</p></astro-static-slot>' +
        '<astro-static-slot><p>body</p></astro-static-slot></article>',
    );
    const island = await render({}, Detail, {}, { gallery: '<p>pictures</p>' }, 'load');
    expect(island.html).toBe('<article><astro-slot name="gallery"><p>pictures</p></astro-slot></article>');
    // An empty slot is no element at all.
    expect((await render({}, Detail, {}, { gallery: '  ' })).html).toBe('<article></article>');
  });

  it('leaves out the wrapper’s class and the resource hints React would hoist into the component', async () => {
    const Hinted = ({ class: given }: { class?: string }) =>
      createElement('div', { 'data-class': given ?? 'none' }, createElement('link', { rel: 'stylesheet', href: '/x.css', precedence: 'default' }), 'text');
    const { html } = await render({}, Hinted, { class: 'wide' });
    expect(html).toBe('<div data-class="none">text</div>');
  });

  it('renders an island once for the same plain props, slots and prefix; anything else is rendered anew', async () => {
    let calls = 0;
    const Bar = ({ path, items }: { path: string; items?: string[] }) => {
      calls++;
      return createElement(Labelled, { text: `${path}${items?.join(',') ?? ''}` });
    };
    const first = await render({}, Bar, { path: '' }, {}, 'load');
    const again = await render({}, Bar, { path: '' }, {}, 'load');
    expect(again).toEqual(first);
    expect(calls).toBe(1);
    // Another prefix (ids differ), other props, other slots: each its own.
    const page = {};
    await render(page, Labelled, { text: 'x' });
    expect((await render(page, Bar, { path: '' }, {}, 'load')).html).toBe(renderToString(createElement(Bar, { path: '' }), { identifierPrefix: 'r1' }));
    await render({}, Bar, { path: '/projects/in-house' }, {}, 'load');
    await render({}, Bar, { path: '' }, { default: '<p>more</p>' }, 'load');
    expect(calls).toBe(5); // 3 above (renderToString's own call included) and these two
    // Props that are not plain values, and components that are not islands, are never kept.
    await render({}, Bar, { path: '', items: ['a'] }, {}, 'load');
    await render({}, Bar, { path: '', items: ['a'] }, {}, 'load');
    await render({}, Bar, { path: '' });
    await render({}, Bar, { path: '' });
    expect(calls).toBe(9);
  });

  it('takes every React component (function, class, memo, forwardRef) and nothing else', async () => {
    const check = (component: unknown) => renderer.check(component, {}, {});
    expect(await check(Labelled)).toBe(true);
    expect(await check(memo(Labelled))).toBe(true);
    expect(await check(forwardRef(() => null))).toBe(true);
    expect(await check('div')).toBe(false);
    expect(await check(null)).toBe(false);
    expect(await check({ render: () => null })).toBe(false);
  });
});
