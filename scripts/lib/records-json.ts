/**
 * The snapshot's records as JSON, each record serialised once a run: its JSON
 * is kept as its digest is taken (scripts/rebuild/snapshot-model.ts) until the
 * records file is written from those pieces, never as one string (at 100,000
 * entries, 140 MB: 0.7 s to serialise again, and as much memory twice over).
 */
import type { SnapshotData } from '#features/catalog/records.ts';

const jsonOf = new WeakMap<object, string>();

/** A record's JSON (`JSON.stringify`), made once per record object. */
export function recordJson(record: unknown): string {
  const key = typeof record === 'object' && record !== null ? record : undefined;
  const known = key && jsonOf.get(key);
  if (known !== undefined) return known;
  const json = JSON.stringify(record);
  if (key) jsonOf.set(key, json);
  return json;
}

/** `JSON.stringify(data)`, in pieces, the records' from {@link recordJson}. */
export function* recordsJson(data: SnapshotData): Generator<string> {
  const comma = (index: number) => (index > 0 ? ',' : '');
  yield '{"areas":{';
  for (const [a, [area, lists]] of Object.entries(data.areas).entries()) {
    yield `${comma(a)}${JSON.stringify(area)}:{`;
    for (const [c, [category, list]] of Object.entries(lists).entries()) {
      yield `${comma(c)}${JSON.stringify(category)}:[`;
      for (const [e, { id, record, digest }] of list.entries()) {
        const digested = digest === undefined ? '' : `,"digest":${JSON.stringify(digest)}`;
        yield `${comma(e)}{"id":${JSON.stringify(id)},"record":${recordJson(record)}${digested}}`;
        // Written: not kept for the rest of the run (140 MB at 100,000 entries).
        if (typeof record === 'object' && record !== null) jsonOf.delete(record);
      }
      yield ']';
    }
    yield '}';
  }
  yield `},"best":${JSON.stringify(data.best)}}`;
}
