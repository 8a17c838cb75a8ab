/**
 * The build's process (scripts/lib/astro-build.ts) runs with a heap limit that
 * makes V8 collect while it renders, grown in whole GiB with the site (it holds
 * every record), and a smaller young generation, unless NODE_OPTIONS sets
 * either itself; a build kept waiting for the next run lets its heap grow more
 * between full collections.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildHeapMb, buildNodeArgs, heapSetByNodeOptions } from '#scripts/lib/astro-build.ts';

const heapLimitMb = (args: string[], nodeOptions: string) => {
  const run = spawnSync(
    process.execPath,
    [...args, '-p', "Math.round(require('node:v8').getHeapStatistics().heap_size_limit / 1048576)"],
    {
      env: { ...process.env, NODE_OPTIONS: nodeOptions },
      encoding: 'utf8',
    },
  );
  return Number(run.stdout.trim());
};

describe('the build process’s heap', () => {
  it('is 1 GiB of old generation and 16 MB semi-spaces by default', () => {
    const args = buildNodeArgs('');
    expect(args).toEqual(['--max-old-space-size=1024', '--max-semi-space-size=16']);
    const limit = heapLimitMb(args, '');
    // V8's limit is the old generation's plus three semi-spaces' (two, and as much again for large objects):
    // 3 × 16 MB, where it would let them grow to 64 MB each with the old generation's limit alone.
    expect(limit).toBe(1024 + 3 * 16);
    expect(heapLimitMb(['--max-old-space-size=1024'], '')).toBe(1024 + 3 * 64);
  });

  it('leaves a limit set in NODE_OPTIONS alone, in either spelling', () => {
    expect(buildNodeArgs('--max-old-space-size=3072')).toEqual(['--max-semi-space-size=16']);
    expect(buildNodeArgs('--enable-source-maps --max_old_space_size=2048 --max_semi_space_size=8')).toEqual([]);
    expect(buildNodeArgs('--max-semi-space-size=32')).toEqual(['--max-old-space-size=1024']);
    // The build phase then starts no second Astro for a larger heap: it would get the same one.
    expect([
      heapSetByNodeOptions('--max_old_space_size=2048'),
      heapSetByNodeOptions('--max-semi-space-size=32'),
    ]).toEqual([true, false]);
    expect(heapLimitMb(buildNodeArgs('--max-old-space-size=3072'), '--max-old-space-size=3072')).toBeGreaterThanOrEqual(
      3072,
    );
  });

  it('grows by a GiB for each 30,000 entries, at least one', () => {
    expect([0, 1, 10_000, 30_000, 30_001, 60_000, 100_000].map((entries) => buildHeapMb(entries))).toEqual([
      1024, 1024, 1024, 1024, 2048, 2048, 4096,
    ]);
    expect(buildNodeArgs('', buildHeapMb(100_000))).toEqual(['--max-old-space-size=4096', '--max-semi-space-size=16']);
    expect(heapLimitMb(buildNodeArgs('', 2048), '')).toBe(2048 + 3 * 16);
  });

  it('kept waiting for the next run, grows to twice what a full collection leaves: a flag this Node takes', () => {
    const args = buildNodeArgs('', buildHeapMb(100_000), true);
    expect(args).toEqual(['--max-old-space-size=4096', '--max-semi-space-size=16', '--heap-growing-percent=100']);
    // Node refuses a flag it does not know: the process would not start.
    expect(heapLimitMb(args, '')).toBe(4096 + 3 * 16);
    expect(buildNodeArgs('', 1024, false)).not.toContain('--heap-growing-percent=100');
    // NODE_OPTIONS's own value is kept, in either spelling.
    expect(buildNodeArgs('--heap_growing_percent=30', 1024, true)).toEqual([
      '--max-old-space-size=1024',
      '--max-semi-space-size=16',
    ]);
  });

  it('is added when NODE_OPTIONS sets other things', () => {
    expect(buildNodeArgs('--enable-source-maps')).toEqual(['--max-old-space-size=1024', '--max-semi-space-size=16']);
  });
});
