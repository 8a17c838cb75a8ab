/** The snapshot's records' file (scripts/rebuild/snapshot.ts): written whole or not at all, read back equal, against a real demo backend's records. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSnapshot, readSnapshotData } from '#scripts/rebuild/snapshot.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { writeSnapshotData } from './support/snapshots.ts';

let backend: TestApi;
let dir: string;

beforeAll(async () => {
  backend = await startTestApi();
  dir = await mkdtemp(join(tmpdir(), 'snapshot-records-'));
}, 60_000);

afterAll(async () => {
  await backend?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A full fetch of the demo backend's records. */
const full = () => fetchSnapshot(backend.anonymous);

describe("the records' file", () => {
  it('is written whole through a temporary file and read back equal; absent reads as null; anything else throws', async () => {
    const snapshot = await full();
    const sub = await mkdtemp(join(dir, 'records-'));
    const file = join(sub, 'r1.records');
    await writeSnapshotData(file, snapshot.data!);
    expect(await readdir(sub), 'no temporary file left behind').toEqual(['r1.records']);
    expect(await readSnapshotData(file)).toEqual(JSON.parse(JSON.stringify(snapshot.data)));
    // Overwriting replaces the file whole.
    await writeSnapshotData(file, { areas: {}, best: {} });
    expect(await readSnapshotData(file)).toEqual({ areas: {}, best: {} });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ areas: {}, best: {} });

    expect(await readSnapshotData(join(sub, 'absent.records'))).toBeNull();
    await writeFile(join(sub, 'cut.records'), '{"areas":{"projects":');
    await expect(readSnapshotData(join(sub, 'cut.records'))).rejects.toThrow(/cut\.records is not JSON/);
    await writeFile(join(sub, 'other.records'), '{"id":"r1","snapshot":{}}');
    await expect(readSnapshotData(join(sub, 'other.records'))).rejects.toThrow(/does not hold a snapshot's records/);
    // A write that fails leaves neither the file nor its temporary file.
    await expect(writeSnapshotData(join(sub, 'missing-dir', 'x.records'), snapshot.data!)).rejects.toThrow();
    expect((await readdir(sub)).sort()).toEqual(['cut.records', 'other.records', 'r1.records']);
  });
});
