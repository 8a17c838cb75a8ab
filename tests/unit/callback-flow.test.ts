/** What /callback makes of its token and user_data before anything is stored (spec 1, sections 4 and 8; issues 40 and 49). */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { fetchIdentityMe, IDENTITY_TIMEOUT_MS } from '#api/identity.ts';
import {
  agrees,
  AUTH_FAILED,
  NO_TOKEN,
  settleCallback,
  type CallbackInput,
  type IdentityLookup,
} from '#features/auth/callback-flow.ts';
import { FALLBACK_USER, type SessionUser } from '#features/auth/session.ts';

const ALICE: SessionUser = { name: 'Alice Rao', email: 'alice@university.edu', id: 'a-1' };
const MALLORY: SessionUser = { name: 'Mallory Khan', email: 'mallory@university.edu', id: 'm-1' };
const ALICE_SESSION = { token: 'alice-token', user: ALICE };
/** What Mallory's link claims: Alice's address under another name. */
const CLAIM = JSON.stringify({ name: 'Alice Victim', email: ALICE.email, id: ALICE.id });

const input = (overrides: Partial<CallbackInput>): CallbackInput => ({
  token: 'mallory-token',
  userData: null,
  requested: false,
  current: null,
  ...overrides,
});

/** An identity endpoint that knows one token: Mallory's. */
function identity(): { lookUp: NonNullable<IdentityLookup>; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    lookUp: async (token) => {
      asked.push(token);
      if (token === 'mallory-token') return MALLORY;
      throw new Error('401');
    },
  };
}

describe('a link this browser did not ask for, while someone is signed in', () => {
  it.each([
    ['with user_data naming her', CLAIM],
    ['without user_data', null],
    ['with corrupt user_data', '{not-json'],
  ])('%s: is ignored, and its token is sent nowhere', async (_label, userData) => {
    const { lookUp, asked } = identity();
    expect(await settleCallback(input({ userData, current: ALICE_SESSION }), lookUp)).toEqual({
      kind: 'ignored',
      current: ALICE,
      requested: false,
    });
    expect(asked).toEqual([]);
  });

  it('without a token still says so', async () => {
    expect(await settleCallback(input({ token: null, current: ALICE_SESSION }), null)).toEqual({
      kind: 'failed',
      message: NO_TOKEN,
    });
  });
});

describe('a link this browser did not ask for, signed out', () => {
  it('signs in as the identity endpoint says when user_data agrees', async () => {
    const { lookUp, asked } = identity();
    const userData = JSON.stringify({ ...MALLORY, name: ' mallory  KHAN ' });
    expect(await settleCallback(input({ userData }), lookUp)).toEqual({
      kind: 'signIn',
      session: { token: 'mallory-token', user: MALLORY },
      requested: false,
    });
    expect(asked).toEqual(['mallory-token']);
  });

  it('fails (and so signs out) when user_data names someone else', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lookUp } = identity();
    expect(await settleCallback(input({ userData: CLAIM }), lookUp)).toEqual({ kind: 'failed', message: AUTH_FAILED });
    warn.mockRestore();
  });

  it('without user_data signs in as the identity endpoint says', async () => {
    const { lookUp } = identity();
    expect(await settleCallback(input({}), lookUp)).toMatchObject({ kind: 'signIn', session: { user: MALLORY } });
  });

  it("signs in the fallback user, never user_data's claim, when the lookup fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lookUp } = identity();
    expect(await settleCallback(input({ token: 'unknown-token', userData: CLAIM }), lookUp)).toMatchObject({
      kind: 'signIn',
      session: { token: 'unknown-token', user: FALLBACK_USER },
      requested: false,
    });
    warn.mockRestore();
  });

  it('with no identity endpoint configured, takes user_data as the spec says', async () => {
    expect(await settleCallback(input({ userData: CLAIM }), null)).toMatchObject({
      kind: 'signIn',
      session: { user: { name: 'Alice Victim', email: ALICE.email, id: ALICE.id } },
    });
    expect(await settleCallback(input({}), null)).toMatchObject({ kind: 'signIn', session: { user: FALLBACK_USER } });
  });

  it('fails on a corrupt user_data before asking anyone', async () => {
    const { lookUp, asked } = identity();
    expect(await settleCallback(input({ userData: '{not-json' }), lookUp)).toEqual({
      kind: 'failed',
      message: AUTH_FAILED,
    });
    expect(asked).toEqual([]);
  });
});

describe('a sign-in this tab started (spec 1, section 4)', () => {
  it('takes user_data without a lookup when it replaces nobody and brings back no draft', async () => {
    const { lookUp, asked } = identity();
    const userData = JSON.stringify(MALLORY);
    expect(await settleCallback(input({ userData, requested: true }), lookUp)).toEqual({
      kind: 'signIn',
      session: { token: 'mallory-token', user: MALLORY },
      requested: true,
    });
    expect(asked).toEqual([]);
  });

  it('without user_data asks the identity endpoint, and falls back when that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lookUp } = identity();
    expect(await settleCallback(input({ requested: true }), lookUp)).toMatchObject({ session: { user: MALLORY } });
    expect(await settleCallback(input({ token: 'other', requested: true }), lookUp)).toMatchObject({
      session: { user: FALLBACK_USER },
    });
    warn.mockRestore();
  });

  it('fails without a token, or with a corrupt user_data', async () => {
    expect(await settleCallback(input({ token: '', requested: true }), null)).toEqual({
      kind: 'failed',
      message: NO_TOKEN,
    });
    expect(await settleCallback(input({ userData: '[]', requested: true }), null)).toEqual({
      kind: 'failed',
      message: AUTH_FAILED,
    });
  });
});

describe('issue 49, finding 1: a sign-in this tab started never silently puts someone else in place', () => {
  const ALICE_CLAIM = JSON.stringify(ALICE);
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it("while Alice is signed in, a callback claiming Mallory is ignored, and Mallory's token is sent nowhere", async () => {
    const { lookUp, asked } = identity();
    expect(
      await settleCallback(
        input({ userData: JSON.stringify(MALLORY), requested: true, current: ALICE_SESSION }),
        lookUp,
      ),
    ).toEqual({
      kind: 'ignored',
      current: ALICE,
      requested: true,
    });
    expect(asked).toEqual([]);
  });

  it("while Alice is signed in, a callback claiming Alice with Mallory's token fails (the identity endpoint says Mallory); one without user_data is ignored", async () => {
    const warn = quiet();
    const { lookUp, asked } = identity();
    expect(
      await settleCallback(input({ userData: ALICE_CLAIM, requested: true, current: ALICE_SESSION }), lookUp),
    ).toEqual({ kind: 'failed', message: AUTH_FAILED });
    expect(await settleCallback(input({ requested: true, current: ALICE_SESSION }), lookUp)).toEqual({
      kind: 'ignored',
      current: ALICE,
      requested: true,
    });
    expect(asked).toEqual(['mallory-token', 'mallory-token']);
    warn.mockRestore();
  });

  it('while Alice is signed in, her own new token (the identity endpoint agrees) replaces the old one', async () => {
    const lookUp: IdentityLookup = async (token) => (token === 'alice-new' ? ALICE : Promise.reject(new Error('401')));
    expect(
      await settleCallback(
        input({ token: 'alice-new', userData: ALICE_CLAIM, requested: true, current: ALICE_SESSION }),
        lookUp,
      ),
    ).toEqual({
      kind: 'signIn',
      session: { token: 'alice-new', user: ALICE },
      requested: true,
    });
  });

  it("after a 401 round trip, user_data naming the draft's owner is checked first: Mallory's token claiming Alice fails", async () => {
    const warn = quiet();
    const { lookUp, asked } = identity();
    const keepsDraftOf = (user: SessionUser) => user.email === ALICE.email;
    const returning = { owner: ALICE.email };
    expect(
      await settleCallback(input({ userData: ALICE_CLAIM, requested: true, keepsDraftOf, returning }), lookUp),
    ).toEqual({ kind: 'failed', message: AUTH_FAILED });
    expect(asked).toEqual(['mallory-token']);
    // Alice's own token: checked, and she is back with her draft.
    const alice: IdentityLookup = async () => ALICE;
    expect(
      await settleCallback(
        input({ token: 'alice-token', userData: ALICE_CLAIM, requested: true, keepsDraftOf, returning }),
        alice,
      ),
    ).toEqual({
      kind: 'signIn',
      session: { token: 'alice-token', user: ALICE },
      requested: true,
    });
    // No identity endpoint, or one that does not answer: user_data, as the spec says.
    expect(
      await settleCallback(input({ userData: ALICE_CLAIM, requested: true, keepsDraftOf, returning }), null),
    ).toMatchObject({ kind: 'signIn', session: { user: ALICE } });
    expect(
      await settleCallback(
        input({ token: 'unknown', userData: ALICE_CLAIM, requested: true, keepsDraftOf, returning }),
        lookUp,
      ),
    ).toMatchObject({ kind: 'signIn', session: { user: ALICE } });
    warn.mockRestore();
  });

  it('a 401 round trip that comes back as someone else signs them in as unrequested, so every tab names them', async () => {
    const { lookUp } = identity();
    const returning = { owner: ALICE.email };
    expect(await settleCallback(input({ requested: true, returning }), lookUp)).toEqual({
      kind: 'signIn',
      session: { token: 'mallory-token', user: MALLORY },
      requested: false,
    });
    expect(
      await settleCallback(input({ userData: JSON.stringify(MALLORY), requested: true, returning }), null),
    ).toMatchObject({ requested: false });
    // A round trip of nobody in particular expects nobody.
    expect(await settleCallback(input({ requested: true, returning: { owner: null } }), lookUp)).toMatchObject({
      requested: true,
    });
  });
});

describe('an identity endpoint that does not answer (issue 49)', () => {
  it(`costs at most ${IDENTITY_TIMEOUT_MS / 1000} s, then the fallback user of spec 1, section 8`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const held: ServerResponse[] = [];
    const server = createServer((_req, res) => void held.push(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/me`;
      const started = performance.now();
      const outcome = await settleCallback(input({ requested: true }), (token) => fetchIdentityMe(url, token));
      const waited = performance.now() - started;
      expect(outcome).toMatchObject({ kind: 'signIn', session: { user: FALLBACK_USER } });
      expect(IDENTITY_TIMEOUT_MS).toBe(5_000);
      expect(waited).toBeGreaterThanOrEqual(IDENTITY_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(IDENTITY_TIMEOUT_MS + 1_500);
    } finally {
      for (const res of held) res.destroy();
      server.close();
      warn.mockRestore();
    }
  }, 20_000);
});

describe('agrees', () => {
  it('compares the name, and the e-mail and id that user_data gives, ignoring case and spacing', () => {
    expect(agrees({ ...ALICE, email: 'ALICE@university.edu ' }, ALICE)).toBe(true);
    expect(agrees({ ...ALICE, email: '', id: FALLBACK_USER.id }, ALICE)).toBe(true);
    expect(agrees({ ...ALICE, name: 'Alice Victim' }, ALICE)).toBe(false);
    expect(agrees({ ...ALICE, email: 'mallory@university.edu' }, ALICE)).toBe(false);
    expect(agrees({ ...ALICE, id: 'm-1' }, ALICE)).toBe(false);
  });
});
