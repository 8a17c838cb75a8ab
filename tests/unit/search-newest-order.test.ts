/**
 * "Newest first" without a sort key in Pagefind's index: the build writes the
 * index's pages newest first beside it, read back from the fragments
 * (scripts/lib/search-fragments.ts), and the search page orders Pagefind's
 * results by it (src/features/search/newest-order.ts).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byNewest, NEWEST_ORDER_FILE, newestIds } from '#features/search/newest-order.ts';
import { readFragments, SEARCH_BUNDLE } from '#scripts/lib/search-fragments.ts';
import { buildSearchIndex } from '#scripts/lib/search-index.ts';

describe('newestIds', () => {
  it('puts the latest date first, a more precise date of the same year after the year alone, undated pages last, ties by id', () => {
    const pages = [
      { id: 'en_b', date: '2024' },
      { id: 'en_a' },
      { id: 'en_c', date: '2024-03-05' },
      { id: 'en_d', date: '2025-01' },
      { id: 'en_f', date: '2024-03-05' },
      { id: 'en_e', date: '2024-03' },
      { id: 'en_0' },
    ];
    expect(newestIds(pages)).toEqual(['en_d', 'en_c', 'en_f', 'en_e', 'en_b', 'en_0', 'en_a']);
  });
});

describe('byNewest', () => {
  it('orders results by their place; a result the order does not know goes last, in the order it came', () => {
    const places = new Map(['en_new', 'en_mid', 'en_old'].map((id, place) => [id, place]));
    const results = ['en_x', 'en_old', 'en_y', 'en_new', 'en_mid'].map((id) => ({ id }));
    expect(byNewest(results, places).map((r) => r.id)).toEqual(['en_new', 'en_mid', 'en_old', 'en_x', 'en_y']);
  });
});

describe('the order written beside the index', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'newest-order-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const page = (title: string, date?: string) =>
    `<!doctype html><html lang="en"><body><main><div data-pagefind-body hidden><p>${title}</p></div>` +
    (date ? `<data hidden data-pagefind-meta="date[value]" value="${date}"></data>` : '') +
    '</main></body></html>';

  it('lists every page of the index once, by the ids its fragments are named by, newest first', async () => {
    const site = join(work, 'site');
    const pages: Record<string, string> = {
      'PRJ-1': page('Solar dryer', '2023-05-01'),
      'PRJ-2': page('Water filter', '2025-02'),
      'PRJ-3': page('Bridge sensor'),
      'PRJ-4': page('Campus robot', '2024'),
    };
    for (const [id, html] of Object.entries(pages)) {
      await mkdir(join(site, 'projects', 'industrydetails', id), { recursive: true });
      await writeFile(join(site, 'projects', 'industrydetails', id, 'index.html'), html);
    }
    await buildSearchIndex(site);

    const bundle = join(site, SEARCH_BUNDLE);
    const order = JSON.parse(await readFile(join(bundle, NEWEST_ORDER_FILE), 'utf8')) as string[];
    const byId = new Map((await readFragments(bundle)).map((fragment) => [fragment.id, fragment.url]));
    expect(order.map((id) => byId.get(id))).toEqual(
      ['PRJ-2', 'PRJ-4', 'PRJ-1', 'PRJ-3'].map((id) => `/projects/industrydetails/${id}/`),
    );
  }, 60_000);
});
