/**
 * The pages' wait for a build's records (#features/catalog/records-wait.ts): at once without the integration's word
 * that it holds the listing (`astro dev`) or when the records are there; otherwise the likely base read and prepared
 * (left unprepared when it cannot be), the integration told, then the records awaited; an error once the process
 * that started the build is gone, also while it prepares.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

let dir: string;
const records = () => join(dir, 'build.records');
const base = () => join(dir, 'live.records');

/** The modules as a build loads them, with a plan naming this test's files. */
async function pages() {
  vi.resetModules();
  const ahead = await import('#features/catalog/records-ahead.ts');
  const { recordsReady } = await import('#features/catalog/records-wait.ts');
  return { ...ahead, recordsReady };
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'records-wait-'));
  const plan = join(dir, 'plan.json');
  await writeFile(plan, JSON.stringify({ records: records(), likelyBase: base() }));
  await writeFile(base(), JSON.stringify({ areas: {}, best: {} }));
  vi.stubEnv('BUILD_PLAN', plan);
});

afterEach(async () => {
  vi.restoreAllMocks();
  const { listingWaits, endReadAhead } = await import('#features/catalog/records-ahead.ts');
  listingWaits(undefined);
  endReadAhead(base());
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

it('goes on at once when nothing holds the listing for the records (astro dev): a missing file fails where it is read', async () => {
  const { recordsReady } = await pages();
  await expect(recordsReady()).resolves.toBeUndefined();
});

it('reads and prepares the likely base, says it waits, then goes on once the records appear', async () => {
  const { recordsReady, listingWaits, endReadAhead } = await pages();
  const waiting = vi.fn();
  listingWaits({ parent: process.ppid, waiting });
  let ready = false;
  const wait = recordsReady().then(() => (ready = true));
  // The first preparing loads every area's views (their components): seconds on a busy machine.
  await vi.waitFor(() => expect(waiting).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  expect(ready).toBe(false);
  await writeFile(records(), JSON.stringify({ areas: {}, best: {} }));
  await wait;
  expect(endReadAhead(base())).toEqual({ taken: false, prepared: true });
});

it('goes on at once when the records are there, without reading the base or saying it waits', async () => {
  const { recordsReady, listingWaits, endReadAhead } = await pages();
  const waiting = vi.fn();
  listingWaits({ parent: process.ppid, waiting });
  await writeFile(records(), JSON.stringify({ areas: {}, best: {} }));
  await recordsReady();
  expect(waiting).not.toHaveBeenCalled();
  expect(endReadAhead(base())).toBe('not read');
});

it('leaves a base it cannot prepare unprepared, and still waits for the records', async () => {
  // No best lists: preparing fails at them, after the areas.
  await writeFile(base(), JSON.stringify({ areas: {} }));
  const { recordsReady, listingWaits, endReadAhead } = await pages();
  const waiting = vi.fn();
  listingWaits({ parent: process.ppid, waiting });
  const wait = recordsReady();
  await vi.waitFor(() => expect(waiting).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  await writeFile(records(), JSON.stringify({ areas: {}, best: {} }));
  await wait;
  expect(endReadAhead(base())).toEqual({ taken: false, prepared: false });
});

it('ends with an error when the process that started the build is gone, while it prepares the base too', async () => {
  const { recordsReady, listingWaits, endReadAhead } = await pages();
  const parent = process.ppid;
  listingWaits({ parent, waiting: () => {} });
  // Gone after the first list is prepared: the others are not.
  let asked = 0;
  vi.spyOn(process, 'ppid', 'get').mockImplementation(() => (++asked > 1 ? parent + 1 : parent));
  await expect(recordsReady()).rejects.toThrow(
    `the rebuild that started this build is gone; no records at ${records()}`,
  );
  expect(endReadAhead(base())).toEqual({ taken: false, prepared: false });
});
