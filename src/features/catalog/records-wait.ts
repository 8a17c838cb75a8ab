/**
 * A build may start before its records exist: a rebuild starts Astro before
 * it fetches, and a long-running one before the next rebuild is even asked
 * for (integrations/snapshot-wait.ts). The pages wait here for the plan's
 * records file, which appears whole (written under another name, then
 * renamed), and meanwhile read the records it will likely be written against
 * (`likelyBase`, the live release's) and prepare what the build makes of each
 * of their entries: its pictures' URLs (./pictures.ts), its facts
 * (#features/search/entry-facts.ts) and the base's index (./records-file.ts),
 * then the likely build of them (./likely-build.ts). An approval's records take
 * most entries from that base, the same records, so its build finds them made.
 * The wait ends with an error when the process that started the build is gone.
 * The list and detail routes list their pages from the entries (./entries.ts),
 * so the records exist before any page renders.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BUILD_PLAN_FILE } from '#lib/build-time.ts';
import { AREAS, type CatalogRecord } from '../areas.ts';
import { filedEntry } from '../search/entry-facts.ts';
import { viewsOf } from './area-modules.ts';
import { readBuildPlan, type BuildPlan } from './build-plan.ts';
import { pictureUrls } from './pictures.ts';
import { howListingWaits, keepReadAhead, preparedAhead } from './records-ahead.ts';
import { prepareLikely } from './likely-build.ts';
import { byAreaAndId, type SnapshotData } from './records-file.ts';

const POLL_MS = 20;

let ready: Promise<void> | undefined;

/** Resolves once the build's records exist: every page that reads them waits for this first. */
export function recordsReady(): Promise<void> {
  return (ready ??= waitForRecords(readBuildPlan(BUILD_PLAN_FILE)));
}

/**
 * Waits for the records while the integration holds the listing for them; without it (`astro dev`), or once they
 * exist, the records are read at once and a missing file fails there.
 */
async function waitForRecords(plan: BuildPlan): Promise<void> {
  const { records, likelyBase } = plan;
  const listing = howListingWaits();
  if (!listing || existsSync(records)) return;
  const arrived = () => {
    if (process.ppid !== listing.parent)
      throw new Error(`the rebuild that started this build is gone; no records at ${records}`);
    return existsSync(records);
  };
  if (likelyBase) await prepareAhead(likelyBase, plan, arrived);
  if (!arrived()) listing.waiting();
  while (!arrived()) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

/**
 * Reads the records in `file` and prepares each entry's part of the build, list by list until `arrived` (the
 * build's own records are there). Only a head start: what cannot be read or prepared is left to the build.
 */
async function prepareAhead(file: string, plan: BuildPlan, arrived: () => boolean): Promise<void> {
  let data: SnapshotData;
  try {
    data = JSON.parse(await readFile(file, 'utf8')) as SnapshotData;
  } catch {
    // Read again, if named, by ./records.ts, which says what is wrong with it.
    return;
  }
  keepReadAhead(file, data);
  try {
    byAreaAndId(data);
    for (const area of AREAS) {
      const views = await viewsOf(area);
      for (const category of area.categories) {
        if (arrived()) return;
        for (const { record } of data.areas[area.key]?.[category] ?? []) {
          pictureUrls(record);
          filedEntry(area, views, category, record as CatalogRecord);
        }
      }
    }
    for (const records of Object.values(data.best)) for (const record of records) pictureUrls(record);
    preparedAhead(file);
    // Then the likely build, with the likely pictures.
    await prepareLikely(data, plan, arrived);
  } catch {
    // A record these views cannot read (the build's own records may leave it out): the build says so, if named.
    // A parent gone is thrown again by the wait that follows.
    return;
  }
}
