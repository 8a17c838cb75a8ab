/**
 * `npm run rebuild` end to end against a real demo backend, in one serial
 * sequence that shares its builds (three in all): first publish; a no-change
 * run publishes nothing; an approval becomes public (and the static server's
 * ETags follow it); every alumni detail answering 404 is refused by the
 * per-area shrink guard; backend down or failing leaves the published site
 * byte-identical; empty lists are refused by the shrink guard and published
 * with --force; --rollback restores; the static server serves the live release
 * with 404.html and the hosting headers and follows `current` as it moves. And
 * --require-baseline refuses to publish into a PUBLISH_DIR without release
 * records. What runs beside a published site (npm start, the webhook, npm run
 * compress) is in rebuild-service.test.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, readlink, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { indexedFragments } from '#scripts/lib/search-fragments.ts';
import { HTML_CACHE, IMMUTABLE_CACHE } from '#scripts/lib/static-server.ts';
import { currentRelease, listReleases, readRecord, recordsPath, releasePath } from '#scripts/rebuild/releases.ts';
import { readSnapshotData } from '#scripts/rebuild/snapshot.ts';
import { serveSite } from '#scripts/rebuild/serve-site.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { closeTarget, newPublishDir, rebuildRuns, SITE } from './support/rebuild-runs.ts';

const FACTS = seedFacts();
let backend: TestApi;
let publishDir: string;
const { rebuild, liveSite, live } = rebuildRuns(() => ({ backend, publishDir }));
const hackathonPage = (id: string) => live(`competitions/hackathondetails/${id}/index.html`);

beforeAll(async () => {
  backend = await startTestApi({ siteUrl: SITE, seed: {} });
  publishDir = await newPublishDir('rebuild');
});

afterAll(() => closeTarget(backend, publishDir));

describe('npm run rebuild against the demo backend', () => {
  const approved = FACTS.competition.Hackathon.approved[0]!;
  const fresh = FACTS.competition.Hackathon.pending[0]!;

  it('publishes a first release: every phase reported, current points at it, the snapshot is kept beside it', async () => {
    // Astro starts before the fetch with a heap for the live release's entries (none: 1 GiB); this site, at
    // a GiB for every 40 entries, needs more, so the build starts it again with that.
    const run = await rebuild(['--verbose'], { BUILD_ENTRIES_PER_GIB: '40', NODE_OPTIONS: '' });
    expect(run.code, run.output).toBe(0);
    const restarted = /\[rebuild\] build: Astro started again, with a (\d+) MB heap for (\d+) entries\n/.exec(
      run.output,
    );
    expect(restarted, run.output).not.toBeNull();
    expect(Number(restarted![1])).toBe(1024 * Math.ceil(Number(restarted![2]) / 40));
    const phases = [
      'fetch: ',
      'compare: nothing is published yet',
      'pictures: ',
      'build: every page rendered',
      'share: ',
      'verify: ',
      'publish: live at releases/',
      'search: ',
      'prune: ',
      'summary: changed',
    ];
    for (const phase of phases) expect(run.output).toContain(`[rebuild] ${phase}`);
    // --verbose: what each phase did inside, and Astro's own output.
    expect(run.output).toMatch(/\[rebuild\] fetch: .*; snapshot [0-9a-f]{12}\n/);
    expect(run.output).toMatch(/\[rebuild\] astro: .*\n/);
    // The pictures phase processed the seed's pictures once, dropped the unusable ones, and the release holds their variants.
    expect(run.output).toMatch(/pictures: \d+ pictures, [1-9]\d* processed, [1-9]\d* dropped \(/);
    expect(readdirSync(live('_img')).length).toBeGreaterThan(50);
    const [id] = await listReleases(publishDir);
    expect(await readlink(join(publishDir, 'current'))).toBe(join('releases', id!));
    const record = await readRecord(publishDir, id!);
    expect(record?.snapshot.entries).toBeGreaterThan(50);
    expect(record?.snapshot.areas.competitions?.Hackathon?.map((e) => e.id)).toContain(approved);
    // The records it was built from are kept beside it, whole (the next run keeps those the lists show unchanged);
    // the pages-only release published before its search index left neither its records nor a half-written file.
    const records = await readSnapshotData(`${releasePath(publishDir, id!)}.records`);
    expect(records?.areas.competitions?.Hackathon?.map((e) => e.id)).toEqual(
      record?.snapshot.areas.competitions?.Hackathon?.map((e) => e.id),
    );
    expect(readdirSync(join(publishDir, 'releases')).filter((name) => name.includes('.records'))).toEqual([
      `${id}.records`,
    ]);
    expect(existsSync(hackathonPage(approved))).toBe(true);
    expect(existsSync(live('sitemap.xml'))).toBe(true);
    // A full build: Pagefind reads the detail routes Astro has finished while it writes the rest (none at this
    // size: the build reports its pages 250 at a time), and the index holds every detail page.
    const during = /search: (\d+) detail pages of (\d+) were read while the build ran, the index written since/.exec(
      run.output,
    );
    expect(during, run.output).not.toBeNull();
    const [readEarly, details] = during!.slice(1).map(Number) as [number, number];
    expect(readEarly).toBeLessThanOrEqual(details);
    const fragments = [...(await indexedFragments(join(publishDir, 'current'))).values()];
    expect(fragments).toHaveLength(details);
    expect(fragments).toContain(`/competitions/hackathondetails/${approved}/`);
  }, 180_000);

  it('a run with nothing changed builds and publishes nothing, and says so in one line per phase', async () => {
    const before = await liveSite();
    const releases = await listReleases(publishDir);
    const files = () =>
      [
        ...readdirSync(publishDir),
        ...readdirSync(join(publishDir, 'releases')).map((name) => `releases/${name}`),
      ].sort();
    const filesBefore = files();
    // The lists alone show nothing changed: the live release's records are not read (without them, the entries
    // of card-field lists would have their details read again).
    const records = recordsPath(publishDir, (await currentRelease(publishDir))!);
    await rename(records, `${records}.away`);
    const run = await rebuild().finally(() => rename(`${records}.away`, records));
    expect(run.code, run.output).toBe(0);
    // The default output: a line for each phase that ran, in the operator's words, with its counts and time; then the summary.
    const lines = run.output.trim().split('\n');
    expect(lines, run.output).toHaveLength(3);
    // The demo backend's lists carry ETags: each answered 304 Not Modified, and none was read.
    expect(lines[0]).toMatch(
      /^\[rebuild\] fetch: \d+ entries, 0 read in full, \d+ kept, every list unchanged \(304 Not Modified\) \(\d+\.\d s\)$/,
    );
    expect(lines[1]).toMatch(/^\[rebuild\] compare: no changes since the live release \(\d+\.\d s\)$/);
    expect(lines[2]).toMatch(
      /^\[rebuild\] summary: no changes — \d+ entries, \d+ pages live \(release \S+\), nothing built, \d+\.\d s$/,
    );
    expect(run.output).not.toContain('build:');
    expect(await listReleases(publishDir)).toEqual(releases);
    expect(await liveSite()).toEqual(before);
    // The build started before the fetch (a partial one can be) was stopped, and left nothing behind: no scratch files, no folder.
    expect(files()).toEqual(filesBefore);
  }, 60_000);

  it('a list whose body changed in a way the site does not read: nothing is published, its new ETag is kept, and the next run reads no list', async () => {
    const id = FACTS.competition.Hackathon.approved[1]!;
    const stored = backend.api.store.get(id)!;
    // A field of the backend's own that the contract leaves out: the list's body (and ETag) change, the snapshot does not.
    backend.api.store.setData(id, { ...stored.data, internalNote: 'seen by moderators only' });
    try {
      const releases = await listReleases(publishDir);
      const changed = await rebuild();
      expect(changed.code, changed.output).toBe(0);
      expect(changed.output).toContain('[rebuild] compare: no changes since the live release');
      expect(changed.output).not.toContain('every list unchanged');
      expect(await listReleases(publishDir)).toEqual(releases);
      const validators = `${releasePath(publishDir, (await currentRelease(publishDir))!)}.validators`;
      expect(existsSync(validators)).toBe(true);
      const again = await rebuild();
      expect(again.output).toMatch(/\[rebuild\] fetch: .*, every list unchanged \(304 Not Modified\)/);
    } finally {
      backend.api.store.setData(id, stored.data);
    }
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
      const run = await rebuild(['--verbose']);
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
      const rendered = /build: (\d+) changed pages? rendered, (\d+) unchanged \(/.exec(run.output);
      expect(rendered, run.output).not.toBeNull();
      const [renderedPages, unchangedPages] = rendered!.slice(1).map(Number) as [number, number];
      expect(renderedPages).toBeGreaterThan(0);
      expect(renderedPages).toBeLessThan(unchangedPages * 0.5);
      const shared = /share: (\d+) files unchanged, linked to the live release \(/.exec(run.output);
      const share = /share: (\d+) pages not rendered, (\d+) of the (\d+) files built compared byte for byte/.exec(
        run.output,
      );
      expect(shared, run.output).not.toBeNull();
      expect(share, run.output).not.toBeNull();
      const sharedFiles = Number(shared![1]);
      const [fromLive, compared, builtFiles] = share!.slice(1).map(Number) as [number, number, number];
      expect(fromLive).toBe(unchangedPages);
      expect(sharedFiles).toBeGreaterThan(fromLive);
      // Assets and pictures are known the same by their names, pages by their keys: few files are read.
      expect(compared).toBeLessThan(builtFiles * 0.5);
      expect(existsSync(join(publishDir, 'releases', `${next}.files`))).toBe(true);
      // The pages go live with their index: only the detail pages rendered were indexed, on their own beside
      // the full index (a delta), into the release; no search release follows.
      expect(run.output).toMatch(/publish: live at releases\/\S+ with its search index \([\d.]+ s after the start\)/);
      expect(run.output).toMatch(/search: nothing to write, the pages went live with their index/);
      expect(run.output).toMatch(/delta: search index: \d+ pages/);
      const delta =
        /delta: (\d+) detail pages? changed since the full index indexed into the release, (\d+) pages? of the full index left out/.exec(
          run.output,
        );
      expect(delta, run.output).not.toBeNull();
      expect(Number(delta![1])).toBeGreaterThan(0);
      expect(Number(delta![1])).toBeLessThan(5);
      expect([...(await indexedFragments(join(publishDir, 'current'))).values()]).toContain(
        `/competitions/hackathondetails/${fresh}/`,
      );
      expect(await readRecord(publishDir, next!)).toMatchObject({
        search: (await readRecord(publishDir, next!))!.snapshot.hash,
      });
      expect(run.output).toMatch(/verify: (\d+) changed pages read/);
      expect(Number(/verify: (\d+) changed pages read/.exec(run.output)![1])).toBeLessThan(50);
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
      expect(run.output).toContain(
        `failed: compare: the shrink guard refused: alumni: no entries now, ${alumni} in the baseline (all gone)`,
      );
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
      expect(run.output).toMatch(
        /failed: fetch: the backend at .* failed, nothing was published: GET \/api\/placement-nominations\/approved\/\S+ failed after 2 attempts/,
      );
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

    const forced = await rebuild(['--force', '--verbose']);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('[rebuild] compare: shrink guard overridden by --force');
    // A delta leaving out every page of the full index is past its limit: the new release is indexed anew.
    expect(forced.output).toMatch(
      /delta: no delta, a full index is due, \d+ detail pages changed or gone since the full index, over \d+; a full index follows the pages/,
    );
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
});

describe('--require-baseline (the GitHub Actions workflow)', () => {
  it('without any release record in PUBLISH_DIR (an evicted CI cache) it refuses to publish, naming the cause and --force', async () => {
    const empty = join(PROJECT_ROOT, '.site', '.tests', `no-baseline-${process.pid}-${Date.now()}`);
    await mkdir(empty, { recursive: true });
    try {
      const run = await rebuild(['--require-baseline'], { PUBLISH_DIR: empty });
      expect(run.code, run.output).toBe(1);
      expect(run.output).toMatch(
        /failed: compare: no baseline: .* holds no release record .*--require-baseline.*run again with --force/,
      );
      expect(existsSync(join(empty, 'current'))).toBe(false);
      expect(await listReleases(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
