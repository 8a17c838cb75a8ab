/** Session data in browser storage (spec 1, sections 3 and 4). */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearReturnPath,
  clearSession,
  readReturnPath,
  readSession,
  saveReturnPath,
  saveToken,
  saveUser,
} from '#features/auth/session.ts';
import { installLocalStorage, type MemoryStorage } from './support/memory-storage.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installLocalStorage();
});

describe('readSession', () => {
  it('is signed in only with both a token and a parseable user', () => {
    expect(readSession()).toBeNull();
    saveToken('tok');
    expect(readSession()).toBeNull();
    saveUser({ name: 'Asha', email: 'asha@university.edu', id: '1' });
    expect(readSession()).toEqual({ token: 'tok', user: { name: 'Asha', email: 'asha@university.edu', id: '1' } });
    clearSession();
    expect(readSession()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it.each(['{"name": broken', '"just a string"', '[]', '{"email":"x@y.z"}', '{"name":"   "}'])(
    'removes a corrupt user_info %s',
    (raw) => {
      storage.setItem('auth_token', 'tok');
      storage.setItem('user_info', raw);
      expect(readSession()).toBeNull();
      expect(storage.getItem('user_info')).toBeNull();
      expect(storage.getItem('auth_token')).toBe('tok');
    },
  );
});

describe('the return path', () => {
  it('keeps same-origin paths with their query', () => {
    saveReturnPath('/projects/nominateprojects?draft=1');
    expect(readReturnPath('/')).toBe('/projects/nominateprojects?draft=1');
    clearReturnPath();
    expect(readReturnPath('/fallback')).toBe('/fallback');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'relative/path'])(
    'refuses %s, whether saved by us or planted in storage',
    (value) => {
      saveReturnPath(value);
      expect(storage.getItem('auth_redirect')).toBeNull();
      storage.setItem('auth_redirect', value);
      expect(readReturnPath('/projects/nominateprojects')).toBe('/projects/nominateprojects');
    },
  );
});
