/** Fault injection (environment and run time) and the control endpoints. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readApprovedList } from '#api/approved.ts';
import { AREA } from '#features/areas.ts';
import { record as projectRecord } from '#features/projects/record.ts';
import { record as alumniRecord } from '#features/alumni/record.ts';
import { ApiError } from '#api/http.ts';
import { uploadFile } from '#api/uploads.ts';
import { faultsFromEnv } from '#scripts/demo-api/faults.ts';
import { createCanvas, encodePng } from '#scripts/demo-api/png.ts';
import { startDemoApi } from '#scripts/demo-api/server.ts';
import { call, control, expectEnvelope, startTestApi, type TestApi } from './support/demo-api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterEach(() => t.api.setFaults({}));
afterAll(() => t.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('fault knobs', () => {
  it('latency delays /api answers', async () => {
    t.api.setFaults({ latencyMs: 250 });
    const started = performance.now();
    await readApprovedList(t.anonymous, AREA.alumni.api, alumniRecord, 'Alumni');
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    // Files are not delayed, even when the API is very slow.
    t.api.setFaults({ latencyMs: 60_000 });
    const file = await fetch(`${t.api.url}/uploads/seed/portrait-01.png`, { signal: AbortSignal.timeout(5_000) });
    expect(file.status).toBe(200);
  });

  it('error rate 1.0 answers every /api call 500 with the envelope', async () => {
    t.api.setFaults({ errorRate: 1 });
    const raw = await call(`${t.api.url}/api/alumni/approved`);
    expect(raw.status).toBe(500);
    expect(expectEnvelope(raw.body).success).toBe(false);
    const error = await failure(
      readApprovedList(t.anonymous, AREA.projects.api, projectRecord, 'Industry', { retry: 0 }),
    );
    expect(error.message).toBe('HTTP error! status: 500');
  });

  it('malformed rate 1.0 answers 200 with a body that is not JSON', async () => {
    await control(t.api, 'faults', { malformedRate: 1 });
    const response = await fetch(`${t.api.url}/api/alumni/approved`);
    expect(response.status).toBe(200);
    await expect(response.clone().json()).rejects.toThrow();
    const error = await failure(
      readApprovedList(t.anonymous, AREA.projects.api, projectRecord, 'Research', { retry: 0 }),
    );
    expect(error.failure.kind).toBe('malformed');
    expect(error.message).toBe('Failed to fetch projects');
  });

  it('hang: matching requests never answer, so the client times out; others still answer', async () => {
    t.api.setFaults({ hang: ['/api/alumni'] });
    const error = await failure(
      readApprovedList(t.anonymous, AREA.alumni.api, alumniRecord, 'Alumni', { timeout: 300, retry: 0 }),
    );
    expect(error.failure.kind).toBe('timeout');
    const { records } = await readApprovedList(t.anonymous, AREA.projects.api, projectRecord, 'Start-Up');
    expect(records.length).toBeGreaterThan(0);
  });

  it('fail: a path prefix answers the given status', async () => {
    await control(t.api, 'faults', {
      fail: { '/api/upload/poster-image': 500, '/api/project-nominations/approved/research': 503 },
    });
    const poster = new File([new Uint8Array(encodePng(createCanvas(4, 4, { r: 1, g: 2, b: 3 })))], 'p.png', {
      type: 'image/png',
    });
    const error = await failure(uploadFile(t.signedIn(), 'poster', poster, { flavor: 'project' }));
    expect(error.message).toBe('Server error. Please try again later.');
    const research = await call(`${t.api.url}/api/project-nominations/approved/research`);
    expect(research.status).toBe(503);
    expect(expectEnvelope(research.body).success).toBe(false);
    expect((await call(`${t.api.url}/api/project-nominations/approved/industry`)).status).toBe(200);
    const profile = await uploadFile(t.signedIn(), 'profile', poster, { flavor: 'project' });
    expect(profile).toMatch(/^http/);
  });

  it('POST /__demo/faults replaces the faults, {} clears them, and bad input is refused', async () => {
    expect(await control(t.api, 'faults', { errorRate: 1 })).toMatchObject({ errorRate: 1 });
    expect(await control(t.api, 'faults', {})).toEqual({
      latencyMs: 0,
      errorRate: 0,
      malformedRate: 0,
      hang: [],
      fail: {},
    });
    expect((await call(`${t.api.url}/api/alumni/approved`)).status).toBe(200);
    for (const bad of [{ errorRate: 2 }, { hang: 'x' }, { fail: { '/api': 200 } }, { speed: 1 }]) {
      const answer = await call(`${t.api.url}/__demo/faults`, { method: 'POST', body: JSON.stringify(bad) });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('scoped faults apply only to requests carrying their X-Demo-Scope header', async () => {
    await control(t.api, 'faults', { scope: 'test-a', fail: { '/api/alumni': 503 } });
    const url = `${t.api.url}/api/alumni/approved`;
    expect((await call(url, { headers: { 'X-Demo-Scope': 'test-a' } })).status).toBe(503);
    expect((await call(url, { headers: { 'X-Demo-Scope': 'test-b' } })).status).toBe(200);
    expect((await call(url)).status).toBe(200);
    // Global faults do not touch a scope that has its own, and clearing a scope leaves the others.
    await control(t.api, 'faults', { scope: 'test-b', hang: ['/api/nothing'] });
    await control(t.api, 'faults', { scope: 'test-a' });
    expect((await call(url, { headers: { 'X-Demo-Scope': 'test-a' } })).status).toBe(200);
    const bad = await call(`${t.api.url}/__demo/faults`, { method: 'POST', body: JSON.stringify({ scope: '' }) });
    expect(bad.status).toBe(400);
    await control(t.api, 'faults', { scope: 'test-b' });
  });

  it('reads faults from the environment', () => {
    expect(
      faultsFromEnv({
        DEMO_API_LATENCY_MS: '120',
        DEMO_API_ERROR_RATE: '0.25',
        DEMO_API_MALFORMED_RATE: '0.1',
        DEMO_API_HANG: '/api/alumni, /uploads/',
        DEMO_API_FAIL: '/api/upload/poster-image=500,/api/project-nominations=503',
      }),
    ).toEqual({
      latencyMs: 120,
      errorRate: 0.25,
      malformedRate: 0.1,
      hang: ['/api/alumni', '/uploads/'],
      fail: { '/api/upload/poster-image': 500, '/api/project-nominations': 503 },
    });
    expect(() => faultsFromEnv({ DEMO_API_ERROR_RATE: 'lots' })).toThrow(/errorRate/);
  });
});

describe('control endpoints', () => {
  it('health reports counts', async () => {
    const health = (await call(`${t.api.url}/__demo/health`)).body.data as Record<string, number>;
    expect(health).toMatchObject({ status: 'ok' });
    expect(health.approved).toBeGreaterThan(50);
    expect(health.pending).toBeGreaterThan(0);
  });

  it('reset reseeds with the given options', async () => {
    const summary = (await control(t.api, 'reset', { empty: true })) as { total: number };
    expect(summary.total).toBe(0);
    expect((await readApprovedList(t.anonymous, AREA.alumni.api, alumniRecord, 'Alumni')).records).toEqual([]);
    const extra = (await control(t.api, 'reset', { entries: 140 })) as { extra: number; base: number };
    expect(extra).toMatchObject({ extra: 140, base: expect.any(Number) });
    expect(
      (await readApprovedList(t.anonymous, AREA.alumni.api, alumniRecord, 'Alumni')).records.length,
    ).toBeGreaterThan(8);
    await control(t.api, 'reset', {});
  });

  it('a token can be issued for scripted browser tests, expired ones included', async () => {
    const { token } = (await control(t.api, 'token', { name: 'E2E', email: 'e2e@university.edu', ttlSeconds: -5 })) as {
      token: string;
    };
    const answer = await call(`${t.api.url}/api/project-nominations`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(401);
  });

  it('are 404 when control is off', async () => {
    const api = await startDemoApi({ port: 0, dbPath: ':memory:', quiet: true, control: false, seed: false });
    try {
      for (const [method, path] of [
        ['GET', 'health'],
        ['POST', 'faults'],
        ['POST', 'moderate'],
        ['POST', 'reset'],
        ['POST', 'revoke-tokens'],
      ]) {
        const answer = await call(`${api.url}/__demo/${path}`, { method, body: method === 'POST' ? '{}' : undefined });
        expect(answer.status).toBe(404);
        expect(expectEnvelope(answer.body).success).toBe(false);
      }
    } finally {
      await api.close();
    }
  });
});

describe('close()', () => {
  it('ends hung requests so the process can exit', async () => {
    const api = await startDemoApi({
      port: 0,
      dbPath: ':memory:',
      quiet: true,
      seed: false,
      faults: { hang: ['/api/'] },
    });
    const pending = fetch(`${api.url}/api/alumni/approved`).then(
      () => 'answered',
      () => 'ended',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await api.close();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await pending).toBe('ended');
  });
});
