/**
 * The delta snapshot (scripts/rebuild/snapshot.ts) against a real demo
 * backend: given the previous snapshot and its records, it fetches every list
 * but only the details of entries that are new, named, or whose list item
 * changed, and otherwise gives exactly what a full fetch gives (hash, manifest
 * areas, records, drop reasons). An edit inside a detail that its list item
 * does not show is the one change it cannot see: `entries` (or `full`) catches
 * it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiConfig } from '#api/http.ts';
import { AREAS } from '#features/areas.ts';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import {
  describeDetails,
  fetchSnapshot,
  keepEveryList,
  readSnapshotData,
  type SnapshotManifest,
  type SnapshotOptions,
} from '#scripts/rebuild/snapshot.ts';
import type { ReadList } from '#scripts/rebuild/list-reads.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { comparable, countingFetch, recordOf, writeSnapshotData } from './support/snapshots.ts';

const FACTS = seedFacts();

let backend: TestApi;
let dir: string;
/** Paths of the detail calls made through {@link api} since the last reset. */
let detailCalls: string[] = [];
/** Ids whose detail call answers 404 (as if unapproved between the list and the detail). */
const notFound = new Set<string>();

/** The backend, through a fetch that counts detail calls and can answer 404 for chosen details. */
let api: ApiConfig;

beforeAll(async () => {
  backend = await startTestApi();
  dir = await mkdtemp(join(tmpdir(), 'snapshot-delta-'));
  api = { host: backend.api.url, fetch: countingFetch((path) => detailCalls.push(path), notFound) };
}, 60_000);

afterAll(async () => {
  await backend?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  detailCalls = [];
  notFound.clear();
});

let step = 0;
/** The previous release as the rebuild will keep it: the manifest without its records, and the records through their file. */
async function stored(snapshot: SnapshotManifest): Promise<NonNullable<SnapshotOptions['previous']>> {
  const { data, ...manifest } = snapshot;
  const file = join(dir, `release-${++step}.records`);
  await writeSnapshotData(file, data!);
  return {
    manifest: JSON.parse(JSON.stringify(manifest)) as SnapshotManifest,
    records: () => readSnapshotData(file),
    releaseEtags: manifest.validators,
  };
}

/** A full fetch; the detail calls it made are not counted. */
async function full(): Promise<SnapshotManifest> {
  const snapshot = await fetchSnapshot(api);
  detailCalls = [];
  return snapshot;
}

/** A delta fetch and the detail calls it made. */
async function delta(previous: SnapshotManifest, options: Omit<SnapshotOptions, 'previous'> = {}) {
  detailCalls = [];
  const snapshot = await fetchSnapshot(api, { previous: await stored(previous), ...options });
  return { snapshot, calls: detailCalls.splice(0) };
}

describe('a delta fetch', () => {
  it("with nothing changed: no detail call, the full fetch's hash, areas and records", async () => {
    const before = await full();
    const { snapshot, calls } = await delta(before);
    expect(calls).toEqual([]);
    expect(snapshot.details).toEqual({
      fetched: 0,
      reused: before.entries,
      left: 0,
      why: { new: 0, named: 0, listChanged: 0, bestChanged: 0, unverified: 0 },
    });
    expect(comparable(snapshot)).toEqual(comparable(before));
    expect(comparable(snapshot)).toEqual(comparable(await full()));
    expect(describeDetails(snapshot)).toBe(`0 details fetched, ${before.entries} kept from the live snapshot`);
    // Every manifest entry carries its list item's digest, 16 hex digits like the record's.
    for (const categories of Object.values(snapshot.areas)) {
      for (const entries of Object.values(categories))
        for (const entry of entries) expect(entry.listDigest).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it("for a run that ends when nothing changed: the records are never read, and the hash is the full fetch's", async () => {
    // A previous snapshot without the lists' ETags (a backend that sends none): every list is read and digested.
    const before = { ...(await full()), validators: undefined };
    const previous = await stored(before);
    let reads = 0;
    const counted = { ...previous, records: () => (reads++, previous.records!()) };
    detailCalls = [];
    const snapshot = await fetchSnapshot(api, { previous: counted, endsIfUnchanged: true });
    expect(detailCalls).toEqual([]);
    expect(reads).toBe(0);
    expect(snapshot.data).toBeUndefined();
    expect(snapshot.hash).toBe(before.hash);
    expect(snapshot.details).toMatchObject({ fetched: 0, reused: before.entries });
    expect(snapshot.areas).toEqual(before.areas);

    // One change anywhere: the records are read once, and the snapshot is the full fetch's, records and all.
    moderate(backend.api.store, FACTS.placement.Placement.approved[1]!, 'reject');
    const changed = await fetchSnapshot(api, { previous: counted, endsIfUnchanged: true });
    expect(reads).toBe(1);
    expect(detailCalls).toEqual([]);
    expect(changed.hash).not.toBe(before.hash);
    expect(comparable(changed)).toEqual(comparable(await full()));
  });

  it('with ETags, a run that ends when nothing changed reads no list: each answers 304 to its last ETag', async () => {
    const before = await full();
    const calls = Object.keys(before.validators ?? {});
    // Every approved list and best list of the areas carries one.
    expect(calls.length).toBe(
      AREAS.reduce((n, area) => n + Object.keys(area.api.lists).length + (area.api.best ? 1 : 0), 0),
    );
    const previous = await stored(before);
    let reads = 0;
    const counted = { ...previous, records: () => (reads++, previous.records!()) };
    const served = backend.api.listsServed();
    detailCalls = [];
    const snapshot = await fetchSnapshot(api, { previous: counted, endsIfUnchanged: true });
    const now = backend.api.listsServed();
    expect(now.sent - served.sent).toBe(0);
    expect(now.notModified - served.notModified).toBe(calls.length);
    expect([reads, detailCalls.length]).toEqual([0, 0]);
    expect(snapshot).toMatchObject({
      hash: before.hash,
      entries: before.entries,
      areas: before.areas,
      best: before.best,
      dropped: before.dropped,
      validators: before.validators,
      details: { fetched: 0, reused: before.entries },
    });
    // Not asked for: a run that goes on past compare (a code change, --force) reads the lists as always.
    const goingOn = backend.api.listsServed();
    await fetchSnapshot(api, { previous: counted });
    expect(backend.api.listsServed().sent - goingOn.sent).toBe(calls.length);

    // One approval: the list that changed is read in full, and the best lists (small, the home page's records) again;
    // every other list answered 304 and is the live release's, and the snapshot is the full fetch's, with new ETags.
    moderate(backend.api.store, FACTS.competition['Coding Contest'].pending[0]!, 'approve');
    const mark = backend.api.listsServed();
    const changed = await fetchSnapshot(api, { previous: counted, endsIfUnchanged: true });
    const bestLists = AREAS.filter((area) => area.api.best).length;
    expect(backend.api.listsServed().sent - mark.sent).toBe(1 + bestLists);
    expect(changed.details).toMatchObject({ listsFromRelease: calls.length - 1 - bestLists });
    // ETags the release's own fetch did not note (a later no-change run's): every list is read in full.
    const notOwn = backend.api.listsServed();
    const readAgain = await fetchSnapshot(api, { previous: { ...counted, releaseEtags: {} }, endsIfUnchanged: true });
    expect(backend.api.listsServed().sent - notOwn.sent).toBe(calls.length);
    expect(readAgain.details?.listsFromRelease).toBeUndefined();
    expect(comparable(readAgain)).toEqual(comparable(changed));
    expect(changed.hash).not.toBe(before.hash);
    expect(changed.validators).not.toEqual(before.validators);
    expect(comparable(changed)).toEqual(comparable(await full()));
  });

  it("with a service's kept lists: an approval reads in full only the list that changed, and gives what a full fetch gives", async () => {
    // What a service reads while it waits: every list, once.
    const kept = new Map<string, ReadList>();
    const signal = new AbortController().signal;
    const mark = backend.api.listsServed();
    const before = await full();
    const etags = before.validators ?? {};
    const calls = Object.keys(etags);
    // A list that answered without an ETag last time could not be kept: it is not read.
    const [withoutEtag, ...others] = calls;
    await keepEveryList(api, kept, { signal, etags: Object.fromEntries(others.map((path) => [path, etags[path]!])) });
    expect(kept.has(withoutEtag!)).toBe(false);
    await keepEveryList(api, kept, { signal, etags });
    expect([...kept.keys()].sort()).toEqual([...calls].sort());
    expect(backend.api.listsServed().sent - mark.sent).toBe(2 * calls.length);
    // Nothing is read again for a list it keeps.
    const again = backend.api.listsServed();
    await keepEveryList(api, kept, { signal, etags });
    expect(backend.api.listsServed()).toEqual(again);

    const id = FACTS.achievement['Open Source'].pending[0]!;
    moderate(backend.api.store, id, 'approve');
    const previous = await stored(before);
    const before304 = backend.api.listsServed();
    detailCalls = [];
    const snapshot = await fetchSnapshot(api, { previous, endsIfUnchanged: true, keptLists: kept });
    const served = backend.api.listsServed();
    // One achievement list changed: it alone is sent in full; every other list answers 304 and is the kept one.
    expect(served.sent - before304.sent).toBe(1);
    expect(served.notModified - before304.notModified).toBe(calls.length - 1);
    expect(snapshot.details).toMatchObject({ fetched: 1, why: { new: 1 }, listsKept: calls.length - 1 });
    expect(detailCalls).toEqual([`/api/achievement-nominations/approved/${id}`]);
    expect(snapshot.validators).toEqual((await full()).validators);
    expect(comparable(snapshot)).toEqual(comparable(await full()));
  });

  it('after an approval: one detail call, for the new entry, and what a full fetch gives', async () => {
    const before = await full();
    const id = FACTS.competition.Hackathon.pending[0]!;
    moderate(backend.api.store, id, 'approve');
    const { snapshot, calls } = await delta(before);
    expect(calls).toEqual([`/api/competition-nominations/approved/${id}`]);
    expect(snapshot.details).toMatchObject({ fetched: 1, reused: before.entries, why: { new: 1 } });
    expect(describeDetails(snapshot)).toBe(`1 detail fetched (1 new), ${before.entries} kept from the live snapshot`);
    expect(snapshot.hash).not.toBe(before.hash);
    expect(comparable(snapshot)).toEqual(comparable(await full()));
  });

  it('after a removal: no detail call, and what a full fetch gives', async () => {
    const before = await full();
    moderate(backend.api.store, FACTS.placement.Placement.approved[0]!, 'reject');
    const { snapshot, calls } = await delta(before);
    expect(calls).toEqual([]);
    expect(snapshot.entries).toBe(before.entries - 1);
    expect(snapshot.hash).not.toBe(before.hash);
    expect(comparable(snapshot)).toEqual(comparable(await full()));
  });

  it('after a change of the best flag: the details of the entries that joined or left a best list are fetched again', async () => {
    // Project list items do not carry isBest, but project records do: the best lists say who changed.
    const before = await full();
    const unbest = FACTS.project.Industry.best[0]!;
    const best = FACTS.competition.Hackathon.approved.find((id) => !FACTS.competition.Hackathon.best.includes(id))!;
    moderate(backend.api.store, unbest, 'unbest');
    moderate(backend.api.store, best, 'best');
    const { snapshot, calls } = await delta(before);
    expect(snapshot.best).not.toEqual(before.best);
    expect(calls.sort()).toEqual([
      `/api/competition-nominations/approved/${best}`,
      `/api/project-nominations/approved/${unbest}`,
    ]);
    // The competition list carries isBest itself, so its list item changed too (the first reason found counts).
    expect(snapshot.details).toMatchObject({ fetched: 2, why: { bestChanged: 2 } });
    expect(describeDetails(snapshot)).toBe(
      `2 details fetched (2 best flag changed), ${before.entries - 2} kept from the live snapshot`,
    );
    expect(comparable(snapshot)).toEqual(comparable(await full()));
  });

  it('misses an edit inside a detail that the list item does not show; `entries` naming it (or `full`) catches it', async () => {
    // Project lists carry only their cards' fields (scripts/demo-api/projections.ts): not the problem statement.
    const id = FACTS.project.Industry.approved[1]!;
    const before = await full();
    const stored = backend.api.store.get(id)!;
    backend.api.store.setData(id, {
      ...stored.data,
      problemStatement: 'Edited after approval: the problem, restated.',
    });
    const truth = await full();
    expect(truth.hash).not.toBe(before.hash);

    const blind = await delta(before);
    expect(blind.calls).toEqual([]);
    expect(blind.snapshot.hash, 'the delta fetch keeps the old record').toBe(before.hash);
    expect(recordOf(blind.snapshot, 'projects', 'Industry', id)?.problemStatement).toBe(
      recordOf(before, 'projects', 'Industry', id)?.problemStatement,
    );

    // Named, it is read even in a run that would end when nothing changed, where the lists show nothing (all 304).
    const named = await delta(before, { entries: [id], endsIfUnchanged: true });
    expect(named.calls).toEqual([`/api/project-nominations/approved/${id}`]);
    expect(named.snapshot.details).toMatchObject({ fetched: 1, why: { named: 1 } });
    expect(recordOf(named.snapshot, 'projects', 'Industry', id)?.problemStatement).toBe(
      'Edited after approval: the problem, restated.',
    );
    expect(comparable(named.snapshot)).toEqual(comparable(truth));

    const forced = await delta(before, { full: true });
    expect(forced.calls).toHaveLength(truth.entries);
    expect(forced.snapshot.details).toEqual({ fetched: truth.entries, reused: 0, left: 0 });
    expect(comparable(forced.snapshot)).toEqual(comparable(truth));
  });

  it("catches an edit its list item shows (a project's title), by the list digest", async () => {
    const id = FACTS.project.Research.approved[0]!;
    const before = await full();
    const stored = backend.api.store.get(id)!;
    backend.api.store.setData(id, { ...stored.data, projectTitle: 'A title edited after approval' });
    const { snapshot, calls } = await delta(before);
    expect(calls).toEqual([`/api/project-nominations/approved/${id}`]);
    expect(snapshot.details).toMatchObject({ fetched: 1, why: { listChanged: 1 } });
    expect(recordOf(snapshot, 'projects', 'Research', id)?.projectTitle).toBe('A title edited after approval');
    expect(comparable(snapshot)).toEqual(comparable(await full()));
  });

  it("catches any edit in a list that returns whole records (a competition's detail-only field)", async () => {
    const id = FACTS.competition['Coding Contest'].approved[0]!;
    const before = await full();
    const stored = backend.api.store.get(id)!;
    backend.api.store.setData(id, { ...stored.data, competitionName: 'Renamed after approval' });
    const { snapshot, calls } = await delta(before);
    expect(calls).toEqual([`/api/competition-nominations/approved/${id}`]);
    expect(comparable(snapshot)).toEqual(comparable(await full()));
  });

  it('fetches again the entries dropped last time, with the same drop reasons (404, rejected by the source), even in a run that would end when nothing changed', async () => {
    const gone = FACTS.alumni.approved[0]!;
    const wrong = FACTS.placement.Internship.approved[0]!;
    notFound.add(gone);
    // Listed as an internship, but its record now says Placement: the source rejects it.
    backend.api.store.setData(wrong, { ...backend.api.store.get(wrong)!.data, category: 'Placement' });
    const before = await full();
    expect(before.dropped).toEqual(
      expect.arrayContaining([
        `alumni Alumni ${gone}: detail answered 404`,
        `placements Internship ${wrong}: its category is Placement, not Internship`,
      ]),
    );
    expect(before.details?.left).toBe(2);
    // Every list is as it was (each would answer 304), but the two left out are read again.
    const { snapshot, calls } = await delta(before, { endsIfUnchanged: true });
    expect(calls.sort()).toEqual(
      [`/api/alumni/approved/${gone}`, `/api/placement-nominations/approved/${wrong}`].sort(),
    );
    expect(snapshot.details).toMatchObject({ fetched: 2, why: { new: 2 } });
    expect(comparable(snapshot)).toEqual(comparable(before));
    // Once answered again, the entry comes back as a full fetch would have it.
    notFound.clear();
    const back = await delta(before, { endsIfUnchanged: true });
    expect(comparable(back.snapshot)).toEqual(comparable(await full()));
    backend.api.store.setData(wrong, { ...backend.api.store.get(wrong)!.data, category: 'Internship' });
  });

  it('fetches every detail when the previous manifest has no list digests (a snapshot from before delta fetches)', async () => {
    const before = await full();
    const old = structuredClone({ ...before, data: undefined });
    for (const categories of Object.values(old.areas))
      for (const entries of Object.values(categories)) for (const entry of entries) delete entry.listDigest;
    detailCalls = [];
    const snapshot = await fetchSnapshot(api, { previous: { manifest: old, records: async () => before.data! } });
    expect(detailCalls).toHaveLength(before.entries);
    expect(snapshot.details).toMatchObject({ fetched: before.entries, reused: 0, why: { unverified: before.entries } });
    expect(comparable(snapshot)).toEqual(comparable(before));
  });

  it("fetches a detail whose stored record is missing or does not match the manifest's digest", async () => {
    const before = await full();
    const data = structuredClone(before.data!);
    const industry = data.areas.projects!.Industry!;
    const [tampered, missing] = [industry[0]!, industry[1]!];
    (tampered.record as Record<string, unknown>).projectTitle = 'Not what the manifest digested';
    industry.splice(1, 1);
    detailCalls = [];
    const snapshot = await fetchSnapshot(api, { previous: { manifest: before, records: async () => data } });
    expect(detailCalls.sort()).toEqual(
      [tampered.id, missing.id].map((id) => `/api/project-nominations/approved/${id}`).sort(),
    );
    expect(snapshot.details).toMatchObject({ fetched: 2, why: { unverified: 2 } });
    expect(comparable(snapshot)).toEqual(comparable(before));
  });

  it("takes a service's own records at their digests, unchecked; one whose digest is not the manifest's is checked", async () => {
    const before = await full();
    const data = structuredClone(before.data!);
    const [trusted, other] = data.areas.projects!.Industry!;
    // Records this process digested itself are not digested again (a service's kept records: ../kept-fetch.ts).
    (trusted!.record as Record<string, unknown>).projectTitle = 'Taken as digested';
    // Its stored digest is not the manifest's: checked, it is not what the manifest digested, so its detail is fetched.
    (other!.record as Record<string, unknown>).projectTitle = 'Checked';
    other!.digest = '0000000000000000';
    detailCalls = [];
    const snapshot = await fetchSnapshot(api, {
      previous: { manifest: before, records: async () => data, recordsDigested: true },
    });
    expect(detailCalls).toEqual([`/api/project-nominations/approved/${other!.id}`]);
    expect(snapshot.details).toMatchObject({ fetched: 1, why: { unverified: 1 } });
    expect(recordOf(snapshot, 'projects', 'Industry', trusted!.id)).toMatchObject({
      projectTitle: 'Taken as digested',
    });
    expect(snapshot.hash).toBe(before.hash);
  });

  it('takes an unchanged list item that was the whole record as the record: stored records only matter for lists of card fields', async () => {
    const before = await full();
    // Which entries' list items are their whole records (every list but projects' and research publications').
    const cardsOnly = Object.entries(before.areas).flatMap(([area, categories]) =>
      Object.entries(categories).flatMap(([category, entries]) =>
        entries.filter((entry) => entry.digest !== entry.listDigest).map((entry) => `${area}/${category}/${entry.id}`),
      ),
    );
    expect(cardsOnly.length).toBeGreaterThan(0);
    expect(
      cardsOnly.every((key) => key.startsWith('projects/') || key.startsWith('achievements/Research Publication/')),
    ).toBe(true);

    // No stored records at all (the records' file is missing): only the card-field lists' entries need their details.
    for (const data of [null, { areas: {}, best: {} }]) {
      detailCalls = [];
      const bare = await fetchSnapshot(api, { previous: { manifest: before, records: async () => data } });
      expect(detailCalls).toHaveLength(cardsOnly.length);
      expect(bare.details).toMatchObject({ fetched: cardsOnly.length, reused: before.entries - cardsOnly.length });
      expect(comparable(bare)).toEqual(comparable(before));
    }
  });
});
