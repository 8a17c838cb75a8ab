/**
 * How the orchestrator runs its phases (scripts/rebuild/run-phases.ts), on
 * small phases of its own: each phase's start when the run starts, in list
 * order, and its end when the run ends, however it ends, in reverse order;
 * each phase's line with its time, its warnings always, its details only with
 * --verbose; what a phase made handed to the phases after it and told on
 * run.events; a phase that ends the run; a failure as a RebuildError of its
 * phase that says what is published; a phase placed before what it reads.
 */
import { describe, expect, it } from 'vitest';
import { runPhases, type AnyPhase } from '#scripts/rebuild/run-phases.ts';
import { newRun, RebuildError, type RebuildOptions, type Run } from '#scripts/rebuild/run.ts';

function newTestRun(options: Partial<RebuildOptions> = {}): { run: Run; lines: string[] } {
  const lines: string[] = [];
  const run = newRun(
    {
      publishDir: '/nowhere',
      apiHost: 'http://127.0.0.1:9',
      siteUrl: 'http://localhost:4321',
      log: (line) => lines.push(line),
      ...options,
    },
    '/nowhere',
    {
      id: 'new',
      live: undefined,
      fingerprint: 'code',
      started: performance.now(),
      stillLocked: async () => {},
    },
  );
  return { run, lines };
}

/** Three phases that note what happens to them in `events`; `second` fails when `fail` is set. */
function phases(events: string[], fail?: Error): AnyPhase[] {
  const first = {
    name: 'fetch',
    needs: [],
    start: () => {
      events.push('start fetch');
      return 'early';
    },
    run: async (_run: Run, _input: unknown, early: unknown) => {
      events.push(`run fetch (${early})`);
      return 41;
    },
    summary: (result: number) => `made ${result}`,
    warnings: () => ['something to see'],
    details: () => ['an internal'],
    end: async (_run: Run, early: unknown) => void events.push(`end fetch (${early})`),
  };
  const second = {
    name: 'compare',
    needs: ['fetch'],
    failure: () => 'the comparison failed',
    start: (run: Run) => {
      events.push('start compare');
      run.events.once('fetch', (made: unknown) => events.push(`compare heard fetch made ${made}`));
    },
    run: async (_run: Run, input: { fetch: number }) => {
      if (fail) throw fail;
      return input.fetch + 1;
    },
    summary: (result: number) => `made ${result}`,
    stopsRun: (result: number) => result === 42,
    end: async () => void events.push('end compare'),
  };
  const third = { name: 'pictures', needs: [], run: async () => events.push('run pictures'), summary: () => 'never' };
  return [first, second, third] as unknown as AnyPhase[];
}

describe('the phases of a run', () => {
  it('start in order, run in order with what the phases before made, tell what they made, end in reverse order', async () => {
    const events: string[] = [];
    const { run, lines } = newTestRun();
    const made = await runPhases(run, phases(events));
    expect(made).toEqual({ fetch: 41, compare: 42 });
    expect(events).toEqual([
      'start fetch',
      'start compare',
      'run fetch (early)',
      'compare heard fetch made 41',
      'end compare',
      'end fetch (early)',
    ]);
    // compare ended the run: pictures never ran. Each phase's line has its time; warnings are shown, details are not.
    expect(lines).toEqual([
      expect.stringMatching(/^fetch: made 41 \(\d+\.\d s\)$/),
      'fetch: something to see',
      expect.stringMatching(/^compare: made 42 \(\d+\.\d s\)$/),
    ]);
    expect(Object.keys(run.timings)).toEqual(['fetch', 'compare']);
  });

  it('show their details with --verbose', async () => {
    const { run, lines } = newTestRun({ verbose: true });
    await runPhases(run, phases([]));
    expect(lines).toContain('fetch: an internal');
  });

  it('fail as a RebuildError of the phase, saying what failed and that nothing was published; every started phase still ends', async () => {
    const events: string[] = [];
    const { run } = newTestRun();
    const error = await runPhases(run, phases(events, new Error('disk full'))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RebuildError);
    expect((error as RebuildError).phase).toBe('compare');
    expect((error as Error).message).toBe('compare: the comparison failed, nothing was published: disk full');
    expect(events.slice(-2)).toEqual(['end compare', 'end fetch (early)']);
  });

  it('refuse a phase placed before a phase it reads', async () => {
    const [first, second] = phases([]);
    const { run } = newTestRun();
    await expect(runPhases(run, [second!, first!])).rejects.toThrow(
      'the compare phase needs what fetch made, which come after it in the list',
    );
  });
});
