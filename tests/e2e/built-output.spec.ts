/** Checks on the built HTML itself: what each kind of page ships. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';

const siteDir = () => join(process.env.E2E_WORK_DIR ?? '', 'site');

/** The component modules a page hydrates (astro-island component-url). */
export function islandsOf(html: string): string[] {
  return [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"/g)].map((match) => match[1]!.replace(/^.*\//, '').replace(/\.[\w-]+\.js$/, ''));
}

test('a page whose only island is the top bar loads no other JavaScript', async () => {
  for (const page of ['about/index.html']) {
    const html = await readFile(join(siteDir(), page), 'utf8');
    expect(islandsOf(html)).toEqual(['TopBar']);
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([]);
  }
});
