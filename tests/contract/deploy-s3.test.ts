/**
 * Deploying releases to an S3 bucket (issue 51), against a real S3 API on
 * loopback (s3rver, support/s3-server.ts) with the official AWS SDK as the
 * client: only what changed is written, with the headers of `_headers`; in an
 * order where no page on the bucket ever refers to a file that is not there;
 * a store that dies part-way leaves whole pages and the next deploy finishes;
 * deletions over the limit stop the deploy, content-named files stay for the
 * grace period; a missing or corrupt manifest is reconciled by listing; a
 * rollback sends only the difference; a no-change deploy makes one request.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '#integrations/security.ts';
import { deployRelease, DeployError, DeployRefused, type DeployOptions } from '#scripts/deploy/deploy.ts';
import { decodeManifest, MANIFEST } from '#scripts/deploy/manifest.ts';
import { isHashed } from '#scripts/deploy/object-headers.ts';
import { s3Target } from '#scripts/deploy/s3-target.ts';
import { md5, sha256 } from '#scripts/lib/hash.ts';
import { HTML_CACHE } from '#scripts/lib/static-server.ts';
import { approval, firstRelease, nextRelease, referencesOf, writeRelease } from './support/deploy-releases.ts';
import { startS3, type S3Fixture } from './support/s3-server.ts';

const HOUR = 3_600_000;
const PREFIX = 'site';
let s3: S3Fixture;
let dir: string;
let first: string;
let second: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wof-deploy-s3-'));
  first = await writeRelease(join(dir, 'releases/2026-01-01T00-00-00-000Z'), firstRelease());
  const { changes, removed } = approval();
  second = await nextRelease(first, join(dir, 'releases/2026-01-01T00-05-00-000Z'), changes, removed);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

beforeEach(async () => {
  s3 = await startS3();
});
afterEach(() => s3.close());

/** Deploys `releaseDir` to the bucket under `site/`, through the proxy. */
async function deploy(releaseDir: string, options: Partial<DeployOptions> = {}, attempts = 5) {
  const target = s3Target({
    bucket: s3.bucket,
    prefix: PREFIX,
    pathStyle: true,
    client: s3.client,
    maxAttempts: attempts,
  });
  try {
    return await deployRelease({
      releaseDir,
      target,
      graceMs: HOUR,
      maxDeletes: 256,
      hashCacheFile: join(dir, 'deploy-hashes.json'),
      ...options,
    });
  } finally {
    target.close();
  }
}

const siteKeys = (objects: Map<string, unknown>) =>
  [...objects.keys()].filter((key) => !key.startsWith(`${PREFIX}/.deploy/`)).sort();
const keysOf = (files: Record<string, unknown>, leaveOut = ['_headers', 'index.html.br']) =>
  Object.keys(files)
    .filter((path) => !leaveOut.includes(path))
    .map((path) => `${PREFIX}/${path}`)
    .sort();

describe('a full deploy, then an approval', () => {
  it('writes every file with its headers, then exactly the changed objects', async () => {
    const full = await deploy(first);
    expect(full.known).toBe('listing');
    const files = firstRelease();
    expect(
      s3
        .writes()
        .filter((key) => !key.includes('/.deploy/'))
        .sort(),
    ).toEqual(keysOf(files));
    expect(siteKeys(await s3.list())).toEqual(keysOf(files));

    const home = await s3.read(`${PREFIX}/index.html`);
    expect(home?.body.toString()).toBe(files['index.html']);
    expect(home).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: HTML_CACHE });
    expect(home?.contentEncoding).toBeUndefined();
    expect(await s3.read(`${PREFIX}/_astro/app.1111.js`)).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: IMMUTABLE,
    });
    expect(await s3.read(`${PREFIX}/_img/aaaa.webp`)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: IMMUTABLE,
    });
    expect(await s3.read(`${PREFIX}/rss.xml`)).toMatchObject({
      contentType: 'application/xml; charset=utf-8',
      cacheControl: HTML_CACHE,
    });
    // Pagefind's chunks are named by their content; its packed files go as Pagefind wrote them (its script unpacks them).
    const meta = await s3.read(`${PREFIX}/pagefind/pagefind.en_m1.pf_meta`);
    expect(meta).toMatchObject({ contentType: 'application/octet-stream', cacheControl: IMMUTABLE });
    expect(meta?.contentEncoding).toBeUndefined();
    expect(meta?.body.equals(files['pagefind/pagefind.en_m1.pf_meta'] as Buffer)).toBe(true);
    // What the index is made of right now (its entry, the delta file) is revalidated.
    expect(await s3.read(`${PREFIX}/pagefind/pagefind-entry.json`)).toMatchObject({ cacheControl: HTML_CACHE });
    expect(await s3.read(`${PREFIX}/_headers`)).toBeUndefined();
    expect(await s3.read(`${PREFIX}/index.html.br`)).toBeUndefined();

    s3.calls.length = 0;
    const one = await deploy(second);
    const { changes } = approval();
    expect(one.known).toBe('manifest');
    expect(
      s3
        .writes()
        .filter((key) => !key.includes('/.deploy/'))
        .sort(),
    ).toEqual(keysOf(changes));
    expect(one.written.files).toBe(Object.keys(changes).length);
    // The previous index's chunks stay for the grace period; the sibling was never there.
    expect(s3.deletes()).toEqual([]);
    expect(one.kept).toBe(2);
    expect(siteKeys(await s3.list())).toEqual([...new Set([...keysOf(firstRelease()), ...keysOf(changes)])].sort());
    expect(await s3.read(`${PREFIX}/projects/p-3/index.html`)).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      cacheControl: HTML_CACHE,
    });
    // Read the manifest, write it ahead, the changed files, the release's record is not there (no record beside the folder), the manifest.
    expect(one.requests).toBe(Object.keys(changes).length + 3);
  });

  it('makes one request when nothing changed, and reads no file it hashed before', async () => {
    await deploy(first);
    s3.calls.length = 0;
    const again = await deploy(first);
    expect(s3.calls).toEqual([{ method: 'GET', key: `${PREFIX}/.deploy/${MANIFEST}`, query: '?x-id=GetObject' }]);
    expect(again).toMatchObject({ requests: 1, read: 0, written: { files: 0 }, deleted: 0 });
  });
});

describe('what the deploy takes as known without reading', () => {
  it('sends a file changed in place, its size, inode and links kept, and compares a release not built from the last one by content', async () => {
    const sameSize = (text: string) => text.replace('About', 'Abuot');
    const r1 = await writeRelease(join(dir, 'own/2026-02-01T00-00-00-000Z'), firstRelease());
    await deploy(r1);
    // The next release shares every file with the last one; then its About page is edited where it is.
    const r2 = await nextRelease(r1, join(dir, 'own/2026-02-01T00-05-00-000Z'), {});
    await new Promise((resolve) => setTimeout(resolve, 50)); // past the clock tick of file times
    const about = String(firstRelease()['about/index.html']);
    await writeFile(join(r2, 'about/index.html'), sameSize(about));
    s3.calls.length = 0;
    const edited = await deploy(r2);
    expect(edited.read).toBe(1);
    expect(s3.writes().filter((key) => !key.includes('/.deploy/'))).toEqual([`${PREFIX}/about/index.html`]);
    expect((await s3.read(`${PREFIX}/about/index.html`))?.body.toString()).toBe(sameSize(about));
    // A release written anew (no file shared with the last one): every file is read, and only what differs is sent.
    const p1 = String(firstRelease()['projects/p-1/index.html']);
    const r3 = await writeRelease(join(dir, 'own/2026-02-01T00-10-00-000Z'), {
      ...firstRelease(),
      'about/index.html': sameSize(about),
      'projects/p-1/index.html': p1.replace('Project 1', 'Project I'),
    });
    s3.calls.length = 0;
    const fresh = await deploy(r3);
    // Every file but those named by their content (their MD5 comes from the manifest, by name and size).
    expect(fresh.read).toBe(keysOf(firstRelease()).filter((key) => !isHashed(key.slice(PREFIX.length + 1))).length);
    expect(s3.writes().filter((key) => !key.includes('/.deploy/'))).toEqual([`${PREFIX}/projects/p-1/index.html`]);
  });
});

describe('a published release deployed again', () => {
  it("costs one request and no look at its files, unless --verify-target or a kept file's grace period is over", async () => {
    const published = await nextRelease(first, join(dir, 'releases/2026-01-01T01-00-00-000Z'), {
      'about/index.html': '<p>published</p>',
    });
    await writeFile(`${published}.json`, JSON.stringify({ id: '2026-01-01T01-00-00-000Z', pages: 5 }));
    const start = Date.now();
    await deploy(second, { now: start });
    await deploy(published, { now: start });
    const lines: string[] = [];
    s3.calls.length = 0;
    const again = await deploy(published, { now: start + 1000, log: (line) => lines.push(line) });
    expect(s3.calls).toHaveLength(1);
    // The approval's eight content-named files (a picture, the index's, the second part's and the delta's) are kept.
    expect(again).toMatchObject({ requests: 1, read: 0, written: { files: 0 }, known: 'manifest', kept: 8 });
    expect(lines).toEqual([
      `s3://${s3.bucket}/${PREFIX}: holds release 2026-01-01T01-00-00-000Z already, and a published release never changes: nothing to do`,
    ]);
    // The grace period of the approval's files is over: the deploy looks and deletes them.
    const late = await deploy(published, { now: start + HOUR });
    expect(late.deleted).toBe(8);
    // --verify-target looks at every file whatever the manifest says.
    s3.calls.length = 0;
    const verified = await deploy(published, { verifyTarget: true, now: start + HOUR });
    expect(verified.known).toBe('listing');
    expect(s3.calls.some((call) => call.query.includes('list-type=2'))).toBe(true);
  });
});

describe('order', () => {
  it('never lets a page, a search entry or meta, or delta.json on the bucket refer to a file that is not there yet', async () => {
    const checked: string[] = [];
    const problems: string[] = [];
    s3.beforeWrite = async (key) => {
      const objects = await s3.list();
      for (const stored of objects.keys()) {
        const path = stored.slice(PREFIX.length + 1);
        const object = await s3.read(stored);
        for (const ref of referencesOf(path, object!.body))
          if (!objects.has(`${PREFIX}/${ref}`))
            problems.push(`before writing ${key}: ${path} refers to ${ref}, not there`);
      }
      checked.push(key);
    };
    await deploy(first);
    await deploy(second);
    expect(problems).toEqual([]);
    // The approval's writes came stage by stage: assets, other files, search lists, pages, feeds; the manifest last.
    const approvalWrites = checked.slice(checked.lastIndexOf(`${PREFIX}/.deploy/${MANIFEST}`, checked.length - 2) + 1);
    const order = approvalWrites.map((key) => key.slice(PREFIX.length + 1));
    const at = (path: string) => order.indexOf(path);
    expect(at('_img/dddd.webp')).toBeLessThan(at('projects/p-3/index.html'));
    expect(at('pagefind/index/en_i2.pf_index')).toBeLessThan(at('pagefind/pagefind-entry.json'));
    expect(at('pagefind/pagefind-entry.json')).toBeLessThan(at('index.html'));
    // delta.json names the second part and the delta: it follows their entries (it sorts before them).
    expect(at('pagefind/part-1/pagefind-entry.json')).toBeLessThan(at('pagefind/delta.json'));
    expect(at('pagefind/delta/pagefind-entry.json')).toBeLessThan(at('pagefind/delta.json'));
    expect(at('projects/p-3/index.html')).toBeLessThan(at('sitemap.xml'));
    expect(order.at(-1)).toBe(`.deploy/${MANIFEST}`);
  });
});

describe('faults', () => {
  it('a store that dies part-way leaves whole pages with their files, fails, and the next deploy finishes the job', async () => {
    await deploy(first);
    const before = await s3.list();
    let writes = 0;
    s3.beforeWrite = (key) => {
      // The write-ahead manifest and two assets get through; then the store goes away.
      if (!key.includes('/.deploy/') && ++writes === 3) s3.setDead(true);
    };
    const failed = await deploy(second, {}, 2).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DeployError);
    expect((failed as DeployError).step).toBe('assets');
    s3.beforeWrite = undefined;
    s3.setDead(false);
    // Every page of the previous release is there, as it was, with every file it refers to.
    const after = await s3.list();
    for (const [key, object] of before) {
      if (key.includes('/.deploy/')) continue;
      expect(after.get(key)).toEqual(object);
      const path = key.slice(PREFIX.length + 1);
      for (const ref of referencesOf(path, (await s3.read(key))!.body))
        expect(after.has(`${PREFIX}/${ref}`)).toBe(true);
    }
    // The manifest names what the failed deploy was writing.
    const manifest = await decodeManifest((await s3.read(`${PREFIX}/.deploy/${MANIFEST}`))!.body);
    expect(manifest?.release).toBe('2026-01-01T00-00-00-000Z');
    expect([...manifest!.unsure]).toContain('projects/p-3/index.html');

    const next = await deploy(second);
    expect(next.written.files).toBe(Object.keys(approval().changes).length);
    expect(siteKeys(await s3.list())).toEqual(
      [...new Set([...keysOf(firstRelease()), ...keysOf(approval().changes)])].sort(),
    );
    expect((await s3.read(`${PREFIX}/projects/p-3/index.html`))?.body.toString()).toContain('Project 3');
  });

  it('a rollback after a deploy that stopped part-way puts back the pages it had written', async () => {
    await deploy(first);
    s3.beforeWrite = (key) => {
      // The assets and pages got through; the store goes away at the feeds.
      if (key.endsWith('.xml')) s3.setDead(true);
    };
    await expect(deploy(second, {}, 2)).rejects.toThrow(/^feeds: /);
    s3.beforeWrite = undefined;
    s3.setDead(false);
    expect((await s3.read(`${PREFIX}/index.html`))?.body.toString()).toBe(approval().changes['index.html']);
    await deploy(first);
    expect((await s3.read(`${PREFIX}/index.html`))?.body.toString()).toBe(firstRelease()['index.html']);
    expect(await s3.read(`${PREFIX}/projects/p-3/index.html`)).toBeUndefined();
    expect(siteKeys(await s3.list())).toEqual(keysOf(firstRelease()));
  });

  it("retries a write whose connection dropped, or that the store refused as too busy, with the SDK's backoff", async () => {
    const attempts = new Map<string, number>();
    s3.beforeWrite = (key) => {
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      if (key.endsWith('about/index.html') && attempt <= 2) return 'drop';
      if (key.endsWith('p-1/index.html') && attempt === 1) return 'busy';
    };
    const report = await deploy(first);
    expect(attempts.get(`${PREFIX}/about/index.html`)).toBe(3);
    expect(attempts.get(`${PREFIX}/projects/p-1/index.html`)).toBe(2);
    expect(report.written.files).toBe(keysOf(firstRelease()).length);
    expect((await s3.read(`${PREFIX}/about/index.html`))?.body.toString()).toBe(firstRelease()['about/index.html']);
    expect((await s3.read(`${PREFIX}/projects/p-1/index.html`))?.body.toString()).toBe(
      firstRelease()['projects/p-1/index.html'],
    );
  });
});

describe('deletions', () => {
  it('over the limit, deletes and writes nothing and says why', async () => {
    await deploy(first);
    const few = await writeRelease(join(dir, 'releases/few'), { 'index.html': '<p>almost nothing</p>' });
    s3.calls.length = 0;
    const refused = await deploy(few, { maxDeletes: 5 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeployRefused);
    expect((refused as Error).message).toMatch(
      /^plan: 10 files on the target are not in this release \(e\.g\. 404\.html, about\/index\.html, favicon\.svg\), more than the 5 a deploy may delete; nothing was written or deleted\. .*--max-deletes 10/,
    );
    expect(s3.calls.map((call) => call.method)).toEqual(['GET']);
    expect(siteKeys(await s3.list())).toEqual(keysOf(firstRelease()));
  });

  it('does not count content-named files against the limit: a new search index replaces more of them than it allows', async () => {
    await deploy(first);
    const chunks = [
      'pagefind/index/en_i1.pf_index',
      'pagefind/fragment/en_f1.pf_fragment',
      'pagefind/fragment/en_f2.pf_fragment',
    ];
    const reindexed = await nextRelease(
      first,
      join(dir, 'releases/reindexed'),
      {
        'pagefind/pagefind-entry.json': JSON.stringify({ languages: { en: { hash: 'en_m9', page_count: 2 } } }),
        'pagefind/pagefind.en_m9.pf_meta': gzipSync(Buffer.from('pagefind_dcdmeta 9 → index/en_i9.pf_index')),
        'pagefind/index/en_i9.pf_index': gzipSync(Buffer.from('pagefind_dcdindex 9')),
        'pagefind/fragment/en_f8.pf_fragment': gzipSync(Buffer.from('pagefind_dcdfragment 8')),
        'pagefind/fragment/en_f9.pf_fragment': gzipSync(Buffer.from('pagefind_dcdfragment 9')),
      },
      ['pagefind/pagefind.en_m1.pf_meta', ...chunks],
    );
    const report = await deploy(reindexed, { maxDeletes: 2 });
    expect(report.deleted).toBe(0);
    expect(report.kept).toBe(chunks.length + 1);
    // Kept for the grace period: pages the CDN still holds ask for them.
    for (const path of chunks) expect(await s3.read(`${PREFIX}/${path}`)).toBeDefined();
    expect(await s3.read(`${PREFIX}/pagefind/index/en_i9.pf_index`)).toBeDefined();
  });

  it("keeps the previous release's content-named files for the grace period, deletes other files at once, and the kept ones after it", async () => {
    const start = Date.now();
    await deploy(first, { now: start });
    const lean = await nextRelease(first, join(dir, 'releases/lean'), {}, [
      'projects/p-2/index.html',
      '_img/cccc.webp',
      'index.html.br',
    ]);
    await deploy(lean, { now: start + 1000 });
    expect(s3.deletes()).toEqual([`${PREFIX}/projects/p-2/index.html`]);
    expect(await s3.read(`${PREFIX}/_img/cccc.webp`)).toBeDefined();

    s3.calls.length = 0;
    const early = await deploy(lean, { now: start + 1000 + HOUR - 1 });
    expect(early.requests).toBe(1);
    const late = await deploy(lean, { now: start + 1000 + HOUR });
    expect(late).toMatchObject({ deleted: 1, deletedBytes: 'picture c'.length });
    expect(s3.deletes()).toEqual([`${PREFIX}/projects/p-2/index.html`, `${PREFIX}/_img/cccc.webp`]);
    expect(await s3.read(`${PREFIX}/_img/cccc.webp`)).toBeUndefined();
  });
});

describe('the manifest', () => {
  it('missing, not gzip, or not matching its checksum: the deploy lists the bucket and writes only what differs, and a new manifest', async () => {
    await deploy(first);
    const manifestKey = `${PREFIX}/.deploy/${MANIFEST}`;
    const good = (await s3.read(manifestKey))!.body;
    const json = gunzipSync(good).toString('utf8').split('\n')[1]!;
    const damages: Record<string, Buffer | undefined> = {
      missing: undefined,
      'not gzip': Buffer.concat([good.subarray(0, good.length - 9), Buffer.from('damaged!!')]),
      'another checksum': gzipSync(`${'0'.repeat(64)}\n${json}`),
      'a path leaving the site': gzipSync(
        `${sha256(json.replace('"about/index.html"', '"../about/index.html"'))}\n${json.replace('"about/index.html"', '"../about/index.html"')}`,
      ),
    };
    for (const [damage, bytes] of Object.entries(damages)) {
      const target = s3Target({ bucket: s3.bucket, prefix: PREFIX, pathStyle: true, client: s3.client });
      if (bytes) await target.writeState(MANIFEST, bytes);
      else await target.deleteState([MANIFEST]);
      // Someone changed a page by hand meanwhile.
      const robots = join(first, 'robots.txt');
      const text = await readFile(robots);
      await target.write({ path: 'about/index.html', source: robots, size: text.length, md5: md5(text), headers: {} });
      target.close();
      s3.calls.length = 0;
      const report = await deploy(first);
      expect(report.known, damage).toBe('listing');
      expect(report.why, damage).toMatch(damage === 'missing' ? /no manifest/ : /manifest is corrupt/);
      expect(
        s3.calls.filter((call) => call.query.includes('list-type=2')),
        damage,
      ).toHaveLength(1);
      // The manifest written ahead, the page put right, the manifest.
      expect(s3.writes(), damage).toEqual([manifestKey, `${PREFIX}/about/index.html`, manifestKey]);
      expect((await s3.read(`${PREFIX}/about/index.html`))?.body.toString()).toBe(firstRelease()['about/index.html']);
      expect(await decodeManifest((await s3.read(manifestKey))!.body)).toMatchObject({
        release: '2026-01-01T00-00-00-000Z',
      });
    }
  });

  it('an object whose listed ETag is no MD5 (a multipart upload) is written again, and no manifest names it without one', async () => {
    await deploy(first);
    const target = s3Target({ bucket: s3.bucket, prefix: PREFIX, pathStyle: true, client: s3.client });
    await target.deleteState([MANIFEST]);
    target.close();
    s3.listedEtag = (key, etag) => (key === `${PREFIX}/about/index.html` ? `${etag}-2` : etag);
    s3.calls.length = 0;
    const report = await deploy(first);
    expect(report.known).toBe('listing');
    expect(s3.writes()).toEqual([
      `${PREFIX}/.deploy/${MANIFEST}`,
      `${PREFIX}/about/index.html`,
      `${PREFIX}/.deploy/${MANIFEST}`,
    ]);
    const manifest = await decodeManifest((await s3.read(`${PREFIX}/.deploy/${MANIFEST}`))!.body);
    expect(manifest?.files.get('about/index.html')?.md5).toBe(md5(await readFile(join(first, 'about/index.html'))));
  });

  it('lists a bucket of more than a thousand objects page by page', { timeout: 180_000 }, async () => {
    const many = Object.fromEntries(
      Array.from({ length: 1050 }, (_, i) => [`_img/${String(i).padStart(32, '0')}.webp`, `picture ${i}`]),
    );
    const big = await writeRelease(join(dir, 'releases/big'), { ...firstRelease(), ...many });
    await deploy(big);
    s3.calls.length = 0;
    const verified = await deploy(big, { verifyTarget: true });
    expect(s3.calls.filter((call) => call.query.includes('list-type=2'))).toHaveLength(2);
    expect(verified).toMatchObject({ known: 'listing', unchanged: 1070, written: { files: 0 } });
  });

  it('--verify-target finds a file with the wrong headers and writes it again', async () => {
    await deploy(first);
    const target = s3Target({ bucket: s3.bucket, prefix: PREFIX, pathStyle: true, client: s3.client });
    const file = join(first, '_astro/app.1111.js');
    const bytes = await readFile(file);
    await target.write({
      path: '_astro/app.1111.js',
      source: file,
      size: bytes.length,
      md5: md5(bytes),
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' },
    });
    target.close();
    expect((await deploy(first)).written.files).toBe(0);
    s3.calls.length = 0;
    const verified = await deploy(first, { verifyTarget: true });
    expect(verified.known).toBe('listing');
    expect(s3.writes()).toEqual([
      `${PREFIX}/.deploy/${MANIFEST}`,
      `${PREFIX}/_astro/app.1111.js`,
      `${PREFIX}/.deploy/${MANIFEST}`,
    ]);
    expect(await s3.read(`${PREFIX}/_astro/app.1111.js`)).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: IMMUTABLE,
    });
  });
});

describe('rollback', () => {
  it('deploying the older release sends only the difference, its assets still there from the grace period', async () => {
    await deploy(first);
    await deploy(second);
    s3.calls.length = 0;
    const back = await deploy(first);
    const { changes } = approval();
    // The files the approval changed that the first release has, as the first release has them; the approval's new files leave.
    const changedBack = Object.keys(changes).filter((path) => path in firstRelease());
    expect(
      s3
        .writes()
        .filter((key) => !key.includes('/.deploy/'))
        .sort(),
    ).toEqual(changedBack.map((path) => `${PREFIX}/${path}`).sort());
    expect(s3.deletes().sort()).toEqual(
      [
        'pagefind/delta.json',
        'pagefind/delta/pagefind-entry.json',
        'pagefind/part-1/pagefind-entry.json',
        'projects/p-3/index.html',
      ].map((path) => `${PREFIX}/${path}`),
    );
    expect(back.kept).toBe(8);
    expect((await s3.read(`${PREFIX}/index.html`))?.body.toString()).toBe(firstRelease()['index.html']);
    expect(await s3.read(`${PREFIX}/pagefind/index/en_i1.pf_index`)).toBeDefined();
  });
});

describe('release records beside the manifest', () => {
  it('are kept for a fresh machine, the newest five', async () => {
    const { restoreState } = await import('#scripts/deploy/state.ts');
    const { readRecords, currentRelease, recordsPath } = await import('#scripts/rebuild/releases.ts');
    const publishDir = join(dir, 'publish-a');
    const ids = [
      '2026-02-01T00-00-00-000Z',
      '2026-02-02T00-00-00-000Z',
      '2026-02-03T00-00-00-000Z',
      '2026-02-04T00-00-00-000Z',
      '2026-02-05T00-00-00-000Z',
      '2026-02-06T00-00-00-000Z',
    ];
    let previous = first;
    for (const id of ids) {
      const release = await nextRelease(previous, join(publishDir, 'releases', id), {
        'about/index.html': `<p>${id}</p>`,
      });
      await writeFile(`${release}.json`, JSON.stringify({ id, pages: 5, snapshot: { hash: id } }));
      await writeFile(`${release}.records`, JSON.stringify({ areas: { projects: { all: [{ id }] } } }));
      await deploy(release);
      previous = release;
    }
    const fresh = join(dir, 'publish-b');
    const target = s3Target({ bucket: s3.bucket, prefix: PREFIX, pathStyle: true, client: s3.client });
    const restored = await restoreState(target, fresh);
    target.close();
    expect(restored).toEqual({ release: ids[5], records: 5, withRecords: true, current: true });
    expect((await readRecords(fresh)).map((record) => record.id)).toEqual(ids.slice(1));
    expect(await currentRelease(fresh)).toBe(ids[5]);
    expect(JSON.parse(await readFile(recordsPath(fresh, ids[5]!), 'utf8'))).toEqual({
      areas: { projects: { all: [{ id: ids[5] }] } },
    });
    const { md5 } = await import('#scripts/lib/hash.ts');
    const recordsKey = (id: string) =>
      `${PREFIX}/.deploy/records/${md5(JSON.stringify({ areas: { projects: { all: [{ id }] } } }))}.gz`;
    const state = () =>
      s3
        .list()
        .then((objects) => [...objects.keys()].filter((key) => /\/\.deploy\/(releases|records)\//.test(key)).sort());
    expect(await state()).toEqual(
      [...ids.slice(1).map((id) => `${PREFIX}/.deploy/releases/${id}.json.gz`), recordsKey(ids[5]!)].sort(),
    );
    // The search release after a pages release was built from the same records: they are not sent again.
    const search = await nextRelease(previous, join(publishDir, 'releases', '2026-02-06T00-00-05-000Z'), {
      'pagefind/pagefind-entry.json': '{"languages":{}}',
    });
    await writeFile(`${search}.json`, JSON.stringify({ id: '2026-02-06T00-00-05-000Z', pages: 5 }));
    await writeFile(`${search}.records`, await readFile(`${previous}.records`));
    s3.calls.length = 0;
    await deploy(search);
    expect(s3.writes().filter((key) => key.includes('/.deploy/records/'))).toEqual([]);
    expect(await state()).toContain(recordsKey(ids[5]!));
    const manifest = await decodeManifest((await s3.read(`${PREFIX}/.deploy/${MANIFEST}`))!.body);
    expect(manifest).toMatchObject({ release: '2026-02-06T00-00-05-000Z', recordsOf: '2026-02-06T00-00-05-000Z' });
  });
});
