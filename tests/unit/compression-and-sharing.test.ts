/**
 * What a publish does besides building (issue 13): brotli and gzip siblings of
 * text files, served by Accept-Encoding with Vary and their own ETags (304s
 * keep working); a new release shares the live release's unchanged files as
 * hard links (and their siblings), and verification reads only what changed.
 * A compressed copy is never staler than its page (issue 40): the server
 * sends a sibling only when it decodes to the file (never an empty one, never
 * one made from an older version, whatever its time), under the ETag of its
 * own bytes; `compressRelease` replaces such siblings; assembling a release
 * drops the siblings of every file it drops or replaces.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressRelease } from '#scripts/lib/compressed-siblings.ts';
import { assembleFromLive } from '#scripts/rebuild/assemble-from-live.ts';
import { acceptedEncodings, startStaticServer } from '#scripts/lib/static-server.ts';
import { filesOfKeys } from '#scripts/rebuild/release-files.ts';
import { pageFile } from '#features/catalog/page-keys.ts';
import { shareWithLive } from '#scripts/rebuild/share-with-live.ts';
import { decoded as decodedAnswer, get, writeFiles } from './support/static-site.ts';

let dir: string;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>The same paragraph again. </p>'.repeat(60)}</body></html>`;
const FILES: Record<string, string> = {
  'index.html': page('home'),
  'about/index.html': page('about'),
  'tiny.txt': 'small',
  'logo.png': 'x'.repeat(2000),
  '_astro/app.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
};

const release = (name: string, files: Record<string, string>) => writeFiles(join(dir, name), files);

/** The strong ETag the server gives bytes: a SHA-256 of them, base64url, 27 characters, quoted. */
const etagOf = (bytes: Buffer | string) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Gives `path` a modification time `seconds` from now (a sibling written after its file, or a copy that kept its time). */
const touch = (path: string, seconds: number) =>
  utimes(path, new Date(Date.now() + seconds * 1000), new Date(Date.now() + seconds * 1000));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compression-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What pageFile gives any URL: its segments, each decoded, joined below the release. */
function splitAndJoined(url: string): string {
  const segments = url
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return segments.length > 0 ? `${segments.join('/')}/index.html` : 'index.html';
}

describe('compressed siblings', () => {
  it('are written for text files worth compressing, never for small or binary ones', async () => {
    const root = await release('r1', FILES);
    const result = await compressRelease(root);
    expect(result.compressed).toBe(3);
    expect(brotliDecompressSync(await readFile(join(root, 'index.html.br'))).toString()).toBe(FILES['index.html']);
    expect(gunzipSync(await readFile(join(root, 'about/index.html.gz'))).toString()).toBe(FILES['about/index.html']);
    await expect(stat(join(root, 'tiny.txt.br'))).rejects.toThrow();
    await expect(stat(join(root, 'logo.png.br'))).rejects.toThrow();
    expect(result.bytesAfter).toBeLessThan(result.bytesBefore / 4);
  });

  it('are served by Accept-Encoding with Vary, their own ETags and 304s; never as files of their own', async () => {
    const site = await startStaticServer({ root: join(dir, 'r1'), port: 0 });
    try {
      const br = await get(site, '/', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).toString()).toBe(FILES['index.html']);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);

      const gz = await get(site, '/', { 'Accept-Encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(FILES['index.html']);

      const identity = await get(site, '/');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toBe('Accept-Encoding');
      expect(identity.body.toString()).toBe(FILES['index.html']);
      const refused = await get(site, '/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      // Any encoding but brotli; and gzip preferred by its q value.
      expect((await get(site, '/', { 'Accept-Encoding': 'br;q=0, *' })).headers['content-encoding']).toBe('gzip');
      expect((await get(site, '/', { 'Accept-Encoding': 'br;q=0.2, gzip;q=0.8' })).headers['content-encoding']).toBe(
        'gzip',
      );

      // Three representations, three strong ETags; each revalidates as itself.
      expect(new Set([br.headers.etag, gz.headers.etag, identity.headers.etag]).size).toBe(3);
      expect((await get(site, '/', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) })).status).toBe(
        304,
      );
      expect((await get(site, '/', { 'If-None-Match': String(identity.headers.etag) })).status).toBe(304);
      expect(
        (await get(site, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(br.headers.etag) })).status,
      ).toBe(200);

      // Binary files: no encoding, no Vary.
      const png = await get(site, '/logo.png', { 'Accept-Encoding': 'br' });
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.headers.vary).toBeUndefined();
      // A sibling is not a page of its own.
      expect((await get(site, '/index.html.br')).status).toBe(404);
      expect((await get(site, '/_astro/app.js.gz')).status).toBe(404);
    } finally {
      await site.close();
    }
  });

  it('a sibling made from an older page (however new its time) or empty is never sent: every encoding shows the page', async () => {
    const root = await release('stale', { 'index.html': page('home, edited'), 'about/index.html': page('about') });
    // What an older release's siblings look like beside the edited page: the old page, compressed, written after it.
    await writeFile(join(root, 'index.html.br'), brotliCompressSync(page('home')));
    await writeFile(join(root, 'index.html.gz'), gzipSync(page('home')));
    await touch(join(root, 'index.html.br'), 60);
    await touch(join(root, 'index.html.gz'), 60);
    // An empty sibling, and a good one made by another tool (other bytes than the server's own encoder).
    await writeFile(join(root, 'about/index.html.br'), '');
    const foreign = gzipSync(page('about'), { level: 1 });
    await writeFile(join(root, 'about/index.html.gz'), foreign);
    for (const compressionCacheBytes of [undefined, 0]) {
      const site = await startStaticServer({ root, port: 0, compressionCacheBytes });
      try {
        for (const encoding of ['br', 'gzip', 'identity']) {
          const answer = await get(site, '/', { 'Accept-Encoding': encoding });
          expect(answer.status).toBe(200);
          expect(decodedAnswer(answer), `${encoding}, on-demand budget ${compressionCacheBytes}`).toBe(
            page('home, edited'),
          );
          expect(answer.headers.etag).toBe(etagOf(answer.body));
        }
        const about = await get(site, '/about/', { 'Accept-Encoding': 'br' });
        expect(Number(about.headers['content-length'])).toBeGreaterThan(0);
        expect(decodedAnswer(about)).toBe(page('about'));
        // The good sibling is sent as it is, under the ETag of its own bytes (not the page's with a suffix).
        const gz = await get(site, '/about/', { 'Accept-Encoding': 'gzip' });
        expect(gz.body.equals(foreign)).toBe(true);
        expect(gz.headers.etag).toBe(etagOf(foreign));
        expect(
          (await get(site, '/about/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etagOf(foreign) })).status,
        ).toBe(304);
      } finally {
        await site.close();
      }
    }
  });

  it('compressing again replaces siblings made from an older page (even newer than it) and empty ones, and removes those beside small files', async () => {
    const root = await release('recompress', {
      'index.html': page('home, edited'),
      'about/index.html': page('about'),
      'tiny.txt': 'small now',
    });
    await writeFile(join(root, 'index.html.br'), brotliCompressSync(page('home')));
    await writeFile(join(root, 'index.html.gz'), gzipSync(page('home')));
    await touch(join(root, 'index.html.br'), 60);
    await touch(join(root, 'index.html.gz'), 60);
    await writeFile(join(root, 'about/index.html.br'), '');
    await writeFile(join(root, 'about/index.html.gz'), gzipSync(page('about')));
    await writeFile(join(root, 'tiny.txt.br'), brotliCompressSync(page('tiny, once')));
    expect(await compressRelease(root)).toMatchObject({ compressed: 2, reused: 0 });
    expect(brotliDecompressSync(await readFile(join(root, 'index.html.br'))).toString()).toBe(page('home, edited'));
    expect(gunzipSync(await readFile(join(root, 'index.html.gz'))).toString()).toBe(page('home, edited'));
    expect(brotliDecompressSync(await readFile(join(root, 'about/index.html.br'))).toString()).toBe(page('about'));
    await expect(stat(join(root, 'tiny.txt.br'))).rejects.toThrow();
    // Now every sibling holds its file: a second run keeps them all.
    expect(await compressRelease(root)).toMatchObject({ compressed: 0, reused: 2 });
  });

  it('reads Accept-Encoding with q-values', () => {
    const offered = [{ name: 'br' }, { name: 'gzip' }];
    const accepted = (header: string | string[] | undefined) =>
      acceptedEncodings(header, offered).map(({ name }) => name);
    expect(accepted('gzip, deflate, br;q=1.0')).toEqual(['br', 'gzip']);
    expect(accepted('br;q=0, gzip')).toEqual(['gzip']);
    expect(accepted(undefined)).toEqual([]);
    expect(accepted('identity')).toEqual([]);
    // The client's preference first, then the server's.
    expect(accepted('gzip;q=0.9, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(accepted(['gzip', 'br'])).toEqual(['br', 'gzip']);
    // * stands for every encoding not named; a named q=0 stays refused.
    expect(accepted('*')).toEqual(['br', 'gzip']);
    expect(accepted('br;q=0, *')).toEqual(['gzip']);
    expect(accepted('*;q=0')).toEqual([]);
    expect(accepted('x-gzip')).toEqual(['gzip']);
    expect(accepted('BR ; Q=0.5')).toEqual(['br']);
  });
});

describe('a new release shares what did not change', () => {
  it('unchanged files become hard links to the live release, siblings included; changed ones stay its own', async () => {
    const live = join(dir, 'r1');
    const next = await release('r2', { ...FILES, 'index.html': page('home, changed') });
    const shared = await shareWithLive(next, live);
    expect([...shared.shared].sort()).toEqual(['_astro/app.js', 'about/index.html', 'logo.png', 'tiny.txt']);
    const [a, b] = await Promise.all([stat(join(next, 'about/index.html')), stat(join(live, 'about/index.html'))]);
    expect(a.ino).toBe(b.ino);
    expect((await stat(join(next, 'index.html'))).ino).not.toBe((await stat(join(live, 'index.html'))).ino);

    const result = await compressRelease(next, { dir: live, shared: shared.shared });
    expect(result).toMatchObject({ compressed: 1, reused: 2 });
    expect((await stat(join(next, 'about/index.html.br'))).ino).toBe(
      (await stat(join(live, 'about/index.html.br'))).ino,
    );
    expect(brotliDecompressSync(await readFile(join(next, 'index.html.br'))).toString()).toBe(page('home, changed'));
    // The live release is untouched.
    expect(brotliDecompressSync(await readFile(join(live, 'index.html.br'))).toString()).toBe(FILES['index.html']);
  });

  it('pages with the live fingerprint and content-named files of the same name and size are linked without being read', async () => {
    const files = {
      ...FILES,
      'pagefind/fragment/en_abc.pf_fragment': 'fragment',
      'pagefind/pagefind-entry.json': '{"a":1}',
      'p/index.html': page('p'),
    };
    const live = await release('fp-live', files);
    // Different bytes under the same fingerprint or the same content name: reading them would keep them apart.
    const next = await release('fp-next', {
      ...files,
      'about/index.html': page('about, not read'),
      'p/index.html': page('p, changed'),
      'pagefind/fragment/en_abc.pf_fragment': 'FRAGMENT',
      'pagefind/pagefind-entry.json': '{"a":2}',
    });
    const known = {
      live: { 'about/index.html': 'k1', 'index.html': 'k0', 'p/index.html': 'k2' },
      release: { 'about/index.html': 'k1', 'index.html': 'k0', 'p/index.html': 'k2-new' },
    };
    const result = await shareWithLive(next, live, known);
    expect([...result.shared].sort()).toEqual([
      '_astro/app.js',
      'about/index.html',
      'index.html',
      'logo.png',
      'pagefind/fragment/en_abc.pf_fragment',
      'tiny.txt',
    ]);
    // Read: the entry file (not content-named) and the files no key covers; the page whose key changed is known to differ.
    expect(result.compared).toBe(3);
    expect((await stat(join(next, 'about/index.html'))).ino).toBe((await stat(join(live, 'about/index.html'))).ino);
    expect(await readFile(join(next, 'p/index.html'), 'utf8')).toBe(page('p, changed'));
    expect(await readFile(join(next, 'pagefind/pagefind-entry.json'), 'utf8')).toBe('{"a":2}');
  });

  it('a fingerprint or name whose live file is gone keeps the new file', async () => {
    const live = await release('gone-live', { 'a/index.html': 'a' });
    const next = await release('gone-next', { 'a/index.html': 'a', 'b/index.html': 'b', '_astro/x.js': 'x' });
    const result = await shareWithLive(next, live, { live: { 'b/index.html': 'k' }, release: { 'b/index.html': 'k' } });
    expect([...result.shared]).toEqual(['a/index.html']);
    expect(await readFile(join(next, 'b/index.html'), 'utf8')).toBe('b');
  });

  it('assembling a release from a compressed live one drops the siblings of every file it drops or replaces, keeps the others', async () => {
    const live = await release('assemble-live', {
      'a/index.html': page('a'),
      'b/index.html': page('b'),
      'gone/index.html': page('gone'),
      '_astro/app.js': FILES['_astro/app.js']!,
      'rss.xml': page('feed'),
    });
    await compressRelease(live);
    // The build writes a page whose key changed, a feed, and an asset again (the same bytes).
    const scratch = await release('assemble-scratch', {
      'a/index.html': page('a, edited'),
      'rss.xml': page('feed, edited'),
      '_astro/app.js': FILES['_astro/app.js']!,
    });
    const out = join(dir, 'assemble-out');
    await assembleFromLive({
      outDir: out,
      scratchDir: scratch,
      liveDir: live,
      live: { keys: { '/a': 'k-a', '/b': 'k-b', '/gone': 'k-gone' }, others: ['_astro/app.js', 'rss.xml'] },
      unchanged: ['/b'],
    });
    // Replaced (a page rendered again, a file the build wrote again) and dropped: no sibling left, no folder left.
    for (const file of ['a/index.html', 'rss.xml', '_astro/app.js']) {
      for (const suffix of ['.br', '.gz'])
        await expect(stat(join(out, file + suffix)), file + suffix).rejects.toThrow();
    }
    await expect(stat(join(out, 'gone'))).rejects.toThrow();
    expect(await readFile(join(out, 'a/index.html'), 'utf8')).toBe(page('a, edited'));
    // Kept: the unchanged page with its siblings, the live release's own files.
    expect((await stat(join(out, 'b/index.html.br'))).ino).toBe((await stat(join(live, 'b/index.html.br'))).ino);
    expect(brotliDecompressSync(await readFile(join(live, 'a/index.html.br'))).toString()).toBe(page('a'));
    expect((await readdir(join(live, 'gone'))).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
    // Compressing it afterwards: the unchanged page keeps the siblings it came with, the others get their own.
    expect(await compressRelease(out, { dir: live, shared: new Set(['b/index.html']) })).toMatchObject({
      compressed: 3,
      reused: 1,
    });
    expect(gunzipSync(await readFile(join(out, 'a/index.html.gz'))).toString()).toBe(page('a, edited'));
  });

  it('maps page URLs to the files Astro writes for them', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/projects/industry')).toBe('projects/industry/index.html');
    expect(pageFile('/projects/industry/2')).toBe('projects/industry/2/index.html');
    expect(pageFile('/projects/industrydetails/A%20B')).toBe('projects/industrydetails/A B/index.html');
    // Plain URLs take a shorter way: it gives what splitting and joining them gives.
    for (const url of ['/a/', '/a/b/', '//a', '/a//b', 'a/b', '/a/b%2Fc', '', '/', '/x/y/z', '/x/y/z/'])
      expect(pageFile(url), url).toBe(splitAndJoined(url));
    expect(filesOfKeys({ '/a/1': 'k1', '/b': 'k2' })).toEqual({ 'a/1/index.html': 'k1', 'b/index.html': 'k2' });
  });

  it('a file that is already a link to the live one (a picture variant linked from the cache into both) is shared and leaves no temporary name', async () => {
    const live = await release('same-live', { '_img/0123456789abcdef0123456789abcdef.webp': 'pixels' });
    const next = join(dir, 'same-next');
    await mkdir(join(next, '_img'), { recursive: true });
    await link(
      join(live, '_img/0123456789abcdef0123456789abcdef.webp'),
      join(next, '_img/0123456789abcdef0123456789abcdef.webp'),
    );
    const result = await shareWithLive(next, live);
    expect([...result.shared]).toEqual(['_img/0123456789abcdef0123456789abcdef.webp']);
    expect(await readdir(join(next, '_img'))).toEqual(['0123456789abcdef0123456789abcdef.webp']);
  });

  it('with nothing live, nothing is shared', async () => {
    const alone = await release('r3', { 'a.html': 'x' });
    expect((await shareWithLive(alone, undefined)).shared.size).toBe(0);
  });
});
