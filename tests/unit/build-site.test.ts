/**
 * The build's process (scripts/lib/build-site.ts) runs with a heap limit that
 * makes V8 collect while it renders, unless NODE_OPTIONS sets one of its own.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildNodeArgs } from '#scripts/lib/build-site.ts';

const heapLimitMb = (args: string[], nodeOptions: string) => {
  const run = spawnSync(process.execPath, [...args, '-p', "Math.round(require('node:v8').getHeapStatistics().heap_size_limit / 1048576)"], {
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
    encoding: 'utf8',
  });
  return Number(run.stdout.trim());
};

describe('the build process’s heap limit', () => {
  it('is 1 GiB of old generation by default', () => {
    const args = buildNodeArgs('');
    expect(args).toEqual(['--max-old-space-size=1024']);
    // The limit V8 reports adds the young generation to it.
    const limit = heapLimitMb(args, '');
    expect(limit).toBeGreaterThanOrEqual(1024);
    expect(limit).toBeLessThan(1536);
  });

  it('leaves a limit set in NODE_OPTIONS alone, in either spelling', () => {
    expect(buildNodeArgs('--max-old-space-size=3072')).toEqual([]);
    expect(buildNodeArgs('--enable-source-maps --max_old_space_size=2048')).toEqual([]);
    expect(heapLimitMb(buildNodeArgs('--max-old-space-size=3072'), '--max-old-space-size=3072')).toBeGreaterThanOrEqual(3072);
  });

  it('is added when NODE_OPTIONS sets other things', () => {
    expect(buildNodeArgs('--enable-source-maps')).toEqual(['--max-old-space-size=1024']);
  });
});
