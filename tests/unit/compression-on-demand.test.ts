/**
 * The static server compresses text on demand when a release has no
 * precompressed siblings: the right bytes per Accept-Encoding, small files as
 * they are, one compression per content kept in a bounded memory cache
 * (shared by concurrent first requests and by releases that hold the same
 * file), never a stale one after `current` moves; the same headers, ETags,
 * HEAD and 304 answers as for a sibling on disk, and siblings still win.
 * Also: `compressRelease` (npm run compress) only ever adds files.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressRelease } from '#scripts/lib/compressed-siblings.ts';
import { createCompressionCache } from '#scripts/lib/compression-cache.ts';
import { readSettings } from '#scripts/settings.ts';
import { HTML_CACHE, IMMUTABLE_CACHE, startStaticServer, type StaticServer } from '#scripts/lib/static-server.ts';
import { decoded, get, pointCurrentAt, writeFiles } from './support/static-site.ts';

let dir: string;
let publishDir: string;
let site: StaticServer;

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>The same paragraph again. </p>'.repeat(200)}</body></html>`;
const HOME = page('home');
const ABOUT = page('about');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const TINY = '<h1>tiny</h1>';

const release = (id: string, files: Record<string, string>) => writeFiles(join(publishDir, 'releases', id), files);
const switchTo = (id: string) => pointCurrentAt(publishDir, id);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compression-on-demand-'));
  publishDir = join(dir, 'site');
  await release('r1', {
    'index.html': HOME,
    'about/index.html': ABOUT,
    '_astro/app.js': SCRIPT,
    'tiny.html': TINY,
    'logo.png': 'x'.repeat(2000),
  });
  await switchTo('r1');
  site = await startStaticServer({ root: join(publishDir, 'current'), port: 0 });
});

afterAll(async () => {
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a release without siblings', () => {
  it('sends brotli or gzip made on demand, with the headers a sibling gets; identity gets the file', async () => {
    const br = await get(site, '/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe(HTML_CACHE);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(HOME.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(HOME);

    const gz = await get(site, '/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString()).toBe(HOME);

    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Record<
      string,
      string
    >[]) {
      const plain = await get(site, '/', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(HOME);
      expect(Number(plain.headers['content-length'])).toBe(HOME.length);
    }
    const identity = await get(site, '/');
    // Three representations, three strong ETags, each a hash of the bytes sent.
    expect(new Set([br.headers.etag, gz.headers.etag, identity.headers.etag]).size).toBe(3);
    const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    expect(br.headers.etag).toBe(etagOf(br.body));
    expect(gz.headers.etag).toBe(etagOf(gz.body));

    const asset = await get(site, '/_astro/app.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(decoded(asset)).toBe(SCRIPT);
  });

  it('small files and binary files go as they are, without compressing anything', async () => {
    const before = site.compressionStats();
    const tiny = await get(site, '/tiny.html', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBe('Accept-Encoding');
    expect(tiny.body.toString()).toBe(TINY);
    const png = await get(site, '/logo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(site.compressionStats().compressions).toBe(before.compressions);
  });

  it('a second request is answered from the kept result; concurrent first requests share one compression', async () => {
    const first = await get(site, '/about/', { 'Accept-Encoding': 'br' });
    const before = site.compressionStats();
    const again = await get(site, '/about/', { 'Accept-Encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const after = site.compressionStats();
    expect(after.compressions).toBe(before.compressions);
    expect(after.hits).toBe(before.hits + 1);

    // Twenty at once for a file not compressed yet (gzip of /about/): one compression.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(site, '/about', { 'Accept-Encoding': 'gzip' })),
    );
    for (const answer of answers) expect(gunzipSync(answer.body).toString()).toBe(ABOUT);
    const burst = site.compressionStats();
    expect(burst.compressions).toBe(after.compressions + 1);
    expect(burst.joined - after.joined + burst.hits - after.hits).toBe(19);
    expect(burst.bytes).toBeGreaterThan(0);
    expect(burst.entries).toBeGreaterThanOrEqual(4);
  });

  it('HEAD gives the encoded length without a body; 304 for the encoded ETag, and for it even before compressing again', async () => {
    const get1 = await get(site, '/', { 'Accept-Encoding': 'br' });
    const head = await get(site, '/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(get1.body.length));
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(get1.headers.etag);

    const etag = String(get1.headers.etag);
    for (const method of ['GET', 'HEAD']) {
      const notModified = await get(site, '/', { 'Accept-Encoding': 'br', 'If-None-Match': etag }, method);
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['content-encoding']).toBe('br');
      expect(notModified.headers.vary).toBe('Accept-Encoding');
    }
    // Another encoding is another representation: 200.
    expect((await get(site, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);

    // A server that kept no bytes yet answers a browser's revalidation without compressing: the ETags of what
    // was compressed are remembered apart from the bytes (per process: after a restart, one compression).
    const fresh = await startStaticServer({ root: join(publishDir, 'current'), port: 0 });
    try {
      expect((await get(fresh, '/', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
      expect(fresh.compressionStats().compressions).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('a new release with a changed file is never answered with the old bytes; a file both releases hold is compressed once', async () => {
    const oldHome = await get(site, '/', { 'Accept-Encoding': 'br' });
    const oldAbout = await get(site, '/about', { 'Accept-Encoding': 'br' });
    const r2 = await release('r2', { 'index.html': page('home, changed'), '_astro/app.js': SCRIPT });
    // The unchanged page is shared by hard link, as scripts/rebuild/share-with-live.ts does.
    await mkdir(join(r2, 'about'));
    await link(join(publishDir, 'releases', 'r1', 'about', 'index.html'), join(r2, 'about', 'index.html'));
    await switchTo('r2');

    const before = site.compressionStats();
    const home = await get(site, '/', { 'Accept-Encoding': 'br', 'If-None-Match': String(oldHome.headers.etag) });
    expect(home.status).toBe(200);
    expect(brotliDecompressSync(home.body).toString()).toBe(page('home, changed'));
    expect(home.headers.etag).not.toBe(oldHome.headers.etag);
    const about = await get(site, '/about', { 'Accept-Encoding': 'br' });
    expect(about.body.equals(oldAbout.body)).toBe(true);
    // The same bytes written anew (not a link) are the same content: compressed once too.
    expect(decoded(await get(site, '/_astro/app.js', { 'Accept-Encoding': 'br' }))).toBe(SCRIPT);
    expect(site.compressionStats().compressions).toBe(before.compressions + 1);

    // Rollback: the old content again, never the new one.
    await switchTo('r1');
    expect(brotliDecompressSync((await get(site, '/', { 'Accept-Encoding': 'br' })).body).toString()).toBe(HOME);
    expect(site.compressionStats().compressions).toBe(before.compressions + 1);
  });

  it('siblings on disk are sent as before, without compressing; their bytes are the ones made on demand', async () => {
    const onDemand = await Promise.all(
      ['br', 'gzip'].map((encoding) => get(site, '/about', { 'Accept-Encoding': encoding })),
    );
    const root = await release('r3', { 'index.html': HOME, 'about/index.html': ABOUT });
    await compressRelease(root);
    // A sibling the server would not have made (another gzip level): proof that the file on disk is what is sent.
    const foreign = gzipSync(HOME, { level: 1 });
    await writeFile(join(root, 'index.html.gz'), foreign);
    await switchTo('r3');
    const fresh = await startStaticServer({ root: join(publishDir, 'current'), port: 0 });
    try {
      const [br, gz] = await Promise.all(
        ['br', 'gzip'].map((encoding) => get(fresh, '/about', { 'Accept-Encoding': encoding })),
      );
      // One encoder for both: the strong ETag names the same bytes whichever way they were made.
      expect(br!.body.equals(onDemand[0]!.body)).toBe(true);
      expect(gz!.body.equals(onDemand[1]!.body)).toBe(true);
      expect(br!.headers.etag).toBe(onDemand[0]!.headers.etag);
      expect((await get(fresh, '/', { 'Accept-Encoding': 'gzip' })).body.equals(foreign)).toBe(true);
      expect(fresh.compressionStats().compressions).toBe(0);
      expect((await get(fresh, '/index.html.br')).status).toBe(404);
    } finally {
      await fresh.close();
      await switchTo('r1');
    }
  });

  it('with a budget of 0 nothing is compressed on demand', async () => {
    const off = await startStaticServer({ root: join(publishDir, 'current'), port: 0, compressionCacheBytes: 0 });
    try {
      const answer = await get(off, '/', { 'Accept-Encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(HOME);
    } finally {
      await off.close();
    }
  });
});

describe('the compression cache', () => {
  it('stays within its bytes, dropping the least recently used; failures are not kept', async () => {
    const cache = createCompressionCache({ maxBytes: 1000 });
    const bytes = (n: number) => async () => Buffer.alloc(n);
    await cache.get('a', bytes(400));
    await cache.get('b', bytes(400));
    await cache.get('a', bytes(400)); // a is now the most recent
    await cache.get('c', bytes(400));
    expect(cache.stats()).toMatchObject({ compressions: 3, hits: 1, evictions: 1, entries: 2, bytes: 800 });
    await cache.get('a', bytes(400));
    expect(cache.stats().hits).toBe(2);
    await cache.get('b', bytes(400));
    expect(cache.stats().compressions).toBe(4);
    // Larger than the whole budget: sent, not kept.
    expect((await cache.get('huge', bytes(2000)))?.length).toBe(2000);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
    expect(cache.accepts(250)).toBe(true);
    expect(cache.accepts(251)).toBe(false);

    await expect(cache.get('bad', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect((await cache.get('bad', bytes(10)))?.length).toBe(10);
    expect(await cache.get('null', async () => null)).toBeNull();
    expect(cache.stats().entries).toBe(3);
  });

  it('keeps an exact copy of a result that is a view of a larger buffer (as zlib returns them), so its count is the memory held', async () => {
    const cache = createCompressionCache({ maxBytes: 1000 });
    const view = Buffer.alloc(64 * 1024, 1).subarray(0, 100);
    expect(await cache.get('v', async () => view)).toBe(view);
    const kept = await cache.get('v', async () => null);
    expect(kept?.equals(view)).toBe(true);
    expect(kept?.buffer.byteLength).toBe(100);
    expect(cache.stats().bytes).toBe(100);
  });

  it('reads its budget from COMPRESSION_CACHE_MB', () => {
    const compressionCacheBytesFrom = (env: NodeJS.ProcessEnv) => readSettings(env).compressionCacheBytes;
    expect(compressionCacheBytesFrom({})).toBe(64 * 1024 * 1024);
    expect(compressionCacheBytesFrom({ COMPRESSION_CACHE_MB: '16' })).toBe(16 * 1024 * 1024);
    expect(compressionCacheBytesFrom({ COMPRESSION_CACHE_MB: '0' })).toBe(0);
    expect(() => compressionCacheBytesFrom({ COMPRESSION_CACHE_MB: 'lots' })).toThrow(/COMPRESSION_CACHE_MB/);
  });
});

describe('npm run compress (compressRelease) on a published release', () => {
  it('adds siblings without writing any existing file in place; siblings newer than their file are kept', async () => {
    const a = await release('c1', { 'index.html': HOME });
    const b = join(publishDir, 'releases', 'c2');
    await mkdir(b);
    await link(join(a, 'index.html'), join(b, 'index.html'));
    // c2 also holds a stale sibling shared (hard link) with c1, older than the page.
    await writeFile(join(a, 'index.html.br'), 'stale');
    await link(join(a, 'index.html.br'), join(b, 'index.html.br'));
    const old = new Date(Date.now() - 60_000);
    await utimes(join(a, 'index.html.br'), old, old);

    const first = await compressRelease(b);
    expect(first).toMatchObject({ compressed: 1, reused: 0 });
    expect(brotliDecompressSync(await readFile(join(b, 'index.html.br'))).toString()).toBe(HOME);
    // c1's link still has its own (stale) bytes: the new sibling is a new file.
    expect(await readFile(join(a, 'index.html.br'), 'utf8')).toBe('stale');
    expect((await stat(join(b, 'index.html'))).ino).toBe((await stat(join(a, 'index.html'))).ino);

    const second = await compressRelease(b);
    expect(second).toMatchObject({ compressed: 0, reused: 1 });
  });
});
