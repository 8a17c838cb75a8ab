/** Public reads of both specs' section 7: envelope, approved-only lists, contract-sized list items, 404s. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApprovedEntry, readApprovedList, readBestList } from '#api/approved.ts';
import { AREA } from '#features/areas.ts';
import { record as projectRecord } from '#features/projects/record.ts';
import { record as competitionRecord } from '#features/competitions/record.ts';
import { record as achievementRecord } from '#features/achievements/record.ts';
import { record as placementRecord } from '#features/placements/record.ts';
import { record as alumniRecord } from '#features/alumni/record.ts';
import {
  ACHIEVEMENT_CATEGORIES,
  COMPETITION_CATEGORIES,
  PLACEMENT_CATEGORIES,
  PROJECT_CATEGORIES,
} from '#api/enums.ts';
import { ApiError } from '#api/http.ts';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/server.ts';
import { DemoStore } from '#scripts/demo-api/store.ts';
import { call, expectEnvelope, startTestApi, type TestApi } from './support/demo-api.ts';

const facts = seedFacts();
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const READ_PATHS = [
  '/api/project-nominations/approved/industry',
  '/api/project-nominations/approved/in-house',
  '/api/project-nominations/approved/research',
  '/api/project-nominations/approved/start-up',
  '/api/project-nominations/approved/best',
  `/api/project-nominations/approved/${facts.project.Industry.approved[0]}`,
  '/api/competition-nominations/approved/hackathons',
  '/api/competition-nominations/approved/coding-contests',
  '/api/competition-nominations/approved/project-competitions',
  '/api/competition-nominations/approved/best',
  `/api/competition-nominations/approved/${facts.competition.Hackathon.approved[0]}`,
  '/api/achievement-nominations/approved/research-publication',
  '/api/achievement-nominations/approved/global-certification',
  '/api/achievement-nominations/approved/higher-studies',
  '/api/achievement-nominations/approved/open-source',
  `/api/achievement-nominations/approved/${facts.achievement['Open Source'].approved[0]}`,
  '/api/placement-nominations/approved/placement',
  '/api/placement-nominations/approved/internship',
  '/api/placement-nominations/approved/best',
  `/api/placement-nominations/approved/${facts.placement.Internship.approved[0]}`,
  '/api/alumni/approved',
  `/api/alumni/approved/${facts.alumni.approved[0]}`,
];

describe('every read of section 7', () => {
  it.each(READ_PATHS)('GET %s answers the envelope with data', async (path) => {
    const { status, headers, body } = await call(`${t.api.url}${path}`, {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    const envelope = expectEnvelope(body);
    expect(envelope.success).toBe(true);
    if (Array.isArray(envelope.data)) expect(envelope.data.length).toBeGreaterThan(0);
    else expect(envelope.data).toMatchObject({ nominationId: path.split('/').at(-1) });
  });
});

const idsOf = (records: { nominationId: string }[]) => records.map((record) => record.nominationId);

describe('approved lists, through the site client', () => {
  it.each(PROJECT_CATEGORIES)('projects: %s lists exactly its approved entries, newest first', async (category) => {
    const { records, dropped } = await readApprovedList(t.anonymous, AREA.projects.api, projectRecord, category);
    expect(dropped).toEqual([]);
    expect(idsOf(records)).toEqual(facts.project[category].approved);
    expect(records.every((record) => record.category === category)).toBe(true);
  });

  it.each(COMPETITION_CATEGORIES)('competitions: %s', async (category) => {
    const { records } = await readApprovedList(t.anonymous, AREA.competitions.api, competitionRecord, category);
    expect(idsOf(records)).toEqual(facts.competition[category].approved);
    expect(records.every((record) => record.status === 'approved' && record.category === category)).toBe(true);
  });

  it.each(ACHIEVEMENT_CATEGORIES)('achievements: %s', async (category) => {
    const { records } = await readApprovedList(t.anonymous, AREA.achievements.api, achievementRecord, category);
    expect(idsOf(records)).toEqual(facts.achievement[category].approved);
  });

  it.each(PLACEMENT_CATEGORIES)('placements: %s', async (category) => {
    const { records } = await readApprovedList(t.anonymous, AREA.placements.api, placementRecord, category);
    expect(idsOf(records)).toEqual(facts.placement[category].approved);
    expect(records.every((record) => record.category === category)).toBe(true);
  });

  it('alumni', async () => {
    const { records } = await readApprovedList(t.anonymous, AREA.alumni.api, alumniRecord, 'Alumni');
    expect(idsOf(records)).toEqual(facts.alumni.approved);
    expect(records.filter((record) => record.isBest).map((record) => record.nominationId)).toEqual(facts.alumni.best);
  });
});

describe('best lists', () => {
  it('best projects: approved best of every category, start-ups included, never a pending one', async () => {
    const { records } = await readBestList(t.anonymous, AREA.projects.api, projectRecord.schema);
    const expected = PROJECT_CATEGORIES.flatMap((category) => facts.project[category].best);
    expect(new Set(idsOf(records))).toEqual(new Set(expected));
    expect(records.filter((record) => record.category === 'Start-Up').length).toBeGreaterThanOrEqual(3);
    expect(records.filter((record) => record.category !== 'Start-Up').length).toBeGreaterThanOrEqual(4);
    const notApproved = PROJECT_CATEGORIES.flatMap((category) => facts.project[category].bestNotApproved);
    expect(notApproved.length).toBeGreaterThan(0);
    expect(idsOf(records)).not.toEqual(expect.arrayContaining([notApproved[0]]));
  });

  it('best competitions and placements', async () => {
    const competitions = await readBestList(t.anonymous, AREA.competitions.api, competitionRecord.schema);
    expect(new Set(idsOf(competitions.records))).toEqual(
      new Set(COMPETITION_CATEGORIES.flatMap((category) => facts.competition[category].best)),
    );
    expect(competitions.records.length).toBeGreaterThanOrEqual(4);
    const placements = await readBestList(t.anonymous, AREA.placements.api, placementRecord.schema);
    expect(new Set(idsOf(placements.records))).toEqual(
      new Set(PLACEMENT_CATEGORIES.flatMap((category) => facts.placement[category].best)),
    );
    expect(placements.records.length).toBeGreaterThanOrEqual(4);
  });
});

describe('list items carry only what the contract promises', () => {
  const keysDeep = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, inner]) => {
          const path = prefix ? `${prefix}.${key}` : key;
          return inner && typeof inner === 'object' && !Array.isArray(inner) ? keysDeep(inner, path) : [path];
        })
      : [];

  const data = async (path: string) => (await call(`${t.api.url}${path}`)).body.data as Record<string, unknown>[];

  it('project lists: spec 1 §3 list item fields', async () => {
    const allowed = [
      '_id',
      'nominationId',
      'category',
      'projectTitle',
      'posterImages',
      'teamLeader.name',
      'teamLeader.programme',
      'teamLeader.rollNumber',
      'mentor.internalMentor.name',
      'mentor.internalMentor.department',
    ];
    for (const segment of ['industry', 'in-house', 'research', 'start-up']) {
      for (const item of await data(`/api/project-nominations/approved/${segment}`)) {
        expect(allowed).toEqual(expect.arrayContaining(keysDeep(item)));
      }
    }
  });

  it('research publication list: spec 2 §3.2 card fields', async () => {
    const allowed = [
      '_id',
      'nominationId',
      'category',
      'student.name',
      'student.programme',
      'student.rollNumber',
      'student.profileImageUrl',
      'researchDetails.publicationType',
      'researchDetails.title',
      'researchDetails.description',
    ];
    for (const item of await data('/api/achievement-nominations/approved/research-publication')) {
      expect(allowed).toEqual(expect.arrayContaining(keysDeep(item)));
    }
  });

  it('best projects and competitions: spec 2 §3.5 fields', async () => {
    const projectFields = [
      'nominationId',
      'category',
      'projectTitle',
      'posterImages',
      'teamLeader.name',
      'startupDetails.name',
      'startupDetails.foundationYear',
    ];
    const best = await data('/api/project-nominations/approved/best');
    for (const item of best) expect(projectFields).toEqual(expect.arrayContaining(keysDeep(item)));
    expect(best.some((item) => keysDeep(item).includes('startupDetails.foundationYear'))).toBe(true);
    const competitionFields = [
      'nominationId',
      'category',
      'competitionName',
      'level',
      'posterImages',
      'teamLeader.name',
    ];
    for (const item of await data('/api/competition-nominations/approved/best')) {
      expect(competitionFields).toEqual(expect.arrayContaining(keysDeep(item)));
    }
  });

  it('details carry the whole record', async () => {
    const id = facts.project['Start-Up'].approved[0] ?? '';
    const { record } = await readApprovedEntry(t.anonymous, AREA.projects.api, projectRecord, id, 'Industry');
    expect(record?.problemStatement).toBeTruthy();
    expect(record?.startupDetails?.founders?.length).toBeGreaterThan(0);
    expect(record?.status).toBe('approved');
  });
});

describe('details that are not public answer 404 with the spec text', () => {
  const notFound = async (read: () => Promise<unknown>, message: string) => {
    const error = await read().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe(message);
  };

  it("projects: unknown, pending, rejected and another area's id", async () => {
    const text = 'Project not found. This project might not exist or is not approved yet.';
    for (const id of [
      'PRJ-1999-000000',
      facts.project.Industry.pending[0],
      facts.project.Research.rejected[0],
      facts.competition.Hackathon.approved[0],
    ]) {
      await notFound(
        () => readApprovedEntry(t.anonymous, AREA.projects.api, projectRecord, id ?? '', 'Industry'),
        text,
      );
    }
  });

  it('competitions, achievements, placements, alumni', async () => {
    await notFound(
      () =>
        readApprovedEntry(
          t.anonymous,
          AREA.competitions.api,
          competitionRecord,
          facts.competition['Coding Contest'].pending[0] ?? '',
          'Hackathon',
        ),
      'Competition entry not found. This competition entry might not exist or is not approved yet.',
    );
    await notFound(
      () =>
        readApprovedEntry(
          t.anonymous,
          AREA.achievements.api,
          achievementRecord,
          facts.achievement['Open Source'].rejected[0] ?? '',
          'Open Source',
        ),
      'Open Source project not found. It might not exist or is not approved yet.',
    );
    await notFound(
      () =>
        readApprovedEntry(
          t.anonymous,
          AREA.achievements.api,
          achievementRecord,
          facts.project.Industry.approved[0] ?? '',
          'Higher Studies',
        ),
      'Higher Studies details not found. It might not exist or is not approved yet.',
    );
    await notFound(
      () =>
        readApprovedEntry(
          t.anonymous,
          AREA.placements.api,
          placementRecord,
          facts.placement.Placement.pending[0] ?? '',
          'Placement',
        ),
      'Placement details not found. It might not exist or is not approved yet.',
    );
    await notFound(
      () => readApprovedEntry(t.anonymous, AREA.placements.api, placementRecord, 'PLC-2020-000001', 'Internship'),
      'Internship details not found. It might not exist or is not approved yet.',
    );
    await notFound(
      () => readApprovedEntry(t.anonymous, AREA.alumni.api, alumniRecord, facts.alumni.rejected[0] ?? '', 'Alumni'),
      'Alumni details not found. It might not exist or is not approved yet.',
    );
  });

  it('the raw 404 is an envelope with data null', async () => {
    const { status, body } = await call(`${t.api.url}/api/alumni/approved/${facts.alumni.pending[0]}`);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, message: expect.stringContaining('not found') });
  });

  it('unknown paths answer a 404 envelope too', async () => {
    const { status, body } = await call(`${t.api.url}/api/nothing-here`);
    expect(status).toBe(404);
    expect(expectEnvelope(body).success).toBe(false);
  });
});

describe('seed images', () => {
  it('image URLs are absolute on this server and serve real PNGs and JPEGs; the broken one answers 404', async () => {
    const { records } = await readApprovedList(t.anonymous, AREA.projects.api, projectRecord, 'Industry');
    const posters = records.flatMap((record) => record.posterImages);
    const magic = { 'image/png': [0x89, 0x50, 0x4e, 0x47], 'image/jpeg': [0xff, 0xd8, 0xff] } as Record<
      string,
      number[]
    >;
    const types = new Set<string>();
    for (const poster of posters.slice(0, 8)) {
      expect(poster.startsWith(`${t.api.url}${t.api.filesPath}seed/`)).toBe(true);
      const response = await fetch(poster);
      const type = response.headers.get('content-type') ?? '';
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.subarray(0, magic[type]?.length ?? 4)]).toEqual(magic[type]);
      types.add(type);
    }
    expect([...types].sort()).toEqual(['image/jpeg', 'image/png']);
    expect((await fetch(`${t.api.url}${t.api.filesPath}${facts.brokenImage}`)).status).toBe(404);
  });

  it('uploads answer with validators and 304 to a conditional request for an unchanged file', async () => {
    const { records } = await readApprovedList(t.anonymous, AREA.projects.api, projectRecord, 'Industry');
    const poster = records.flatMap((record) => record.posterImages)[0] ?? '';
    const first = await fetch(poster);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    expect((await fetch(poster, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(poster, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
    const changed = await fetch(poster, { headers: { 'If-None-Match': '"other"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });
});

describe("the demo backend's list ETags (DEMO_API_ETAGS)", () => {
  const LIST = '/api/competition-nominations/approved/hackathons';
  const BEST = '/api/competition-nominations/approved/best';

  it('a list answers 304 to its ETag (a hash of its body) until it changes, from this server or another connection (the CLI)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'list-etags-'));
    const file = join(dir, 'demo.sqlite');
    const backend = await startTestApi({ dbPath: file });
    const cli = new DemoStore(file);
    try {
      const get = (path: string, etag?: string) =>
        fetch(`${backend.api.url}${path}`, { headers: etag ? { 'If-None-Match': etag } : {} });
      const first = await get(LIST);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w.-]+"$/);
      expect((await get(LIST, etag)).status).toBe(304);
      expect((await get(LIST, `W/${etag}`)).status).toBe(304);
      expect((await get(LIST, `"other", ${etag}`)).status).toBe(304);
      expect((await get(LIST, '*')).status).toBe(304);
      expect((await get(LIST, '"something else"')).status).toBe(200);
      expect((await get(BEST, etag)).status).toBe(200);

      // A change elsewhere (another area's entry approved) leaves this list's body, and its ETag, as they were.
      moderate(backend.api.store, facts.project.Industry.pending[0]!, 'approve');
      expect((await get(LIST, etag)).status).toBe(304);

      moderate(backend.api.store, facts.competition.Hackathon.pending[0]!, 'approve');
      const afterOwn = await get(LIST, etag);
      expect(afterOwn.status).toBe(200);
      const etag2 = afterOwn.headers.get('etag')!;
      expect(etag2).not.toBe(etag);

      moderate(cli, facts.competition.Hackathon.approved[0]!, 'reject');
      const afterCli = await get(LIST, etag2);
      expect(afterCli.status).toBe(200);
      expect(afterCli.headers.get('etag')).not.toBe(etag2);
    } finally {
      cli.close();
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('off: no ETag, and If-None-Match is not answered 304', async () => {
    const backend = await startTestApi({ etags: false });
    try {
      const first = await fetch(`${backend.api.url}${LIST}`);
      expect(first.headers.get('etag')).toBeNull();
      const again = await fetch(`${backend.api.url}${LIST}`, { headers: { 'If-None-Match': '*' } });
      expect(again.status).toBe(200);
    } finally {
      await backend.close();
    }
  });
});
