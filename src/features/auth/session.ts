/**
 * Session data in browser storage (spec 1, section 3): `auth_token`,
 * `user_info` (JSON: name, email, id) and `auth_redirect` (where to return
 * after sign-in). Only same-origin paths are ever used as a return path.
 */
import { isSameOriginPath } from '#lib/safe-url.ts';

export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user_info';
const REDIRECT_KEY = 'auth_redirect';

export interface SessionUser {
  name: string;
  email: string;
  id: string;
}

/** Stored when the identity lookup fails (spec 1, section 8): the same for everyone, so nobody in particular. */
export const FALLBACK_USER: SessionUser = { name: 'University User', email: '', id: 'unknown' };

export interface Session {
  token: string;
  user: SessionUser;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); then nobody is signed in.
    return null;
  }
}

/** Parses `user_info`; anything but an object with a name is corrupt. */
export function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const { name, email, id } = value as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) return null;
    return {
      name: name.trim(),
      email: typeof email === 'string' ? email : '',
      id: typeof id === 'string' || typeof id === 'number' ? String(id) : 'unknown',
    };
  } catch {
    return null;
  }
}

/**
 * The stored session: signed in only when both the token and a parseable
 * user are present. A corrupt `user_info` is removed.
 */
export function readSession(): Session | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(TOKEN_KEY);
  const rawUser = store.getItem(USER_KEY);
  const user = parseUser(rawUser);
  if (rawUser !== null && !user) store.removeItem(USER_KEY);
  return token && user ? { token, user } : null;
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function saveToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function saveUser(user: SessionUser): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
}

/** Remembers where to come back to; refuses anything that is not a same-origin path. */
export function saveReturnPath(path: string): void {
  if (isSameOriginPath(path)) storage()?.setItem(REDIRECT_KEY, path);
}

/** The stored return path if it is a safe same-origin path, else `fallback`. */
export function readReturnPath(fallback: string): string {
  const stored = storage()?.getItem(REDIRECT_KEY) ?? null;
  return isSameOriginPath(stored) ? stored : fallback;
}

export function clearReturnPath(): void {
  storage()?.removeItem(REDIRECT_KEY);
}
