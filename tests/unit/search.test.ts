import { describe, expect, it } from 'vitest';
import { parseRecords } from '#api/schemas/lenient.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { ProjectSchema } from '#api/schemas/project.ts';
import type { CardModel } from '#components/showcase/card-model.ts';
import { newestFirst } from '#features/feeds/order.ts';
import { AREA } from '#features/areas.ts';
import { entryDocument } from '#features/search/catalog.ts';
import { cardFromMeta, cardToMeta, fromInert, inert } from '#features/search/card-meta.ts';
import type { SearchDocument } from '#features/search/document.ts';
import { excerptPieces } from '#features/search/excerpt.ts';
import {
  chooseSpellings,
  cleanFacetValue,
  countFacets,
  facetList,
  respell,
  spellingsKey,
} from '#features/search/facets.ts';
import { EMPTY_SEARCH, hasSearch, parseSearchParams, searchHref, toggleFilter } from '#features/search/url-state.ts';

describe('facet values', () => {
  it('are trimmed with inner whitespace collapsed; blanks and essays are not values', () => {
    expect(cleanFacetValue('  B.Tech   CSE ')).toBe('B.Tech CSE');
    expect(cleanFacetValue('\n')).toBeUndefined();
    expect(cleanFacetValue(undefined)).toBeUndefined();
    expect(cleanFacetValue('x'.repeat(81))).toBeUndefined();
    expect(cleanFacetValue(2024)).toBe('2024');
  });

  it('one entry lists a value once, whatever its case', () => {
    expect(facetList('React', 'react ', undefined, 'Node.js', '')).toEqual(['React', 'Node.js']);
  });

  it('get one spelling across the build: the most common, ties broken the same way every time', () => {
    const entries = [
      { programme: ['B.Tech CSE'] },
      { programme: ['b.tech cse'] },
      { programme: ['B.Tech CSE'] },
      { tech: ['node.js'] },
      { tech: ['Node.js'] },
    ];
    const spellings = chooseSpellings(entries);
    expect(respell({ programme: ['b.tech cse'] }, spellings)).toEqual({ programme: ['B.Tech CSE'] });
    expect(respell({ tech: ['node.js'] }, spellings)).toEqual({ tech: ['Node.js'] });
    expect(respell({ tech: ['Node.js'] }, chooseSpellings([...entries].reverse()))).toEqual({ tech: ['Node.js'] });
    expect(countFacets(entries.map((e) => respell(e, spellings)))).toEqual({
      programme: { 'B.Tech CSE': 3 },
      tech: { 'Node.js': 2 },
    });
  });

  it('respell only what the build spells otherwise, per facet; an entry spelled as the build spells keeps its object', () => {
    const entries = [
      { programme: ['MCA', 'B.Tech CSE'], tech: ['Go'] },
      { programme: ['mca'], tech: ['go', 'Rust'] },
      { domain: ['MCA'] },
    ];
    const spellings = chooseSpellings(entries);
    const asBuilt = { programme: ['MCA'], domain: ['MCA'], tech: ['Go', 'Rust'] };
    expect(respell(asBuilt, spellings)).toBe(asBuilt);
    // One facet's spellings do not touch another's: "mca" in domain is its own value there.
    const otherwise = { programme: ['mca', 'B.Tech CSE'], domain: ['mca'], tech: ['Rust'] };
    expect(respell(otherwise, spellings)).toEqual({
      programme: ['MCA', 'B.Tech CSE'],
      domain: ['mca'],
      tech: ['Rust'],
    });
    expect(otherwise.programme).toEqual(['mca', 'B.Tech CSE']);
    // A tie goes to the first in code-point order ("Go" < "go"), whatever the order of the entries.
    expect(respell({ tech: ['go'] }, chooseSpellings([...entries].reverse()))).toEqual({ tech: ['Go'] });
  });

  it('as one string, are the same whatever order the entries came in, and differ when a spelling does', () => {
    const entries = [
      { programme: ['MCA', 'b.tech cse'], tech: ['go'] },
      { programme: ['mca', 'B.Tech CSE'], tech: ['Go', 'go'] },
      { programme: ['mca'] },
    ];
    const key = spellingsKey(chooseSpellings(entries));
    expect(spellingsKey(chooseSpellings([...entries].reverse()))).toBe(key);
    expect(spellingsKey(chooseSpellings([...entries, { tech: ['Go'] }, { tech: ['Go'] }]))).not.toBe(key);
  });

  it('count each facet apart: the most common spelling in that facet wins, even when it sorts last', () => {
    const spellings = chooseSpellings([
      { domain: ['iot'], tech: ['IOT'] },
      { domain: ['iot'], tech: ['IOT'] },
      { domain: ['IoT'], tech: ['IOT'] },
      { tech: ['iot'] },
    ]);
    // "iot" sorts after "IoT", and "IOT" is the most common form over both facets: neither decides domain's.
    expect(respell({ domain: ['IoT'] }, spellings)).toEqual({ domain: ['iot'] });
    expect(respell({ tech: ['iot'] }, spellings)).toEqual({ tech: ['IOT'] });
  });
});

describe('a card as search metadata', () => {
  const card: CardModel = {
    href: '/StarAlumni/star-alumni-details/ALM-1',
    title: 'Asha  Rao',
    layout: 'portrait',
    image: 'https://api.example.edu/uploads/a.png',
    badges: [{ text: 'Alumni' }, { text: 'Star', tone: 'gold', star: true }],
    facts: [
      ['Designation', 'Engineer:\nPlatform'],
      ['Organization', undefined],
    ],
  };

  it('round-trips through plain one-line values (Pagefind collapses whitespace and trims them)', () => {
    const meta = cardToMeta(card);
    expect(Object.values(meta).every((value) => !value.includes('\n'))).toBe(true);
    expect(meta).toMatchObject({
      title: 'Asha Rao',
      badge1: 'Alumni',
      badge2: '★ Star',
      fact1: 'Designation: Engineer: Platform',
      fact2: 'Organization:',
    });
    expect(cardFromMeta('/StarAlumni/star-alumni-details/ALM-1/', meta)).toEqual({
      ...card,
      title: 'Asha Rao',
      letter: undefined,
      lead: undefined,
      facts: [
        ['Designation', 'Engineer: Platform'],
        ['Organization', undefined],
      ],
    });
  });

  it('writes the fields only its look needs without a letter or digit, so Pagefind finds no word in them', () => {
    const meta = cardToMeta(card);
    for (const key of ['layout', 'image'] as const) {
      expect(meta[key]).not.toMatch(/[\p{L}\p{N}]/u);
      expect(meta[key]).not.toMatch(/\s/);
    }
    expect(fromInert(meta.image!)).toBe('https://api.example.edu/uploads/a.png');
    expect(fromInert(inert('Ünïcode ✓ /_img/a.webp'))).toBe('Ünïcode ✓ /_img/a.webp');
    expect(cardToMeta({ ...card, image: undefined }).image).toBe('');
  });

  it('still reads the look from plainly written fields', () => {
    expect(fromInert('portrait')).toBe('portrait');
    const plain = cardFromMeta('/x/', {
      title: 't',
      layout: 'portrait',
      image: 'https://api.example.edu/uploads/a.png',
    });
    expect(plain).toMatchObject({ layout: 'portrait', image: 'https://api.example.edu/uploads/a.png' });
  });

  it('never takes an unsafe image from metadata', () => {
    expect(cardFromMeta('/x/', { title: 't', image: inert('javascript:alert(1)') }).image).toBeUndefined();
    expect(cardFromMeta('/x/', { title: 't', image: 'javascript:alert(1)' }).image).toBeUndefined();
    expect(cardFromMeta('/x/', {}).title).toBe('N/A');
  });
});

describe('excerpts', () => {
  it('become text pieces with the matched words marked; entities are decoded, never parsed as markup', () => {
    expect(excerptPieces('A &lt;script&gt; <mark>robot</mark> arm &amp; <mark>vision</mark>.')).toEqual([
      { text: 'A <script> ', marked: false },
      { text: 'robot', marked: true },
      { text: ' arm & ', marked: false },
      { text: 'vision', marked: true },
      { text: '.', marked: false },
    ]);
    expect(excerptPieces('&#39;quoted&#x27; &unknown;')).toEqual([{ text: "'quoted' &unknown;", marked: false }]);
  });
});

describe('the search URL', () => {
  it('round-trips words, repeated facet values and the order', () => {
    const state = parseSearchParams('?q=++computer+++vision+&area=Projects&year=2024&year=2023&bogus=1&sort=newest');
    expect(state).toEqual({
      q: 'computer vision',
      filters: { area: ['Projects'], year: ['2024', '2023'] },
      sort: 'newest',
    });
    expect(searchHref(state)).toBe('/search?q=computer+vision&area=Projects&year=2024&year=2023&sort=newest');
    expect(parseSearchParams(searchHref(state).slice('/search'.length))).toEqual(state);
    expect(searchHref(EMPTY_SEARCH)).toBe('/search');
  });

  it('toggles filter values and knows when there is something to search for', () => {
    expect(hasSearch(EMPTY_SEARCH)).toBe(false);
    const on = toggleFilter(EMPTY_SEARCH, 'organization', 'Razorpay & Co');
    expect(hasSearch(on)).toBe(true);
    expect(searchHref(on)).toBe('/search?organization=Razorpay+%26+Co');
    expect(toggleFilter(on, 'organization', 'Razorpay & Co').filters).toEqual({});
  });
});

describe('search documents', () => {
  it('a project: its card, excerpt, best date and facets from the contract’s fields', async () => {
    const [record] = parseRecords(ProjectSchema, [
      {
        nominationId: 'PRJ-1',
        submittedAt: '2025-02-03T10:00:00.000Z',
        category: 'Research',
        projectTitle: 'Sign Language Translator',
        problemStatement: 'Deaf students struggle to follow lectures.',
        teamLeader: { name: 'Asha', programme: ' B.Tech  CSE', batch: '2022-2026' },
        teamMembers: [{ name: 'Ravi', programme: 'b.tech cse', batch: '2021-2025' }],
        technologyDomain: 'Computer Vision',
        techStack: ['Python', 'OpenCV', 'python'],
        researchDetails: { publicationDate: '2024-03' },
        posterImages: ['javascript:alert(1)'],
      },
    ]).records;
    const document = await entryDocument(AREA.projects, record!, 'Research');
    expect(document.card.href).toBe('/projects/researchdetails/PRJ-1');
    expect(document.card.image).toBeUndefined();
    expect(document.excerpt).toBe('Deaf students struggle to follow lectures.');
    // Newest first by submission; the year facet is the research's own date.
    expect(document.date).toBe('2025-02-03');
    expect(document.facets).toEqual({
      area: ['Projects'],
      category: ['Research'],
      year: ['2024'],
      programme: ['B.Tech CSE'],
      batch: ['2022-2026', '2021-2025'],
      domain: ['Computer Vision'],
      tech: ['Python', 'OpenCV'],
    });
  });

  it('a placement: company and position; no date but the submission', async () => {
    const [record] = parseRecords(PlacementSchema, [
      {
        nominationId: 'PLC-1',
        category: 'Placement',
        organizationName: 'Razorpay',
        studentDesignation: 'SDE-1',
        student: { name: 'Kavya', programme: 'MCA' },
      },
    ]).records;
    const document = await entryDocument(AREA.placements, record!, 'Placement');
    expect(document.date).toBeUndefined();
    expect(document.facets).toEqual({
      area: ['Placements & Internships'],
      category: ['Placement'],
      programme: ['MCA'],
      organization: ['Razorpay'],
      position: ['SDE-1'],
    });
  });
});

describe('feeds', () => {
  const doc = (id: string, date?: string) => ({ card: { href: `/x/${id}` }, date }) as unknown as SearchDocument;
  it('list the newest first; undated entries last, in list order', () => {
    const order = newestFirst([doc('a'), doc('b', '2024-01-05'), doc('c', '2025'), doc('d'), doc('e', '2024-06')]).map(
      (d) => d.card.href,
    );
    expect(order).toEqual(['/x/c', '/x/e', '/x/b', '/x/a', '/x/d']);
  });
});
