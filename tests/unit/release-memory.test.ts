/**
 * releaseMemory (integrations/release-memory.ts): in a process started with
 * --expose-gc (as package.json's scripts and Astro's build process start), the
 * heap this process no longer uses goes back to the system, which an ordinary
 * collection does not do, and it can be called again; without the flag it does
 * nothing, and fails nothing.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';

const MB = 1024 * 1024;

/** Runs, in a new process with `flags`, about 100 MB of small records (like a fetched snapshot) made and dropped, releaseMemory around them; the heap's size at each step. */
function heapSizes(flags: string[]): { before: number; grown: number; after: number } {
  const script = `
    const { releaseMemory } = await import(${JSON.stringify(join(PROJECT_ROOT, 'integrations/release-memory.ts'))});
    releaseMemory();
    const before = process.memoryUsage().heapTotal;
    let records = Array.from({ length: 40_000 }, (_, i) => ({ id: 'PRJ-' + i, title: ('Title ' + i).padEnd(200, '.'), text: ('Text ' + i).padEnd(2000, '.') }));
    const grown = process.memoryUsage().heapTotal;
    if (records.length !== 40_000) throw new Error('records');
    records = undefined;
    releaseMemory();
    const after = process.memoryUsage().heapTotal;
    releaseMemory();
    console.log(JSON.stringify({ before, grown, after }));`;
  const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { before: number; grown: number; after: number };
}

describe('releaseMemory', () => {
  it('returns the pages of a heap that has shrunk, in a process started with --expose-gc', () => {
    const { before, grown, after } = heapSizes(['--expose-gc']);
    expect(grown - before).toBeGreaterThan(50 * MB);
    expect(after).toBeLessThan(before + 20 * MB);
  });

  it('does nothing, and fails nothing, in a process started without it', () => {
    const { before, grown, after } = heapSizes([]);
    expect(grown - before).toBeGreaterThan(50 * MB);
    // No collection was asked for: the heap keeps what it grew to.
    expect(after).toBeGreaterThan(before + 50 * MB);
  });
});
