/**
 * The snapshot's records as JSON, in pieces: the records file is written a
 * piece at a time, never as one string and its buffer (at 100,000 entries,
 * 140 MB each).
 */
import type { SnapshotData } from '#features/catalog/records.ts';

/** `JSON.stringify(data)`, in pieces: a record each. */
export function* recordsJson(data: SnapshotData): Generator<string> {
  const comma = (index: number) => (index > 0 ? ',' : '');
  yield '{"areas":{';
  for (const [a, [area, lists]] of Object.entries(data.areas).entries()) {
    yield `${comma(a)}${JSON.stringify(area)}:{`;
    for (const [c, [category, list]] of Object.entries(lists).entries()) {
      yield `${comma(c)}${JSON.stringify(category)}:[`;
      for (const [e, { id, record, digest }] of list.entries()) {
        const digested = digest === undefined ? '' : `,"digest":${JSON.stringify(digest)}`;
        yield `${comma(e)}{"id":${JSON.stringify(id)},"record":${JSON.stringify(record)}${digested}}`;
      }
      yield ']';
    }
    yield '}';
  }
  yield `},"best":${JSON.stringify(data.best)}}`;
}
