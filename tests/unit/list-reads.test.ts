/**
 * The fetch's list reads (scripts/rebuild/list-reads.ts) over the rebuild's own
 * transport (the plain GET, src/api/node-get.ts) against a small server whose
 * lists have ETags: a list answers 304 only to its current ETag.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { readList, type ApiConfig } from '#api/http.ts';
import { nodeGet } from '#api/node-get.ts';
import { ListReads, type ListCall, type ReadList } from '#scripts/rebuild/list-reads.ts';
import { backendReader } from '#scripts/rebuild/reliably.ts';

/** Each list's items and version (its ETag is `"<path>@<version>"`); a list without a version sends no ETag. */
const lists = new Map<string, { items: unknown[]; version?: number }>();
/** Each request: its path and the If-None-Match it sent. */
let requests: Array<{ path: string; ifNoneMatch?: string }> = [];
let server: Server;
let api: ApiConfig;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url!;
    const ifNoneMatch = req.headers['if-none-match'];
    requests.push({ path, ifNoneMatch });
    const list = lists.get(path)!;
    const etag = list.version === undefined ? undefined : `"${path}@${list.version}"`;
    if (etag && ifNoneMatch === etag) return void res.writeHead(304, { ETag: etag }).end();
    res.writeHead(200, { 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) });
    res.end(JSON.stringify({ success: true, data: list.items, message: 'ok' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = { host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, get: nodeGet };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
  lists.clear();
  lists.set('/a', { items: [{ id: 'a1' }], version: 1 });
  lists.set('/b', { items: [{ id: 'b1' }, { id: 'b2' }], version: 1 });
});

const Item = v.object({ id: v.string() });
const callOf = (path: string): ListCall => ({
  path,
  read: (options) => readList(api, path, Item, () => `could not read ${path}`, options) as unknown as Promise<ReadList>,
});
const reads = (kept?: Map<string, ReadList>, takeKept?: boolean) =>
  new ListReads(backendReader({ attempts: 2, concurrency: 4, timeoutMs: 5000 }), { kept, takeKept });

describe('list reads', () => {
  it('note each ETag, and send each back: all 304 means unchanged, nothing read again', async () => {
    const first = reads();
    const [a, b] = await Promise.all([first.read(callOf('/a')), first.read(callOf('/b'))]);
    expect([a.records, b.records.length]).toEqual([[{ id: 'a1' }], 2]);
    expect(first.validators).toEqual({ '/a': '"/a@1"', '/b': '"/b@1"' });

    requests = [];
    const next = reads();
    let changed = 0;
    expect(await next.unchanged([callOf('/a'), callOf('/b')], first.validators, () => changed++)).toBe(true);
    expect(changed).toBe(0);
    expect(requests.sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { path: '/a', ifNoneMatch: '"/a@1"' },
      { path: '/b', ifNoneMatch: '"/b@1"' },
    ]);
    expect(next.validators).toEqual(first.validators);
  });

  it('one list changed: it is taken as read, the one that answered 304 is read again in full', async () => {
    lists.get('/b')!.items.push({ id: 'b3' });
    lists.get('/b')!.version = 2;
    const next = reads();
    let changed = 0;
    const since = { '/a': '"/a@1"', '/b': '"/b@1"' };
    expect(await next.unchanged([callOf('/a'), callOf('/b')], since, () => changed++)).toBe(false);
    // Told when the changed list answered (the fetch then begins reading the previous records).
    expect(changed).toBe(1);
    requests = [];
    const [a, b] = await Promise.all([next.read(callOf('/a')), next.read(callOf('/b'))]);
    expect(requests).toEqual([{ path: '/a', ifNoneMatch: undefined }]);
    expect([a.records.length, b.records.length]).toEqual([1, 3]);
    expect(next.validators).toEqual({ '/a': '"/a@1"', '/b': '"/b@2"' });
  });

  it('a list that answered 304 and is not kept is taken as the live release holds it; read in full when it cannot be', async () => {
    lists.get('/b')!.items.push({ id: 'b3' });
    lists.get('/b')!.version = 2;
    const since = { '/a': '"/a@1"', '/b': '"/b@1"' };
    const held = { records: [{ id: 'a1' }], dropped: [], digests: ['0123456789abcdef'] } as unknown as ReadList;
    const asked: string[] = [];
    const kept = new Map<string, ReadList>();
    const next = new ListReads(backendReader({ attempts: 2, concurrency: 4, timeoutMs: 5000 }), {
      kept,
      releaseList: (path, etag) => (asked.push(`${path} ${etag}`), Promise.resolve(held)),
    });
    expect(await next.unchanged([callOf('/a'), callOf('/b')], since)).toBe(false);
    // Asked only once a list is read: a run where every list answered 304 never reads the release's records.
    expect(asked).toEqual([]);
    requests = [];
    const [a, b] = await Promise.all([next.read(callOf('/a')), next.read(callOf('/b'))]);
    expect([a, b.records.length, asked, requests]).toEqual([held, 3, ['/a "/a@1"'], []]);
    expect([next.releaseTaken, next.keptTaken]).toEqual([1, 0]);
    // Only lists read in full are kept (a service's): the one taken from the release is not.
    expect([...kept.keys()]).toEqual(['/b']);
    expect(next.validators).toEqual({ '/a': '"/a@1"', '/b': '"/b@2"' });

    // The release cannot give it (null, or its records fail to read): the list is read in full, as before.
    for (const releaseList of [
      () => null,
      () => Promise.resolve(null),
      () => Promise.reject(new Error('unreadable')),
    ]) {
      const reading = new ListReads(backendReader({ attempts: 2, concurrency: 4, timeoutMs: 5000 }), { releaseList });
      expect(await reading.unchanged([callOf('/a'), callOf('/b')], since)).toBe(false);
      requests = [];
      expect((await reading.read(callOf('/a'))).records).toEqual([{ id: 'a1' }]);
      expect(requests).toEqual([{ path: '/a', ifNoneMatch: undefined }]);
      expect(reading.releaseTaken).toBe(0);
    }

    // A service's kept list of another ETag is asked for with its own when read, not taken from the release.
    const stale = { ...held, etag: '"/a@0"' };
    const service = new ListReads(backendReader({ attempts: 2, concurrency: 4, timeoutMs: 5000 }), {
      kept: new Map([['/a', stale]]),
      releaseList: () => Promise.resolve(held),
    });
    expect(await service.unchanged([callOf('/a'), callOf('/b')], since)).toBe(false);
    requests = [];
    expect((await service.read(callOf('/a'))).records).toEqual([{ id: 'a1' }]);
    expect(requests).toEqual([{ path: '/a', ifNoneMatch: '"/a@0"' }]);
    expect(service.releaseTaken).toBe(0);
  });

  it('asks nothing conditionally when a list has no ETag from last time, and notes none for a list that sends none', async () => {
    lists.get('/b')!.version = undefined;
    const next = reads();
    expect(await next.unchanged([callOf('/a'), callOf('/b')], { '/a': '"/a@1"' })).toBe(false);
    expect(await next.unchanged([callOf('/a'), callOf('/b')], undefined)).toBe(false);
    expect(requests).toEqual([]);
    await Promise.all([next.read(callOf('/a')), next.read(callOf('/b'))]);
    expect(next.validators).toEqual({ '/a': '"/a@1"' });
  });

  it("a service's kept list is the one read while it answers 304, and is replaced once it answers with its body", async () => {
    const kept = new Map<string, ReadList>();
    const first = reads(kept);
    const [a1, b1] = await Promise.all([first.read(callOf('/a')), first.read(callOf('/b'))]);
    expect([...kept]).toEqual([
      ['/a', a1],
      ['/b', b1],
    ]);

    // One list changed: the other is the kept one, not read again in full.
    lists.get('/b')!.items.push({ id: 'b3' });
    lists.get('/b')!.version = 2;
    requests = [];
    const next = reads(kept);
    expect(await next.unchanged([callOf('/a'), callOf('/b')], first.validators)).toBe(false);
    const [a2, b2] = await Promise.all([next.read(callOf('/a')), next.read(callOf('/b'))]);
    expect(a2).toBe(a1);
    expect(b2.records).toEqual([{ id: 'b1' }, { id: 'b2' }, { id: 'b3' }]);
    expect(requests.map(({ path }) => path).sort()).toEqual(['/a', '/b']);
    expect(next.validators).toEqual({ '/a': '"/a@1"', '/b': '"/b@2"' });
    expect(kept.get('/b')).toBe(b2);

    // Read without asking first (a webhook naming its entries): asked with the kept ETag, the kept list if 304.
    lists.get('/a')!.items = [{ id: 'a9' }];
    lists.get('/a')!.version = 3;
    requests = [];
    const named = reads(kept);
    const [a3, b3] = await Promise.all([named.read(callOf('/a')), named.read(callOf('/b'))]);
    expect(requests.sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { path: '/a', ifNoneMatch: '"/a@1"' },
      { path: '/b', ifNoneMatch: '"/b@2"' },
    ]);
    expect(a3.records).toEqual([{ id: 'a9' }]);
    expect(b3).toBe(b2);
    expect(named.validators).toEqual({ '/a': '"/a@3"', '/b': '"/b@2"' });
    expect(kept.get('/a')).toBe(a3);
  });

  it('a full fetch takes no kept list: it reads each in full, without an ETag, and keeps what it read', async () => {
    const kept = new Map<string, ReadList>();
    const before = await reads(kept).read(callOf('/a'));
    requests = [];
    const full = reads(kept, false);
    const again = await full.read(callOf('/a'));
    expect(requests).toEqual([{ path: '/a', ifNoneMatch: undefined }]);
    expect(again).not.toBe(before);
    expect(kept.get('/a')).toBe(again);
    expect(full.keptTaken).toBe(0);
  });

  it('keeps no list that came without an ETag, and forgets the one it had for that path', async () => {
    const kept = new Map<string, ReadList>();
    await reads(kept).read(callOf('/b'));
    lists.get('/b')!.version = undefined;
    lists.get('/b')!.items.push({ id: 'b3' });
    const list = await reads(kept).read(callOf('/b'));
    expect(list.records).toHaveLength(3);
    expect(kept.has('/b')).toBe(false);
  });
});
