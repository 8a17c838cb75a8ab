/**
 * What a service keeps of its fetches (scripts/rebuild/kept-fetch.ts): the
 * records by their snapshot's hash, the lists by backend, and the filling
 * begun while it waits, which a run's start stops where it is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  fillKept,
  forgetFetches,
  keepRecords,
  keptLists,
  keptRecords,
  stopFilling,
} from '#scripts/rebuild/kept-fetch.ts';
import type { ReadList } from '#scripts/rebuild/list-reads.ts';
import type { SnapshotData } from '#scripts/rebuild/snapshot-model.ts';

const data = (id: string): SnapshotData => ({
  areas: { projects: { Industry: [{ id, record: { id }, digest: id }] } },
  best: {},
});
const list = (id: string): ReadList => ({ records: [{ id } as never], dropped: [], etag: `"${id}"` });

afterEach(() => forgetFetches());

describe('what a service keeps of its fetches', () => {
  it('keeps the records of one snapshot, by its hash, and the lists of each backend apart', () => {
    keepRecords('h1', { data: data('a'), digested: true });
    keepRecords('h2', { data: data('b'), digested: true });
    expect(keptRecords('h1')).toBeUndefined();
    expect(keptRecords('h2')).toEqual({ data: data('b'), digested: true });
    keptLists('http://one').set('/a', list('a'));
    expect(keptLists('http://one').get('/a')).toEqual(list('a'));
    expect(keptLists('http://two').size).toBe(0);
    forgetFetches();
    expect([keptRecords('h2'), keptLists('http://one').size]).toEqual([undefined, 0]);
  });

  it('fills the lists, then the live records, read from their file (not digested), while the service waits', async () => {
    let read!: () => void;
    const done = new Promise<void>((resolve) => (read = resolve));
    fillKept({
      apiHost: 'http://one',
      readLists: async (kept) => void kept.set('/a', list('a')),
      live: { hash: 'h1', records: async () => (read(), data('a')) },
    });
    await done;
    await expect.poll(() => keptRecords('h1')).toEqual({ data: data('a'), digested: false });
    expect(keptLists('http://one').get('/a')).toEqual(list('a'));
  });

  it('records read after the filling was stopped are not kept, and records of another snapshot are let go', async () => {
    keepRecords('failed-run', { data: data('x'), digested: true });
    let finish!: (records: SnapshotData) => void;
    fillKept({
      apiHost: 'http://one',
      readLists: async () => {},
      live: { hash: 'h1', records: () => new Promise((resolve) => (finish = resolve)) },
    });
    // The records of a run that was not published are not the live release's: let go at once.
    expect(keptRecords('failed-run')).toBeUndefined();
    await expect.poll(() => finish).toBeDefined();
    stopFilling();
    finish(data('a'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keptRecords('h1')).toBeUndefined();
  });

  it("a run's start stops the filling: what was not read by then is not kept", async () => {
    let signal: AbortSignal | undefined;
    let records = 0;
    fillKept({
      apiHost: 'http://one',
      readLists: (_kept, given) => {
        signal = given;
        return new Promise((_resolve, reject) => given.addEventListener('abort', () => reject(new Error('aborted'))));
      },
      live: { hash: 'h1', records: async () => (records++, data('a')) },
    });
    stopFilling();
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([records, keptRecords('h1')]).toEqual([0, undefined]);
  });
});
