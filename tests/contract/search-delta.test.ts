/**
 * Search between two full indexes (issue 52): after a full index, an edit, a
 * removal and an approval are indexed as a delta beside it, and the site's
 * own search, in Chromium against the served release, never shows the edited
 * entry's old text or the removed entry, shows the new text, and counts
 * neither twice; the delta goes live with the pages, in one release; the next
 * approval's delta keeps the last one's pages; a delta that fails holds
 * nothing back; an index that is not the live release's own takes none; a run
 * that renders every page folds the delta in. A full index in parts is searched
 * whole, and a delta on it leaves out a later part's page.
 */
import { readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { CHROMIUM_ARGS, findChromium } from '#scripts/lib/chromium.ts';
import { indexedFragments } from '#scripts/lib/search-fragments.ts';
import { currentRelease } from '#scripts/rebuild/releases.ts';
import { serveSite } from '#scripts/rebuild/serve-site.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { closeTarget, newPublishDir, rebuildRuns, SITE } from './support/rebuild-runs.ts';

const FACTS = seedFacts();
const [edited, removed, damaged] = FACTS.competition.Hackathon.approved as [string, string, string];
const approved = FACTS.competition.Hackathon.pending[0]!;
const another = FACTS.competition['Project Competition'].pending[0]!;
const third = FACTS.competition['Coding Contest'].pending[0]!;
const detail = (id: string) => `/competitions/hackathondetails/${id}`;
const OLD_WORD = 'Quasarwhistle';
const NEW_WORD = 'Nebulafiddle';
const GONE_WORD = 'Cometharp';
/** In the edited entry's text before and after. */
const KEPT_WORD = 'Zephyrloom';

let backend: TestApi;
let publishDir: string;
let browser: Browser;
const { rebuild, live } = rebuildRuns(() => ({ backend, publishDir }));

/** Sets a competition's description (what search reads) to `words`. */
function describeAs(id: string, words: string): void {
  const stored = backend.api.store.get(id)!;
  backend.api.store.setData(id, { ...stored.data, description: `${words} is what this team built.` });
}

interface Shown {
  count: string;
  hrefs: string[];
}

/** What the search page shows for `words`, on the live release served as a host serves it. */
async function searchPage(page: Page, origin: string, words: string): Promise<Shown> {
  await page.goto(`${origin}/search?q=${encodeURIComponent(words)}`);
  const count = page.getByTestId('result-count');
  await expect.poll(() => count.textContent(), { timeout: 15_000 }).toContain(`for “${words}”`);
  const hrefs = await page
    .locator('section[aria-labelledby="results-heading"] article a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return { count: (await count.textContent()) ?? '', hrefs };
}

/** The count the search page shows beside a facet's value, once the current search's counts are in. */
async function facetCount(page: Page, facet: string, value: string): Promise<number> {
  await page.locator('#search-filters [aria-busy="true"]').waitFor({ state: 'detached' });
  const label = page
    .getByRole('group', { name: facet })
    .locator('label')
    .filter({ has: page.locator(`input[value="${value}"]`) });
  return Number(/\((\d+)\)\s*$/.exec((await label.textContent()) ?? '')?.[1]);
}

beforeAll(async () => {
  backend = await startTestApi({ siteUrl: SITE, seed: {} });
  publishDir = await newPublishDir('search-delta');
  describeAs(edited, `${OLD_WORD} ${KEPT_WORD}`);
  describeAs(removed, GONE_WORD);
  const first = await rebuild();
  expect(first.code, first.output).toBe(0);
  browser = await chromium.launch({ executablePath: findChromium(process.env.CHROMIUM_PATH), args: CHROMIUM_ARGS });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await closeTarget(backend, publishDir);
});

describe('search between two full indexes', () => {
  it('an edit, a removal and an approval after the full index: a delta; search never shows the old text or the removed entry', async () => {
    describeAs(edited, `${NEW_WORD} ${KEPT_WORD}`);
    backend.api.store.setStatus(removed, 'rejected');
    backend.api.store.setStatus(approved, 'approved');
    const run = await rebuild(['--verbose']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(
      /delta: [23] detail pages changed since the full index indexed into the release, 2 pages of the full index left out/,
    );
    // One release, live with its index: no search release follows it.
    const pages = /publish: live at releases\/(\S+) with its search index \(/.exec(run.output)?.[1];
    expect(pages, run.output).toBeDefined();
    expect(await currentRelease(publishDir)).toBe(pages);
    expect(run.output).toContain('search: nothing to write, the pages went live with their index');
    expect(run.output).toMatch(/live in ([\d.]+) s, searchable in \1 s/);
    expect(readdirSync(live(''))).not.toContain('.pagefind-delta');
    const delta = JSON.parse(await readFile(live('pagefind/delta.json'), 'utf8')) as {
      pages: number;
      stale: Record<string, Record<string, string[]>>;
    };
    expect(Object.keys(delta.stale)).toHaveLength(2);
    // What a search finds: every detail page once, the edited one from the delta.
    const found = [...(await indexedFragments(live(''))).entries()];
    const ofEdited = found.filter(([, url]) => url === `${detail(edited)}/`);
    expect(ofEdited).toHaveLength(1);
    expect(ofEdited[0]![0]).toMatch(/^delta\//);
    expect(found.some(([, url]) => url === `${detail(removed)}/`)).toBe(false);
    expect(found.some(([, url]) => url === `${detail(approved)}/`)).toBe(true);

    const site = await serveSite({ root: join(publishDir, 'current'), port: 0 });
    const page = await browser.newPage();
    try {
      const before = await searchPage(page, site.url, OLD_WORD);
      expect(before.count).toContain('No results');
      expect(before.hrefs).not.toContain(detail(edited));
      const after = await searchPage(page, site.url, NEW_WORD);
      expect(after.hrefs).toContain(detail(edited));
      expect(after.count).toContain('1 result');
      expect((await searchPage(page, site.url, GONE_WORD)).count).toContain('No results');
      // A word of both texts finds the entry once, with its new page, not also with its old one.
      const kept = await searchPage(page, site.url, KEPT_WORD);
      expect(kept.hrefs.filter((href) => href === detail(edited))).toHaveLength(1);
      expect(kept.count).toContain('1 result');
      await expect.poll(() => facetCount(page, 'Area', 'Competitions')).toBe(1);
    } finally {
      await page.close();
      await site.close();
    }
  }, 240_000);

  it("the next approval's delta keeps the last one's pages: the edit still shows its new text only", async () => {
    const before = JSON.parse(await readFile(live('pagefind/delta.json'), 'utf8')) as { pages: number };
    backend.api.store.setStatus(another, 'approved');
    const run = await rebuild(['--verbose']);
    expect(run.code, run.output).toBe(0);
    const line = /delta: (\d+) detail pages changed since the full index indexed into the release/.exec(run.output);
    expect(line, run.output).not.toBeNull();
    expect(Number(line![1])).toBeGreaterThan(before.pages);
    const found = [...(await indexedFragments(live(''))).entries()];
    expect(found.filter(([, url]) => url === `${detail(edited)}/`).map(([name]) => name)).toEqual([
      expect.stringMatching(/^delta\//),
    ]);
    expect(found.some(([, url]) => url === `/competitions/projectcompetitiondetails/${another}/`)).toBe(true);
    const site = await serveSite({ root: join(publishDir, 'current'), port: 0 });
    const page = await browser.newPage();
    try {
      expect((await searchPage(page, site.url, OLD_WORD)).count).toContain('No results');
      expect((await searchPage(page, site.url, NEW_WORD)).hrefs).toEqual([detail(edited)]);
    } finally {
      await page.close();
      await site.close();
    }
  }, 240_000);

  it('a delta that cannot be written holds nothing back: the pages go live with the index before, a full index follows', async () => {
    // A page of the full index, edited: the delta reads its filter values from its fragment, which is gone.
    const base = JSON.parse(await readFile(live('pagefind/base-pages.json'), 'utf8')) as [string, string][];
    const [id] = base.find(([, url]) => url === `${detail(damaged)}/`)!;
    await rm(live(`pagefind/fragment/${id}.pf_fragment`));
    describeAs(damaged, 'Lutewhisker');
    const run = await rebuild(['--verbose']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/delta: the delta index failed: .*pf_fragment/);
    expect(run.output).toContain('delta: no delta, writing it failed; a full index follows the pages');
    expect(run.output).toMatch(/publish: live at releases\/\S+ \(/);
    expect(run.output).toContain("publish: search is the previous release's until its index is written");
    expect(run.output).toMatch(/search: \d+ pages indexed, searchable at releases\//);
    expect(JSON.parse(await readFile(live('pagefind/delta.json'), 'utf8'))).toEqual({ pages: 0, stale: {}, parts: 0 });
    expect([...(await indexedFragments(live(''))).values()]).toContain(`${detail(damaged)}/`);
  }, 240_000);

  it("a live index that is not the live release's own (its search phase failed, or other code wrote it) takes no delta: a full index", async () => {
    const id = await currentRelease(publishDir);
    const recordFile = join(publishDir, 'releases', `${id}.json`);
    const record = JSON.parse(await readFile(recordFile, 'utf8')) as { searchInputs?: string };
    await writeFile(recordFile, JSON.stringify({ ...record, searchInputs: 'other code' }));
    backend.api.store.setStatus(third, 'approved');
    const run = await rebuild(['--verbose']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(
      'delta: no delta, the live index was written by other code; a full index follows the pages',
    );
    expect(run.output).toMatch(/search: the live release's \d+ detail pages were read while the build ran; adding/);
    expect(JSON.parse(await readFile(live('pagefind/delta.json'), 'utf8'))).toEqual({ pages: 0, stale: {}, parts: 0 });
    const found = [...(await indexedFragments(live(''))).values()];
    expect(found).toContain(`${detail(edited)}/`);
    expect(found).toContain(`/competitions/codingdetails/${third}/`);
  }, 240_000);

  it('a run that renders every page folds the delta into a new full index', async () => {
    const run = await rebuild(['--force', '--verbose'], { INCREMENTAL: 'off' });
    expect(run.code, run.output).toBe(0);
    const delta = JSON.parse(await readFile(live('pagefind/delta.json'), 'utf8')) as { pages: number; stale: object };
    expect(delta).toEqual({ pages: 0, stale: {}, parts: 0 });
    const found = [...(await indexedFragments(live(''))).entries()];
    expect(found.filter(([, url]) => url === `${detail(edited)}/`)).toHaveLength(1);
    expect(found.some(([name]) => name.startsWith('delta/'))).toBe(false);
  }, 240_000);
});

describe('a full index in parts (SEARCH_PART_PAGES)', () => {
  const [inPart] = FACTS.competition['Coding Contest'].approved as [string];
  const codingDetail = `/competitions/codingdetails/${inPart}`;
  let partsDir: string;
  const parts = rebuildRuns(() => ({ backend, publishDir: partsDir }));
  /** Parts of at most 10 detail pages: the contest's page in a part after the first. */
  const rebuildInParts = (args: string[] = []) => parts.rebuild(args, { SEARCH_PART_PAGES: '10' });
  const searchParts = async (words: string) => {
    const site = await serveSite({ root: join(partsDir, 'current'), port: 0 });
    const page = await browser.newPage();
    try {
      return await searchPage(page, site.url, words);
    } finally {
      await page.close();
      await site.close();
    }
  };

  beforeAll(async () => {
    partsDir = await newPublishDir('search-parts');
    describeAs(inPart, 'Glimmerquill');
  });
  afterAll(async () => {
    await rm(partsDir, { recursive: true, force: true });
  });

  it('the site searches every part, and a delta on an index in parts leaves out the old text of a page of a later part', async () => {
    const first = await rebuildInParts(['--force', '--verbose']);
    expect(first.code, first.output).toBe(0);
    // Read while the build ran, its parts written as the build went on: not indexed again from scratch.
    expect(first.output).toMatch(/search: \d+ detail pages of \d+ were read while the build ran/);
    expect(first.output).not.toContain('indexing every page again');
    const full = JSON.parse(await readFile(parts.live('pagefind/delta.json'), 'utf8')) as { parts: number };
    expect(full.parts).toBeGreaterThan(1);
    expect(readdirSync(parts.live(`pagefind/part-${full.parts}`))).toContain('pagefind-entry.json');
    expect((await searchParts('Glimmerquill')).hrefs).toContain(codingDetail);

    describeAs(inPart, 'Velvetorbit');
    const run = await rebuildInParts(['--verbose']);
    expect(run.code, run.output).toBe(0);
    const delta = JSON.parse(await readFile(parts.live('pagefind/delta.json'), 'utf8')) as {
      pages: number;
      stale: Record<string, unknown>;
      parts: number;
    };
    // The delta keeps the full index's parts, and the page it replaces is one of a later part's.
    expect(delta.parts).toBe(full.parts);
    expect(Object.keys(delta.stale)).toEqual([expect.stringMatching(/^en-x-s\d+_/)]);
    expect((await searchParts('Velvetorbit')).hrefs).toContain(codingDetail);
    // A word no page holds any more may still find loose matches in the parts (Pagefind's fallback), never the page.
    expect((await searchParts('Glimmerquill')).hrefs).not.toContain(codingDetail);
  }, 240_000);
});
