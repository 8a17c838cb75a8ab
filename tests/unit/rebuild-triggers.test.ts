/** What starts a rebuild: the trigger queue (coalescing, failures recorded) and the webhook (its secret check, entries to fetch again). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RebuildQueue } from '#scripts/rebuild/queue.ts';
import { entriesOfBody, secretMatches, startWebhook } from '#scripts/rebuild/webhook.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rebuild-unit-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('trigger queue', () => {
  function gatedRunner() {
    const runs: string[][] = [];
    const gates: Array<() => void> = [];
    const run = (reasons: string[]) => {
      runs.push(reasons);
      return new Promise<void>((resolve) => gates.push(resolve));
    };
    return { runs, run, release: () => gates.shift()?.() };
  }

  it('two triggers at once: one run, then exactly one follow-up', async () => {
    const runner = gatedRunner();
    const queue = new RebuildQueue(runner.run);
    expect(queue.trigger('webhook')).toBe('started');
    expect(queue.trigger('webhook')).toBe('queued');
    expect(queue.trigger('schedule')).toBe('coalesced');
    expect(runner.runs).toEqual([['webhook']]);
    runner.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runner.runs).toEqual([['webhook'], ['webhook', 'schedule']]);
    runner.release();
    await queue.idle();
    expect(runner.runs).toHaveLength(2);
    expect(queue.history.map((r) => r.ok)).toEqual([true, true]);
  });

  it('a failed run is recorded and does not stop the queue', async () => {
    let n = 0;
    const errors: unknown[] = [];
    const queue = new RebuildQueue(
      async () => {
        if (++n === 1) throw new Error('backend down');
      },
      (error) => errors.push(error),
    );
    queue.trigger('a');
    queue.trigger('b');
    await queue.idle();
    expect(n).toBe(2);
    expect(queue.history.map((r) => [r.ok, r.error])).toEqual([
      [false, 'backend down'],
      [true, undefined],
    ]);
    expect(errors).toHaveLength(1);
  });
});

describe('webhook', () => {
  it('compares secrets in constant time and refuses everything without a configured secret', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches(undefined, 's3cret')).toBe(false);
    expect(secretMatches('', undefined)).toBe(false);
  });

  it('401 without or with a wrong secret; 202 with it, by either header; triggers coalesce', async () => {
    let runs = 0;
    let finish!: () => void;
    const queue = new RebuildQueue(() => {
      runs++;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const hook = await startWebhook({ queue, secret: 'top-secret', port: 0, log: () => {} });
    try {
      const post = (headers: Record<string, string> = {}) => fetch(`${hook.url}/rebuild`, { method: 'POST', headers });
      const anonymous = await post();
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toContain('Bearer');
      expect((await post({ Authorization: 'Bearer wrong' })).status).toBe(401);
      expect(runs).toBe(0);

      const [first, second] = await Promise.all([
        post({ Authorization: 'Bearer top-secret' }),
        post({ 'X-Rebuild-Secret': 'top-secret' }),
      ]);
      expect([first.status, second.status]).toEqual([202, 202]);
      expect([(await first.json()).state, (await second.json()).state].sort()).toEqual(['queued', 'started']);
      expect(runs).toBe(1);
      finish();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(runs).toBe(2);
      finish();
      await queue.idle();

      expect((await fetch(`${hook.url}/rebuild`, { headers: { Authorization: 'Bearer top-secret' } })).status).toBe(
        200,
      );
      expect((await fetch(`${hook.url}/health`)).status).toBe(200);
      expect((await fetch(`${hook.url}/elsewhere`, { method: 'POST' })).status).toBe(404);
    } finally {
      await hook.close();
    }
  });

  it('a JSON body names entries to fetch again; a body that is not {"entries": [ids]} is refused with 400 and triggers nothing', async () => {
    expect(entriesOfBody('')).toEqual({ entries: [] });
    expect(entriesOfBody('{"entries":["PRJ-2025-000001"]}')).toEqual({ entries: ['PRJ-2025-000001'] });
    expect(entriesOfBody('{"entries":"PRJ-1"}')).toHaveProperty('error');
    expect(entriesOfBody('{"entries":["../../etc"]}')).toHaveProperty('error');
    expect(entriesOfBody('not json')).toMatchObject({ error: expect.stringContaining('not JSON') });
    const queue = new RebuildQueue(async () => {});
    const named: string[] = [];
    const hook = await startWebhook({
      queue,
      secret: 's',
      port: 0,
      log: () => {},
      entries: (ids) => named.push(...ids),
    });
    try {
      const post = (body: string) =>
        fetch(`${hook.url}/rebuild`, {
          method: 'POST',
          headers: { Authorization: 'Bearer s', 'Content-Type': 'application/json' },
          body,
        });
      const refused = await post('{"entries": [1, 2]}');
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatch(/not \{"entries": \[ids\]\}/);
      expect((await post('x'.repeat(70_000))).status).toBe(413);
      expect(queue.history).toHaveLength(0);
      expect(named).toEqual([]);
      const accepted = await post('{"entries": ["CMP-2025-000004", "PRJ-2025-000001"]}');
      expect(accepted.status).toBe(202);
      expect(named).toEqual(['CMP-2025-000004', 'PRJ-2025-000001']);
      await queue.idle();
      expect(queue.history[0]!.reasons).toEqual(['webhook (2 named)']);
    } finally {
      await hook.close();
    }
  });

  it('with REBUILD_SECRET unset every call is refused', async () => {
    const queue = new RebuildQueue(async () => {});
    const hook = await startWebhook({ queue, secret: undefined, port: 0, log: () => {} });
    try {
      const answer = await fetch(`${hook.url}/rebuild`, {
        method: 'POST',
        headers: { Authorization: 'Bearer anything' },
      });
      expect(answer.status).toBe(401);
      expect((await answer.json()).error).toMatch(/REBUILD_SECRET is not set/);
      expect(queue.history).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });
});
