/** Submissions: validated with the site's payload schemas, stored pending, public only after moderation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApprovedEntry, readApprovedList, readBestList } from '#api/approved.ts';
import { AREA } from '#features/areas.ts';
import { record as projectRecord } from '#features/projects/record.ts';
import { record as achievementRecord } from '#features/achievements/record.ts';
import { record as placementRecord } from '#features/placements/record.ts';
import { submitAchievementNomination } from '#api/achievements.ts';
import { submitCompetitionNomination } from '#api/competitions.ts';
import { ApiError } from '#api/http.ts';
import { submitPlacementNomination } from '#api/placements.ts';
import { fetchMyNominations, submitProjectNomination } from '#api/projects.ts';
import { uploadFile } from '#api/uploads.ts';
import { createCanvas, encodePng } from '#scripts/demo-api/png.ts';
import { tinyPdf } from '#scripts/demo-api/seed/images.ts';
import {
  achievementPayload,
  competitionPayload,
  placementPayload,
  projectPayload,
  type UploadedFiles,
} from './support/payloads.ts';
import { call, control, startTestApi, STUDENT, type TestApi } from './support/demo-api.ts';

let t: TestApi;
let files: UploadedFiles;

beforeAll(async () => {
  t = await startTestApi();
  const api = t.signedIn();
  const image = (name: string) =>
    new File([new Uint8Array(encodePng(createCanvas(12, 8, { r: 10, g: 120, b: 200 })))], name, { type: 'image/png' });
  files = {
    photo: await uploadFile(api, 'profile', image('me.png'), { flavor: 'project' }),
    posters: [
      await uploadFile(api, 'poster', image('a.png'), { flavor: 'project' }),
      await uploadFile(api, 'poster', image('b.png'), { flavor: 'project' }),
    ],
    certificate: await uploadFile(
      api,
      'certificate',
      new File([new Uint8Array(tinyPdf('Cert'))], 'c.pdf', { type: 'application/pdf' }),
      {
        flavor: 'project',
      },
    ),
  };
});
afterAll(() => t.close());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ApiError,
  );

describe('validation', () => {
  it('a broken payload answers 400 naming the first failed field, and the client shows that message', async () => {
    const payload = projectPayload(files);
    const broken = { ...payload, teamLeader: { ...payload.teamLeader, name: '  ' } };
    const error = await rejection(submitProjectNomination(t.signedIn(), broken));
    expect(error.status).toBe(400);
    expect(error.message).toBe('teamLeader.name: Team leader name is required');

    const raw = await call(`${t.api.url}/api/placement-nominations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.api.issueToken(STUDENT)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...placementPayload(files), organizationLink: 'javascript:alert(1)' }),
    });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual({ success: false, data: null, message: expect.stringMatching(/^organizationLink: /) });
  });

  it('a body that is not JSON answers 400 with the envelope', async () => {
    const raw = await call(`${t.api.url}/api/competition-nominations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.api.issueToken(STUDENT)}`, 'Content-Type': 'application/json' },
      body: '{"category":',
    });
    expect(raw.status).toBe(400);
    expect(raw.body.success).toBe(false);
  });
});

describe('submit → pending → approve → best', () => {
  it('a project goes through the whole flow', async () => {
    const api = t.signedIn();
    const created = await submitProjectNomination(api, projectPayload(files));
    const record = created.data as {
      nominationId: string;
      status: string;
      submittedAt: string;
      posterImages: string[];
    };
    expect(record.nominationId).toMatch(/^PRJ-\d{4}-\d{6}$/);
    expect(record.status).toBe('pending');
    expect(record.posterImages).toEqual(files.posters);
    expect(Math.abs(Date.parse(record.submittedAt) - Date.now())).toBeLessThan(60_000);
    const id = record.nominationId;
    // Stored without this server's address, so the database survives a port change.
    expect((t.api.store.get(id)?.data.posterImages as string[])[0]).toMatch(/^\{\{BASE\}\}\/uploads\//);

    const mine = await fetchMyNominations(api);
    expect(mine.records.find((r) => r.nominationId === id)?.status).toBe('pending');
    const notMine = await fetchMyNominations(t.signedIn({ name: 'Other', email: 'other@university.edu' }));
    expect(notMine.records.map((r) => r.nominationId)).not.toContain(id);

    const before = await readApprovedList(t.anonymous, AREA.projects.api, projectRecord, 'Industry');
    expect(before.records.map((r) => r.nominationId)).not.toContain(id);
    expect(
      (await rejection(readApprovedEntry(t.anonymous, AREA.projects.api, projectRecord, id, 'Industry'))).status,
    ).toBe(404);

    await control(t.api, 'moderate', { id, action: 'approve' });
    const after = await readApprovedList(t.anonymous, AREA.projects.api, projectRecord, 'Industry');
    expect(after.records[0]?.nominationId).toBe(id);
    const detail = await readApprovedEntry(t.anonymous, AREA.projects.api, projectRecord, id, 'Industry');
    expect(detail.record?.projectTitle).toBe('Metro Crowd Forecaster');
    expect(detail.record?.industryDetails?.name).toBe('Delhi Metro Rail Corporation');
    expect((await fetchMyNominations(api)).records.find((r) => r.nominationId === id)?.status).toBe('approved');

    expect(
      (await readBestList(t.anonymous, AREA.projects.api, projectRecord.schema)).records.map((r) => r.nominationId),
    ).not.toContain(id);
    await control(t.api, 'moderate', { id, action: 'best' });
    expect(
      (await readBestList(t.anonymous, AREA.projects.api, projectRecord.schema)).records.map((r) => r.nominationId),
    ).toContain(id);
    await control(t.api, 'moderate', { id, action: 'unbest' });
    expect(
      (await readBestList(t.anonymous, AREA.projects.api, projectRecord.schema)).records.map((r) => r.nominationId),
    ).not.toContain(id);

    await control(t.api, 'moderate', { id, action: 'reject' });
    expect(
      (await rejection(readApprovedEntry(t.anonymous, AREA.projects.api, projectRecord, id, 'Industry'))).status,
    ).toBe(404);
  });

  it('competitions, achievements and placements are stored pending with their own id prefix', async () => {
    const api = t.signedIn();
    const competition = (await submitCompetitionNomination(api, competitionPayload(files))).data as Record<
      string,
      unknown
    >;
    expect(competition).toMatchObject({
      nominationId: expect.stringMatching(/^CMP-/),
      status: 'pending',
      category: 'Hackathon',
    });

    const achievement = (await submitAchievementNomination(api, achievementPayload(files))).data as Record<
      string,
      unknown
    >;
    expect(achievement).toMatchObject({
      nominationId: expect.stringMatching(/^ACH-/),
      status: 'pending',
      researchDetails: null,
    });
    await control(t.api, 'moderate', { id: achievement.nominationId, action: 'approve' });
    const certifications = await readApprovedList(
      t.anonymous,
      AREA.achievements.api,
      achievementRecord,
      'Global Certification',
    );
    expect(certifications.records[0]?.nominationId).toBe(achievement.nominationId);

    const placement = (await submitPlacementNomination(api, placementPayload(files))).data as Record<string, unknown>;
    expect(placement).toMatchObject({ nominationId: expect.stringMatching(/^PLC-/), status: 'pending' });
    await control(t.api, 'moderate', { id: placement.nominationId, action: 'approve' });
    const detail = await readApprovedEntry(
      t.anonymous,
      AREA.placements.api,
      placementRecord,
      String(placement.nominationId),
      'Internship',
    );
    expect(detail.record?.student?.profileImageUrl).toBe(files.photo);
  });

  it('moderating an unknown id or with an unknown action is refused', async () => {
    const unknown = await call(`${t.api.url}/__demo/moderate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'PRJ-1900-000001', action: 'approve' }),
    });
    expect(unknown.status).toBe(404);
    const bad = await call(`${t.api.url}/__demo/moderate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'PRJ-1900-000001', action: 'publish' }),
    });
    expect(bad.status).toBe(400);
  });
});
