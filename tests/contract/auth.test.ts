/** The SSO stand-in, bearer tokens on protected calls, the caller's own nominations and CORS. */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#api/http.ts';
import { fetchIdentityMe } from '#api/identity.ts';
import { loginUrl } from '#api/login-url.ts';
import { fetchMyNominations } from '#api/projects.ts';
import { seedFacts } from '#scripts/demo-api/server.ts';
import { call, control, expectEnvelope, SITE_URL, STUDENT, startTestApi, type TestApi } from './support/demo-api.ts';

const facts = seedFacts();
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const ownList = (token: string) =>
  call(`${t.api.url}/api/project-nominations`, { headers: { Authorization: `Bearer ${token}` } });

describe('protected calls need a valid, unexpired token', () => {
  const protectedCalls: [string, string][] = [
    ['GET', '/api/project-nominations'],
    ['POST', '/api/project-nominations'],
    ['POST', '/api/competition-nominations'],
    ['POST', '/api/achievement-nominations'],
    ['POST', '/api/placement-nominations'],
    ['POST', '/api/upload/poster-image'],
    ['POST', '/api/upload/profile-image'],
    ['POST', '/api/upload/certificate'],
    ['POST', '/api/upload/document'],
    ['POST', '/api/upload/video'],
  ];

  const forged = () => {
    const [claims, signature] = t.api.issueToken(STUDENT).split('.');
    const changed = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    changed.email = 'someone.else@university.edu';
    return `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
  };
  const otherSecret = () => {
    const claims = Buffer.from(
      JSON.stringify({ sub: 'x', name: 'X', email: 'x@university.edu', exp: 4102444800 }),
    ).toString('base64url');
    return `${claims}.${createHmac('sha256', 'not-the-secret').update(claims).digest('base64url')}`;
  };

  const tokens: [string, () => string | undefined][] = [
    ['no token', () => undefined],
    ['an expired token', () => t.api.issueToken(STUDENT, -60)],
    ['a token with altered claims', forged],
    ['a token signed with another secret', otherSecret],
    ['garbage', () => 'not-a-token'],
  ];

  it.each(tokens)('%s: every protected call answers 401 with the envelope', async (_label, token) => {
    const value = token();
    for (const [method, path] of protectedCalls) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (value) headers.Authorization = `Bearer ${value}`;
      const { status, body } = await call(`${t.api.url}${path}`, {
        method,
        headers,
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toEqual({ success: false, data: null, message: expect.any(String) });
    }
  });

  it('the client words an expired session as the spec says', async () => {
    const expired = t.api.issueToken(STUDENT, -1);
    const error = await fetchMyNominations({ host: t.api.url, token: () => expired }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('revoking tokens invalidates the ones already issued', async () => {
    const token = t.api.issueToken(STUDENT);
    expect((await ownList(token)).status).toBe(200);
    await control(t.api, 'revoke-tokens');
    expect((await ownList(token)).status).toBe(401);
    expect((await ownList(t.api.issueToken(STUDENT))).status).toBe(200);
  });
});

describe('GET /api/project-nominations', () => {
  it("returns only the caller's own nominations, every status, with the fields the page shows", async () => {
    const { records } = await fetchMyNominations(t.signedIn());
    const expected = [...facts.student.approved, ...facts.student.pending, ...facts.student.rejected];
    expect(new Set(records.map((record) => record.nominationId))).toEqual(new Set(expected));
    expect(new Set(records.map((record) => record.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    for (const record of records) {
      expect(record.projectTitle).toBeTruthy();
      expect(record.category).toBeTruthy();
      expect(record.teamLeader?.name).toBe(STUDENT.name);
      expect(Number.isNaN(Date.parse(record.submittedAt ?? ''))).toBe(false);
    }
  });

  it('someone with no nominations gets an empty list', async () => {
    const { records } = await fetchMyNominations(
      t.signedIn({ name: 'Nobody Yet', email: 'nobody.yet@university.edu' }),
    );
    expect(records).toEqual([]);
  });
});

describe('the SSO stand-in', () => {
  it('redirects to the site callback with a working token and user_data', async () => {
    const url = `${loginUrl(t.api.url)}?name=${encodeURIComponent('Diya Menon')}&email=diya.menon@university.edu`;
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/callback`);
    const token = location.searchParams.get('token') ?? '';
    const user = JSON.parse(location.searchParams.get('user_data') ?? '') as {
      name: string;
      email: string;
      id: string;
    };
    expect(user).toEqual({ name: 'Diya Menon', email: 'diya.menon@university.edu', id: expect.any(String) });
    expect((await ownList(token)).status).toBe(200);

    // The same e-mail always gets the same id.
    const again = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
    expect((JSON.parse(again.searchParams.get('user_data') ?? '') as { id: string }).id).toBe(user.id);
  });

  it('leaves user_data out when asked, and /auth/me then names the user', async () => {
    const response = await fetch(`${t.api.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Kabir Khan',
        email: 'kabir.khan@university.edu',
        omit_user_data: '1',
      }).toString(),
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.has('user_data')).toBe(false);
    const token = location.searchParams.get('token') ?? '';
    const me = await fetchIdentityMe(`${t.api.url}/auth/me`, token);
    expect(me).toEqual({
      name: 'Kabir Khan',
      email: 'kabir.khan@university.edu',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const raw = await call(`${t.api.url}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(raw.body).toEqual({
      displayName: 'Kabir Khan',
      mail: 'kabir.khan@university.edu',
      userPrincipalName: 'kabir.khan@university.edu',
      id: me.id,
    });
    expect((await fetch(`${t.api.url}/auth/me`)).status).toBe(401);
  });

  it('serves an accessible sign-in page and re-shows it with errors for bad input', async () => {
    const page = await fetch(`${t.api.url}/auth/login`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<label for="name">');
    expect(html).toContain('<label for="email">');
    expect(html).toContain('Leave out user_data (tests the identity lookup)');
    expect(html).toMatch(/<button type="submit">/);

    const refused = await fetch(`${t.api.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=%3Cb%3EX&email=not-an-email',
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('role="alert"');
    expect(again).toContain('value="&lt;b&gt;X"');
  });

  it("echoes the site's state through the sign-in page to the callback, and adds none of its own", async () => {
    const state = 'c0ffee'.repeat(5) + 'ab';
    const page = await (await fetch(loginUrl(t.api.url, state))).text();
    expect(page).toContain(`<input type="hidden" name="state" value="${state}">`);
    const posted = await fetch(`${t.api.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Diya Menon', email: 'diya.menon@university.edu', state }).toString(),
    });
    expect(new URL(posted.headers.get('location') ?? '').searchParams.get('state')).toBe(state);

    // A hostile state is escaped on the page and sent back as it came.
    const hostile = '"><script>alert(1)</script>';
    expect(await (await fetch(loginUrl(t.api.url, hostile))).text()).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );

    const plain = await fetch(`${loginUrl(t.api.url)}?name=Diya+Menon&email=diya.menon@university.edu`, {
      redirect: 'manual',
    });
    expect([...new URL(plain.headers.get('location') ?? '').searchParams.keys()]).toEqual(['token', 'user_data']);
    expect(await (await fetch(loginUrl(t.api.url))).text()).not.toContain('name="state"');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${t.api.url}/api/project-nominations`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });

  it.each([SITE_URL, 'http://127.0.0.1:4321'])('answers the preflight from %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, X-Demo-Scope');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('does not allow other origins', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the allow-origin header to real answers, errors included', async () => {
    const ok = await fetch(`${t.api.url}/api/alumni/approved`, { headers: { Origin: SITE_URL } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    const denied = await fetch(`${t.api.url}/api/project-nominations`, { headers: { Origin: SITE_URL } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expectEnvelope((await denied.json()) as Record<string, unknown>);
  });
});
