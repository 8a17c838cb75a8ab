/**
 * The session mark: the script in every page's head that shows who is signed
 * in before the top bar hydrates (src/features/auth/session-mark.ts), run as
 * the page runs it (minified, on its own) against fake storage and document.
 */
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstWord } from '#features/auth/UserMenu.tsx';
import { saveToken, saveUser } from '#features/auth/session.ts';
import { recordSignIn } from '#features/auth/unrequested-sign-in.ts';
import { initial } from '#lib/text.ts';
import { sessionMarkScript } from '#integrations/session-mark.ts';
import { MemoryStorage } from './support/memory-storage.ts';

const script = sessionMarkScript();

interface Marks {
  dataset: Record<string, string>;
  attributes: Set<string>;
  properties: Map<string, string>;
}

let local: MemoryStorage;
let tab: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  tab = new MemoryStorage();
  // The site's own modules write through the globals, as in the browser.
  Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'sessionStorage', { value: tab, configurable: true, writable: true });
});

/** Runs the head script in a page with these storages; returns what it marked and a way to send a `storage` event. */
function runMark(
  storages: { localStorage: Storage; sessionStorage: Storage } = { localStorage: local, sessionStorage: tab },
) {
  const marks: Marks = { dataset: {}, attributes: new Set(), properties: new Map() };
  const listeners: Array<() => void> = [];
  const documentElement = {
    dataset: marks.dataset,
    toggleAttribute: (name: string, force: boolean) =>
      force ? marks.attributes.add(name) : marks.attributes.delete(name),
    style: { setProperty: (name: string, value: string) => marks.properties.set(name, value) },
  };
  const window = {
    addEventListener: (type: string, listener: () => void) => type === 'storage' && listeners.push(listener),
  };
  runInNewContext(script, { ...storages, document: { documentElement }, window, Intl });
  return { marks, storageEvent: () => listeners.forEach((listener) => listener()) };
}

/** A CSS string's text (the mark writes `"…"` with `\"` and `\\` escaped). */
const cssText = (value: string | undefined) => JSON.parse(value ?? 'null') as string;

describe('the session mark', () => {
  it('marks a visitor without a session as signed out, with empty names', () => {
    const { marks } = runMark();
    expect(marks.dataset.session).toBe('out');
    expect(marks.attributes.has('data-sign-in-notice')).toBe(false);
    expect(cssText(marks.properties.get('--session-name'))).toBe('');
  });

  it('marks a signed-in user with the avatar letter, the first name and the whole name the hydrated bar shows', () => {
    for (const name of [
      'Aarav Sharma',
      '  Zoë "Z"  Ångström ',
      'Back\\slash Name',
      '👩🏽‍💻 Coder',
      'e\u0301lodie Martin',
    ]) {
      local.clear();
      saveToken('token');
      saveUser({ name, email: 'student@university.edu', id: '7' });
      const { marks } = runMark();
      expect(marks.dataset.session, name).toBe('in');
      const trimmed = name.trim();
      expect(cssText(marks.properties.get('--session-initial')), name).toBe(initial(trimmed));
      expect(cssText(marks.properties.get('--session-first-name')), name).toBe(firstWord(trimmed));
      expect(cssText(marks.properties.get('--session-name')), name).toBe(trimmed);
    }
  });

  it('is signed out, as session.ts reads it, without a token, with a corrupt user or with storage blocked', () => {
    saveUser({ name: 'Asha', email: '', id: '1' });
    expect(runMark().marks.dataset.session).toBe('out');
    saveToken('token');
    local.setItem('user_info', '{"name": ');
    expect(runMark().marks.dataset.session).toBe('out');
    // Removed, as session.ts removes it.
    expect(local.getItem('user_info')).toBeNull();
    local.setItem('user_info', JSON.stringify({ name: '   ' }));
    expect(runMark().marks.dataset.session).toBe('out');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(runMark({ localStorage: blocked, sessionStorage: blocked }).marks.dataset.session).toBe('out');
  });

  it('writes names that cannot break out of their CSS string', () => {
    saveToken('token');
    saveUser({ name: 'A"; } body { display: none } .x { content: "\\', email: '', id: '1' });
    const value = runMark().marks.properties.get('--session-name')!;
    // One string: every quote inside is escaped.
    expect(value.slice(1, -1)).not.toMatch(/(^|[^\\])"/);
    expect(cssText(value)).toBe('A"; } body { display: none } .x { content: "\\');
  });

  it('asks for the bar at once when there is a sign-in notice to show', () => {
    saveToken('token');
    const user = { name: 'Riya Menon', email: 'riya@university.edu', id: '9' };
    saveUser(user);
    expect(runMark().marks.attributes.has('data-sign-in-notice')).toBe(false);
    recordSignIn(user, false);
    expect(runMark().marks.attributes.has('data-sign-in-notice')).toBe(true);
    recordSignIn(user, true);
    expect(runMark().marks.attributes.has('data-sign-in-notice')).toBe(false);
  });

  it('follows a sign-in or sign-out in another tab', () => {
    const { marks, storageEvent } = runMark();
    expect(marks.dataset.session).toBe('out');
    saveToken('token');
    saveUser({ name: 'Kabir Singh', email: '', id: '3' });
    storageEvent();
    expect(marks.dataset.session).toBe('in');
    expect(cssText(marks.properties.get('--session-first-name'))).toBe('Kabir');
    local.clear();
    storageEvent();
    expect(marks.dataset.session).toBe('out');
  });

  it('is small: a few hundred bytes in every page', () => {
    expect(script.length).toBeLessThan(1200);
  });
});
