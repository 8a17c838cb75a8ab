/** Sign-ins this browser did not ask for (issues 11 and 40): the mark /login leaves and what /callback records. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $unrequestedSignIn,
  dismissUnrequestedSignIn,
  forgetSignInMarks,
  isAbout,
  markSignInStarted,
  newSignInState,
  recordSignIn,
  SIGN_IN_MARK_MAX_AGE_MS,
  takeSignInStarted,
} from '#features/auth/unrequested-sign-in.ts';
import { noteSignInAgain, readSignInAgain, takeSignInAgain } from '#features/auth/sign-in-again.ts';
import { installLocalStorage, MemoryStorage } from './support/memory-storage.ts';

/** sessionStorage: this tab's. */
let tab: MemoryStorage;
/** localStorage: every tab's. */
let shared: MemoryStorage;
beforeEach(() => {
  tab = new MemoryStorage();
  Object.defineProperty(globalThis, 'sessionStorage', { value: tab, configurable: true, writable: true });
  shared = installLocalStorage();
  $unrequestedSignIn.set(null);
});

const STATE = 'a'.repeat(32);

const USER = { name: 'Riya Menon', email: 'riya@university.edu', id: 'u-1' };

describe('the mark of a sign-in this tab started', () => {
  it('counts once, with no state echoed or with its own', () => {
    markSignInStarted(STATE, 1_000);
    expect(takeSignInStarted(null, 2_000)).toBe(true);
    expect(takeSignInStarted(null, 2_000)).toBe(false);
    markSignInStarted(STATE, 1_000);
    expect(takeSignInStarted(STATE, 2_000)).toBe(true);
    expect(tab.length).toBe(0);
  });

  it('is missing after a link from elsewhere', () => {
    expect(takeSignInStarted(null)).toBe(false);
    expect(takeSignInStarted(STATE)).toBe(false);
  });

  it('does not count with another state, and is used up anyway', () => {
    markSignInStarted(STATE, 1_000);
    expect(takeSignInStarted('b'.repeat(32), 2_000)).toBe(false);
    expect(takeSignInStarted(STATE, 2_000)).toBe(false);
  });

  it('does not count when older than the time limit, from the future or garbled, and is used up anyway', () => {
    markSignInStarted(STATE, 0);
    expect(takeSignInStarted(null, SIGN_IN_MARK_MAX_AGE_MS)).toBe(true);
    markSignInStarted(STATE, 0);
    expect(takeSignInStarted(null, SIGN_IN_MARK_MAX_AGE_MS + 1)).toBe(false);
    markSignInStarted(STATE, 5_000);
    expect(takeSignInStarted(null, 1_000)).toBe(false);
    for (const garbled of ['yes', '1000', '{"at":"1000","state":"x"}', '{"at":1000}', 'null']) {
      tab.setItem('wof:sign-in-started', garbled);
      expect(takeSignInStarted(null, 2_000), garbled).toBe(false);
    }
    expect(tab.length).toBe(0);
  });

  it('has a fresh random state each time', () => {
    const states = new Set(Array.from({ length: 50 }, newSignInState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/);
  });

  it('fails soft without session storage', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => markSignInStarted(STATE)).not.toThrow();
    expect(takeSignInStarted(null)).toBe(false);
  });
});

describe('what the callback records', () => {
  it('an unrequested sign-in: who was signed in, for the notice in every tab; a requested one clears it', () => {
    recordSignIn(USER, false);
    expect($unrequestedSignIn.get()).toEqual(USER);
    expect(JSON.parse(shared.getItem('wof:sign-in-unrequested')!)).toEqual(USER);
    expect(tab.length).toBe(0);
    recordSignIn(USER, true);
    expect($unrequestedSignIn.get()).toBeNull();
    expect(shared.length).toBe(0);
  });

  it('dismissing forgets the notice; logging out forgets the notice and the started mark', () => {
    recordSignIn(USER, false);
    dismissUnrequestedSignIn();
    expect($unrequestedSignIn.get()).toBeNull();
    expect(shared.getItem('wof:sign-in-unrequested')).toBeNull();

    recordSignIn(USER, false);
    markSignInStarted(STATE);
    forgetSignInMarks();
    expect($unrequestedSignIn.get()).toBeNull();
    expect(tab.length).toBe(0);
    expect(shared.length).toBe(0);
  });

  it('the notice is about the signed-in user only', () => {
    expect(isAbout(USER, { ...USER })).toBe(true);
    expect(isAbout(USER, { ...USER, email: 'someone@university.edu' })).toBe(false);
    expect(isAbout(USER, { ...USER, id: 'u-2' })).toBe(false);
  });
});

describe('PUBLIC_SIGN_IN_STATE=required (issue 49, finding 1): a backend that echoes the state', () => {
  it('a callback without a state never counts as the sign-in this tab started, however fresh its mark', () => {
    markSignInStarted(STATE, 1_000);
    expect(takeSignInStarted(null, 2_000, true)).toBe(false);
    // Used up: the real callback that follows, with the state, does not count either.
    expect(takeSignInStarted(STATE, 2_000, true)).toBe(false);
  });

  it('the callback with its own state still counts; another state does not', () => {
    markSignInStarted(STATE, 1_000);
    expect(takeSignInStarted(STATE, 2_000, true)).toBe(true);
    markSignInStarted(STATE, 1_000);
    expect(takeSignInStarted('b'.repeat(32), 2_000, true)).toBe(false);
  });
});

describe('the note of a 401 round trip (issue 49)', () => {
  it('names whose session was refused, reads while fresh, and is used up by /callback', () => {
    noteSignInAgain('riya@university.edu', 1_000);
    expect(readSignInAgain(2_000)).toEqual({ owner: 'riya@university.edu', at: 1_000 });
    expect(readSignInAgain(2_000)).not.toBeNull();
    expect(takeSignInAgain(2_000)).toEqual({ owner: 'riya@university.edu', at: 1_000 });
    expect(readSignInAgain(2_000)).toBeNull();
    noteSignInAgain(null, 0);
    expect(readSignInAgain(SIGN_IN_MARK_MAX_AGE_MS)).toEqual({ owner: null, at: 0 });
    expect(readSignInAgain(SIGN_IN_MARK_MAX_AGE_MS + 1)).toBeNull();
    for (const garbled of ['yes', '{"owner":1,"at":0}', '{"owner":null}']) {
      tab.setItem('wof:sign-in-again', garbled);
      expect(takeSignInAgain(1_000), garbled).toBeNull();
    }
  });
});
