import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  clearSignInReturn,
  draftKey,
  fitDraft,
  hasSignInReturn,
  loadDraft,
  markSignInReturn,
  saveDraft,
  type DraftStorage,
} from '#features/nominations/drafts.ts';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('draft keys', () => {
  it('are per form and per signed-in user (e-mail, else id)', () => {
    expect(draftKey('project-nomination', { email: 'A@Uni.edu', id: '1' })).toBe(
      'wof:draft:project-nomination:a@uni.edu',
    );
    expect(draftKey('project-nomination', { email: '', id: 'abc' })).toBe('wof:draft:project-nomination:abc');
    // Issue 11: no key (no draft at all) for a user who is nobody in particular; see draft-owner.test.ts.
    expect(draftKey('competition', null)).toBeNull();
    expect(draftKey('a', { email: 'x@y.z' })).not.toBe(draftKey('b', { email: 'x@y.z' }));
  });
});

describe('save, load, clear', () => {
  it('round-trips the state with the time it was saved', () => {
    const storage = memoryStorage();
    const state = { title: 'T', images: ['https://h/a.png'] };
    expect(saveDraft('k', state, storage, 1234)).toBe(true);
    expect(loadDraft('k', storage)).toEqual({ version: 1, savedAt: 1234, data: state });
    clearDraft('k', storage);
    expect(loadDraft('k', storage)).toBeNull();
  });

  it('reads nothing from a missing, corrupt or foreign entry, without throwing', () => {
    const storage = memoryStorage();
    expect(loadDraft('missing', storage)).toBeNull();
    storage.setItem('bad', '{not json');
    expect(loadDraft('bad', storage)).toBeNull();
    storage.setItem('old', JSON.stringify({ version: 0, data: {} }));
    expect(loadDraft('old', storage)).toBeNull();
    expect(loadDraft('k', null)).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(saveDraft('k', { a: 1 }, full)).toBe(false);
  });
});

describe('the sign-in round trip mark', () => {
  it('is set by a 401, read on return, and cleared after', () => {
    const storage = memoryStorage();
    expect(hasSignInReturn('project', storage)).toBe(false);
    markSignInReturn('project', storage);
    expect(hasSignInReturn('project', storage)).toBe(true);
    expect(hasSignInReturn('competition', storage)).toBe(false);
    // Reading does not clear it (React may call state initialisers twice).
    expect(hasSignInReturn('project', storage)).toBe(true);
    clearSignInReturn('project', storage);
    expect(hasSignInReturn('project', storage)).toBe(false);
  });
});

describe('fitDraft', () => {
  const template = {
    title: '',
    count: 0,
    on: false,
    tags: [''],
    people: [] as Array<{ name: string; photo: string }>,
    nested: { a: '', list: [] as Array<{ x: string }> },
  };
  const rows = { people: { name: '', photo: '' }, 'nested.list': { x: '' } };

  it('keeps saved values of the right type and fills in what is missing', () => {
    const fitted = fitDraft(
      template,
      {
        title: 'Saved',
        count: 'not a number',
        tags: ['a', 3, 'b'],
        people: [{ name: 'P', extra: true }, 'junk'],
        nested: { list: [{ x: 'y', z: 1 }] },
        gone: 'dropped',
      },
      rows,
    );
    expect(fitted).toEqual({
      title: 'Saved',
      count: 0,
      on: false,
      tags: ['a', '', 'b'],
      people: [
        { name: 'P', photo: '' },
        { name: '', photo: '' },
      ],
      nested: { a: '', list: [{ x: 'y' }] },
    });
  });

  it('gives the template back for anything that is not an object', () => {
    expect(fitDraft(template, null, rows)).toEqual(template);
    expect(fitDraft(template, [1, 2], rows)).toEqual(template);
  });
});
