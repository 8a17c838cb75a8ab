/** What /callback makes of its token and user_data before anything is stored (spec 1, sections 4 and 8; issue 40). */
import { describe, expect, it, vi } from 'vitest';
import { agrees, AUTH_FAILED, NO_TOKEN, settleCallback, type CallbackInput, type IdentityLookup } from '#features/auth/callback-flow.ts';
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
    expect(await settleCallback(input({ userData, current: ALICE_SESSION }), lookUp)).toEqual({ kind: 'ignored', current: ALICE });
    expect(asked).toEqual([]);
  });

  it('without a token still says so', async () => {
    expect(await settleCallback(input({ token: null, current: ALICE_SESSION }), null)).toEqual({ kind: 'failed', message: NO_TOKEN });
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
    expect(await settleCallback(input({ userData: '{not-json' }), lookUp)).toEqual({ kind: 'failed', message: AUTH_FAILED });
    expect(asked).toEqual([]);
  });
});

describe('a sign-in this tab started (spec 1, section 4, unchanged)', () => {
  it('takes user_data without a lookup, and replaces whoever was signed in', async () => {
    const { lookUp, asked } = identity();
    const userData = JSON.stringify(MALLORY);
    expect(await settleCallback(input({ userData, requested: true, current: ALICE_SESSION }), lookUp)).toEqual({
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
    expect(await settleCallback(input({ token: 'other', requested: true }), lookUp)).toMatchObject({ session: { user: FALLBACK_USER } });
    warn.mockRestore();
  });

  it('fails without a token, or with a corrupt user_data', async () => {
    expect(await settleCallback(input({ token: '', requested: true }), null)).toEqual({ kind: 'failed', message: NO_TOKEN });
    expect(await settleCallback(input({ userData: '[]', requested: true }), null)).toEqual({ kind: 'failed', message: AUTH_FAILED });
  });
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
