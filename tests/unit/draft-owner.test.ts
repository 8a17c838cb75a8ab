/**
 * Whose draft (issue 11): drafts and kept files belong to a real, distinct
 * user only, are written only for whoever is signed in, and logging out
 * forgets the user's own.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_USER, saveToken, saveUser } from '#features/auth/session.ts';
import { draftOwner, isRealOwner, signedInOwner } from '#features/nominations/draft-owner.ts';
import {
  belongsToSession,
  draftKey,
  forgetStoredDrafts,
  isForgottenWith,
  keepsDraftsOf,
  ownerOfDraftKey,
} from '#features/nominations/draft-keys.ts';
import { loadDraft, markSignInReturn, saveDraft } from '#features/nominations/drafts.ts';
import { startFromDraft } from '#features/nominations/use-draft.ts';
import { installLocalStorage, type MemoryStorage } from './support/memory-storage.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installLocalStorage();
});

describe('a real user', () => {
  it('is named by their e-mail (lower case), else by their id', () => {
    expect(draftOwner({ email: ' Asha.Rao@University.edu ', id: '42' })).toBe('asha.rao@university.edu');
    expect(draftOwner({ email: '', id: '8f0c-77aa' })).toBe('8f0c-77aa');
    expect(draftOwner({ email: 'not an address', id: 'ABC-1' })).toBe('abc-1');
    expect(draftOwner({ id: 'user-7' })).toBe('user-7');
  });

  it.each([
    ['the fallback user of a failed identity lookup', FALLBACK_USER],
    ['nobody', null],
    ['no e-mail, no id', { email: '', id: '' }],
    ['blank values', { email: '   ', id: '  ' }],
    ['the id older versions shared', { email: '', id: 'anonymous' }],
    ['an id that says nothing', { email: null, id: 'undefined' }],
    ['a zero id', { email: '', id: '0' }],
    ['the submitter placeholder address', { email: 'anonymous@unknown.invalid', id: 'unknown' }],
    ['an address at a reserved domain', { email: 'someone@example.invalid', id: 'UNKNOWN' }],
  ])('is not %s: no key, so no draft', (_label, user) => {
    expect(draftOwner(user)).toBeNull();
    expect(draftKey('project-nomination', user)).toBeNull();
  });

  it('tells owners in keys apart from nobody', () => {
    expect(isRealOwner('asha@university.edu')).toBe(true);
    expect(isRealOwner('8f0c-77aa')).toBe(true);
    for (const nobody of ['', 'unknown', 'anonymous', 'null', 'undefined', '0', 'anonymous@unknown.invalid']) {
      expect(isRealOwner(nobody), nobody).toBe(false);
    }
  });
});

describe('draft keys', () => {
  it('name their owner', () => {
    expect(ownerOfDraftKey('wof:draft:project-nomination:asha@university.edu')).toBe('asha@university.edu');
    expect(ownerOfDraftKey('wof:draft:project-nomination:a:b@x.y')).toBe('a:b@x.y');
    expect(ownerOfDraftKey('wof:draft-return:project-nomination')).toBeNull();
    expect(ownerOfDraftKey('auth_token')).toBeNull();
  });

  it('belong to the session only while their owner is signed in', () => {
    const key = draftKey('project-nomination', { email: 'asha@university.edu', id: '1' })!;
    expect(belongsToSession(key)).toBe(false);
    saveToken('tok');
    saveUser({ name: 'Asha', email: 'Asha@University.edu', id: '1' });
    expect(signedInOwner()).toBe('asha@university.edu');
    expect(belongsToSession(key)).toBe(true);
    saveUser({ name: 'Vikram', email: 'vikram@university.edu', id: '2' });
    expect(belongsToSession(key)).toBe(false);
    saveUser(FALLBACK_USER);
    expect(signedInOwner()).toBeNull();
    expect(belongsToSession(key)).toBe(false);
  });
});

describe('whose drafts this browser keeps (issue 49: /callback checks who brings one back)', () => {
  it("an owner's, in any form; nobody real keeps none", () => {
    expect(keepsDraftsOf('asha@university.edu')).toBe(false);
    saveDraft(draftKey('competition-nomination', { email: 'asha@university.edu', id: '1' }), { title: 'x' });
    markSignInReturn('project-nomination');
    expect(keepsDraftsOf('asha@university.edu')).toBe(true);
    expect(keepsDraftsOf('vikram@university.edu')).toBe(false);
    expect(keepsDraftsOf(null)).toBe(false);
  });
});

describe('without a key', () => {
  it('nothing is saved or read, and the form starts empty', () => {
    expect(saveDraft(null, { projectTitle: 'secret' })).toBe(false);
    expect(loadDraft(null)).toBeNull();
    // A draft an older version kept for an unknown user is never read back.
    storage.setItem(
      'wof:draft:project-nomination:unknown',
      JSON.stringify({ version: 1, savedAt: 1, data: { projectTitle: 'secret' } }),
    );
    markSignInReturn('project-nomination');
    const start = startFromDraft(
      null,
      'project-nomination',
      () => ({ projectTitle: '' }),
      (saved) => saved as { projectTitle: string },
    );
    expect(start).toEqual({ state: { projectTitle: '' }, notice: null });
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual([
      'wof:draft:project-nomination:unknown',
      'wof:draft-return:project-nomination',
    ]);
  });
});

describe('logging out', () => {
  it("forgets the user's drafts, every return mark and drafts of nobody real, and keeps other users' drafts", () => {
    const draft = JSON.stringify({ version: 1, savedAt: 1, data: {} });
    for (const key of [
      'wof:draft:project-nomination:asha@university.edu',
      'wof:draft:competition-nomination:asha@university.edu',
      'wof:draft:project-nomination:vikram@university.edu',
      'wof:draft:project-nomination:anonymous',
      'wof:draft:placement-nomination:unknown',
    ]) {
      storage.setItem(key, draft);
    }
    storage.setItem('wof:draft-return:achievement-nomination', '1');
    storage.setItem('wof:home:projects', '[]');
    forgetStoredDrafts('asha@university.edu');
    expect([...Array(storage.length).keys()].map((index) => storage.key(index)).sort()).toEqual([
      'wof:draft:project-nomination:vikram@university.edu',
      'wof:home:projects',
    ]);
  });

  it('picks the same kept files by key', () => {
    expect(isForgottenWith('wof:draft:competition-nomination:asha@university.edu', 'asha@university.edu')).toBe(true);
    expect(isForgottenWith('wof:draft:competition-nomination:unknown', 'asha@university.edu')).toBe(true);
    expect(isForgottenWith('wof:draft:competition-nomination:vikram@university.edu', 'asha@university.edu')).toBe(
      false,
    );
    expect(isForgottenWith('wof:draft:competition-nomination:vikram@university.edu', null)).toBe(false);
    expect(isForgottenWith('something-else', 'asha@university.edu')).toBe(false);
  });
});
