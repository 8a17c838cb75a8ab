/**
 * The likely build, made while a build waits for its records (./records-wait.ts): the live release's records
 * (the plan's `likelyBase`) with that release's pictures (`likelyPictures`), each entry pictured
 * (./pictures.ts) and digested (./cache-key.ts), and each detail page keyed in the spellings those entries
 * choose. An approval's build takes most entries from that base, the same record objects: an entry whose
 * pictures are the same takes what was made of it, and a detail page whose entry digest, place and spellings
 * are the same takes its key (at 100,000 entries about a second of an approval's build).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Picture, PreparedPictures } from '#lib/pictures.ts';
import { AREAS, type CatalogRecord } from '../areas.ts';
import { filedEntry } from '../search/entry-facts.ts';
import { chooseSpellings, respell, spellingsKey, type FacetValues } from '../search/facets.ts';
import { viewsOf } from './area-modules.ts';
import type { BuildPlan } from './build-plan.ts';
import { cacheKey, detailShows, entryDigest } from './cache-key.ts';
import { pictureUrls, withPreparedPictures } from './pictures.ts';
import type { SnapshotData } from './records-file.ts';

/** A record with the pictures made of its URLs (./pictures.ts, `withPreparedPictures`). */
type Pictured = { record: unknown; pictures: Record<string, Picture>; dropped?: string[] };

interface Likely {
  /** A digest of the pictures file it was made with (none: a build without pictures). */
  pictures?: { digest: string; prepared: PreparedPictures };
  /** By record object: the record pictured. */
  pictured: WeakMap<object, Pictured>;
  /** The spellings its entries chose (./facets.ts, `spellingsKey`), once every entry is filed. */
  spellings?: string;
  /** Detail page URL → its key, and what it was made of besides the spellings. */
  keys: Map<string, { key: string; area: string; category: string; digest: string }>;
}

let likely: Likely | undefined;

const digestOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Lets the event loop in between lists: the build's records may have appeared. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Makes the likely build of `data` (read from the plan's `likelyBase`) until `arrived` (the build's own
 * records are there): what is made by then is taken. Throws when the likely pictures cannot be read.
 */
export async function prepareLikely(data: SnapshotData, plan: BuildPlan, arrived: () => boolean): Promise<void> {
  // A build with pictures shows each entry's as the live release did only with that release's.
  if (plan.pictures && !plan.likelyPictures) return;
  const text = plan.likelyPictures && plan.pictures ? await readFile(plan.likelyPictures, 'utf8') : undefined;
  const made: Likely = {
    ...(text === undefined
      ? {}
      : { pictures: { digest: digestOf(text), prepared: JSON.parse(text) as PreparedPictures } }),
    pictured: new WeakMap(),
    keys: new Map(),
  };
  likely = made;
  const pages: Array<{ href: string; area: string; category: string; digest: string; facets: FacetValues }> = [];
  for (const area of AREAS) {
    const views = await viewsOf(area);
    for (const category of area.categories) {
      await turn();
      if (arrived()) return;
      for (const { record, digest } of data.areas[area.key]?.[category] ?? []) {
        if (!record || typeof record !== 'object') continue;
        const pictured = withPreparedPictures(record, made.pictures?.prepared);
        made.pictured.set(record, pictured);
        const { href, facets } = filedEntry(area, views, category, pictured.record as CatalogRecord);
        pages.push({ href, area: area.key, category, digest: entryDigest({ ...pictured, digest }), facets });
      }
    }
  }
  if (!plan.keys) return;
  const spellings = chooseSpellings(pages.map((page) => page.facets));
  made.spellings = spellingsKey(spellings);
  for (const [index, { href, area, category, digest, facets }] of pages.entries()) {
    if (index % 10_000 === 0 && (await turn(), arrived())) return;
    const key = cacheKey(plan.keys.site, detailShows(area, category, digest, respell(facets, spellings)));
    made.keys.set(href, { key, area, category, digest });
  }
}

/** The picture URLs whose prepared picture differs between `a` and `b` (or that only one has). */
function changedUrls(a: PreparedPictures, b: PreparedPictures): Set<string> {
  const changed = new Set<string>();
  for (const url of new Set([...Object.keys(a), ...Object.keys(b)]))
    if (JSON.stringify(a[url]) !== JSON.stringify(b[url])) changed.add(url);
  return changed;
}

/**
 * For the build's pictures (the plan's pictures file as read, `text`, and parsed, `prepared`): each record's
 * pictures as made ahead, when it was and none of its URLs has another picture now; undefined otherwise.
 */
export function likelyPictured(
  text: string | undefined,
  prepared: PreparedPictures | undefined,
): (record: unknown) => Pictured | undefined {
  const made = likely;
  if (!made || (text === undefined) !== (made.pictures === undefined)) return () => undefined;
  const changed =
    text !== undefined && digestOf(text) !== made.pictures!.digest
      ? changedUrls(made.pictures!.prepared, prepared ?? {})
      : undefined;
  return (record) => {
    if (!record || typeof record !== 'object') return undefined;
    const pictured = made.pictured.get(record);
    if (pictured && changed && pictureUrls(record).some((url) => changed.has(url))) return undefined;
    return pictured;
  };
}

/**
 * For the build's spellings (`spellingsKey`): the key made ahead of the detail page at `href`, when its
 * entry's digest and place are the same; undefined otherwise.
 */
export function likelyDetailKey(
  spellings: string,
): (href: string, area: string, category: string, digest: string) => string | undefined {
  const made = likely;
  if (made?.spellings !== spellings) return () => undefined;
  return (href, area, category, digest) => {
    const page = made.keys.get(href);
    return page && page.digest === digest && page.area === area && page.category === category ? page.key : undefined;
  };
}
