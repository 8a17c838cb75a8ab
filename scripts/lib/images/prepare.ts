/**
 * The pictures of a build's records: every picture URL of the snapshot
 * prepared once (./step.ts), and each one dropped (not fetched, not a picture)
 * reported against every entry that shows it. The pages then show the spec's
 * fallback for it, exactly as for a missing URL (#features/catalog/pictures.ts).
 */
import type { SnapshotData } from '#features/catalog/records.ts';
import { pictureUrls } from '#features/catalog/pictures.ts';
import type { PreparedPictures } from '#lib/pictures.ts';
import type { ImageStep } from './step.ts';

/** Each record of the snapshot with the two parts of the label its reports name it by (`Industry PRJ-1`, `best projects #2`). */
function labelledRecords(data: SnapshotData): Array<{ list: string; id: string; record: unknown }> {
  const entries = Object.values(data.areas).flatMap((lists) =>
    Object.entries(lists).flatMap(([category, list]) => list.map(({ id, record }) => ({ list: category, id, record }))),
  );
  const best = Object.entries(data.best).flatMap(([list, records]) =>
    records.map((record, index) => ({ list: `best ${list}`, id: `#${index + 1}`, record })),
  );
  return [...entries, ...best];
}

/**
 * Prepares every picture URL of `data` and reports each dropped one against every record showing it. Each record is
 * walked once (#features/catalog/pictures.ts keeps what it found: a service's next run walks only new records): a
 * walk of 10,000 entries' records took 60–300 ms of CPU, and an approval's pictures phase has 1 s.
 */
export async function preparePictures(
  data: SnapshotData,
  step: ImageStep,
  log: (line: string) => void,
): Promise<PreparedPictures> {
  const records = labelledRecords(data).map(({ list, id, record }) => ({ list, id, urls: pictureUrls(record) }));
  const allUrls = records.flatMap(({ urls }) => urls);
  const prepared = Object.fromEntries(await step.prepare(allUrls, log));
  for (const { list, id, urls } of records) {
    for (const url of new Set(urls)) {
      const result = prepared[url];
      if (result && 'dropped' in result) log(`dropped picture of ${list} ${id}: ${url}: ${result.dropped}`);
    }
  }
  return prepared;
}
