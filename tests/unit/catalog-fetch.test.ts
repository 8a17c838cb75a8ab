/**
 * The build's data: every approved list and detail fetched with retries on
 * transient failures, bad records dropped and reported, outages failing loudly
 * (scripts/rebuild/snapshot.ts); then read by the pages from the build plan's
 * records, in list order, with their pictures (src/features/catalog/records.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeGet } from '#api/node-get.ts';
import { BUILD_PLAN_VARIABLE, readBuildPlan } from '#features/catalog/build-plan.ts';
import { isTransient } from '#scripts/rebuild/reliably.ts';
import { fetchSnapshot } from '#scripts/rebuild/snapshot.ts';
import { recordDigest } from '#scripts/rebuild/snapshot-model.ts';
import { json, stubServer } from './support/http-stub.ts';

let server: Awaited<ReturnType<typeof stubServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const FAST = { attempts: 3, concurrency: 8, timeoutMs: 5000 };
const LISTS: Record<string, unknown[]> = {
  '/api/project-nominations/approved/industry': [
    { nominationId: 'PRJ-1', category: 'Industry' },
    { projectTitle: 'no id' },
    { nominationId: 'PRJ-2', category: 'Industry' },
    { nominationId: 'PRJ-GONE', category: 'Industry' },
  ],
  '/api/project-nominations/approved/in-house': [{ nominationId: 'PRJ-3', category: 'In-House' }],
  '/api/project-nominations/approved/start-up': [{ nominationId: 'PRJ-1', category: 'Start-Up' }],
};
/** Every list (and best list) not named above is empty. */
const isList = (path: string) => path in LISTS || /\/approved(\/[a-z-]+)?$/.test(path);

describe('fetching the snapshot', () => {
  it('keeps every valid entry once, dropping and reporting the rest, retrying 5xx and unreadable answers', async () => {
    const failures = new Map<string, number>();
    server = await stubServer((req, res) => {
      const path = req.url ?? '';
      // The first attempt at every call fails, alternately with a 503 and a broken body.
      const seen = failures.get(path) ?? 0;
      failures.set(path, seen + 1);
      if (seen === 0) return path.length % 2 ? json(res, 503, { success: false }) : json(res, 200, '{"success":tr');
      if (isList(path)) return json(res, 200, { success: true, data: LISTS[path] ?? [] });
      const id = path.split('/').pop();
      if (id === 'PRJ-GONE') return json(res, 404, { success: false, message: 'not found' });
      return json(res, 200, { success: true, data: { nominationId: id, projectTitle: `Title ${id}` } });
    });
    const snapshot = await fetchSnapshot({ host: server.url, get: nodeGet }, { reads: FAST });
    expect(snapshot.areas.projects).toMatchObject({
      Industry: [{ id: 'PRJ-1' }, { id: 'PRJ-2' }],
      'In-House': [{ id: 'PRJ-3' }],
      'Start-Up': [],
    });
    const first = snapshot.data!.areas.projects!.Industry![0]!;
    expect(first).toEqual({
      id: 'PRJ-1',
      record: expect.objectContaining({ projectTitle: 'Title PRJ-1' }),
      digest: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // The digest the build keys the entry's pages by is the record's (#features/catalog/cache-key.ts).
    expect(first.digest).toBe(recordDigest(first.record).slice(0, 16));
    expect(snapshot.entries).toBe(3);
    expect(snapshot.dropped.some((line) => line.includes('nominationId'))).toBe(true);
    expect(snapshot.dropped).toContain('projects Industry PRJ-GONE: detail answered 404');
    expect(snapshot.dropped.some((line) => line.includes('PRJ-1: listed twice'))).toBe(true);
  });

  it('fails naming the call when a list keeps failing', async () => {
    server = await stubServer((_req, res) => json(res, 500, { success: false }));
    await expect(fetchSnapshot({ host: server.url, get: nodeGet }, { reads: FAST })).rejects.toThrow(
      /GET \/api\/[\w/-]+ failed after 3 attempts: .*HTTP error! status: 500/,
    );
  });

  it('a delta fetch whose best list fails while the area lists are still coming fails naming that call, with no unhandled rejection', async () => {
    let failBest = false;
    server = await stubServer((req, res) => {
      const path = req.url ?? '';
      if (path.endsWith('/approved/best')) {
        if (failBest) return json(res, 500, { success: false });
        return json(res, 200, { success: true, data: [] });
      }
      const answer = () =>
        json(res, 200, {
          success: true,
          data: isList(path) ? (LISTS[path] ?? []) : { nominationId: path.split('/').pop(), projectTitle: 't' },
        });
      // Once the best lists fail, the area lists answer late: the failure comes first.
      if (failBest) setTimeout(answer, 300);
      else answer();
    });
    const api = { host: server.url, get: nodeGet };
    const previous = await fetchSnapshot(api, { reads: FAST });
    failBest = true;
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      await expect(
        fetchSnapshot(api, {
          reads: { ...FAST, attempts: 1 },
          previous: { manifest: previous, records: async () => previous.data! },
        }),
      ).rejects.toThrow(/GET \/api\/[\w-]+\/approved\/best failed/);
      // Past the area lists' answers, when a rejection nobody awaited would have been reported.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      process.off('unhandledRejection', note);
    }
    expect(unhandled).toEqual([]);
  });

  it('fails clearly when the backend is down', async () => {
    await expect(
      fetchSnapshot({ host: 'http://127.0.0.1:9', get: nodeGet }, { reads: { ...FAST, attempts: 2 } }),
    ).rejects.toThrow(/failed after 2 attempts.*network/);
  });

  it('publishes a placement only on the list of its own category', async () => {
    server = await stubServer((req, res) => {
      const path = req.url ?? '';
      if (path.endsWith('/approved/placement'))
        return json(res, 200, { success: true, data: [{ nominationId: 'PLC-1' }, { nominationId: 'PLC-2' }] });
      if (isList(path)) return json(res, 200, { success: true, data: [] });
      const id = path.split('/').pop();
      return json(res, 200, {
        success: true,
        data: { nominationId: id, category: id === 'PLC-1' ? 'Placement' : 'Internship' },
      });
    });
    const snapshot = await fetchSnapshot({ host: server.url, get: nodeGet }, { reads: FAST });
    expect(snapshot.areas.placements).toEqual({
      Placement: [expect.objectContaining({ id: 'PLC-1' })],
      Internship: [],
    });
    expect(snapshot.dropped).toContain('placements Placement PLC-2: its category is Internship, not Placement');
  });
});

describe('isTransient', () => {
  it('is false for non-API errors', () => {
    expect(isTransient(new Error('bug'))).toBe(false);
  });
});

describe("the pages' records", () => {
  afterEach(() => {
    delete process.env[BUILD_PLAN_VARIABLE];
    vi.resetModules();
  });

  it("are the plan's records, every entry in list order with its pictures, and the best lists", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-'));
    try {
      const poster = 'https://api.example.edu/uploads/a.jpg';
      const broken = 'https://api.example.edu/uploads/broken.jpg';
      const picture = { width: 1600, height: 1200, cover: [[480, '/_img/a-480.webp']] };
      const records = {
        areas: {
          projects: {
            Industry: [
              {
                id: 'PRJ-9',
                record: { nominationId: 'PRJ-9', projectTitle: 'First on its list', posterImages: [poster, broken] },
              },
              { id: 'PRJ-3', record: { nominationId: 'PRJ-3', projectTitle: 'Second' } },
            ],
            'In-House': [{ id: 'PRJ-5', record: { nominationId: 'PRJ-5' } }],
          },
          alumni: { Alumni: [] },
        },
        best: { projects: [{ nominationId: 'PRJ-9' }], competitions: [], placements: [] },
      };
      writeFileSync(join(dir, 'records.json'), JSON.stringify(records));
      writeFileSync(
        join(dir, 'pictures.json'),
        JSON.stringify({ [poster]: { picture }, [broken]: { dropped: 'not a picture' } }),
      );
      writeFileSync(
        join(dir, 'plan.json'),
        JSON.stringify({ records: join(dir, 'records.json'), pictures: join(dir, 'pictures.json') }),
      );
      process.env[BUILD_PLAN_VARIABLE] = join(dir, 'plan.json');
      const { buildRecords } = await import('#features/catalog/records.ts');
      const read = buildRecords();
      expect(read.areas.projects).toEqual([
        // A picture that could not be had is gone from the record, as if the backend had not sent it.
        {
          category: 'Industry',
          order: 0,
          record: { nominationId: 'PRJ-9', projectTitle: 'First on its list', posterImages: [poster] },
          pictures: { [poster]: picture },
          dropped: [broken],
        },
        { category: 'Industry', order: 1, record: { nominationId: 'PRJ-3', projectTitle: 'Second' }, pictures: {} },
        { category: 'In-House', order: 0, record: { nominationId: 'PRJ-5' }, pictures: {} },
      ]);
      expect(read.areas.alumni).toEqual([]);
      expect(read.best.projects).toEqual({ records: [{ nominationId: 'PRJ-9' }], pictures: {} });
      expect(buildRecords(), 'read once per build').toBe(read);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('say how to build when there is no plan', async () => {
    const noPlan = /BUILD_PLAN is not set: build the site with `npm run build` or `npm run rebuild`/;
    expect(() => readBuildPlan(undefined)).toThrow(noPlan);
    const { buildRecords } = await import('#features/catalog/records.ts');
    expect(() => buildRecords()).toThrow(noPlan);
  });
});
