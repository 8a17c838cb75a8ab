/**
 * releaseMemory (integrations/release-memory.ts): the heap this process no
 * longer uses goes back to the system, which an ordinary collection does not
 * do, and it can be called again.
 */
import { describe, expect, it } from 'vitest';
import { releaseMemory } from '#integrations/release-memory.ts';

const MB = 1024 * 1024;

describe('releaseMemory', () => {
  it('returns the pages of a heap that has shrunk', () => {
    releaseMemory();
    const before = process.memoryUsage().heapTotal;
    // About 100 MB of small records, like a fetched snapshot, then dropped.
    let records: Array<{ id: string; title: string; text: string }> | undefined = Array.from({ length: 40_000 }, (_, i) => ({
      id: `PRJ-${i}`,
      title: `Title ${i}`.padEnd(200, '.'),
      text: `Text ${i}`.padEnd(2000, '.'),
    }));
    const grown = process.memoryUsage().heapTotal;
    expect(grown - before).toBeGreaterThan(50 * MB);
    expect(records).toHaveLength(40_000);
    records = undefined;
    releaseMemory();
    expect(process.memoryUsage().heapTotal).toBeLessThan(before + 20 * MB);
    releaseMemory();
  });
});
