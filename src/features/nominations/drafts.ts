/**
 * Drafts: a form's state (with the URLs of files already uploaded) kept in
 * localStorage under one key per form and per signed-in user, so a reload, a
 * failed upload or submit, or a sign-in round trip never loses anything. A
 * successful submit, "Discard draft" or logging out clears it. A user who is
 * not a real, distinct person (see `draft-owner.ts`) has no key: nothing is
 * saved or read for them.
 */
import { withoutIndices } from '#components/form/paths.ts';
import { RETURN_PREFIX } from './draft-keys.ts';

export { draftKey } from './draft-keys.ts';

/** The part of `Storage` drafts use (tests pass a Map-backed one). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedDraft<T> {
  version: 1;
  savedAt: number;
  data: T;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Saves the draft; false when there is no key or storage refused it (full, blocked). */
export function saveDraft<T>(
  key: string | null,
  data: T,
  storage: DraftStorage | null = browserStorage(),
  now = Date.now(),
): boolean {
  if (!storage || key === null) return false;
  try {
    const saved: SavedDraft<T> = { version: 1, savedAt: now, data };
    storage.setItem(key, JSON.stringify(saved));
    return true;
  } catch {
    return false;
  }
}

/** The saved draft, or null when there is none or it cannot be read. */
export function loadDraft<T = unknown>(
  key: string | null,
  storage: DraftStorage | null = browserStorage(),
): SavedDraft<T> | null {
  if (key === null) return null;
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedDraft<T>> | null;
    if (!value || typeof value !== 'object' || value.version !== 1 || !('data' in value)) return null;
    return { version: 1, savedAt: Number(value.savedAt) || 0, data: value.data as T };
  } catch {
    return null;
  }
}

export function clearDraft(key: string | null, storage: DraftStorage | null = browserStorage()): void {
  if (key === null) return;
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a draft that cannot be removed is only restored once more.
  }
}

/** Remembers that this form sent the user to sign in again (a 401), so the return can say so. */
export function markSignInReturn(formId: string, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.setItem(RETURN_PREFIX + formId, '1');
  } catch {
    // The notice is only a courtesy.
  }
}

/** True after a sign-in round trip started by this form, until {@link clearSignInReturn}. */
export function hasSignInReturn(formId: string, storage: DraftStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(RETURN_PREFIX + formId) === '1';
  } catch {
    return false;
  }
}

export function clearSignInReturn(formId: string, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(RETURN_PREFIX + formId);
  } catch {
    // The notice is only a courtesy.
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fits a saved draft to the form's current shape: keys the form no longer has
 * are dropped, missing ones come from `template`, and a value of the wrong type
 * falls back to the template's. Lists take their rows from the draft; each row
 * is fitted to `rows[listPath]` (e.g. `{ teamMembers: emptyPerson() }`), or to
 * the template list's first row; lists of texts need no row template.
 */
export function fitDraft<T>(template: T, saved: unknown, rows: Record<string, unknown> = {}, at = ''): T {
  if (Array.isArray(template)) {
    if (!Array.isArray(saved)) return template;
    const row = rows[withoutIndices(at)] ?? template[0];
    if (row === undefined) return saved.filter((item) => typeof item === 'string') as T;
    return saved.map((item, index) => fitDraft(row, item, rows, at ? `${at}.${index}` : String(index))) as T;
  }
  if (isPlainObject(template)) {
    if (!isPlainObject(saved)) return template;
    const fitted: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(template)) {
      fitted[key] = fitDraft(value, saved[key], rows, at ? `${at}.${key}` : key);
    }
    return fitted as T;
  }
  return typeof saved === typeof template && saved !== null ? (saved as T) : template;
}
