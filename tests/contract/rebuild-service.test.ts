/**
 * What runs beside a published site, against a real demo backend, in one
 * serial sequence from a published release and a backend that then lists
 * nothing: `npm start` does not override the guard, and its server gives back
 * the descriptors of aborted downloads; two webhook calls at once give one
 * build and one follow-up; after `npm run compress`, an edit and a take-down
 * reach every encoding (identity, brotli, gzip).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { indexedFragments } from '#scripts/lib/search-fragments.ts';
import type { RebuildResult } from '#scripts/rebuild/rebuild.ts';
import { listReleases } from '#scripts/rebuild/releases.ts';
import { serveSite } from '#scripts/rebuild/serve-site.ts';
import { startRebuildService } from '#scripts/rebuild/service.ts';
import { indexAheadRead, standbyState } from '#scripts/rebuild/standby.ts';
import { abortDownloads, openDescriptors } from '#tests/support/aborted-downloads.ts';
import { isRunning, runningAstroBuilds, runningPagefinds } from '#tests/support/processes.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { closeTarget, COMPRESS, newPublishDir, rebuildRuns, SITE, START } from './support/rebuild-runs.ts';

const FACTS = seedFacts();
let backend: TestApi;
let publishDir: string;
const { runEnv, rebuild, liveSite, live } = rebuildRuns(() => ({ backend, publishDir }));
const hackathonPage = (id: string) => live(`competitions/hackathondetails/${id}/index.html`);

beforeAll(async () => {
  backend = await startTestApi({ siteUrl: SITE, seed: {} });
  publishDir = await newPublishDir('rebuild-service');
  // Where the sequence starts: a release published from the seed, then a backend that lists nothing.
  const first = await rebuild();
  if (first.code !== 0) throw new Error(`the first publish failed:\n${first.output}`);
  backend.api.store.transaction(() => backend.api.store.clear());
}, 180_000);

afterAll(() => closeTarget(backend, publishDir));

describe('npm run rebuild against the demo backend', () => {
  const approved = FACTS.competition.Hackathon.approved[0]!;
  const fresh = FACTS.competition.Hackathon.pending[0]!;
  const later = FACTS.competition['Coding Contest'].pending[0]!;

  it('npm start with a release published and a backend answering empty lists: the guard holds, the old release is served, the next build waits, aborted downloads give their descriptors back', async () => {
    const before = await liveSite();
    expect(backend.api.store.count()).toBe(0);
    const child: ChildProcess = spawn(process.execPath, ['--expose-gc', START], {
      cwd: PROJECT_ROOT,
      env: runEnv({ PORT: '0', REBUILD_PORT: '0', REBUILD_SECRET: 'start-secret', REBUILD_EVERY: '1h' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let waiting: number | undefined;
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.once('exit', (code) => (output += `\n[npm start exited with ${code}]`));
    try {
      await expect
        .poll(() => output, { timeout: 150_000, interval: 250 })
        .toMatch(/Wall of Fame is running|npm start exited/);
      expect(output).toMatch(
        /failed: compare: the backend lists no approved entries at all \(the baseline has \d+\); refusing to publish an empty site/,
      );
      expect(output).toContain('serving the release published before');
      expect(await liveSite()).toEqual(before);

      // Like the service's runs, the first run leaves the next run's build started and waiting (REBUILD_STANDBY is not off).
      await expect.poll(() => runningAstroBuilds(child.pid!).length, { timeout: 60_000, interval: 250 }).toBe(1);
      waiting = runningAstroBuilds(child.pid!)[0];

      const port = Number(/Site:\s+http:\/\/localhost:(\d+)/.exec(output)![1]);
      const sitemap = `http://127.0.0.1:${port}/sitemap.xml`;
      expect((await fetch(sitemap)).status).toBe(200);
      const baseline = openDescriptors(child.pid!);
      await abortDownloads(port, '/sitemap.xml', 300);
      await expect
        .poll(() => openDescriptors(child.pid!), { timeout: 15_000, interval: 250 })
        .toBeLessThanOrEqual(baseline + 2);
      expect((await fetch(sitemap)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    // Stopping npm start ends the build it kept waiting.
    if (waiting) await expect.poll(() => isRunning(waiting!), { timeout: 10_000, interval: 100 }).toBe(false);
  }, 200_000);

  it('two webhook calls at once: one build, then exactly one follow-up; no secret → 401', async () => {
    backend.api.store.transaction(() => backend.api.store.clear());
    const { seed } = await import('#scripts/demo-api/seed.ts');
    seed(backend.api.store);
    moderate(backend.api.store, later, 'approve');
    const lines: string[] = [];
    const service = await startRebuildService({
      // --verbose: the details below say how each run built and indexed. A full index every run
      // (SEARCH_DELTA=off): the index is read ahead between runs (a delta needs none: search-delta.test.ts).
      rebuild: {
        publishDir,
        apiHost: backend.api.url,
        siteUrl: SITE,
        watchCode: false,
        verbose: true,
        searchDelta: false,
      },
      webhook: { port: 0, secret: 'hook-secret' },
      log: (line) => lines.push(line),
    });
    try {
      const url = `${service.webhook!.url}/rebuild`;
      expect((await fetch(url, { method: 'POST' })).status).toBe(401);
      const answers = await Promise.all(
        [1, 2].map(() => fetch(url, { method: 'POST', headers: { Authorization: 'Bearer hook-secret' } })),
      );
      expect(answers.map((a) => a.status)).toEqual([202, 202]);
      await service.queue.idle();
      expect(service.queue.history, lines.join('\n')).toHaveLength(2);
      const [first, second] = service.queue.history.map((run) => run.result as RebuildResult);
      expect(first?.changed).toBe(true);
      expect(existsSync(live(`competitions/codingdetails/${later}/index.html`))).toBe(true);
      // The follow-up sees everything the first run saw: nothing left to build.
      expect(second?.changed).toBe(false);
      const builds = () => lines.filter((line) => /^build: (every page|\d+ changed pages?) rendered/.test(line));
      expect(builds()).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith('summary:'))).toHaveLength(2);

      // Between runs the next build waits, started; the next approval's run takes it over.
      const deadline = Date.now() + 90_000;
      while (standbyState() !== 'waiting' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(standbyState(), 'a build waits for the next run').toBe('waiting');
      // Pending again since the store was seeded afresh above.
      moderate(backend.api.store, fresh, 'approve');
      expect((await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer hook-secret' } })).status).toBe(202);
      await service.queue.idle();
      const third = service.queue.history[2]?.result as RebuildResult | undefined;
      expect(third?.changed, lines.join('\n')).toBe(true);
      expect(builds()).toHaveLength(2);
      expect(
        lines.find((line) =>
          /^build: Astro started [\d.]+ s before this run and was waiting for the snapshot$/.test(line),
        ),
        lines.join('\n'),
      ).toBeDefined();
      // It read and prepared the live release's records while it waited, and its records named them as their base;
      // it made the likely build of them, and took most entries and detail page keys from it.
      const ahead = lines
        .map((line) =>
          /^build: records: .*\.records read and prepared while waiting, the base of this build; (\d+) entries pictured and (\d+) detail pages keyed as then$/.exec(
            line,
          ),
        )
        .find(Boolean);
      expect(ahead, lines.join('\n')).toBeDefined();
      expect(Number(ahead![1]), 'entries taken as pictured while it waited').toBeGreaterThan(20);
      expect(Number(ahead![2]), 'detail pages taken as keyed while it waited').toBeGreaterThan(20);
      expect(existsSync(hackathonPage(fresh))).toBe(true);
      // The live release's pages were read for the search index between the runs (the no-change run kept them for it).
      expect(
        lines.find((line) =>
          /^search: the live release's \d+ detail pages were read ahead, from before this run; adding the 1 page rendered$/.test(
            line,
          ),
        ),
        lines.join('\n'),
      ).toBeDefined();
      // The release began as the live release's hard-link copy, made between the runs.
      expect(lines, lines.join('\n')).toContain("share: the live release's hard-link copy was made between runs");
      // The fetch read again only the list that changed, and took the live release's records from memory.
      expect(lines).toContain(
        "fetch: the live release's records are kept in memory from this service's last fetch, not read again",
      );
      const listsKept = lines.map(
        (line) => /^fetch: (\d+) lists answered 304 Not Modified, taken from/.exec(line)?.[1],
      );
      expect(listsKept.filter(Boolean).map(Number), lines.join('\n')).toEqual([expect.any(Number)]);
      expect(third?.searchableMs).toBeDefined();
      const fragments = await indexedFragments(live(''));
      expect([...fragments.values()]).toContain(`/competitions/hackathondetails/${fresh}/`);

      // Pagefind ended while it waited between runs: the next run writes the index from scratch instead.
      await indexAheadRead();
      const reading = runningPagefinds();
      expect(reading, 'Pagefind reads ahead between runs').not.toEqual([]);
      for (const pid of reading) process.kill(pid, 'SIGKILL');
      const another = FACTS.competition['Project Competition'].pending[0]!;
      moderate(backend.api.store, another, 'approve');
      expect((await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer hook-secret' } })).status).toBe(202);
      await service.queue.idle();
      const fourth = service.queue.history[3]?.result as RebuildResult | undefined;
      expect(fourth?.searchableMs, lines.join('\n')).toBeDefined();
      expect(
        lines.find((line) => /^search: the index read ahead failed \(.*\), indexing every page again$/.test(line)),
        lines.join('\n'),
      ).toBeDefined();
      expect([...(await indexedFragments(live(''))).values()]).toContain(
        `/competitions/projectcompetitiondetails/${another}/`,
      );
    } finally {
      await service.stop();
    }
    // Stopping the service stops the build kept waiting, removes its folder and the live release's copy, and ends the Pagefind reading ahead.
    expect(standbyState()).toBe('none');
    await expect.poll(runningPagefinds, { timeout: 10_000, interval: 100 }).toEqual([]);
    expect((await readdir(publishDir)).filter((name) => /^build-\d+-\d+/.test(name))).toEqual([]);
    expect((await listReleases(publishDir)).length).toBeLessThanOrEqual(5);
  }, 300_000);

  it('after npm run compress, an edit and a take-down reach every encoding: identity, brotli and gzip', async () => {
    const compressed = await rebuild([], {}, COMPRESS);
    expect(compressed.code, compressed.output).toBe(0);
    expect(compressed.output).toMatch(/compress: .*, [1-9]\d* compressed/);
    const edited = `/competitions/hackathondetails/${approved}`;
    const takenDown = `/competitions/hackathondetails/${fresh}`;
    for (const path of [edited, takenDown]) expect(existsSync(live(`${path.slice(1)}/index.html.br`)), path).toBe(true);

    const stored = backend.api.store.get(approved)!;
    backend.api.store.setData(approved, { ...stored.data, competitionName: 'Renamed after compression' });
    moderate(backend.api.store, fresh, 'reject');
    const run = await rebuild();
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/compare: 0 added, 1 removed, 1 changed/);

    const site = await serveSite({ root: join(publishDir, 'current'), port: 0 });
    try {
      for (const encoding of ['identity', 'br', 'gzip']) {
        for (const path of [edited, '/competitions/hackathons']) {
          const answer = await fetch(`${site.url}${path}`, { headers: { 'Accept-Encoding': encoding } });
          expect(answer.headers.get('content-encoding') ?? 'identity', `${path} (${encoding})`).toBe(encoding);
          // fetch decodes the body by its Content-Encoding.
          expect(await answer.text(), `${path} (${encoding})`).toContain('Renamed after compression');
        }
        const gone = await fetch(`${site.url}${takenDown}`, { headers: { 'Accept-Encoding': encoding } });
        expect(gone.status, `${takenDown} (${encoding})`).toBe(404);
      }
      // No compressed copy of the page taken down is left to be asked for by name.
      for (const suffix of ['br', 'gz'])
        expect((await fetch(`${site.url}${takenDown}/index.html.${suffix}`)).status).toBe(404);
      expect(existsSync(live(takenDown.slice(1)))).toBe(false);
    } finally {
      await site.close();
    }
  }, 180_000);
});
