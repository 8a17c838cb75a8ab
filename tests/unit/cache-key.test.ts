/** Page keys: equal for what shows the same, different for any change a page shows, a picture's new bytes included. */
import { describe, expect, it } from 'vitest';
import { cacheKey as keyOf, entryDigest } from '#features/catalog/cache-key.ts';
import type { Picture } from '#lib/pictures.ts';

const URL_A = 'https://api.example.edu/uploads/a.jpg';
const picture = (variant: string): Picture => ({ width: 1600, height: 1200, cover: [[480, variant]] });

/** An entry as the build reads it: its record, the snapshot's digest of it, the pictures it keeps and those dropped. */
const entry = (overrides: {
  record?: Record<string, unknown>;
  digest?: string;
  pictures?: Record<string, Picture>;
  dropped?: string[];
}) => ({
  record: { nominationId: 'PRJ-1', projectTitle: 'Solar dryer', posterImages: [URL_A], ...overrides.record },
  digest: 'digest' in overrides ? overrides.digest : 'aaaaaaaaaaaaaaaa',
  pictures: overrides.pictures ?? { [URL_A]: picture('/_img/a-480.webp') },
  dropped: overrides.dropped,
});

/** The site's fingerprint a rebuild hands its build (the build plan's `keys.site`). */
const SITE = 'site-fingerprint';
const cacheKey = (shows: unknown) => keyOf(SITE, shows);

describe('cacheKey', () => {
  it("changes with the site's fingerprint (its code and build settings)", () => {
    expect(keyOf('another-fingerprint', { page: 1 })).not.toBe(cacheKey({ page: 1 }));
  });

  it('is the same for the same page and changes with anything it shows', () => {
    const shows = { area: 'projects', category: 'Industry', facets: { year: ['2026'] } };
    expect(cacheKey({ ...shows })).toBe(cacheKey(shows));
    expect(cacheKey({ ...shows, facets: { year: ['2025'] } })).not.toBe(cacheKey(shows));
    expect(cacheKey({ ...shows, category: 'Research' })).not.toBe(cacheKey(shows));
  });
});

describe('entryDigest', () => {
  it('is the same for the same record digest and pictures', () => {
    expect(entryDigest(entry({}))).toBe(entryDigest(entry({})));
  });

  it("changes with the snapshot's digest of the record", () => {
    expect(entryDigest(entry({ digest: 'bbbbbbbbbbbbbbbb' }))).not.toBe(entryDigest(entry({})));
  });

  it('digests the record itself when the snapshot kept no digest: any field changes it', () => {
    const plain = entryDigest(entry({ digest: undefined }));
    expect(entryDigest(entry({ digest: undefined }))).toBe(plain);
    expect(entryDigest(entry({ digest: undefined, record: { projectTitle: 'Solar dryer, revised' } }))).not.toBe(plain);
  });

  it('changes when a picture gets new variants (the backend replaced the file under the same URL)', () => {
    const before = entryDigest(entry({}));
    expect(entryDigest(entry({ pictures: { [URL_A]: picture('/_img/a2-480.webp') } }))).not.toBe(before);
  });

  it('changes when the picture step dropped a picture the record names (the same record digest)', () => {
    expect(entryDigest(entry({ pictures: {}, dropped: [URL_A] }))).not.toBe(entryDigest(entry({})));
  });

  it('tells a record whose only picture was dropped from the same record built without pictures (IMAGES=off)', () => {
    // Neither has variants; the first shows the fallback, the second the backend's URL.
    expect(entryDigest(entry({ pictures: {}, dropped: [URL_A] }))).not.toBe(entryDigest(entry({ pictures: {} })));
  });

  it('is kept with the pictures object (an entry the build took as made ahead finds it), never given to another entry sharing it', () => {
    const shared = { [URL_A]: picture('/_img/a-480.webp') };
    const first = entryDigest(entry({ pictures: shared }));
    expect(entryDigest(entry({ pictures: shared }))).toBe(first);
    expect(entryDigest(entry({ pictures: shared, digest: 'bbbbbbbbbbbbbbbb' }))).toBe(
      entryDigest(entry({ digest: 'bbbbbbbbbbbbbbbb' })),
    );
    expect(entryDigest(entry({ pictures: shared, dropped: ['https://api.example.edu/uploads/b.jpg'] }))).not.toBe(
      first,
    );
    expect(entryDigest(entry({ pictures: shared }))).toBe(first);
  });

  it("keys a list page by its entries' digests in their order: another order is another page", () => {
    const first = entry({});
    const second = entry({ digest: 'cccccccccccccccc', record: { nominationId: 'PRJ-2' } });
    const page = (entries: Array<typeof first>, current = 1) => ({
      entries: entries.map(entryDigest),
      total: 2,
      current,
      last: 1,
      base: '/projects/industry',
    });
    const key = cacheKey(page([first, second]));
    expect(cacheKey(page([entry({}), second])), 'the same entries and pictures give the same key').toBe(key);
    expect(cacheKey(page([second, first])), 'the same entries in another order').not.toBe(key);
    expect(cacheKey(page([first, second], 2)), 'another page number').not.toBe(key);
  });
});
