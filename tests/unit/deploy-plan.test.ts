/**
 * The deploy's pieces that need no store (issue 51): the stage of each file,
 * the plan from a release and what the target holds, the manifest's encoding
 * and its checksum, the headers each object gets, the purge paths, what
 * DEPLOY_TARGET may name, the DEPLOY_* settings, and the hash cache.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  headersFile,
  HEADER_RULES,
  headersFor,
  headersMatcher,
  IMMUTABLE,
  parseHeadersFile,
} from '#integrations/security.ts';
import { decodeManifest, emptyManifest, encodeManifest, type Manifest } from '#scripts/deploy/manifest.ts';
import { headersNotCarried, objectHeaders } from '#scripts/deploy/object-headers.ts';
import { planDeploy, stageOf } from '#scripts/deploy/plan.ts';
import { purgePaths } from '#scripts/deploy/purge.ts';
import { scanChanges, scanRelease } from '#scripts/deploy/release-scan.ts';
import { deployRelease } from '#scripts/deploy/deploy.ts';
import { md5OfEtag } from '#scripts/deploy/s3-target.ts';
import { parseTargetUrl } from '#scripts/deploy/target-url.ts';
import type { FileToWrite } from '#scripts/deploy/target.ts';
import { md5 } from '#scripts/lib/hash.ts';
import { ASSET_CACHE, HTML_CACHE } from '#scripts/lib/static-server.ts';
import { readSettings } from '#scripts/settings.ts';
import type { Stats } from 'node:fs';

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': HTML_CACHE };
const file = (path: string, md5: string, headers = HTML): FileToWrite => ({
  path,
  source: `/release/${path}`,
  size: md5.length,
  md5: md5.padEnd(32, '0'),
  headers,
});
const releaseOf = (...files: FileToWrite[]) => new Map(files.map((f) => [f.path, f]));
const heldOf = (files: FileToWrite[], extra: Partial<Manifest> = {}): Manifest => ({
  ...emptyManifest(),
  files: new Map(files.map((f) => [f.path, { md5: f.md5, size: f.size, headers: f.headers }])),
  ...extra,
});

describe('stages', () => {
  it('puts content-named files first, other files, the search lists that name them, pages, feeds, then 404.html', () => {
    const stages = Object.fromEntries(
      [
        '_astro/app.1.js',
        '_img/0123456789abcdef0123456789abcdef.webp',
        'pagefind/fragment/en_1.pf_fragment',
        'pagefind/index/en_1.pf_index',
        'pagefind/filter/en_1.pf_filter',
        'pagefind/pagefind.en_1.pf_meta',
        'pagefind/pagefind-entry.json',
        'pagefind/pagefind.js',
        'pagefind/wasm.en.pagefind',
        'pagefind/part-1/pagefind-entry.json',
        'pagefind/delta/pagefind-entry.json',
        'pagefind/delta.json',
        'pagefind/newest.json',
        'favicon.svg',
        'index.html',
        'projects/p-1/index.html',
        'rss.xml',
        'sitemap.xml',
        'robots.txt',
        '404.html',
      ].map((path) => [path, stageOf(path)]),
    );
    expect(stages).toEqual({
      '_astro/app.1.js': 'assets',
      '_img/0123456789abcdef0123456789abcdef.webp': 'assets',
      'pagefind/fragment/en_1.pf_fragment': 'assets',
      'pagefind/index/en_1.pf_index': 'assets',
      'pagefind/filter/en_1.pf_filter': 'assets',
      'pagefind/pagefind.en_1.pf_meta': 'assets',
      'pagefind/pagefind-entry.json': 'files',
      'pagefind/pagefind.js': 'files',
      'pagefind/wasm.en.pagefind': 'files',
      'pagefind/part-1/pagefind-entry.json': 'files',
      'pagefind/delta/pagefind-entry.json': 'files',
      // They name the parts' and the delta's entries, so they follow them.
      'pagefind/delta.json': 'search-lists',
      'pagefind/newest.json': 'search-lists',
      'favicon.svg': 'files',
      'index.html': 'pages',
      'projects/p-1/index.html': 'pages',
      'rss.xml': 'feeds',
      'sitemap.xml': 'feeds',
      'robots.txt': 'feeds',
      '404.html': 'not-found',
    });
  });
});

describe('the plan', () => {
  const NOW = 1_000_000;
  it('writes what is new or different (bytes or headers), keeps content-named files that left for the grace period, deletes other files at once', () => {
    const held = heldOf([
      file('index.html', 'a'),
      file('about/index.html', 'b'),
      file('old/index.html', 'c'),
      file('_astro/old.js', 'd', { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': IMMUTABLE }),
    ]);
    const release = releaseOf(
      file('index.html', 'a2'),
      file('about/index.html', 'b', { ...HTML, 'Cache-Control': 'no-cache' }),
      file('_astro/new.js', 'e'),
    );
    const plan = planDeploy(release, held, NOW, 60_000);
    expect(
      Object.fromEntries(Object.entries(plan.writes).map(([stage, files]) => [stage, files.map((f) => f.path)])),
    ).toEqual({
      assets: ['_astro/new.js'],
      files: [],
      'search-lists': [],
      pages: ['index.html', 'about/index.html'],
      feeds: [],
      'not-found': [],
    });
    expect(plan.deletes).toEqual(['old/index.html']);
    // The limit counts the page; the site's own content-named file stays for the grace period, not counted.
    expect(plan.leaving).toEqual(['old/index.html']);
    // Known from a listing, the target may hold another site: every file that would leave counts.
    expect(planDeploy(release, held, NOW, 60_000, true).leaving).toEqual(['_astro/old.js', 'old/index.html']);
    expect([...plan.next.retired]).toEqual([
      [
        '_astro/old.js',
        {
          md5: 'd'.padEnd(32, '0'),
          size: 1,
          headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': IMMUTABLE },
          since: NOW,
        },
      ],
    ]);
    expect([...plan.next.files.keys()]).toEqual(['index.html', 'about/index.html', '_astro/new.js']);
    expect(plan.unchanged).toBe(0);
  });

  it('takes back a kept file the release has again without writing it, and deletes kept files once their grace period is over', () => {
    const old = { md5: 'f'.padEnd(32, '0'), size: 1, headers: HTML };
    const held = heldOf([file('index.html', 'a')], {
      retired: new Map([
        ['_astro/back.js', { ...old, since: NOW - 10 }],
        ['_astro/gone.js', { ...old, since: NOW - 60_000 }],
      ]),
    });
    const plan = planDeploy(releaseOf(file('index.html', 'a'), file('_astro/back.js', 'f')), held, NOW, 60_000);
    expect(plan.unchanged).toBe(2);
    expect(plan.deletes).toEqual(['_astro/gone.js']);
    // Leaving counts files that left the release now, not kept ones whose time is up.
    expect(plan.leaving).toEqual([]);
    expect(plan.next.retired.size).toBe(0);
  });

  it('treats what an unfinished deploy was writing as unknown: written again if the release has it, deleted if not', () => {
    const held = heldOf([file('index.html', 'a'), file('p/index.html', 'b')], {
      unsure: new Set(['index.html', 'new/index.html', '_astro/half.js']),
    });
    const plan = planDeploy(releaseOf(file('index.html', 'a'), file('p/index.html', 'b')), held, NOW, 60_000);
    expect(plan.writes.pages.map((f) => f.path)).toEqual(['index.html']);
    expect(plan.deletes).toEqual(['_astro/half.js', 'new/index.html']);
    expect(plan.leaving).toEqual(['_astro/half.js', 'new/index.html']);
    expect(plan.next.unsure.size).toBe(0);
  });
});

describe('the manifest', () => {
  const manifest = (): Manifest => ({
    release: '2026-01-01T00-00-00-000Z',
    deployedAt: '2026-01-01T00:00:01.000Z',
    files: new Map([
      ['index.html', { md5: 'a'.repeat(32), size: 10, headers: HTML }],
      [
        '_astro/x.js',
        {
          md5: 'b'.repeat(32),
          size: 20,
          headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': IMMUTABLE },
        },
      ],
      ['about/index.html', { md5: 'c'.repeat(32), size: 30, headers: HTML }],
    ]),
    retired: new Map([['_astro/old.js', { md5: 'd'.repeat(32), size: 5, headers: HTML, since: 42 }]]),
    unsure: new Set(['p/index.html']),
    records: ['2025-12-31T00-00-00-000Z', '2026-01-01T00-00-00-000Z'],
    recordsOf: '2026-01-01T00-00-00-000Z',
  });

  it('comes back as it was written, each header set stored once, led by the SHA-256 of its JSON', async () => {
    const bytes = await encodeManifest(manifest());
    expect(await decodeManifest(bytes)).toEqual(manifest());
    const [hash, json] = gunzipSync(bytes).toString('utf8').split('\n');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(json!).headers).toHaveLength(2);
  });

  it('is refused when anything is off: not gzip, another checksum, a changed byte, a bad path, MD5 or header set', async () => {
    const [, json] = gunzipSync(await encodeManifest(manifest()))
      .toString('utf8')
      .split('\n') as [string, string];
    const { sha256 } = await import('#scripts/lib/hash.ts');
    const signed = (text: string) => gzipSync(`${sha256(text)}\n${text}`);
    expect(await decodeManifest(signed(json))).toEqual(manifest());
    for (const bad of [
      Buffer.from('not gzip at all'),
      gzipSync(`${'0'.repeat(64)}\n${json}`),
      gzipSync(`${sha256(json)}\n${json.replace('index.html', 'index.htm!')}`),
      signed(json.replace('"about/index.html"', '"/etc/passwd"')),
      signed(json.replace('"about/index.html"', '"about/../../x"')),
      signed(json.replace('a'.repeat(32), 'z'.repeat(32))),
      signed(json.replace(',1]', ',9]')),
      signed(json.replace('"format":1', '"format":2')),
    ]) {
      expect(await decodeManifest(bad)).toBeUndefined();
    }
  });
});

describe('object headers', () => {
  const stat = { size: 1 } as Stats;
  it('take Content-Type as the static server sends it, Cache-Control from `_headers`, content-named files immutable, the rest as the static server caches them', () => {
    const rules = headersMatcher(parseHeadersFile(headersFile()));
    expect(objectHeaders(rules, 'index.html', '/r/index.html', stat)).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': HTML_CACHE,
    });
    expect(objectHeaders(rules, '_astro/a.css', '/r/_astro/a.css', stat)).toEqual({
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': IMMUTABLE,
    });
    expect(objectHeaders(rules, 'pagefind/index/en_1.pf_index', '/r/x', stat)).toEqual({
      'Content-Type': 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
    });
    // The delta's chunks are named by their content too; what the index is made of now is revalidated.
    expect(objectHeaders(rules, 'pagefind/delta/fragment/en_2.pf_fragment', '/r/x', stat)['Cache-Control']).toBe(
      IMMUTABLE,
    );
    // So are a part's of a full index in parts.
    expect(objectHeaders(rules, 'pagefind/part-2/fragment/en-x-s2_3.pf_fragment', '/r/x', stat)['Cache-Control']).toBe(
      IMMUTABLE,
    );
    for (const file of [
      'pagefind/delta.json',
      'pagefind/newest.json',
      'pagefind/delta/pagefind-entry.json',
      'pagefind/part-2/pagefind-entry.json',
    ])
      expect(objectHeaders(rules, file, '/r/x', stat)['Cache-Control'], file).toBe(HTML_CACHE);
    expect(objectHeaders(rules, 'pagefind/pagefind.js', '/r/x', stat)).toEqual({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': ASSET_CACHE,
    });
    expect(objectHeaders(rules, 'sitemap.xml', '/r/x', stat)).toEqual({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': HTML_CACHE,
    });
    // A rule of `_headers` for a header a store keeps wins.
    const custom = headersMatcher([
      ...parseHeadersFile(headersFile()),
      { pattern: '/feeds/*', headers: [['cache-control', 'public, max-age=600'] as [string, string]] },
    ]);
    expect(objectHeaders(custom, 'feeds/a.xml', '/r/x', stat)['Cache-Control']).toBe('public, max-age=600');
  });

  it('come from the rules compiled once exactly as from headersFor', () => {
    const rules = [
      ...HEADER_RULES,
      { pattern: '/about/index.html', headers: [['X-Extra', 'a.b'] as [string, string]] },
      { pattern: '/a+b/*', headers: [['X-Odd', '1'] as [string, string]] },
    ];
    const match = headersMatcher(rules);
    for (const path of [
      '/',
      '/about/index.html',
      '/about/index.htmlx',
      '/_astro/x.js',
      '/_img/y.webp',
      '/a+b/c',
      '/aab/c',
      '/x/_astro/y',
    ])
      expect(match(path), path).toEqual(headersFor(rules, path));
  });

  it('name what a store cannot carry', () => {
    expect(headersNotCarried(HEADER_RULES)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
    ]);
  });

  it('read an ETag as an MD5 only when it is one', () => {
    expect(md5OfEtag('"0123456789abcdef0123456789ABCDEF"')).toBe('0123456789abcdef0123456789abcdef');
    expect(md5OfEtag('"0123456789abcdef0123456789abcdef-3"')).toBeUndefined();
    expect(md5OfEtag(undefined)).toBeUndefined();
  });
});

describe('purge paths', () => {
  it('name each page in every form, leave out content-named files, escape what a CDN reads as a wildcard', () => {
    expect(
      purgePaths([
        'index.html',
        'projects/p-1/index.html',
        'rss.xml',
        '_astro/a.js',
        '_img/0123456789abcdef0123456789abcdef.webp',
        'pagefind/pagefind-entry.json',
        'odd */index.html',
      ]),
    ).toEqual([
      '/',
      '/index.html',
      '/odd%20%2A',
      '/odd%20%2A/',
      '/odd%20%2A/index.html',
      '/pagefind/pagefind-entry.json',
      '/projects/p-1',
      '/projects/p-1/',
      '/projects/p-1/index.html',
      '/rss.xml',
    ]);
  });
});

describe('DEPLOY_TARGET and the DEPLOY_* settings', () => {
  it('names a bucket and prefix, or a folder; not an SSH destination or a bad bucket', () => {
    expect(parseTargetUrl('s3://my-bucket')).toEqual({ kind: 's3', bucket: 'my-bucket', prefix: '' });
    expect(parseTargetUrl('s3://my-bucket/site/www/')).toEqual({ kind: 's3', bucket: 'my-bucket', prefix: 'site/www' });
    expect(parseTargetUrl('/srv/www')).toEqual({ kind: 'folder', path: '/srv/www' });
    expect(parseTargetUrl('file:///srv/www')).toEqual({ kind: 'folder', path: '/srv/www' });
    for (const bad of ['s3://', 's3://B', 'deploy@host:/srv/www', 'host:www', 'https://bucket.example.com'])
      expect(parseTargetUrl(bad), bad).toBeUndefined();
  });

  it('default to no target, a day of grace, 256 deletions, no purge, virtual-hosted requests', () => {
    expect(readSettings({}).deploy).toEqual({
      target: undefined,
      graceMs: 86_400_000,
      maxDeletes: 256,
      purge: undefined,
      purgeToken: undefined,
      s3PathStyle: false,
    });
    const set = readSettings({
      DEPLOY_TARGET: 's3://b-1/site',
      DEPLOY_GRACE: '0',
      DEPLOY_MAX_DELETES: '0',
      DEPLOY_PURGE: 'xargs echo',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
    }).deploy;
    expect(set).toMatchObject({
      target: 's3://b-1/site',
      graceMs: 0,
      maxDeletes: 0,
      purge: 'xargs echo',
      s3PathStyle: true,
    });
    expect(readSettings({ AWS_ENDPOINT_URL: 'http://minio:9000', DEPLOY_GRACE: '2h' }).deploy).toMatchObject({
      s3PathStyle: true,
      graceMs: 7_200_000,
    });
  });

  it('refuse what cannot be used, naming the variable', () => {
    expect(() => readSettings({ DEPLOY_TARGET: 'me@host:/srv' })).toThrow(
      /DEPLOY_TARGET="me@host:\/srv": expected s3:\/\/bucket\/prefix or a folder/,
    );
    expect(() => readSettings({ DEPLOY_GRACE: 'soon' })).toThrow(
      /DEPLOY_GRACE="soon": expected 0, or a duration such as 30m, 2h or 1d/,
    );
    expect(() => readSettings({ DEPLOY_MAX_DELETES: '-1' })).toThrow(
      /DEPLOY_MAX_DELETES="-1": expected a whole number of at least 0/,
    );
  });
});

describe('the hash cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deploy-hashes-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads a file again only when it is not the very file read before', async () => {
    const release = join(dir, 'release');
    const { mkdir, link } = await import('node:fs/promises');
    await mkdir(release);
    await writeFile(join(release, 'a.html'), 'A');
    await writeFile(join(release, 'b.html'), 'B');
    const cacheFile = join(dir, 'hashes.json');
    const options = { carriesHeaders: true, hashCacheFile: cacheFile };
    // Each scan keeps its MD5s for the next (the deploy does once its files are up).
    const scan = async (folder: string) => {
      const scanned = await scanRelease(folder, options);
      await scanned.keepHashes();
      return scanned;
    };
    expect((await scan(release)).read).toBe(2);
    expect((await scan(release)).read).toBe(0);
    // The next release: one file a hard link (the same inode), one written anew with other bytes of the same size.
    const next = join(dir, 'next');
    await mkdir(next);
    await link(join(release, 'a.html'), join(next, 'a.html'));
    await writeFile(join(next, 'b.html'), 'C');
    const scanned = await scan(next);
    expect(scanned.read).toBe(1);
    expect(scanned.files.get('b.html')?.md5).toBe('0d61f8370cad1d412f80b84d143e1257');
    // A damaged cache file is no cache.
    await writeFile(cacheFile, '{"format":1,"md5":');
    expect((await scan(next)).read).toBe(2);
  });

  it('reads a file changed in place again, though it keeps its size and inode and a later release shares it', async () => {
    const { mkdir, link, stat } = await import('node:fs/promises');
    const release = join(dir, 'release');
    await mkdir(release);
    await writeFile(join(release, 'a.html'), 'AAAA');
    const options = { carriesHeaders: true, hashCacheFile: join(dir, 'hashes.json') };
    await (await scanRelease(release, options)).keepHashes();
    // The next release shares the file by a hard link; then someone edits it where it is (both names see it).
    const next = join(dir, 'next');
    await mkdir(next);
    await link(join(release, 'a.html'), join(next, 'a.html'));
    const before = await stat(join(next, 'a.html'));
    await new Promise((resolve) => setTimeout(resolve, 50)); // past the clock tick of file times
    await writeFile(join(release, 'a.html'), 'BBBB');
    const after = await stat(join(next, 'a.html'));
    expect([after.ino, after.size]).toEqual([before.ino, before.size]);
    const scanned = await scanRelease(next, options);
    expect(scanned.read).toBe(1);
    expect(scanned.files.get('a.html')?.md5).toBe(md5('BBBB'));
  });

  it('lists a folder the same way by find and by Node: paths, sizes, one identity for hard links of one file', async () => {
    const { mkdir, link } = await import('node:fs/promises');
    const { listFolder } = await import('#scripts/deploy/folder-listing.ts');
    const folder = join(dir, 'tree');
    await mkdir(join(folder, 'a b/ünï'), { recursive: true });
    await writeFile(join(folder, 'a b/ünï/page one.html'), 'one');
    await writeFile(join(folder, 'top.txt'), 'top!');
    await link(join(folder, 'top.txt'), join(folder, 'a b/linked.txt'));
    for (const find of [true, false]) {
      const listed = (await listFolder(folder, { find })).sort((x, y) => (x.path < y.path ? -1 : 1));
      expect(
        listed.map(({ path, size }) => [path, size]),
        `find: ${find}`,
      ).toEqual([
        ['a b/linked.txt', 4],
        ['a b/ünï/page one.html', 3],
        ['top.txt', 4],
      ]);
      expect(listed[0]!.identity).toBe(listed[2]!.identity);
      expect(listed[1]!.identity).not.toBe(listed[2]!.identity);
    }
  });

  it('takes the MD5 the target holds for a file named by its content, of the same size, without reading it; never for another file', async () => {
    const { mkdir } = await import('node:fs/promises');
    const release = join(dir, 'search');
    await mkdir(join(release, 'pagefind/fragment'), { recursive: true });
    await writeFile(join(release, 'pagefind/fragment/en_1.pf_fragment'), 'F1');
    await writeFile(join(release, 'pagefind/fragment/en_2.pf_fragment'), 'F2');
    await writeFile(join(release, 'pagefind/pagefind-entry.json'), '{}');
    const held = 'e'.repeat(32);
    const heldMd5 = (path: string, size: number) => (size === 2 || path.endsWith('.json') ? held : undefined);
    const scanned = await scanRelease(release, { carriesHeaders: true, heldMd5 });
    // Both fragments are content-named and of the held size; the entry is not content-named, so it is read.
    expect(scanned.read).toBe(1);
    expect(scanned.files.get('pagefind/fragment/en_1.pf_fragment')?.md5).toBe(held);
    expect(scanned.files.get('pagefind/pagefind-entry.json')?.md5).toBe('99914b932bd37a50b983c5e7c90ae93b');
  });
});

describe('the GitHub Actions workflow', () => {
  it('deploys an s3:// target with npm run deploy, the records restored from the bucket first, and keeps rsync for SSH hosts', async () => {
    const { readFile } = await import('node:fs/promises');
    const { PROJECT_ROOT } = await import('#scripts/lib/astro-build.ts');
    const text = await readFile(join(PROJECT_ROOT, '.github/workflows/publish.yml'), 'utf8');
    const at = (needle: string) => {
      const index = text.indexOf(needle);
      expect(index, needle).toBeGreaterThan(-1);
      return index;
    };
    expect(at('s3://*) echo "kind=s3"')).toBeLessThan(at('run: npm run deploy -- --restore-state'));
    expect(at('run: npm run deploy -- --restore-state')).toBeLessThan(at('npm run rebuild -- --require-baseline'));
    expect(at('npm run rebuild -- --require-baseline')).toBeLessThan(
      at(
        "if: steps.target.outputs.kind == 's3' && steps.rebuild.outputs.published == 'true'\n        env:\n          DEPLOY_TARGET: ${{ secrets.DEPLOY_TARGET }}",
      ),
    );
    expect(text).toMatch(/- name: Deploy \(S3\)[\s\S]*?run: npm run deploy\n/);
    // The bucket is the S3 run's memory: the records' cache is restored and saved only for rsync.
    expect(text).toMatch(
      /- name: Restore the published release's record \(rsync\)\n\s+if: steps\.target\.outputs\.kind == 'rsync'/,
    );
    expect(text).toMatch(
      /- name: Deploy \(rsync\)\n\s+if: steps\.target\.outputs\.kind == 'rsync'[\s\S]*?StrictHostKeyChecking=yes[\s\S]*?rsync -a --delete-after/,
    );
  });
});

describe("a release's files from what changed since the release before", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deploy-changes-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Writes `files` (path → content) under `dir/name`. */
  async function releaseWith(name: string, files: Record<string, string>): Promise<string> {
    const { mkdir } = await import('node:fs/promises');
    const root = join(dir, name);
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), content);
    }
    return root;
  }

  const first = {
    _headers: '/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    'index.html': '<p>home</p>',
    'index.html.br': 'compressed home',
    'a/index.html': '<p>a</p>',
    'b/index.html': '<p>b</p>',
    '_astro/app.1.js': 'one()',
    'pagefind/fragment/en_1.pf_fragment': 'F1',
    'rss.xml': '<rss/>',
  };
  const second = {
    ...first,
    'index.html.br': 'compressed home, again',
    'a/index.html': '<p>a, edited</p>',
    'c/index.html': '<p>c</p>',
    '_astro/app.2.js': 'two()',
    'rss.xml': '<rss>c</rss>',
  } as Record<string, string>;
  delete second['b/index.html'];
  delete second['_astro/app.1.js'];
  const changes = {
    written: ['_astro/app.2.js', 'a/index.html', 'c/index.html', 'index.html.br', 'rss.xml'],
    removed: ['_astro/app.1.js', 'b/index.html'],
  };

  it('are the files a walk finds, with their MD5s, sizes and headers; only the written ones are read', async () => {
    const before = await releaseWith('r1', first);
    const after = await releaseWith('r2', second);
    const options = { carriesHeaders: true };
    const held = planDeploy((await scanRelease(before, options)).files, emptyManifest(), 0, 0).next;
    held.release = 'r1';
    const walked = await scanRelease(after, options);
    const fromChanges = await scanChanges(after, held, changes, options);
    expect([...fromChanges.files]).toEqual([...walked.files]);
    expect(fromChanges.changedSince).toBe('r1');
    // The written files but the compressed copy, which a bucket does not store.
    expect(fromChanges.read).toBe(4);
    expect(fromChanges.files.has('index.html.br')).toBe(false);
  });

  it("the rebuild's deploy step opens its target again when opening it at the run's start failed, and closes each target once", async () => {
    const before = await releaseWith('r1', first);
    const after = await releaseWith('r2', second);
    const { folderTarget } = await import('#scripts/deploy/folder-target.ts');
    const { deployStep } = await import('#scripts/deploy/after-publish-step.ts');
    const served = join(dir, 'served');
    let opened = 0;
    let closed = 0;
    const open = async () => {
      if (opened++ === 0) throw new Error('the store is not there yet');
      const target = folderTarget(served);
      return { ...target, close: () => void closed++ };
    };
    const deploy = { target: served, graceMs: 0, maxDeletes: 10, s3PathStyle: false };
    const step = deployStep({ publishDir: dir, deploy }, undefined, { open })!;
    const output = { log: () => {}, detail: () => {} };
    step.begin!();
    await step.catchUp!({ id: 'r1', dir: before }, output);
    await step.catchUp!({ id: 'r2', dir: after }, output);
    await step.finish!();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(join(served, 'c/index.html'), 'utf8')).toBe('<p>c</p>');
    expect([opened, closed]).toEqual([3, 2]);
  });

  it('are used by a deploy to a bucket-like target only: a folder keeps compressed copies the rebuild does not list, and is walked', async () => {
    const before = await releaseWith('r1', first);
    const after = await releaseWith('r2', second);
    const { folderTarget } = await import('#scripts/deploy/folder-target.ts');
    const target = await folderTarget(join(dir, 'served'));
    // What the rebuild would say: its file lists do not name the compressed copies.
    const listed = { written: changes.written.filter((path) => !path.endsWith('.br')), removed: changes.removed };
    const deploy = (releaseDir: string) =>
      deployRelease({ releaseDir, target, graceMs: 0, maxDeletes: 10, changes: { ...listed, since: 'r1' } });
    await deploy(before);
    const report = await deploy(after);
    expect(report.changedSince).toBeUndefined();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(join(dir, 'served', 'index.html.br'), 'utf8')).toBe('compressed home, again');
  });
});
