/**
 * `npm run rebuild` end to end against a real demo backend, in one serial
 * sequence that shares its builds (four in all): first publish; a no-change
 * run publishes nothing; an approval becomes public (and the static server's
 * ETags follow it); every alumni detail answering 404 is refused by the
 * per-area shrink guard; backend down or failing leaves the published site
 * byte-identical; empty lists are refused by the shrink guard and published
 * with --force; --rollback restores; the static server serves the live release
 * with 404.html and the hosting headers and follows `current` as it moves;
 * `npm start` on a published release does not override the guard, and its
 * server gives back the descriptors of aborted downloads; two webhook calls at
 * once give one build and one follow-up; after `npm run compress`, an edit
 * and a take-down reach every encoding (identity, brotli, gzip). And
 * --require-baseline refuses to publish into a PUBLISH_DIR without release
 * records.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, readlink, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { indexedFragments } from '#scripts/lib/search-index.ts';
import { HTML_CACHE, IMMUTABLE_CACHE } from '#scripts/lib/static-server.ts';
import type { RebuildResult } from '#scripts/rebuild/rebuild.ts';
import { listReleases, readRecord, releasePath } from '#scripts/rebuild/releases.ts';
import { readSnapshotData } from '#scripts/rebuild/snapshot.ts';
import { serveSite } from '#scripts/rebuild/serve-site.ts';
import { startRebuildService } from '#scripts/rebuild/service.ts';
import { indexAheadRead, standbyState } from '#scripts/rebuild/standby.ts';
import { abortDownloads, openDescriptors } from '#tests/support/aborted-downloads.ts';
import { isRunning, runningAstroBuilds, runningPagefinds } from '#tests/support/processes.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';

const SITE = 'http://localhost:4321';
const CLI = join(PROJECT_ROOT, 'scripts/rebuild/cli.ts');
const COMPRESS = join(PROJECT_ROOT, 'scripts/compress.ts');
const START = join(PROJECT_ROOT, 'scripts/start.ts');
const FACTS = seedFacts();
let backend: TestApi;
/** Inside the project on purpose: Astro builds into an out directory outside it share `.astro/.prerender`. */
let publishDir: string;

interface Run {
  code: number | null;
  output: string;
}

/** The environment of the test's runs: its backend and PUBLISH_DIR. */
const runEnv = (env: Record<string, string> = {}) => ({
  ...process.env,
  PUBLIC_API_HOST: backend.api.url,
  SITE_URL: SITE,
  PUBLISH_DIR: publishDir,
  BUILD_FETCH_ATTEMPTS: '2',
  // Other people edit the code of this checkout while tests run: compare data only.
  REBUILD_WATCH_CODE: '0',
  ...env,
});

/** Runs `npm run rebuild` (the CLI itself, or another script such as `npm run compress`) with the test's backend and PUBLISH_DIR. */
function rebuild(args: string[] = [], env: Record<string, string> = {}, script = CLI): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: PROJECT_ROOT,
      env: runEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Every file of the live release with its content hash, and where `current` points. */
async function liveSite(): Promise<{ target: string; files: Record<string, string> }> {
  const target = await readlink(join(publishDir, 'current'));
  const root = join(publishDir, target);
  const files: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path)] = createHash('sha256').update(await readFile(path)).digest('hex');
  }
  return { target, files };
}

const live = (path: string) => join(publishDir, 'current', path);
const hackathonPage = (id: string) => live(`competitions/hackathondetails/${id}/index.html`);

beforeAll(async () => {
  backend = await startTestApi({ siteUrl: SITE, seed: {} });
  publishDir = join(PROJECT_ROOT, '.site', '.tests', `rebuild-${process.pid}-${Date.now()}`);
  await mkdir(publishDir, { recursive: true });
});

afterAll(async () => {
  await backend?.close();
  if (publishDir) await rm(publishDir, { recursive: true, force: true });
});

describe('npm run rebuild against the demo backend', () => {
  const approved = FACTS.competition.Hackathon.approved[0]!;
  const fresh = FACTS.competition.Hackathon.pending[0]!;
  const later = FACTS.competition['Coding Contest'].pending[0]!;

  it('publishes a first release: every phase reported, current points at it, the snapshot is kept beside it', async () => {
    const run = await rebuild();
    expect(run.code, run.output).toBe(0);
    for (const phase of ['fetch:', 'compare: nothing is published yet', 'pictures:', 'build: releases/', 'verify:', 'publish: current → releases/', 'summary: changed']) {
      expect(run.output).toContain(phase);
    }
    // The pictures phase processed the seed's pictures once, dropped the unusable ones, and the release holds their variants.
    expect(run.output).toMatch(/pictures: \d+ \([1-9]\d* processed, .*, [1-9]\d* dropped; /);
    expect(readdirSync(live('_img')).length).toBeGreaterThan(50);
    const [id] = await listReleases(publishDir);
    expect(await readlink(join(publishDir, 'current'))).toBe(join('releases', id!));
    const record = await readRecord(publishDir, id!);
    expect(record?.snapshot.entries).toBeGreaterThan(50);
    expect(record?.snapshot.areas.competitions?.Hackathon?.map((e) => e.id)).toContain(approved);
    // The records it was built from are kept beside it, whole (the next run keeps those the lists show unchanged);
    // the pages-only release published before its search index left neither its records nor a half-written file.
    const records = await readSnapshotData(`${releasePath(publishDir, id!)}.records`);
    expect(records?.areas.competitions?.Hackathon?.map((e) => e.id)).toEqual(record?.snapshot.areas.competitions?.Hackathon?.map((e) => e.id));
    expect(readdirSync(join(publishDir, 'releases')).filter((name) => name.includes('.records'))).toEqual([`${id}.records`]);
    expect(existsSync(hackathonPage(approved))).toBe(true);
    expect(existsSync(live('sitemap.xml'))).toBe(true);
    // A full build: Pagefind reads the detail routes Astro has finished while it writes the rest (none at this
    // size: the build reports its pages 250 at a time), and the index holds every detail page.
    const during = /search: (\d+) detail pages of (\d+) were read while the build ran, the index written since/.exec(run.output);
    expect(during, run.output).not.toBeNull();
    const [readEarly, details] = during!.slice(1).map(Number) as [number, number];
    expect(readEarly).toBeLessThanOrEqual(details);
    const fragments = [...(await indexedFragments(join(publishDir, 'current'))).values()];
    expect(fragments).toHaveLength(details);
    expect(fragments).toContain(`/competitions/hackathondetails/${approved}/`);
  }, 180_000);

  it('a run with nothing changed builds and publishes nothing', async () => {
    const before = await liveSite();
    const releases = await listReleases(publishDir);
    const files = () => [...readdirSync(publishDir), ...readdirSync(join(publishDir, 'releases')).map((name) => `releases/${name}`)].sort();
    const filesBefore = files();
    const run = await rebuild();
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('summary: no changes');
    expect(run.output).not.toContain('build:');
    expect(await listReleases(publishDir)).toEqual(releases);
    expect(await liveSite()).toEqual(before);
    // The build started before the fetch (a partial one can be) was stopped, and left nothing behind: no scratch files, no folder.
    expect(files()).toEqual(filesBefore);
  }, 60_000);

  it('an approval becomes public: its detail page exists in the new release; the old ETag of a changed file gets 200 and the new body', async () => {
    expect(existsSync(hackathonPage(fresh))).toBe(false);
    const site = await serveSite({ root: join(publishDir, 'current'), port: 0 });
    try {
      const sitemap = await fetch(`${site.url}/sitemap.xml`);
      const sitemapTag = sitemap.headers.get('etag')!;
      expect(sitemapTag).toMatch(/^"[\w-]+"$/);
      expect((await fetch(`${site.url}/sitemap.xml`, { headers: { 'If-None-Match': sitemapTag } })).status).toBe(304);
      const asset = (await (await fetch(`${site.url}/`)).text()).match(/(?:src|href)="(\/_astro\/[^"]+)"/)![1]!;
      const assetTag = (await fetch(`${site.url}${asset}`)).headers.get('etag')!;

      moderate(backend.api.store, fresh, 'approve');
      const run = await rebuild();
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain('compare: 1 added, 0 removed, 0 changed');
      expect(await listReleases(publishDir)).toHaveLength(2);
      expect(existsSync(hackathonPage(fresh))).toBe(true);
      expect(await readFile(live('sitemap.xml'), 'utf8')).toContain(`/competitions/hackathondetails/${fresh}`);
      const now = (await listReleases(publishDir)).at(-1)!;
      const records = await readSnapshotData(`${releasePath(publishDir, now)}.records`);
      expect(records?.areas.competitions?.Hackathon?.map((e) => e.id)).toContain(fresh);

      const changed = await fetch(`${site.url}/sitemap.xml`, { headers: { 'If-None-Match': sitemapTag } });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toContain(`/competitions/hackathondetails/${fresh}`);
      expect(changed.headers.get('etag')).not.toBe(sitemapTag);
      // A hashed asset has the same bytes in the new release: its ETag (a content hash) still matches.
      expect((await fetch(`${site.url}${asset}`, { headers: { 'If-None-Match': assetTag } })).status).toBe(304);

      // Only pages whose key changed were rendered; the new release shares every unchanged file with the one before
      // (hard links), and verification read only what changed.
      const [previous, next] = (await listReleases(publishDir)).slice(-2);
      const unchanged = `competitions/hackathondetails/${approved}/index.html`;
      const inode = async (id: string, path: string) => (await stat(join(publishDir, 'releases', id, path))).ino;
      expect(await inode(next!, unchanged)).toBe(await inode(previous!, unchanged));
      const rendered = /build: releases\/\S+ in [\d.]+ s \((\d+) changed pages? rendered, (\d+) unchanged from the live release[;)]/.exec(run.output);
      expect(rendered, run.output).not.toBeNull();
      const [renderedPages, unchangedPages] = rendered!.slice(1).map(Number) as [number, number];
      expect(renderedPages).toBeGreaterThan(0);
      expect(renderedPages).toBeLessThan(unchangedPages * 0.5);
      const share = /share: (\d+) files are the live release's, linked \((\d+) pages not rendered, (\d+) of the (\d+) files built compared byte for byte/.exec(run.output);
      expect(share, run.output).not.toBeNull();
      const [sharedFiles, fromLive, compared, builtFiles] = share!.slice(1).map(Number) as [number, number, number, number];
      expect(fromLive).toBe(unchangedPages);
      expect(sharedFiles).toBeGreaterThan(fromLive);
      // Assets and pictures are known the same by their names, pages by their keys: few files are read.
      expect(compared).toBeLessThan(builtFiles * 0.5);
      expect(existsSync(join(publishDir, 'releases', `${next}.files`))).toBe(true);
      // The pages are published first; the search release follows with an index that holds the new entry.
      expect(run.output).toMatch(/publish: current → releases\/\S+; the pages are live/);
      expect(run.output).toMatch(/search: search index: \d+ pages/);
      // Pagefind read the live release's detail pages while Astro rendered; only the pages rendered were added after.
      const ahead = /search: the live release's \d+ detail pages were read while the build ran; adding the (\d+) pages? rendered/.exec(run.output);
      expect(ahead, run.output).not.toBeNull();
      expect(Number(ahead![1])).toBeGreaterThan(0);
      expect(Number(ahead![1])).toBeLessThan(5);
      expect([...(await indexedFragments(join(publishDir, 'current'))).values()]).toContain(`/competitions/hackathondetails/${fresh}/`);
      expect(await readRecord(publishDir, next!)).toMatchObject({ search: (await readRecord(publishDir, next!))!.snapshot.hash });
      expect(run.output).toMatch(/\((\d+) changed pages read;/);
      expect(Number(/\((\d+) changed pages read;/.exec(run.output)![1])).toBeLessThan(50);
      // Text goes out compressed, by Accept-Encoding.
      const page = await fetch(`${site.url}/about`, { headers: { 'Accept-Encoding': 'br' } });
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('vary')).toBe('Accept-Encoding');
      expect(await page.text()).toContain('</html>');
    } finally {
      await site.close();
    }
  }, 180_000);

  it('every alumni detail answering 404 (all Star Alumni gone, the total barely moved): refused by the shrink guard, naming the area', async () => {
    const before = await liveSite();
    const releases = await listReleases(publishDir);
    const alumni = (await readRecord(publishDir, releases.at(-1)!))!.snapshot.areas.alumni!.Alumni!.length;
    expect(alumni).toBeGreaterThan(0);
    backend.api.setFaults({ fail: { '/api/alumni/approved/': 404 } });
    try {
      // The lists are unchanged, so a rebuild that fetches only what they show as new keeps the live records…
      const quick = await rebuild();
      expect(quick.code, quick.output).toBe(0);
      expect(quick.output).toContain('summary: no changes');
      // …and the reconciliation, which fetches every detail, sees them gone.
      const run = await rebuild(['--full']);
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain(`failed: compare: the shrink guard refused: alumni: no entries now, ${alumni} in the baseline (all gone)`);
      expect(run.output).toContain('if this is intended, run again with --force');
    } finally {
      backend.api.setFaults({});
    }
    expect(await liveSite()).toEqual(before);
    expect(await listReleases(publishDir)).toEqual(releases);
  }, 60_000);

  it('backend failing after retries: non-zero exit naming the call, the live site byte-identical', async () => {
    const before = await liveSite();
    backend.api.setFaults({ fail: { '/api/placement-nominations': 500 } });
    try {
      const run = await rebuild();
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/failed: fetch: the backend at .* failed, nothing was published: GET \/api\/placement-nominations\/approved\/\S+ failed after 2 attempts/);
    } finally {
      backend.api.setFaults({});
    }
    expect(await liveSite()).toEqual(before);

    const unreachable = await rebuild([], { PUBLIC_API_HOST: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/the backend at http:\/\/127\.0\.0\.1:9 failed.*\(network\)/);
    expect(await liveSite()).toEqual(before);
    expect(existsSync(join(publishDir, 'rebuild.lock'))).toBe(false);
  }, 60_000);

  it('the backend suddenly answering empty lists is refused by the shrink guard; --force publishes it', async () => {
    const before = await liveSite();
    const releases = await listReleases(publishDir);
    backend.api.store.transaction(() => backend.api.store.clear());
    const refused = await rebuild();
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/refusing to publish an empty site.*--force/s);
    expect(await liveSite()).toEqual(before);
    expect(await listReleases(publishDir)).toEqual(releases);

    const forced = await rebuild(['--force']);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('shrink guard overridden by --force');
    // Pagefind cannot drop a page from an index begun from the live release's pages: the new release is indexed anew.
    expect(forced.output).toMatch(/search: \d+ detail pages? of the live release gone, indexing every page again/);
    expect(existsSync(hackathonPage(fresh))).toBe(false);
  }, 180_000);

  it('--rollback restores the previous release', async () => {
    const run = await rebuild(['--rollback']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/rollback: current → releases\/\S+ \(was \S+\)/);
    expect(existsSync(hackathonPage(fresh))).toBe(true);
  }, 30_000);

  it('the static server serves the live release: 404.html with status 404, caching headers, _headers applied, follows current', async () => {
    const site = await serveSite({ root: join(publishDir, 'current'), port: 0 });
    try {
      const missing = await fetch(`${site.url}/no/such/page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Page Not Found');
      expect(missing.headers.get('cache-control')).toBe('no-store');

      const detail = await fetch(`${site.url}/competitions/hackathondetails/${fresh}`);
      expect(detail.status).toBe(200);
      expect(detail.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(detail.headers.get('cache-control')).toBe(HTML_CACHE);
      expect(detail.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(detail.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(detail.headers.get('x-content-type-options')).toBe('nosniff');
      const asset = (await detail.text()).match(/(?:src|href)="(\/_astro\/[^"]+)"/)?.[1];
      const assetAnswer = await fetch(`${site.url}${asset}`);
      expect(assetAnswer.status).toBe(200);
      expect(assetAnswer.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);

      // Switching `current` under the running server: the next request sees the other release.
      const back = await rebuild(['--rollback']);
      expect(back.code, back.output).toBe(0);
      expect((await fetch(`${site.url}/competitions/hackathondetails/${fresh}`)).status).toBe(404);
      expect((await fetch(`${site.url}/competitions/hackathondetails/${approved}`)).status).toBe(200);
    } finally {
      await site.close();
    }
  }, 120_000);

  it('npm start with a release published and a backend answering empty lists: the guard holds, the old release is served, the next build waits, aborted downloads give their descriptors back', async () => {
    const before = await liveSite();
    expect(backend.api.store.count()).toBe(0);
    const child: ChildProcess = spawn(process.execPath, [START], {
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
      await expect.poll(() => output, { timeout: 150_000, interval: 250 }).toMatch(/Wall of Fame is running|npm start exited/);
      expect(output).toMatch(/failed: compare: the backend lists no approved entries at all \(the baseline has \d+\); refusing to publish an empty site/);
      expect(output).toContain('serving the release published before');
      expect(await liveSite()).toEqual(before);

      // Like the service's runs, the first run leaves the next run's build started and waiting (REBUILD_STANDBY is not 0).
      await expect.poll(() => runningAstroBuilds(child.pid!).length, { timeout: 60_000, interval: 250 }).toBe(1);
      waiting = runningAstroBuilds(child.pid!)[0];

      const port = Number(/Site:\s+http:\/\/localhost:(\d+)/.exec(output)![1]);
      const sitemap = `http://127.0.0.1:${port}/sitemap.xml`;
      expect((await fetch(sitemap)).status).toBe(200);
      const baseline = openDescriptors(child.pid!);
      await abortDownloads(port, '/sitemap.xml', 300);
      await expect.poll(() => openDescriptors(child.pid!), { timeout: 15_000, interval: 250 }).toBeLessThanOrEqual(baseline + 2);
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
      rebuild: { publishDir, apiHost: backend.api.url, siteUrl: SITE, watchCode: false },
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
      expect(lines.filter((line) => line.startsWith('build: releases/'))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith('summary:'))).toHaveLength(2);

      // Between runs the next build waits, started; the next approval's run takes it over.
      const deadline = Date.now() + 90_000;
      while (standbyState() !== 'waiting' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(standbyState(), 'a build waits for the next run').toBe('waiting');
      // Pending again since the store was seeded afresh above.
      moderate(backend.api.store, fresh, 'approve');
      expect((await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer hook-secret' } })).status).toBe(202);
      await service.queue.idle();
      const third = service.queue.history[2]?.result as RebuildResult | undefined;
      expect(third?.changed, lines.join('\n')).toBe(true);
      expect(lines.find((line) => line.startsWith('build: releases/') && line.includes('before this run and was waiting for the snapshot')), lines.join('\n')).toBeDefined();
      expect(existsSync(hackathonPage(fresh))).toBe(true);
      // The live release's pages were read for the search index between the runs (the no-change run kept them for it).
      expect(lines.find((line) => /^search: the live release's \d+ detail pages were read ahead, from before this run; adding the 1 page rendered$/.test(line)), lines.join('\n')).toBeDefined();
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
      expect(lines.find((line) => /^search: the index read ahead failed \(.*\), indexing every page again$/.test(line)), lines.join('\n')).toBeDefined();
      expect([...(await indexedFragments(live(''))).values()]).toContain(`/competitions/projectcompetitiondetails/${another}/`);
    } finally {
      await service.stop();
    }
    // Stopping the service stops the build kept waiting, removes its folder, and ends the Pagefind reading ahead.
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
      for (const suffix of ['br', 'gz']) expect((await fetch(`${site.url}${takenDown}/index.html.${suffix}`)).status).toBe(404);
      expect(existsSync(live(takenDown.slice(1)))).toBe(false);
    } finally {
      await site.close();
    }
  }, 180_000);
});

describe('--require-baseline (the GitHub Actions workflow)', () => {
  it('without any release record in PUBLISH_DIR (an evicted CI cache) it refuses to publish, naming the cause and --force', async () => {
    const empty = join(PROJECT_ROOT, '.site', '.tests', `no-baseline-${process.pid}-${Date.now()}`);
    await mkdir(empty, { recursive: true });
    try {
      const run = await rebuild(['--require-baseline'], { PUBLISH_DIR: empty });
      expect(run.code, run.output).toBe(1);
      expect(run.output).toMatch(/failed: compare: no baseline: .* holds no release record .*--require-baseline.*run again with --force/);
      expect(existsSync(join(empty, 'current'))).toBe(false);
      expect(await listReleases(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
