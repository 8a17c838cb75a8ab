/** Sign-ins this tab did not start (issue 11): the mark /login leaves and what /callback records. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $unrequestedSignIn,
  dismissUnrequestedSignIn,
  forgetSignInMarks,
  isAbout,
  markSignInStarted,
  recordSignIn,
  SIGN_IN_MARK_MAX_AGE_MS,
  takeSignInStarted,
} from '#features/auth/unrequested-sign-in.ts';
import { MemoryStorage } from './support/memory-storage.ts';

let tab: MemoryStorage;
beforeEach(() => {
  tab = new MemoryStorage();
  Object.defineProperty(globalThis, 'sessionStorage', { value: tab, configurable: true, writable: true });
  $unrequestedSignIn.set(null);
});

const USER = { name: 'Riya Menon', email: 'riya@university.edu', id: 'u-1' };

describe('the mark of a sign-in this tab started', () => {
  it('counts once', () => {
    markSignInStarted(1_000);
    expect(takeSignInStarted(2_000)).toBe(true);
    expect(takeSignInStarted(2_000)).toBe(false);
    expect(tab.length).toBe(0);
  });

  it('is missing after a link from elsewhere', () => {
    expect(takeSignInStarted()).toBe(false);
  });

  it('does not count when stale, from the future or garbled, and is used up anyway', () => {
    markSignInStarted(0);
    expect(takeSignInStarted(SIGN_IN_MARK_MAX_AGE_MS + 1)).toBe(false);
    markSignInStarted(5_000);
    expect(takeSignInStarted(1_000)).toBe(false);
    tab.setItem('wof:sign-in-started', 'yes');
    expect(takeSignInStarted()).toBe(false);
    expect(tab.length).toBe(0);
  });

  it('fails soft without session storage', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => markSignInStarted()).not.toThrow();
    expect(takeSignInStarted()).toBe(false);
  });
});

describe('what the callback records', () => {
  it('an unrequested sign-in: who was signed in, for the notice; a requested one clears it', () => {
    recordSignIn(USER, false);
    expect($unrequestedSignIn.get()).toEqual(USER);
    expect(JSON.parse(tab.getItem('wof:sign-in-unrequested')!)).toEqual(USER);
    recordSignIn(USER, true);
    expect($unrequestedSignIn.get()).toBeNull();
    expect(tab.length).toBe(0);
  });

  it('dismissing forgets the notice; logging out forgets the notice and the started mark', () => {
    recordSignIn(USER, false);
    dismissUnrequestedSignIn();
    expect($unrequestedSignIn.get()).toBeNull();
    expect(tab.getItem('wof:sign-in-unrequested')).toBeNull();

    recordSignIn(USER, false);
    markSignInStarted();
    forgetSignInMarks();
    expect($unrequestedSignIn.get()).toBeNull();
    expect(tab.length).toBe(0);
  });

  it('the notice is about the signed-in user only', () => {
    expect(isAbout(USER, { ...USER })).toBe(true);
    expect(isAbout(USER, { ...USER, email: 'someone@university.edu' })).toBe(false);
    expect(isAbout(USER, { ...USER, id: 'u-2' })).toBe(false);
  });
});
