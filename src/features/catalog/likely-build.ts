/**
 * The likely build, made while a build a service keeps for its next run waits for its records
 * (./records-wait.ts; the plan names `likelyPictures` for such a build only): the live release's records
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
  /** By record object: the record pictured (a Map: the base holds its records anyway, and a WeakMap of 100,000 weighs on every collection). */
  pictured: Map<object, Pictured>;
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
  // Named for a build waiting for the next run (a build with its records on their way has no time for it).
  if (!plan.likelyPictures) return;
  // A build with pictures shows each entry's as the live release did only with that release's.
  const text = plan.pictures ? await readFile(plan.likelyPictures, 'utf8') : undefined;
  const made: Likely = {
    ...(text === undefined
      ? {}
      : { pictures: { digest: digestOf(text), prepared: JSON.parse(text) as PreparedPictures } }),
    pictured: new Map(),
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

/** The build's pictures, and each record's pictured as made ahead when its pictures are the same (or none). */
export interface LikelyPictures {
  /**
   * The build's prepared pictures, each the very object the likely build used when it is the same: one object per
   * URL, so registering them stays cheap (#lib/pictures.ts) and digests kept with them are found.
   */
  prepared: PreparedPictures | undefined;
  pictured(record: unknown): Pictured | undefined;
}

/**
 * For the build's pictures (the plan's pictures file as read, `text`, and parsed, `prepared`): each record's
 * pictures as made ahead, when it was and none of its URLs has another picture now.
 */
export function likelyPictures(text: string | undefined, prepared: PreparedPictures | undefined): LikelyPictures {
  const made = likely;
  const none = { prepared, pictured: () => undefined };
  if (!made) return none;
  // A build without pictures takes a likely build made without them.
  if (text === undefined || prepared === undefined)
    return made.pictures ? none : { prepared, pictured: (record) => pictured(made, record) };
  if (!made.pictures) return none;
  if (digestOf(text) === made.pictures.digest)
    return { prepared: made.pictures.prepared, pictured: (record) => pictured(made, record) };
  // Another file: each picture the likely build has the same of is taken as its object, the others are changed.
  const before = made.pictures.prepared;
  const changed = new Set(Object.keys(before).filter((url) => !Object.hasOwn(prepared, url)));
  const same: PreparedPictures = {};
  for (const [url, picture] of Object.entries(prepared)) {
    const had = before[url];
    if (had !== undefined && JSON.stringify(had) === JSON.stringify(picture)) same[url] = had;
    else {
      same[url] = picture;
      changed.add(url);
    }
  }
  return {
    prepared: same,
    pictured: (record) =>
      record && typeof record === 'object' && pictureUrls(record).some((url) => changed.has(url))
        ? undefined
        : pictured(made, record),
  };
}

const pictured = (made: Likely, record: unknown) =>
  record && typeof record === 'object' ? made.pictured.get(record) : undefined;

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

/** Lets the likely build go once the build has taken what it could (its keys are the last it takes). */
export function forgetLikely(): void {
  likely = undefined;
}
