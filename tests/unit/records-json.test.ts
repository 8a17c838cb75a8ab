/**
 * The records file written in pieces (scripts/lib/records-json.ts) is, byte for
 * byte, the JSON of the snapshot's data.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { SnapshotData } from '#features/catalog/records.ts';
import { recordsJson } from '#scripts/lib/records-json.ts';
import { writeWhole } from '#scripts/lib/write-whole.ts';

const data: SnapshotData = {
  areas: {
    projects: {
      Industry: [
        { id: 'P1', record: { nominationId: 'P1', title: 'Quote " and ✓', tags: ['a', 'b'] }, digest: 'd1' },
        { id: 'P2', record: { nominationId: 'P2', nested: { n: 1, empty: [] } } },
      ],
      Research: [],
    },
    alumni: {},
    placements: { 'On campus': [{ id: 'L1', record: { nominationId: 'L1', ctc: 12.5 }, digest: 'd3' }] },
  },
  best: { projects: [{ nominationId: 'P1' }] },
};

it('is JSON.stringify of the data, in pieces', () => {
  expect([...recordsJson(data)].join('')).toBe(JSON.stringify(data));
  expect([...recordsJson({ areas: {}, best: {} })].join('')).toBe(JSON.stringify({ areas: {}, best: {} }));
});

it('writeWhole writes the pieces, a megabyte at a time, as one file', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'records-json-'));
  try {
    const big: SnapshotData = {
      areas: {
        projects: {
          Industry: Array.from({ length: 5000 }, (_, i) => ({
            id: `P${i}`,
            record: { nominationId: `P${i}`, text: 'x'.repeat(300 + (i % 7)) },
            digest: `d${i}`,
          })),
        },
      },
      best: {},
    };
    await writeWhole(join(dir, 'records.json'), recordsJson(big));
    expect(await readFile(join(dir, 'records.json'), 'utf8')).toBe(JSON.stringify(big));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
