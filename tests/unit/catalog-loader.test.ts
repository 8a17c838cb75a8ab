/** The build-time loader: retries transient failures, drops bad records, fails loudly on outages. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderContext } from 'astro/loaders';
import { approvedLoader, isTransient } from '#features/catalog/loader.ts';
import { snapshotCollections } from '#features/catalog/snapshot-entries.ts';
import { PLACEMENT_SOURCE } from '#features/placements/source.ts';
import { PROJECT_SOURCE } from '#features/projects/source.ts';
import { json, stubServer } from './support/http-stub.ts';

function fakeContext() {
  const entries = new Map<string, { id: string; data: Record<string, unknown> }>();
  const logs: string[] = [];
  const log = (message: string) => logs.push(message);
  const context = {
    store: {
      clear: () => entries.clear(),
      set: (entry: { id: string; data: Record<string, unknown> }) => entries.set(entry.id, entry),
    },
    logger: { info: log, warn: log, error: log, debug: log },
    generateDigest: (data: unknown) => JSON.stringify(data).length.toString(16),
  } as unknown as LoaderContext;
  return { context, entries, logs };
}

let server: Awaited<ReturnType<typeof stubServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  delete process.env.PUBLIC_API_HOST;
});

const LISTS: Record<string, unknown[]> = {
  '/api/project-nominations/approved/industry': [
    { nominationId: 'PRJ-1', category: 'Industry' },
    { projectTitle: 'no id' },
    { nominationId: 'PRJ-2', category: 'Industry' },
    { nominationId: 'PRJ-GONE', category: 'Industry' },
  ],
  '/api/project-nominations/approved/in-house': [{ nominationId: 'PRJ-3', category: 'In-House' }],
  '/api/project-nominations/approved/research': [],
  '/api/project-nominations/approved/start-up': [{ nominationId: 'PRJ-1', category: 'Start-Up' }],
};

describe('approvedLoader', () => {
  it('stores every valid entry once, dropping and reporting the rest, retrying 5xx and unreadable answers', async () => {
    const failures = new Map<string, number>();
    server = await stubServer((req, res) => {
      const path = req.url ?? '';
      // The first attempt at every call fails, alternately with a 503 and a broken body.
      const seen = failures.get(path) ?? 0;
      failures.set(path, seen + 1);
      if (seen === 0) return path.length % 2 ? json(res, 503, { success: false }) : json(res, 200, '{"success":tr');
      if (LISTS[path]) return json(res, 200, { success: true, data: LISTS[path] });
      const id = path.split('/').pop();
      if (id === 'PRJ-GONE') return json(res, 404, { success: false, message: 'not found' });
      return json(res, 200, { success: true, data: { nominationId: id, projectTitle: `Title ${id}` } });
    });
    process.env.PUBLIC_API_HOST = server.url;
    const { context, entries, logs } = fakeContext();
    await approvedLoader(PROJECT_SOURCE).load(context);
    expect([...entries.keys()].sort()).toEqual(['PRJ-1', 'PRJ-2', 'PRJ-3']);
    expect(entries.get('PRJ-1')?.data).toMatchObject({ category: 'Industry', order: 0, record: { projectTitle: 'Title PRJ-1' } });
    expect(entries.get('PRJ-2')?.data).toMatchObject({ order: 1 });
    expect(logs.some((line) => /3 entries \(Industry 2, In-House 1\), 3 dropped/.test(line))).toBe(true);
    expect(logs.some((line) => line.includes('nominationId'))).toBe(true);
    expect(logs.some((line) => line.includes('PRJ-GONE: detail answered 404'))).toBe(true);
    expect(logs.some((line) => line.includes('listed twice'))).toBe(true);
  });

  it('fails the build naming the call when a list keeps failing', async () => {
    server = await stubServer((_req, res) => json(res, 500, { success: false }));
    process.env.PUBLIC_API_HOST = server.url;
    const { context } = fakeContext();
    await expect(approvedLoader(PROJECT_SOURCE).load(context)).rejects.toThrow(
      /GET \/api\/project-nominations\/approved\/\S+ failed after \d+ attempts: .*HTTP error! status: 500/,
    );
  });

  it('fails clearly when the backend is down or not configured', async () => {
    process.env.PUBLIC_API_HOST = 'http://127.0.0.1:9';
    await expect(approvedLoader(PROJECT_SOURCE).load(fakeContext().context)).rejects.toThrow(/failed after \d+ attempts.*network/);
    delete process.env.PUBLIC_API_HOST;
    await expect(approvedLoader(PROJECT_SOURCE).load(fakeContext().context)).rejects.toThrow('PUBLIC_API_HOST is not set');
  });

  it('publishes a placement only on the list of its own category', async () => {
    server = await stubServer((req, res) => {
      const path = req.url ?? '';
      if (path.endsWith('/approved/placement')) return json(res, 200, { success: true, data: [{ nominationId: 'PLC-1' }, { nominationId: 'PLC-2' }] });
      if (path.endsWith('/approved/internship')) return json(res, 200, { success: true, data: [] });
      const id = path.split('/').pop();
      return json(res, 200, { success: true, data: { nominationId: id, category: id === 'PLC-1' ? 'Placement' : 'Internship' } });
    });
    process.env.PUBLIC_API_HOST = server.url;
    const { context, entries, logs } = fakeContext();
    await approvedLoader(PLACEMENT_SOURCE).load(context);
    expect([...entries.keys()]).toEqual(['PLC-1']);
    expect(logs.some((line) => line.includes('PLC-2: its category is Internship, not Placement'))).toBe(true);
  });
});

describe('building from a rebuild snapshot', () => {
  const write = (data: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    const file = join(dir, 'snapshot.json');
    writeFileSync(file, JSON.stringify(data));
    return { dir, file };
  };

  it('stores nothing and never calls the backend: the pages read the snapshot', async () => {
    const { dir, file } = write({ areas: { projects: { Industry: [{ id: 'PRJ-9', record: { nominationId: 'PRJ-9' } }] } }, best: {} });
    process.env.SNAPSHOT_FILE = file;
    // Nothing listens here: a call would fail the load.
    process.env.PUBLIC_API_HOST = 'http://127.0.0.1:9';
    try {
      const { context, entries, logs } = fakeContext();
      entries.set('PRJ-OLD', { id: 'PRJ-OLD', data: {} });
      await approvedLoader(PROJECT_SOURCE).load(context);
      expect(entries.size, 'the store is emptied of a previous build\'s entries').toBe(0);
      expect(logs.some((line) => line.includes("read by the pages from the rebuild's snapshot"))).toBe(true);
    } finally {
      delete process.env.SNAPSHOT_FILE;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the pages every entry in list order, in the shape the loader stores, with the best lists', async () => {
    const { dir, file } = write({
      areas: {
        projects: {
          Industry: [
            { id: 'PRJ-9', record: { nominationId: 'PRJ-9', projectTitle: 'First on its list' } },
            { id: 'PRJ-3', record: { nominationId: 'PRJ-3', projectTitle: 'Second' } },
          ],
          'In-House': [{ id: 'PRJ-5', record: { nominationId: 'PRJ-5' } }],
        },
        alumni: { Alumni: [] },
      },
      best: { projects: [{ nominationId: 'PRJ-9' }] },
    });
    process.env.SNAPSHOT_FILE = file;
    process.env.IMAGES = 'off';
    try {
      const collections = await snapshotCollections()!;
      expect(collections.areas.projects).toEqual([
        { category: 'Industry', order: 0, record: { nominationId: 'PRJ-9', projectTitle: 'First on its list' }, pictures: {} },
        { category: 'Industry', order: 1, record: { nominationId: 'PRJ-3', projectTitle: 'Second' }, pictures: {} },
        { category: 'In-House', order: 0, record: { nominationId: 'PRJ-5' }, pictures: {} },
      ]);
      expect(collections.areas.alumni).toEqual([]);
      expect(collections.best).toEqual({
        projects: { records: [{ nominationId: 'PRJ-9' }], pictures: {} },
        competitions: { records: [], pictures: {} },
        placements: { records: [], pictures: {} },
      });
      expect(snapshotCollections(), 'read and prepared once per build').toBe(snapshotCollections());
    } finally {
      delete process.env.SNAPSHOT_FILE;
      delete process.env.IMAGES;
      rmSync(dir, { recursive: true, force: true });
    }
    expect(snapshotCollections(), 'without a snapshot the pages read the content layer').toBeNull();
  });
});

describe('isTransient', () => {
  it('is false for non-API errors', () => {
    expect(isTransient(new Error('bug'))).toBe(false);
  });
});
