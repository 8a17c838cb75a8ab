/**
 * A rebuild's records against the live release's (their base): an entry whose
 * record the base has with the same area, id and digest names it instead of
 * carrying it, and the build reads back the very snapshot; a base that does not
 * have it fails the build, naming the entry.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { againstBase } from '#features/catalog/records-file.ts';
import { readRecords, type SnapshotData } from '#features/catalog/records.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'records-base-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const entry = (id: string, title: string, digest?: string) => ({ id, record: { nominationId: id, title }, digest });
const live: SnapshotData = {
  areas: {
    projects: {
      Industry: [entry('P1', 'One', 'd1'), entry('P2', 'Two', 'd2')],
      Research: [entry('P3', 'Three', 'd3')],
    },
    alumni: { Alumni: [entry('A1', 'Alum', 'a1'), entry('A2', 'No digest')] },
  },
  best: { projects: [{ nominationId: 'P1' }] },
};
const now: SnapshotData = {
  areas: {
    // P2 edited (another digest), P3 moved to another list (same record), P4 new.
    projects: {
      Industry: [entry('P4', 'Four', 'd4'), entry('P1', 'One', 'd1'), entry('P2', 'Two, edited', 'd2x')],
      Research: [],
      Startup: [entry('P3', 'Three', 'd3')],
    },
    // A2 has no digest here or there: carried whole.
    alumni: { Alumni: [entry('A1', 'Alum', 'a1'), entry('A2', 'No digest')] },
  },
  best: { projects: [{ nominationId: 'P4' }] },
};

async function written(name: string, value: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(value));
  return file;
}

it('names the base and carries only the records it does not have the same', async () => {
  const base = await written('live.records', live);
  const records = againstBase(now, base, live);
  expect(records.base).toBe(base);
  const carried = Object.values(records.areas)
    .flatMap((lists) => Object.values(lists).flat())
    .filter((e) => 'record' in e)
    .map((e) => e.id);
  expect(carried.sort()).toEqual(['A2', 'P2', 'P4']);
  expect(records.best).toEqual(now.best);
  // Read by the build: the very snapshot, in its order.
  expect(readRecords(await written('build.records', records))).toEqual(now);
});

it('a base without the record, or with another digest for it, fails the build naming the entry', async () => {
  const records = againstBase(now, await written('live2.records', live), live);
  const other = structuredClone(live);
  other.areas.projects!.Industry![0]!.digest = 'dX';
  const base = await written('other.records', other);
  await expect(async () => readRecords(await written('b.records', { ...records, base }))).rejects.toThrow(
    /has no record of projects P1 with digest d1/,
  );
  const without = structuredClone(live);
  without.areas.projects!.Industry!.shift();
  const lacking = await written('lacking.records', without);
  await expect(async () => readRecords(await written('c.records', { ...records, base: lacking }))).rejects.toThrow(
    /has no record of projects P1 with digest d1/,
  );
});
