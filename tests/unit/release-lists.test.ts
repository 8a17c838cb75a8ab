/**
 * A list as the live release holds it (scripts/rebuild/release-lists.ts): what
 * a one-shot run takes for a list that answered 304 Not Modified, instead of
 * reading it again. Given only when the release's manifest and records agree
 * entry by entry and nothing was dropped; otherwise null, and the list is read.
 */
import { describe, expect, it } from 'vitest';
import { AREAS, type Area } from '#features/areas.ts';
import { releaseLists } from '#scripts/rebuild/release-lists.ts';
import { recordDigest, type SnapshotData, type SnapshotManifest } from '#scripts/rebuild/snapshot-model.ts';

const projects = AREAS.find((area) => area.key === 'projects')!;
const PATH = projects.api.lists.Industry!;

/** Two entries of the Industry list: one whose list item was its whole record, one listed by its card's fields. */
function release() {
  const whole = { nominationId: 'PRJ-1', title: 'Whole' };
  const carded = { nominationId: 'PRJ-2', title: 'Carded', body: 'only in the detail' };
  const digest = (record: unknown) => recordDigest(record).slice(0, 16);
  const manifest: SnapshotManifest = {
    hash: 'h',
    entries: 2,
    areas: {
      projects: {
        Industry: [
          { id: 'PRJ-1', digest: digest(whole), listDigest: digest(whole) },
          { id: 'PRJ-2', digest: digest(carded), listDigest: 'a1b2c3d4e5f6a7b8' },
        ],
      },
    },
    best: {},
    dropped: [],
    fetchedAt: '',
    fetchMs: 0,
  };
  const data: SnapshotData = {
    areas: {
      projects: {
        Industry: [
          { id: 'PRJ-1', record: whole, digest: digest(whole) },
          { id: 'PRJ-2', record: carded, digest: digest(carded) },
        ],
      },
    },
    best: {},
  };
  return { manifest, data, whole, carded };
}

/** The ETag the release's own fetch read the Industry list with. */
const ETAG = '"industry@1"';

const listsOf = (
  manifest: SnapshotManifest,
  data: SnapshotData | null,
  digested = false,
  areas: readonly Area[] = AREAS,
) => {
  let reads = 0;
  const lists = releaseLists(areas, {
    manifest,
    etags: { [PATH]: ETAG },
    records: () => (reads++, Promise.resolve(data)),
    digested,
  });
  return { lists: (path: string, etag = ETAG) => lists(path, etag), reads: () => reads };
};

describe('a list as the live release holds it', () => {
  it("gives its entries' records in list order with their list digests, reading the records only when asked", async () => {
    const { manifest, data, whole, carded } = release();
    const { lists, reads } = listsOf(manifest, data);
    expect(reads()).toBe(0);
    expect(await lists(PATH)).toEqual({
      records: [whole, carded],
      dropped: [],
      digests: [manifest.areas.projects!.Industry![0]!.listDigest, 'a1b2c3d4e5f6a7b8'],
    });
    expect(reads()).toBe(1);
  });

  it("gives none for an ETag other than the release's own: a later run may have noted one of a list the release never saw", () => {
    const { manifest, data } = release();
    const { lists, reads } = listsOf(manifest, data);
    expect(lists(PATH, '"industry@2"')).toBeNull();
    expect(reads()).toBe(0);
  });

  it('gives none for a path that is no list, or that two lists share', () => {
    const { manifest, data } = release();
    expect(listsOf(manifest, data).lists('/api/elsewhere')).toBeNull();
    const shared: Area = { ...projects, api: { ...projects.api, lists: { ...projects.api.lists, Research: PATH } } };
    expect(listsOf(manifest, data, false, [shared]).lists(PATH)).toBeNull();
  });

  it('gives none when the last fetch dropped anything: a dropped item would not be reported again', () => {
    const { manifest, data } = release();
    expect(
      listsOf({ ...manifest, dropped: ['projects Industry PRJ-9: listed twice; kept the first'] }, data).lists(PATH),
    ).toBeNull();
  });

  it('gives none when the records cannot be read, or do not agree with the manifest', async () => {
    const { manifest, data } = release();
    expect(await listsOf(manifest, null).lists(PATH)).toBeNull();
    const industry = data.areas.projects!.Industry!;
    const variants: SnapshotData['areas'][string][string][] = [
      industry.slice(1),
      [industry[1]!, industry[0]!],
      [{ ...industry[0]!, digest: '0000000000000000' }, industry[1]!],
    ];
    for (const Industry of variants)
      expect(await listsOf(manifest, { ...data, areas: { projects: { Industry } } }).lists(PATH)).toBeNull();
    // The fetch takes a list item's id from its record: a record that is not the entry's is not taken for it.
    // (The card's entry: no digest check here would catch it.)
    for (const record of [null, 'PRJ-2', { ...(industry[1]!.record as object), nominationId: 'PRJ-9' }])
      expect(
        await listsOf(manifest, {
          ...data,
          areas: { projects: { Industry: [industry[0]!, { ...industry[1]!, record }] } },
        }).lists(PATH),
      ).toBeNull();
    const unlisted = structuredClone(manifest);
    delete unlisted.areas.projects!.Industry![1]!.listDigest;
    expect(await listsOf(unlisted, data).lists(PATH)).toBeNull();
  });

  it("checks a whole-record item's record against its digest, unless this process took that digest", async () => {
    const { manifest, data } = release();
    const altered = structuredClone(data);
    (altered.areas.projects!.Industry![0]!.record as { title: string }).title = 'Altered in the file';
    expect(await listsOf(manifest, altered).lists(PATH)).toBeNull();
    expect((await listsOf(manifest, altered, true).lists(PATH))?.records[0]).toMatchObject({
      title: 'Altered in the file',
    });
    // A card's record is checked where it is kept (scripts/rebuild/fetch-area.ts), not here.
    const carded = structuredClone(data);
    (carded.areas.projects!.Industry![1]!.record as { body: string }).body = 'changed';
    expect(await listsOf(manifest, carded).lists(PATH)).not.toBeNull();
  });
});
