/** Hostile seed records come back exactly as stored; the site's lenient schemas keep what is usable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApprovedEntry, readApprovedList, readBestList } from '#api/approved.ts';
import { AREA } from '#features/areas.ts';
import { record as projectRecord } from '#features/projects/record.ts';
import { record as competitionRecord } from '#features/competitions/record.ts';
import { record as achievementRecord } from '#features/achievements/record.ts';
import { record as placementRecord } from '#features/placements/record.ts';
import { record as alumniRecord } from '#features/alumni/record.ts';
import { HOSTILE_TEXTS, HOSTILE_URLS, seedFacts } from '#scripts/demo-api/seed.ts';
import { call, startTestApi, type TestApi } from './support/demo-api.ts';

const facts = seedFacts({ hostile: true });
const hostile = facts.hostile ?? {};
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi({ seed: { hostile: true } });
});
afterAll(() => t.close());

const detail = async (path: string) => (await call(`${t.api.url}${path}`)).body.data as Record<string, unknown>;

describe('hostile records', () => {
  it('every list has a markup record, a wrong-typed record and one without nominationId', () => {
    expect(Object.keys(hostile)).toHaveLength(14);
  });

  it('come back byte for byte as stored', async () => {
    const ids = hostile['project/Industry'];
    if (!ids) throw new Error('no hostile project ids');
    for (const id of [ids.markup, ids.wrongTypes]) {
      const stored = t.api.store.get(id);
      const answered = await detail(`/api/project-nominations/approved/${id}`);
      expect(answered).toEqual(JSON.parse(JSON.stringify(stored?.data).replaceAll('{{BASE}}', t.api.url)));
    }
    const text = JSON.stringify(await detail(`/api/project-nominations/approved/${ids.markup}`));
    for (const value of [...Object.values(HOSTILE_TEXTS), ...HOSTILE_URLS])
      expect(text).toContain(JSON.stringify(value).slice(1, -1));
  });

  it('carry markup, script URLs, 10,000 characters, emoji and right-to-left text', async () => {
    const values = JSON.stringify(
      await detail(`/api/competition-nominations/approved/${hostile['competition/Hackathon']?.markup}`),
    );
    expect(values).toContain('<script>alert(1)</script>');
    expect(values).toContain('<img src=x onerror=alert(1)>');
    expect(values).toContain('javascript:alert(1)');
    expect(values).toContain('data:text/html,');
    expect(values).toContain('🚀');
    expect(values).toMatch(/[\u0590-\u05ff]/);
    expect(values).toMatch(/[\u0600-\u06ff]/);
    expect(HOSTILE_TEXTS.long).toHaveLength(10_000);
    expect(values).toContain(HOSTILE_TEXTS.long);
  });

  it('wrong-typed fields stay wrong-typed in the answer', async () => {
    const record = await detail(`/api/placement-nominations/approved/${hostile['placement/Placement']?.wrongTypes}`);
    const types = Object.values(record).map((value) =>
      value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value,
    );
    expect(types).toContain('number');
    const project = await detail(`/api/project-nominations/approved/${hostile['project/Research']?.wrongTypes}`);
    const fields = Object.values(project);
    expect(fields.some((value) => value === null)).toBe(true);
    expect(fields.some((value) => typeof value === 'string' && value.includes(', '))).toBe(true);
  });

  it('the site client keeps the hostile records it can read and reports the one without an id', async () => {
    const projects = await readApprovedList(t.anonymous, AREA.projects.api, projectRecord, 'Industry');
    const ids = projects.records.map((record) => record.nominationId);
    expect(ids).toEqual(
      expect.arrayContaining([hostile['project/Industry']?.markup, hostile['project/Industry']?.wrongTypes]),
    );
    expect(projects.dropped).toEqual([expect.objectContaining({ reason: expect.stringContaining('nominationId') })]);
    expect(projects.records.length).toBe(facts.project.Industry.approved.length + 2);

    const lists = [
      await readApprovedList(t.anonymous, AREA.competitions.api, competitionRecord, 'Coding Contest'),
      await readApprovedList(t.anonymous, AREA.achievements.api, achievementRecord, 'Research Publication'),
      await readApprovedList(t.anonymous, AREA.placements.api, placementRecord, 'Internship'),
      await readApprovedList(t.anonymous, AREA.alumni.api, alumniRecord, 'Alumni'),
    ];
    for (const list of lists) expect(list.dropped).toHaveLength(1);

    const { record } = await readApprovedEntry(
      t.anonymous,
      AREA.projects.api,
      projectRecord,
      hostile['project/Start-Up']?.wrongTypes ?? '',
      'Industry',
    );
    expect(record?.nominationId).toBe(hostile['project/Start-Up']?.wrongTypes);
  });

  it('hostile records head the best lists', async () => {
    const { records } = await readBestList(t.anonymous, AREA.projects.api, projectRecord.schema);
    const ids = records.map((record) => record.nominationId);
    expect(ids).toContain(hostile['project/Start-Up']?.markup);
  });
});
