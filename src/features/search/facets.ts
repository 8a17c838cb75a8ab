/**
 * The search facets (Pagefind filters), from the contract's own fields. Values
 * are normalised before they reach the index: trimmed, inner whitespace
 * collapsed, and one spelling per value across the whole build (the most
 * common spelling of values that differ only in case wins), so "B.Tech CSE "
 * and "b.tech cse" are one facet value "B.Tech CSE".
 */
export const FACETS = [
  { key: 'area', label: 'Area' },
  { key: 'category', label: 'Category' },
  { key: 'year', label: 'Year' },
  { key: 'programme', label: 'Programme' },
  { key: 'batch', label: 'Batch' },
  { key: 'domain', label: 'Technology domain' },
  { key: 'tech', label: 'Tech stack' },
  { key: 'organization', label: 'Organization or company' },
  { key: 'level', label: 'Level' },
  { key: 'position', label: 'Position' },
] as const;

export type FacetKey = (typeof FACETS)[number]['key'];

export const FACET_KEYS: FacetKey[] = FACETS.map((facet) => facet.key);

/** Facet values of one entry, by facet. */
export type FacetValues = Partial<Record<FacetKey, string[]>>;

/** Longer values are not facet values (a 10,000-character "programme" is noise, not a filter). */
const MAX_VALUE_LENGTH = 80;

/** Trimmed, NFC, inner whitespace collapsed; undefined when empty or too long to be a value. */
export function cleanFacetValue(value: string | number | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).normalize('NFC').replace(/\s+/g, ' ').trim();
  return text && text.length <= MAX_VALUE_LENGTH ? text : undefined;
}

/** The values of one facet: cleaned, without repeats (case-insensitively), in order. */
export function facetList(...values: Array<string | number | undefined | null>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const clean = cleanFacetValue(value);
    if (clean && !seen.has(spellingKey(clean))) {
      seen.add(spellingKey(clean));
      out.push(clean);
    }
  }
  return out;
}

/** Values that differ only in case (and accents' composition) are one value. */
function spellingKey(value: string): string {
  return value.toLocaleLowerCase('en');
}

/**
 * One spelling per value and facet, chosen over every entry of the build: facet → each value an entry spells
 * otherwise → the build's spelling of it. A value spelled as the build spells it is not there.
 */
export type Spellings = Map<string, Map<string, string>>;

/**
 * The spelling each value gets: the most common one among the entries (ties:
 * the first in code-point order, so every build chooses the same).
 */
export function chooseSpellings(entries: FacetValues[]): Spellings {
  // Each value counted as spelled: facet values repeat, so case is folded once per distinct value, not per entry.
  const counts = new Map<string, Map<string, number>>();
  for (const facets of entries) {
    for (const facet in facets) {
      let forms = counts.get(facet);
      if (!forms) counts.set(facet, (forms = new Map()));
      for (const value of facets[facet as FacetKey]!) forms.set(value, (forms.get(value) ?? 0) + 1);
    }
  }
  const spellings: Spellings = new Map();
  for (const [facet, forms] of counts) {
    const values = new Map<string, Array<[form: string, count: number]>>();
    for (const form of forms) {
      const key = spellingKey(form[0]);
      const spelled = values.get(key);
      if (spelled) spelled.push(form);
      else values.set(key, [form]);
    }
    const respelled = new Map<string, string>();
    for (const spelled of values.values()) {
      if (spelled.length === 1) continue;
      const [[best]] = spelled.sort(([a, an], [b, bn]) => bn - an || (a < b ? -1 : a > b ? 1 : 0)) as [
        [string, number],
      ];
      for (const [form] of spelled) if (form !== best) respelled.set(form, best);
    }
    if (respelled.size > 0) spellings.set(facet, respelled);
  }
  return spellings;
}

/** The spellings as one string, the same for the same spellings whatever order they were found in. */
export function spellingsKey(spellings: Spellings): string {
  const byName = <T>([a]: [string, T], [b]: [string, T]) => (a < b ? -1 : 1);
  return JSON.stringify([...spellings].sort(byName).map(([facet, forms]) => [facet, [...forms].sort(byName)]));
}

/**
 * An entry's facet values (one of the entries the spellings were chosen over) in the build's spellings. Its
 * values differ case-insensitively (facetList), so their spellings do too.
 */
export function respell(facets: FacetValues, spellings: Spellings): FacetValues {
  let out: FacetValues | undefined;
  for (const facet in facets) {
    const respelled = spellings.get(facet);
    const values = facets[facet as FacetKey]!;
    if (!respelled || !values.some((value) => respelled.has(value))) continue;
    (out ??= { ...facets })[facet as FacetKey] = values.map((value) => respelled.get(value) ?? value);
  }
  // Most entries spell every value as the build does: they keep their facets as they are.
  return out ?? facets;
}

/** How many entries carry each value of each facet (the search page's counts before any search). */
export type FacetCounts = Partial<Record<FacetKey, Record<string, number>>>;

export function countFacets(entries: FacetValues[]): FacetCounts {
  const counts: FacetCounts = {};
  for (const facets of entries) {
    for (const facet in facets) {
      const byValue = (counts[facet as FacetKey] ??= {});
      for (const value of facets[facet as FacetKey]!) byValue[value] = (byValue[value] ?? 0) + 1;
    }
  }
  return counts;
}
