/**
 * Indexing ahead (scripts/lib/search-index.ts): an index begun from the live
 * release's detail pages, then given the pages a build rendered, holds
 * exactly the new release's pages and their new words, as an index written
 * from scratch does; so does an index read route by route while a full build
 * writes its pages.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentFilters, indexedFragments, SEARCH_BUNDLE } from '#scripts/lib/search-fragments.ts';
import { buildSearchIndex, indexAhead, indexWhileBuilding } from '#scripts/lib/search-index.ts';
import { AREA } from '#features/areas.ts';
import { runningPagefinds } from '#tests/support/processes.ts';

const page = (title: string, words: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${words}</p></main></body></html>`;

let work: string;
const file = (id: string) => `projects/industrydetails/${id}/index.html`;

async function site(name: string, pages: Record<string, string>): Promise<string> {
  const root = join(work, name);
  for (const [id, html] of Object.entries(pages)) {
    await mkdir(join(root, 'projects', 'industrydetails', id), { recursive: true });
    await writeFile(join(root, file(id)), html);
  }
  // Not a detail page: never indexed.
  await writeFile(join(root, 'index.html'), page('Home', 'welcome'));
  return root;
}

/** URL → the text of its fragment. */
async function indexed(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [name, url] of await indexedFragments(root)) {
    out.set(url, gunzipSync(await readFile(join(root, SEARCH_BUNDLE, name))).toString('utf8'));
  }
  return out;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'index-ahead-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('indexAhead', () => {
  it('adds the rendered pages to the live pages read ahead: new ones appended, changed ones replacing the old at their URL', async () => {
    const live = await site('live', {
      'PRJ-1': page('Solar dryer', 'a dryer for grain'),
      'PRJ-2': page('Water filter', 'the original wording'),
      'PRJ-3': page('Bridge sensor', 'strain gauges'),
    });
    const next = await site('next', {
      'PRJ-1': page('Solar dryer', 'a dryer for grain'),
      'PRJ-2': page('Water filter', 'an edited description'),
      'PRJ-3': page('Bridge sensor', 'strain gauges'),
      'PRJ-4': page('Campus robot', 'a newly approved entry'),
    });
    const out = join(work, 'ahead-out');
    const ahead = indexAhead(live);
    const result = await ahead.finish({
      siteDir: next,
      files: [file('PRJ-2'), file('PRJ-4')],
      newPages: 1,
      outputDir: out,
    });
    expect(result.pages).toBe(4);

    const fragments = await indexed(out);
    expect([...fragments.keys()].sort()).toEqual(
      ['PRJ-1', 'PRJ-2', 'PRJ-3', 'PRJ-4'].map((id) => `/projects/industrydetails/${id}/`),
    );
    expect(fragments.get('/projects/industrydetails/PRJ-2/')).toContain('an edited description');
    expect([...fragments.values()].join('\n')).not.toContain('the original wording');
    expect(fragments.get('/projects/industrydetails/PRJ-4/')).toContain('a newly approved entry');

    // The same pages and the same fragments as an index of the new release written from scratch.
    const scratch = join(work, 'scratch-out');
    await buildSearchIndex(next, undefined, scratch);
    expect(await indexed(out)).toEqual(await indexed(scratch));
  }, 60_000);

  it('cancel stops Pagefind without writing anything, and a cancelled or finished index can be cancelled again', async () => {
    const live = await site('live-2', { 'PRJ-1': page('Solar dryer', 'grain') });
    const ahead = indexAhead(live);
    await ahead.cancel();
    await ahead.cancel();
    // Cancelled at once, even before Pagefind had started: no Pagefind process is left behind.
    await expect.poll(runningPagefinds, { timeout: 5000 }).toEqual([]);
    const reading = indexAhead(live);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await reading.cancel();
    await expect.poll(runningPagefinds, { timeout: 5000 }).toEqual([]);
    // Pagefind starts again for the next index.
    const out = join(work, 'after-cancel');
    expect((await buildSearchIndex(live, undefined, out)).pages).toBe(1);
  }, 60_000);

  it('starts Pagefind with its allocator returning freed memory within half a second (its peak while building the index)', async () => {
    const live = await site('live-allocator', { 'PRJ-1': page('Solar dryer', 'grain') });
    const ahead = indexAhead(live);
    await expect.poll(runningPagefinds, { timeout: 10_000 }).toHaveLength(1);
    const [pid] = runningPagefinds();
    const environment = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
    await ahead.cancel();
    expect(environment).toContain('_RJEM_MALLOC_CONF=dirty_decay_ms:500,muzzy_decay_ms:0');
  }, 60_000);

  it('fails naming the page when a rendered page cannot be read, and leaves Pagefind stopped', async () => {
    const live = await site('live-3', { 'PRJ-1': page('Solar dryer', 'grain') });
    const ahead = indexAhead(live);
    await expect(
      ahead.finish({ siteDir: live, files: [file('PRJ-9')], newPages: 1, outputDir: join(work, 'failed-out') }),
    ).rejects.toThrow(/PRJ-9/);
    await ahead.cancel();
    expect((await buildSearchIndex(live, undefined, join(work, 'after-failure'))).pages).toBe(1);
  }, 60_000);
});

describe('indexWhileBuilding', () => {
  const industry = AREA.projects.details.Industry;
  const hackathon = AREA.competitions.details.Hackathon;
  const at = (base: string, id: string) => `${base.slice(1)}/${id}/index.html`;
  const put = async (root: string, path: string, html: string) => {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), html);
  };

  it('reads the routes it is told of as the build writes, then the rest: the same index as one written from scratch', async () => {
    const root = join(work, 'during');
    await put(root, at(industry, 'PRJ-1'), page('Solar dryer', 'a dryer for grain'));
    await put(root, at(industry, 'PRJ-2'), page('Water filter', 'clean water'));
    // Found in the folder while still being written: not among the pages told whole.
    await put(
      root,
      at(industry, 'PRJ-3'),
      '<!doctype html><html lang="en"><head><title>Bridge sensor</title></head><body><main data-pagefind-body><h1>Bridge sensor</h1><p>stale half-writ',
    );
    await put(root, 'index.html', page('Home', 'welcome'));
    const index = indexWhileBuilding(root);
    await index.addRoute(industry, [at(industry, 'PRJ-1'), at(industry, 'PRJ-2')]);
    // The build goes on: the page is whole now, and another route is written after.
    await put(root, at(industry, 'PRJ-3'), page('Bridge sensor', 'strain gauges'));
    await put(root, at(hackathon, 'CMP-1'), page('Campus hackathon', 'a night of code'));
    const files = [at(industry, 'PRJ-1'), at(industry, 'PRJ-2'), at(industry, 'PRJ-3'), at(hackathon, 'CMP-1')];
    const out = join(work, 'during-out');
    const result = await index.finish({ files, outputDir: out });
    expect(result).toMatchObject({ pages: 4, readEarly: 2 });

    const fragments = await indexed(out);
    expect(fragments.get('/projects/industrydetails/PRJ-3/')).toContain('strain gauges');
    expect([...fragments.values()].join('\n')).not.toContain('stale');
    expect(fragments.get('/competitions/hackathondetails/CMP-1/')).toContain('a night of code');
    const scratch = join(work, 'during-scratch');
    await buildSearchIndex(root, undefined, scratch);
    expect(await indexed(out)).toEqual(await indexed(scratch));
    await expect.poll(runningPagefinds, { timeout: 5000 }).toEqual([]);
  }, 60_000);

  it('cancel stops Pagefind while it reads, writing nothing', async () => {
    const root = join(work, 'during-cancel');
    await put(root, at(industry, 'PRJ-1'), page('Solar dryer', 'grain'));
    const index = indexWhileBuilding(root);
    void index.addRoute(industry, [at(industry, 'PRJ-1')]);
    await index.cancel();
    await expect.poll(runningPagefinds, { timeout: 5000 }).toEqual([]);
    await expect(
      index.finish({ files: [at(industry, 'PRJ-1')], outputDir: join(work, 'during-cancel-out') }),
    ).rejects.toThrow();
  }, 60_000);
});

describe('a full index in parts', () => {
  const industry = AREA.projects.details.Industry;
  const hackathon = AREA.competitions.details.Hackathon;
  const alumni = AREA.alumni.details.Alumni;
  const at = (base: string, id: string) => `${base.slice(1)}/${id}/index.html`;
  const put = async (root: string, path: string, html: string) => {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), html);
  };
  /** Industry's two pages are the first part; Hackathon's and Alumni's fit together in the second (2 pages a part). */
  const sitePages: Array<[string, string, string]> = [
    [industry, 'PRJ-1', page('Solar dryer', 'a dryer for grain')],
    [industry, 'PRJ-2', page('Water filter', 'the original wording')],
    [hackathon, 'CMP-1', page('Campus hackathon', 'a night of code')],
    [alumni, 'ALM-1', page('Star alumna', 'founded a robotics firm')],
  ];
  const build = async (name: string, pages = sitePages) => {
    const root = join(work, name);
    for (const [base, id, html] of pages) await put(root, at(base, id), html);
    return root;
  };
  const deltaFile = async (out: string) =>
    JSON.parse(await readFile(join(out, SEARCH_BUNDLE, 'delta.json'), 'utf8')) as { parts: number };

  it('writes runs of whole routes of at most SEARCH_PART_PAGES pages, each part of ids of its own, named in delta.json', async () => {
    const root = await build('parts');
    const out = join(work, 'parts-out');
    const result = await buildSearchIndex(root, undefined, out, 2);
    expect(result.pages).toBe(4);
    expect(await deltaFile(out)).toMatchObject({ parts: 1 });
    const byPart = Object.groupBy(result.fragments, (fragment) => fragment.id.split('_')[0]!);
    expect(byPart.en?.map((fragment) => fragment.url).sort()).toEqual(
      ['PRJ-1', 'PRJ-2'].map((id) => `/projects/industrydetails/${id}/`),
    );
    expect(byPart['en-x-s1']?.map((fragment) => fragment.url).sort()).toEqual([
      '/StarAlumni/star-alumni-details/ALM-1/',
      '/competitions/hackathondetails/CMP-1/',
    ]);
    // A part holds data only: the browser runs every part on the bundle's own scripts and WebAssembly.
    const partFiles = await readdir(join(out, SEARCH_BUNDLE, 'part-1'));
    expect(partFiles).toContain('pagefind-entry.json');
    expect(partFiles.filter((name) => /\.js$|^wasm\./.test(name))).toEqual([]);
    // A page's filters are read from its own part's fragment (what a delta leaves out of the counts).
    const alumnus = result.fragments.find((fragment) => fragment.url === '/StarAlumni/star-alumni-details/ALM-1/')!;
    expect(fragmentFilters(join(out, SEARCH_BUNDLE), alumnus)).toEqual({});
    // The same pages with the same text as an index in one part.
    const whole = join(work, 'parts-whole');
    await buildSearchIndex(root, undefined, whole);
    expect((await deltaFile(whole)).parts).toBe(0);
    expect(await indexed(out)).toEqual(await indexed(whole));
  }, 60_000);

  it("read ahead, a rendered page replaces its own in its route's part, and a new route joins the last part while it fits", async () => {
    const live = await build('parts-live', sitePages.slice(0, 3));
    const next = await build('parts-next', [
      sitePages[0]!,
      [industry, 'PRJ-2', page('Water filter', 'an edited description')],
      sitePages[2]!,
      sitePages[3]!,
    ]);
    const out = join(work, 'parts-ahead-out');
    const ahead = indexAhead(live, 2);
    const result = await ahead.finish({
      siteDir: next,
      files: [at(industry, 'PRJ-2'), at(alumni, 'ALM-1')],
      newPages: 1,
      outputDir: out,
    });
    expect(result.pages).toBe(4);
    const scratch = join(work, 'parts-ahead-scratch');
    await buildSearchIndex(next, undefined, scratch, 2);
    expect(await indexed(out)).toEqual(await indexed(scratch));
    expect([...(await indexed(out)).values()].join('\n')).not.toContain('the original wording');
    expect((await deltaFile(out)).parts).toBe(1);
  }, 60_000);

  it('while building, a part is written as soon as the next begins, and read again whole when a page of it came late', async () => {
    const root = await build('parts-early');
    const scratchDir = join(work, 'parts-early-scratch');
    const index = indexWhileBuilding(root, 2, scratchDir);
    await index.addRoute(industry, [at(industry, 'PRJ-1'), at(industry, 'PRJ-2')]);
    expect(await readdir(work)).not.toContain('parts-early-scratch');
    await index.addRoute(hackathon, [at(hackathon, 'CMP-1')]);
    // Industry's part is complete once Hackathon's begins: written, Pagefind holding only the next part's pages.
    expect(await readdir(join(scratchDir, '0'))).toContain('pagefind-entry.json');
    // A page of Industry's written after its route was read.
    await put(root, at(industry, 'PRJ-3'), page('Bridge sensor', 'strain gauges'));
    const files = [...sitePages.map(([base, id]) => at(base, id)), at(industry, 'PRJ-3')];
    const out = join(work, 'parts-early-out');
    expect((await index.finish({ files, outputDir: out })).pages).toBe(5);
    expect((await indexed(out)).get('/projects/industrydetails/PRJ-3/')).toContain('strain gauges');
    const scratch = join(work, 'parts-early-from-scratch');
    await buildSearchIndex(root, undefined, scratch, 2);
    expect(await indexed(out)).toEqual(await indexed(scratch));
    expect(await readdir(work)).not.toContain('parts-early-scratch');
  }, 60_000);

  it('while building, routes told faster than Pagefind reads: each part written once, moved into the index', async () => {
    const root = await build('parts-burst');
    const scratchDir = join(work, 'parts-burst-scratch');
    const index = indexWhileBuilding(root, 2, scratchDir);
    // Industry fills the first part; Hackathon begins the second, which Alumni joins: the first is complete, once.
    void index.addRoute(industry, [at(industry, 'PRJ-1'), at(industry, 'PRJ-2')]);
    void index.addRoute(hackathon, [at(hackathon, 'CMP-1')]);
    void index.addRoute(alumni, [at(alumni, 'ALM-1')]);
    const out = join(work, 'parts-burst-out');
    expect((await index.finish({ files: sitePages.map(([base, id]) => at(base, id)), outputDir: out })).pages).toBe(4);
    expect((await deltaFile(out)).parts).toBe(1);
    // The part written early is the bundle's own, moved into place with its scripts; the last is written at the end.
    expect(await readdir(join(out, SEARCH_BUNDLE))).toEqual(expect.arrayContaining(['pagefind.js', 'part-1']));
    const scratch = join(work, 'parts-burst-from-scratch');
    await buildSearchIndex(root, undefined, scratch, 2);
    expect(await indexed(out)).toEqual(await indexed(scratch));
    expect(await readdir(work)).not.toContain('parts-burst-scratch');
    await expect.poll(runningPagefinds, { timeout: 5000 }).toEqual([]);
  }, 60_000);

  it('while building, each route read goes to its part: the same index as one written from scratch', async () => {
    const root = await build('parts-during');
    const index = indexWhileBuilding(root, 1);
    await index.addRoute(industry, [at(industry, 'PRJ-1'), at(industry, 'PRJ-2')]);
    await index.addRoute(alumni, [at(alumni, 'ALM-1')]);
    const out = join(work, 'parts-during-out');
    await index.finish({ files: sitePages.map(([base, id]) => at(base, id)), outputDir: out });
    // Industry alone (a route is never split), then Alumni as the build wrote it, then Hackathon, read at the end.
    expect((await deltaFile(out)).parts).toBe(2);
    const scratch = join(work, 'parts-during-scratch');
    await buildSearchIndex(root, undefined, scratch, 1);
    expect(await indexed(out)).toEqual(await indexed(scratch));
    await expect.poll(runningPagefinds, { timeout: 5000 }).toEqual([]);
  }, 60_000);
});
