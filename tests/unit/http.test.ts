/** The HTTP layer and the error catalogue, over real HTTP against a scripted server. */
import { afterEach, describe, expect, it } from 'vitest';
import { readApprovedEntry, readApprovedList, readBestList } from '#api/approved.ts';
import { AREA } from '#features/areas.ts';
import { record as projectRecord } from '#features/projects/record.ts';
import { record as competitionRecord } from '#features/competitions/record.ts';
import { record as achievementRecord } from '#features/achievements/record.ts';
import { record as placementRecord } from '#features/placements/record.ts';
import { record as alumniRecord } from '#features/alumni/record.ts';
import { ApiError, call, type ApiConfig, type PlainGet } from '#api/http.ts';
import { nodeGet } from '#api/node-get.ts';
import { fetchIdentityMe } from '#api/identity.ts';
import { fetchMyNominations, submitProjectNomination } from '#api/projects.ts';
import { json, stubServer, type Handler } from './support/http-stub.ts';

let server: Awaited<ReturnType<typeof stubServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function api(handler: Handler, token?: string): Promise<ApiConfig> {
  server = await stubServer(handler);
  return { host: `${server.url}/`, token: () => token };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('reads', () => {
  it('unwraps the envelope, sends Content-Type JSON on lists and never the token', async () => {
    const config = await api(
      (_req, res) => json(res, 200, { success: true, data: [{ nominationId: 'PRJ-1' }], message: 'ok' }),
      'secret-token',
    );
    const { records } = await readApprovedList(config, AREA.projects.api, projectRecord, 'In-House');
    expect(records.map((record) => record.nominationId)).toEqual(['PRJ-1']);
    const [request] = server!.requests;
    expect(request?.path).toBe('/api/project-nominations/approved/in-house');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('reads a missing list as empty (home calls default to [])', async () => {
    const config = await api((_req, res) => json(res, 200, { success: true }));
    expect((await readBestList(config, AREA.projects.api, projectRecord.schema)).records).toEqual([]);
  });

  it('words list failures as the spec does', async () => {
    let answer: [number, unknown] = [500, { success: false, message: 'boom' }];
    const config = await api((_req, res) => json(res, ...answer));
    expect(
      (await failure(readApprovedList(config, AREA.projects.api, projectRecord, 'Industry', { retry: 0 }))).message,
    ).toBe('HTTP error! status: 500');
    answer = [200, { success: false, message: 'Database is down' }];
    expect(
      (await failure(readApprovedList(config, AREA.competitions.api, competitionRecord, 'Hackathon'))).message,
    ).toBe('Database is down');
    answer = [200, { success: false }];
    expect(
      (await failure(readApprovedList(config, AREA.competitions.api, competitionRecord, 'Hackathon'))).message,
    ).toBe('Failed to fetch competitions');
    expect((await failure(readApprovedList(config, AREA.placements.api, placementRecord, 'Internship'))).message).toBe(
      'Failed to fetch internships',
    );
    answer = [200, 'not json at all'];
    expect((await failure(readApprovedList(config, AREA.placements.api, placementRecord, 'Placement'))).message).toBe(
      'Failed to fetch placements',
    );
  });

  it('words detail failures per area', async () => {
    let answer: [number, unknown, string?] = [404, { success: false, message: 'nope' }];
    const config = await api((_req, res) => json(res, ...answer));
    expect((await failure(readApprovedEntry(config, AREA.projects.api, projectRecord, 'X', 'Industry'))).message).toBe(
      'Project not found. This project might not exist or is not approved yet.',
    );
    expect(
      (await failure(readApprovedEntry(config, AREA.competitions.api, competitionRecord, 'X', 'Hackathon'))).message,
    ).toBe('Competition entry not found. This competition entry might not exist or is not approved yet.');
    expect(
      (await failure(readApprovedEntry(config, AREA.achievements.api, achievementRecord, 'X', 'Open Source'))).message,
    ).toBe('Open Source project not found. It might not exist or is not approved yet.');
    expect(
      (await failure(readApprovedEntry(config, AREA.placements.api, placementRecord, 'X', 'Internship'))).message,
    ).toBe('Internship details not found. It might not exist or is not approved yet.');
    expect((await failure(readApprovedEntry(config, AREA.alumni.api, alumniRecord, 'X', 'Alumni'))).message).toBe(
      'Alumni details not found. It might not exist or is not approved yet.',
    );
    answer = [503, { success: false }, 'Service Unavailable'];
    expect(
      (await failure(readApprovedEntry(config, AREA.projects.api, projectRecord, 'X', 'Industry', { retry: 0 })))
        .message,
    ).toBe('Failed to fetch project: Service Unavailable');
    expect(
      (await failure(readApprovedEntry(config, AREA.placements.api, placementRecord, 'X', 'Placement', { retry: 0 })))
        .message,
    ).toBe('Failed to fetch Placement details: Service Unavailable');
    answer = [200, { success: false }];
    expect(
      (await failure(readApprovedEntry(config, AREA.placements.api, placementRecord, 'X', 'Placement'))).message,
    ).toBe('Failed to fetch Placementdetails');
    expect(
      (await failure(readApprovedEntry(config, AREA.achievements.api, achievementRecord, 'X', 'Global Certification')))
        .message,
    ).toBe('Failed to fetch Global Certification details');
  });

  it('encodes the id as one path segment', async () => {
    const config = await api((_req, res) => json(res, 200, { success: true, data: { nominationId: 'a b' } }));
    await readApprovedEntry(config, AREA.projects.api, projectRecord, 'a b/../c', 'Industry');
    expect(server!.requests[0]?.path).toBe('/api/project-nominations/approved/a%20b%2F..%2Fc');
  });

  it('reports an empty or invalid detail without throwing', async () => {
    let data: unknown = null;
    const config = await api((_req, res) => json(res, 200, { success: true, data }));
    expect(await readApprovedEntry(config, AREA.projects.api, projectRecord, 'X', 'Industry')).toMatchObject({
      ok: false,
      dropped: { reason: 'no record in the answer' },
    });
    data = { projectTitle: 'no id' };
    const result = await readApprovedEntry(config, AREA.projects.api, projectRecord, 'X', 'Industry');
    expect(result.ok).toBe(false);
  });

  it('gives up after its time-out', async () => {
    const config = await api(() => {
      // never answers
    });
    const error = await failure(call(config, '/slow', { timeout: 200, retry: 0, describe: (f) => f.kind }));
    expect(error.failure.kind).toBe('timeout');
  });

  it('says network when nothing listens', async () => {
    const error = await failure(call({ host: 'http://127.0.0.1:9' }, '/x', { retry: 0, describe: (f) => f.kind }));
    expect(error.message).toBe('network');
  });
});

describe('protected calls', () => {
  it('send the bearer token and read the server message on failure', async () => {
    const config = await api(
      (_req, res) => json(res, 400, { success: false, message: 'teamLeader.name: Team leader name is required' }),
      'tok-123',
    );
    const error = await failure(submitProjectNomination(config, {} as never));
    expect(error.message).toBe('teamLeader.name: Team leader name is required');
    expect(server!.requests[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(server!.requests[0]?.method).toBe('POST');
  });

  it("bypass the browser cache: one user's answer must not be kept for the next user of the computer (issue 11)", async () => {
    const config = await api(
      (req, res) =>
        req.url === '/me'
          ? json(res, 200, { displayName: 'Asha Rao', mail: 'asha@university.edu', id: '1' })
          : json(res, 200, { success: true, data: [] }),
      'tok',
    );
    const modes: string[] = [];
    const recording: typeof fetch = (input, init) => {
      modes.push(new Request(input, init).cache);
      return fetch(input, init);
    };
    await fetchMyNominations({ ...config, fetch: recording }, { retry: 0 });
    await fetchIdentityMe(`${server!.url}/me`, 'tok', recording);
    await readApprovedList({ ...config, fetch: recording }, AREA.projects.api, projectRecord, 'Industry', { retry: 0 });
    // Public reads keep the browser's default.
    expect(modes).toEqual(['no-store', 'no-store', 'default']);
  });

  it('fall back to the spec texts', async () => {
    const config = await api((_req, res) => json(res, 500, {}), 'tok');
    expect((await failure(submitProjectNomination(config, {} as never))).message).toBe(
      'Failed to submit nomination. Please try again.',
    );
    expect((await failure(fetchMyNominations(config, { retry: 0 }))).message).toBe('Failed to fetch nominations');
  });
});

describe("Node builds' plain GET (nodeGet): the same answers as through ky", () => {
  const once = { retry: 0 } as const;
  let plainCalls = 0;
  const counted: PlainGet = (url, options) => {
    plainCalls++;
    return nodeGet(url, options);
  };
  async function plainApi(handler: Handler, token?: string): Promise<ApiConfig> {
    plainCalls = 0;
    return { ...(await api(handler, token)), get: counted };
  }

  it('unwraps the envelope, sends Content-Type JSON on lists and never the token', async () => {
    const config = await plainApi(
      (_req, res) => json(res, 200, { success: true, data: [{ nominationId: 'PRJ-1' }], message: 'ok' }),
      'secret-token',
    );
    const { records } = await readApprovedList(config, AREA.projects.api, projectRecord, 'In-House', once);
    expect(records.map((record) => record.nominationId)).toEqual(['PRJ-1']);
    expect(plainCalls).toBe(1);
    const [request] = server!.requests;
    expect(request?.path).toBe('/api/project-nominations/approved/in-house');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('words failures as the spec does', async () => {
    let answer: [number, unknown, string?] = [500, { success: false, message: 'boom' }];
    const config = await plainApi((_req, res) => json(res, ...answer));
    expect((await failure(readApprovedList(config, AREA.projects.api, projectRecord, 'Industry', once))).message).toBe(
      'HTTP error! status: 500',
    );
    answer = [200, { success: false, message: 'Database is down' }];
    expect(
      (await failure(readApprovedList(config, AREA.competitions.api, competitionRecord, 'Hackathon', once))).message,
    ).toBe('Database is down');
    answer = [200, 'not json at all'];
    expect(
      (await failure(readApprovedList(config, AREA.placements.api, placementRecord, 'Placement', once))).message,
    ).toBe('Failed to fetch placements');
    answer = [404, { success: false, message: 'nope' }];
    expect(
      (await failure(readApprovedEntry(config, AREA.projects.api, projectRecord, 'X', 'Industry', once))).message,
    ).toBe('Project not found. This project might not exist or is not approved yet.');
    answer = [503, { success: false }, 'Service Unavailable'];
    const unavailable = await failure(
      readApprovedEntry(config, AREA.projects.api, projectRecord, 'X', 'Industry', once),
    );
    expect(unavailable.message).toBe('Failed to fetch project: Service Unavailable');
    expect(unavailable.failure).toEqual({
      kind: 'http',
      status: 503,
      statusText: 'Service Unavailable',
      serverMessage: undefined,
    });
    answer = [400, { success: false, message: 'Bad id' }];
    expect(
      (await failure(readApprovedEntry(config, AREA.projects.api, projectRecord, 'X', 'Industry', once))).failure,
    ).toMatchObject({ kind: 'http', status: 400, serverMessage: 'Bad id' });
    expect(plainCalls).toBe(6);
  });

  it('gives up after its time-out, and says network when nothing listens', async () => {
    const config = await plainApi(() => {
      // never answers
    });
    const started = performance.now();
    expect(
      (await failure(call(config, '/slow', { timeout: 200, retry: 0, describe: (f) => f.kind }))).failure.kind,
    ).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
    const nobody = await failure(
      call({ host: 'http://127.0.0.1:9', get: counted }, '/x', { retry: 0, describe: (f) => f.kind }),
    );
    expect(nobody.message).toBe('network');
  });

  it('reads a body that arrives in many pieces whole, and stops when its caller aborts', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({ nominationId: `PRJ-${i}`, note: 'ü'.repeat(20) }));
    const config = await plainApi((req, res) => {
      if (req.url === '/stalls') return; // never answers
      json(res, 200, { success: true, data: many });
    });
    const { data } = await call(config, '/big', { retry: 0, describe: (f) => f.kind });
    expect(data).toEqual(many);
    const caller = new AbortController();
    const pending = nodeGet(`${server!.url}/stalls`, { headers: {}, signal: caller.signal });
    setTimeout(() => caller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'NoAnswer', kind: 'network' });
  });

  it('leaves redirects (asked again through ky, which follows them), retries and signed-in calls to ky', async () => {
    const config = await plainApi((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(301, { Location: '/api/here' });
        res.end();
      } else json(res, 200, { success: true, data: req.url });
    });
    expect((await call(config, '/moved', { retry: 0, describe: (f) => f.kind })).data).toBe('/api/here');
    expect(plainCalls).toBe(1);
    await call(config, '/retried', { retry: 1, describe: (f) => f.kind });
    await call({ ...config, token: () => 'tok' }, '/mine', { retry: 0, auth: true, describe: (f) => f.kind });
    expect(plainCalls).toBe(1);
    expect(server!.requests.map((request) => request.path)).toEqual([
      '/moved',
      '/moved',
      '/api/here',
      '/retried',
      '/mine',
    ]);
  });
});
