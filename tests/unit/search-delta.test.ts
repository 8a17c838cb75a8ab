/**
 * The search's side of a delta index (src/features/search/search-delta.ts):
 * its file read strictly, stale pages left out of results, and their values
 * taken out of the facet counts.
 */
import { describe, expect, it } from 'vitest';
import { countsWithout, parseDelta, staleAmong, withoutStale } from '#features/search/search-delta.ts';

const stale = {
  en_old1: { area: ['Projects'], year: ['2024'] },
  en_gone: { area: ['Competitions'] },
};

describe('the delta file', () => {
  it('reads { pages, stale, parts }, a file without parts naming none', () => {
    expect(parseDelta({ pages: 2, stale })).toEqual({ pages: 2, stale, parts: 0 });
    expect(parseDelta({ pages: 0, stale: {}, parts: 3 })).toEqual({ pages: 0, stale: {}, parts: 3 });
  });

  it.each([
    ['a fraction', 1.5],
    ['a negative number', -1],
    ['text', '2'],
    ['more than any index has', 201],
  ])('refuses parts as %s', (_, parts) => {
    expect(() => parseDelta({ pages: 0, stale: {}, parts })).toThrow(
      'the search delta names no usable number of index parts',
    );
  });

  it.each([
    ['not an object', []],
    ['no pages', { stale: {} }],
    ['no stale', { pages: 1 }],
    ['stale as a list', { pages: 1, stale: ['en_a'] }],
  ])('refuses %s, saying what it wants', (_, json) => {
    expect(() => parseDelta(json)).toThrow('the search delta is not { pages, stale }');
  });

  it('refuses a stale page without its filters', () => {
    expect(() => parseDelta({ pages: 1, stale: { en_a: { area: 'Projects' } } })).toThrow(
      'the search delta names a stale page without its filters',
    );
  });
});

describe('a search with a delta', () => {
  const results = [{ id: 'en_new1' }, { id: 'en_old1' }, { id: 'en_keep' }, { id: 'en_gone' }];

  it('leaves the stale pages out of the results, in order', () => {
    expect(withoutStale(results, stale).map((result) => result.id)).toEqual(['en_new1', 'en_keep']);
    // A page whose id is a name of Object's own is no stale page.
    expect(withoutStale([{ id: 'constructor' }], stale)).toHaveLength(1);
  });

  it("takes each stale result's values out of the counts, never below 0, leaving other values as they are", () => {
    const counts = { area: { Projects: 3, Competitions: 1, Placements: 0 }, year: { '2024': 2, '2023': 5 } };
    const removed = staleAmong(results, stale);
    expect(removed).toEqual([stale.en_old1, stale.en_gone]);
    expect(countsWithout(counts, removed)).toEqual({
      area: { Projects: 2, Competitions: 0, Placements: 0 },
      year: { '2024': 1, '2023': 5 },
    });
    expect(countsWithout({ area: { Projects: 0 } }, removed)).toEqual({ area: { Projects: 0 } });
    // The counts given are not changed.
    expect(counts.area.Projects).toBe(3);
  });
});
