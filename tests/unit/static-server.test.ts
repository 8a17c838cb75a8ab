/**
 * The static server of `npm start` (serveSite, started the way scripts/start.ts
 * starts it: root = PUBLISH_DIR/current, a symlink to a release) against small
 * releases on disk: aborted downloads give their file descriptors back; paths
 * are read strictly (no encoded separators or dot segments, no authority in a
 * path, nothing outside the release's real directory); caching follows the
 * file served; strong ETags answer 304 and change with the content when
 * `current` moves to another release.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE, HTML_CACHE, IMMUTABLE_CACHE, type StaticServer } from '#scripts/lib/static-server.ts';
import { serveSite } from '#scripts/rebuild/serve-site.ts';
import { abortDownloads, openDescriptors } from '#tests/support/aborted-downloads.ts';
import { get, pointCurrentAt, writeFiles } from './support/static-site.ts';

let dir: string;
let publishDir: string;
let site: StaticServer;
const BIG = 8 * 1024 * 1024;

const release = (id: string, files: Record<string, string | Buffer>) =>
  writeFiles(join(publishDir, 'releases', id), files);
const switchTo = (id: string) => pointCurrentAt(publishDir, id);

/** One raw request: the target goes on the wire exactly as given (fetch would normalise it). */
async function raw(target: string, headers: Record<string, string> = {}, method = 'GET') {
  const answer = await get(site, target, headers, method);
  return { ...answer, body: answer.body.toString('utf8') };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-server-'));
  publishDir = join(dir, 'site');
  await writeFile(join(dir, 'secret.txt'), 'outside the release');
  await mkdir(join(dir, 'outside-dir'));
  await writeFile(join(dir, 'outside-dir', 'index.html'), 'outside directory');
  const root = await release('r1', {
    'index.html': '<h1>home r1</h1>',
    'about/index.html': '<h1>about</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'sitemap.xml': '<urlset/>',
    'logo.svg': '<svg/>',
    '_astro/app.abc123.js': 'console.log(1)',
    _headers: '/*\n  X-Frame-Options: DENY\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    'big.bin': Buffer.alloc(BIG, 7),
  });
  await symlink(join(dir, 'secret.txt'), join(root, 'leak.txt'));
  await symlink(join(dir, 'outside-dir'), join(root, 'elsewhere'));
  await symlink('../index.html', join(root, '_astro', 'home.html'));
  await symlink('about/index.html', join(root, 'about-link.html'));
  await switchTo('r1');
  // As scripts/start.ts starts it: the `current` symlink, host headers from `_headers`.
  site = await serveSite({ root: join(publishDir, 'current'), port: 0 });
});

afterAll(async () => {
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('file descriptors', () => {
  it('aborted downloads give their descriptors back (300 of an 8 MB file, closed before and during the answer)', async () => {
    // Warm up (lazy module loading, the server's first socket) before taking the baseline.
    expect((await raw('/sitemap.xml')).status).toBe(200);
    const baseline = openDescriptors();
    await abortDownloads(site.port, '/big.bin', 300);
    await abortDownloads(site.port, '/sitemap.xml', 100);
    await expect.poll(() => openDescriptors(), { timeout: 15_000, interval: 250 }).toBeLessThanOrEqual(baseline + 2);
    // And the server still serves.
    expect((await raw('/')).status).toBe(200);
  }, 60_000);
});

describe('paths', () => {
  it('encoded slashes, backslashes, dot segments and NUL inside a segment answer 400, never a file', async () => {
    for (const target of [
      '/_astro/..%2findex.html',
      '/_astro/..%2Findex.html',
      '/_astro/..%5cindex.html',
      '/_astro/%2e%2e/index.html',
      '/_astro/../index.html',
      '/./index.html',
      '/about%2findex.html',
      '/index.html%00.js',
      '/%ff',
    ]) {
      const answer = await raw(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).not.toContain('home r1');
      expect(answer.headers['cache-control'], target).toBe('no-store');
    }
  });

  it('a path starting with // is a path, not a host: //x/about is not the About page', async () => {
    const answer = await raw('//x/about');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Page Not Found');
    expect((await raw('//about')).body).toContain('<h1>about</h1>');
    // The absolute form (what proxies send) names its host explicitly; its path is read the same way.
    expect((await raw('http://elsewhere.example/about')).body).toContain('<h1>about</h1>');
    expect((await raw('http://elsewhere.example//x/about')).status).toBe(404);
  });

  it('symlinks inside the release that point outside it are not served; ones that stay inside are', async () => {
    for (const target of ['/leak.txt', '/elsewhere/', '/elsewhere/index.html', '/elsewhere']) {
      const answer = await raw(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain('outside');
    }
    expect((await raw('/about-link.html')).body).toBe('<h1>about</h1>');
  });

  it('caching follows the file served, not the URL; _headers is never served', async () => {
    const asset = await raw('/_astro/app.abc123.js');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(asset.headers['x-frame-options']).toBe('DENY');
    // A name under /_astro/ that resolves to the home page is the home page: revalidated, not immutable.
    const home = await raw('/_astro/home.html');
    expect(home.body).toBe('<h1>home r1</h1>');
    expect(home.headers['cache-control']).toBe(HTML_CACHE);
    expect((await raw('/about')).headers['cache-control']).toBe(HTML_CACHE);
    expect((await raw('/sitemap.xml')).headers['cache-control']).toBe(HTML_CACHE);
    expect((await raw('/logo.svg')).headers['cache-control']).toBe(ASSET_CACHE);
    const headers = await raw('/_headers');
    expect(headers.status).toBe(404);
    expect(headers.headers['cache-control']).toBe('no-store');
    expect((await raw('/_astro/nothing.js')).headers['cache-control']).toBe('no-store');
  });
});

describe('revalidation', () => {
  it('strong ETags: 304 for a matching If-None-Match (GET and HEAD, lists, weak form, *), 200 otherwise; none on 404', async () => {
    const first = await raw('/about');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    for (const condition of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const again = await raw('/about', { 'If-None-Match': condition });
      expect(again.status, condition).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(HTML_CACHE);
    }
    expect((await raw('/about', { 'If-None-Match': etag }, 'HEAD')).status).toBe(304);
    const other = await raw('/about', { 'If-None-Match': '"not-it"' });
    expect(other.status).toBe(200);
    expect(other.body).toBe('<h1>about</h1>');
    expect((await raw('/')).headers.etag).not.toBe(etag);
    const missing = await raw('/nowhere', { 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('a new release with changed content: the old ETag gets 200 and the new body; unchanged bytes keep theirs (content hash)', async () => {
    const home = await raw('/');
    const about = await raw('/about');
    await release('r2', {
      'index.html': '<h1>home r2</h1>',
      'about/index.html': '<h1>about</h1>',
      '404.html': '<h1>Page Not Found</h1>',
    });
    await switchTo('r2');
    const changed = await raw('/', { 'If-None-Match': String(home.headers.etag) });
    expect(changed.status).toBe(200);
    expect(changed.body).toBe('<h1>home r2</h1>');
    expect(changed.headers.etag).not.toBe(home.headers.etag);
    const same = await raw('/about', { 'If-None-Match': String(about.headers.etag) });
    expect(same.status).toBe(304);
    await switchTo('r1');
    expect((await raw('/', { 'If-None-Match': String(changed.headers.etag) })).body).toBe('<h1>home r1</h1>');
  });
});
