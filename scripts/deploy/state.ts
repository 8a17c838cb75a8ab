/**
 * What a machine without the last run's local state (a CI runner) needs from
 * the target to rebuild as safely as the machine that deployed: the records of
 * the releases the target served (`releases/<id>.json`: the shrink guard's
 * baseline, and what the live release was built from, so an unchanged backend
 * publishes nothing) and the live release's records (`releases/<id>.records`,
 * so the next fetch reads only new or changed details). A deploy keeps them
 * beside the manifest, gzipped: `.deploy/releases/<id>.json.gz`, the
 * newest {@link KEEP_RELEASES} as the rebuild keeps them, and the served
 * release's records as `.deploy/records/<md5>.gz`; `npm run deploy --
 * --restore-state` brings them back into PUBLISH_DIR.
 */
import { access, mkdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { md5 } from '../lib/hash.ts';
import { writeWhole } from '../lib/write-whole.ts';
import {
  currentRelease,
  KEEP_RELEASES,
  readRecord,
  recordsPath,
  releasesDir,
  switchCurrent,
  writeRecord,
  type ReleaseRecord,
} from '../rebuild/releases.ts';
import { decodeManifest, MANIFEST, type Manifest } from './manifest.ts';
import type { DeployTarget } from './target.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const recordName = (id: string) => `releases/${id}.json.gz`;
/** Records by their content: a pages release and the search release after it were built from the same records, stored once. */
const recordsName = (md5: string) => `records/${md5}.gz`;

/**
 * Stores the record and the records of the release in `releaseDir` (a release
 * under PUBLISH_DIR/releases; anything else has none) on the target, unless
 * it holds them already, and drops the oldest; updates `next` to say so.
 */
export async function keepRecords(target: DeployTarget, releaseDir: string, id: string, next: Manifest): Promise<void> {
  const record = await readFile(`${releaseDir}.json`).catch(() => undefined);
  if (!record) return;
  if (!next.records.includes(id)) {
    await target.writeState(recordName(id), await gzipAsync(record));
    next.records = [...next.records, id].sort();
  }
  const records = next.recordsOf === id ? undefined : await readFile(`${releaseDir}.records`).catch(() => undefined);
  if (records) {
    const key = md5(records);
    if (key !== next.recordsKey) {
      await target.writeState(recordsName(key), await gzipAsync(records));
      if (next.recordsKey) await target.deleteState([recordsName(next.recordsKey)]);
    }
    Object.assign(next, { recordsOf: id, recordsKey: key });
  }
  const dropped = next.records.slice(0, -KEEP_RELEASES).filter((old) => old !== id);
  if (dropped.length > 0) {
    await target.deleteState(dropped.map(recordName));
    next.records = next.records.filter((old) => !dropped.includes(old));
  }
}

export interface Restored {
  /** The release the target serves, or undefined when it holds no manifest. */
  release?: string;
  records: number;
  withRecords: boolean;
  current: boolean;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes into `publishDir` what the target keeps and the folder lacks: release
 * records, the served release's records, and `current` (pointing at the served
 * release, whose folder is not there: the next rebuild builds every page, and
 * publishes nothing when the backend has not changed). Never replaces a file.
 */
export async function restoreState(target: DeployTarget, publishDir: string): Promise<Restored> {
  const bytes = await target.readState(MANIFEST);
  const manifest = bytes && (await decodeManifest(bytes));
  if (!manifest) return { records: 0, withRecords: false, current: false };
  await mkdir(releasesDir(publishDir), { recursive: true });
  let records = 0;
  for (const id of manifest.records) {
    if (await readRecord(publishDir, id)) continue;
    const packed = await target.readState(recordName(id));
    const record = packed && (JSON.parse((await gunzipAsync(packed)).toString('utf8')) as ReleaseRecord);
    if (!record || record.id !== id) continue;
    await writeRecord(publishDir, record);
    records++;
  }
  let withRecords = false;
  if (manifest.recordsOf && manifest.recordsKey && !(await exists(recordsPath(publishDir, manifest.recordsOf)))) {
    const packed = await target.readState(recordsName(manifest.recordsKey));
    if (packed) {
      await writeWhole(recordsPath(publishDir, manifest.recordsOf), (await gunzipAsync(packed)).toString('utf8'));
      withRecords = true;
    }
  }
  const served = manifest.release;
  const current = !!served && !(await currentRelease(publishDir)) && !!(await readRecord(publishDir, served));
  if (current) await switchCurrent(publishDir, served!);
  return { release: served, records, withRecords, current };
}
