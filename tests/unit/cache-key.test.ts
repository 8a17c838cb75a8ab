/** Page keys: equal for what shows the same, different for any change a page shows, a picture's new bytes included. */
import { describe, expect, it } from 'vitest';
import { cacheKey as keyOf } from '#features/catalog/cache-key.ts';
import { registerPictures } from '#lib/pictures.ts';

const project = (overrides: Record<string, unknown> = {}) => ({
  project: {
    nominationId: 'PRJ-1',
    projectTitle: 'Solar dryer',
    posterImages: ['https://api.example.edu/uploads/a.jpg'],
    ...overrides,
  },
  category: 'Industry',
});

/** The site's fingerprint a rebuild hands its build (the build plan's `keys.site`). */
const SITE = 'site-fingerprint';
const cacheKey = (props: unknown, extra?: unknown) => keyOf(SITE, props, extra);

describe('cacheKey', () => {
  it("changes with the site's fingerprint (its code and build settings)", () => {
    expect(keyOf('another-fingerprint', project())).not.toBe(cacheKey(project()));
  });

  it('is the same for the same props and extra', () => {
    expect(cacheKey(project(), { year: ['2026'] })).toBe(cacheKey(project(), { year: ['2026'] }));
  });

  it('changes with any field of the props, and with the extra', () => {
    const key = cacheKey(project(), { year: ['2026'] });
    expect(cacheKey(project({ projectTitle: 'Solar dryer, revised' }), { year: ['2026'] })).not.toBe(key);
    expect(cacheKey(project(), { year: ['2025'] })).not.toBe(key);
    expect(cacheKey(project())).not.toBe(key);
  });

  it('changes when a picture the props name gets new variants (the backend replaced the file under the same URL)', () => {
    const url = 'https://api.example.edu/uploads/b.jpg';
    const props = project({ posterImages: [url] });
    const before = cacheKey(props);
    registerPictures({ [url]: { width: 1600, height: 1200, cover: [[480, '/_img/old-480.webp']] } });
    const withPicture = cacheKey(props);
    expect(withPicture, 'a registered picture is part of the key').not.toBe(before);
    expect(cacheKey(props), 'and the same picture gives the same key').toBe(withPicture);
    registerPictures({ [url]: { width: 1600, height: 1200, cover: [[480, '/_img/new-480.webp']] } });
    expect(cacheKey(props)).not.toBe(withPicture);
  });

  it('covers pictures anywhere in the props, also in the extra, and not strings that name none', () => {
    const url = 'https://api.example.edu/uploads/c.jpg';
    const nested = {
      members: [{ name: 'A. Student', profileImageUrl: url }],
      link: 'https://example.org/not-a-picture',
    };
    const before = cacheKey({ nested }, { cards: [{ image: url }] });
    registerPictures({ [url]: { width: 400, height: 400, square: [[160, '/_img/c-160.webp']] } });
    expect(cacheKey({ nested }, { cards: [{ image: url }] })).not.toBe(before);
    expect(cacheKey({ nested })).not.toBe(cacheKey({ nested: { ...nested, members: [] } }));
  });

  it('covers a picture whose URL JSON escapes, and one named after an escaped quote inside a longer text', () => {
    const quoted = 'https://api.example.edu/uploads/say "cheese".jpg';
    const props = { posterImages: [quoted], caption: 'see "/uploads/d.jpg" for more' };
    const before = cacheKey(props);
    registerPictures({ [quoted]: { width: 800, height: 600, cover: [[480, '/_img/q-480.webp']] } });
    const withQuoted = cacheKey(props);
    expect(withQuoted).not.toBe(before);
    registerPictures({ [quoted]: { width: 800, height: 600, cover: [[480, '/_img/q2-480.webp']] } });
    expect(cacheKey(props)).not.toBe(withQuoted);
  });

  it("covers a list page's entries with the pictures they carry: a picture's variants, not only its URL", () => {
    const url = 'https://api.example.edu/uploads/e.jpg';
    const entry = (variant: string) => ({
      category: 'Industry',
      order: 0,
      record: { nominationId: 'PRJ-2', posterImages: [url] },
      pictures: { [url]: { width: 1600, height: 1200, cover: [[480, variant]] } },
    });
    const page = (variant: string, current = 1) => ({
      entries: [entry(variant)],
      total: 1,
      current,
      last: 1,
      base: '/projects/industry',
    });
    const key = cacheKey(page('/_img/e-480.webp'));
    expect(cacheKey(page('/_img/e-480.webp')), 'the same entries and pictures give the same key').toBe(key);
    expect(cacheKey(page('/_img/e2-480.webp')), 'other variants of the same picture').not.toBe(key);
    expect(cacheKey(page('/_img/e-480.webp', 2)), 'another page number').not.toBe(key);
    expect(cacheKey({ ...page('/_img/e-480.webp'), entries: [{ ...entry('/_img/e-480.webp'), order: 1 }] })).not.toBe(
      key,
    );
  });
});
