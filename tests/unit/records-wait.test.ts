/**
 * The pages' wait for a build's records (#features/catalog/records-wait.ts): at once without the integration's word
 * that it holds the listing (`astro dev`) or when the records are there; otherwise the likely base read and prepared,
 * the integration told, then the records awaited; an error once the process that started the build is gone.
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
  await vi.waitFor(() => expect(waiting).toHaveBeenCalledTimes(1));
  expect(ready).toBe(false);
  await writeFile(records(), JSON.stringify({ areas: {}, best: {} }));
  await wait;
  expect(endReadAhead(base())).toEqual({ taken: false, prepared: true });
});

it('ends with an error when the process that started the build is gone', async () => {
  const { recordsReady, listingWaits } = await pages();
  listingWaits({ parent: process.ppid + 1, waiting: () => {} });
  await expect(recordsReady()).rejects.toThrow(
    `the rebuild that started this build is gone; no records at ${records()}`,
  );
});
