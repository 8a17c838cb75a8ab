/**
 * Whether a rebuild writes its search index as a delta on the live index
 * (scripts/rebuild/search-reading.ts `liveDeltaBase`), for what the run
 * itself is: each reason it takes none is said, and a run that may take one
 * reads the live index's list of its pages.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Run } from '#scripts/rebuild/run.ts';
import { liveDeltaBase } from '#scripts/rebuild/search-reading.ts';

const made: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'wof-delta-decision-'));
  made.push(dir);
  return dir;
};
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A live release whose full index keeps its pages (two), with no delta. */
async function liveWithIndex() {
  const dir = await folder();
  await mkdir(join(dir, 'pagefind'));
  await writeFile(
    join(dir, 'pagefind', 'base-pages.json'),
    JSON.stringify([
      ['en_1', '/projects/industrydetails/A/', '2025-01-01'],
      ['en_2', '/projects/industrydetails/B/', '2025-01-02'],
    ]),
  );
  await writeFile(join(dir, 'pagefind', 'delta.json'), JSON.stringify({ pages: 0, stale: {} }));
  const record = { inputs: 'code-1', search: 'snap', searchInputs: 'code-1', snapshot: { hash: 'snap' } };
  return { id: 'live', dir, record };
}

/** A run of the code `fingerprint` on `live`, as much of one as the decision reads. */
const runOf = (live: unknown, fingerprint = 'code-1', options: object = {}, wholeSite = false) =>
  ({ live, fingerprint, wholeSite, options: { watchCode: true, ...options } }) as unknown as Run;

describe('a delta on the live index, or why not', () => {
  it('takes one on an index of its own, written by the same code, keeping its pages', async () => {
    const on = await liveDeltaBase(runOf(await liveWithIndex()));
    expect('base' in on && on.base.pages.map((page) => page.id)).toEqual(['en_1', 'en_2']);
  });

  it.each([
    ['SEARCH_INDEX is off', { search: false }, 'code-1', false],
    ['SEARCH_DELTA is off', { searchDelta: false }, 'code-1', false],
    ['every page is rendered', {}, 'code-1', true],
    ["the site's code changed", {}, 'code-2', false],
  ])('none when %s', async (why, options, fingerprint, wholeSite) => {
    expect(await liveDeltaBase(runOf(await liveWithIndex(), fingerprint, options, wholeSite))).toEqual({ why });
  });

  it('none when nothing is live, or the live index is not its own, was written by other code or keeps no list', async () => {
    expect(await liveDeltaBase(runOf(undefined))).toEqual({ why: 'nothing is live' });
    const notOwn = await liveWithIndex();
    notOwn.record.search = 'before';
    expect(await liveDeltaBase(runOf(notOwn))).toEqual({ why: "the live index is not its pages' own" });
    const other = await liveWithIndex();
    other.record.searchInputs = 'code-0';
    expect(await liveDeltaBase(runOf(other))).toEqual({ why: 'the live index was written by other code' });
    const noList = { ...(await liveWithIndex()), dir: await folder() };
    expect(await liveDeltaBase(runOf(noList))).toEqual({ why: 'the live index keeps no list of its pages' });
  });

  it('with REBUILD_WATCH_CODE=off the code is not compared', async () => {
    const on = await liveDeltaBase(runOf(await liveWithIndex(), 'not watched', { watchCode: false }));
    expect('base' in on).toBe(true);
  });
});
