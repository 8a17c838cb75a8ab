/**
 * Pagefind's packed index files (gzip of data that begins with Pagefind's
 * signature): the static server and `npm run compress` offer them in brotli
 * of what they unpack to, which Pagefind's script takes as it comes (the
 * browser decodes it; the signature tells the script not to unpack again).
 * Gzip-only clients get the file as it is; fragments, and files that do not
 * unpack to Pagefind's data, are never encoded; a sibling made from another
 * version of the file is never sent, and compressing replaces it.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressRelease } from '#scripts/lib/compressed-siblings.ts';
import { startStaticServer, type StaticServer } from '#scripts/lib/static-server.ts';
import { get, writeFiles } from './support/static-site.ts';

/** Data the way Pagefind writes it unpacked: its signature, then hashes and counts (what its meta mostly holds). */
function pagefindData(seed: string): Buffer {
  const hashes = Array.from(
    { length: 3000 },
    (_, i) => `en_${createHash('sha256').update(`${seed}${i}`).digest('hex').slice(0, 7)}${i % 251}`,
  );
  return Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(hashes.join(''))]);
}

const META = pagefindData('meta');
const CHUNK = pagefindData('chunk');
const FRAGMENT = pagefindData('fragment');
const NOT_PAGEFIND = Buffer.from('just some gzip data, no signature. '.repeat(200));
/** A script of some size (this project's own static server). */
const SCRIPT = await readFile(new URL('../../scripts/lib/static-server.ts', import.meta.url));

let dir: string;
let site: StaticServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compression-pagefind-'));
  await writeFiles(dir, {
    'pagefind/pagefind.en_1.pf_meta': gzipSync(META),
    'pagefind/index/en_2.pf_index': gzipSync(CHUNK),
    'pagefind/fragment/en_3.pf_fragment': gzipSync(FRAGMENT),
    'pagefind/filter/en_4.pf_filter': gzipSync(NOT_PAGEFIND),
    'pagefind/pagefind.js': SCRIPT,
    '_astro/app.js': SCRIPT,
  });
  site = await startStaticServer({ root: dir, port: 0 });
});

afterAll(async () => {
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the static server', () => {
  it('sends a packed file to a brotli client as brotli of what it unpacks to, smaller than Pagefind’s gzip', async () => {
    for (const [path, unpacked] of [
      ['/pagefind/pagefind.en_1.pf_meta', META],
      ['/pagefind/index/en_2.pf_index', CHUNK],
    ] as const) {
      const file = await readFile(join(dir, path));
      const br = await get(site, path, { 'Accept-Encoding': 'gzip, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).equals(unpacked)).toBe(true);
      expect(br.body.length).toBeLessThan(file.length);

      // Pagefind unpacks its gzip itself: a client without brotli gets the very file, not gzip of gzip.
      for (const accept of ['gzip', 'identity']) {
        const plain = await get(site, path, { 'Accept-Encoding': accept });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.equals(file)).toBe(true);
      }
    }
  });

  it('sends Pagefind’s scripts in brotli at its best quality, smaller than the site’s other scripts get', async () => {
    const pagefind = await get(site, '/pagefind/pagefind.js', { 'Accept-Encoding': 'br' });
    const other = await get(site, '/_astro/app.js', { 'Accept-Encoding': 'br' });
    expect([pagefind.headers['content-encoding'], other.headers['content-encoding']]).toEqual(['br', 'br']);
    expect(brotliDecompressSync(pagefind.body).equals(SCRIPT)).toBe(true);
    expect(pagefind.body.length).toBeLessThan(other.body.length);
  });

  it('never encodes a fragment, nor a file that does not unpack to Pagefind’s data', async () => {
    for (const path of ['/pagefind/fragment/en_3.pf_fragment', '/pagefind/filter/en_4.pf_filter']) {
      const answer = await get(site, path, { 'Accept-Encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(await readFile(join(dir, path)))).toBe(true);
    }
  });
});

describe('npm run compress', () => {
  it('writes a brotli sibling of what a packed file unpacks to, and no gzip sibling; a second run changes nothing', async () => {
    const release = await mkdtemp(join(tmpdir(), 'compress-pagefind-'));
    try {
      await writeFiles(release, {
        'pagefind/pagefind.en_1.pf_meta': gzipSync(META),
        'pagefind/fragment/en_3.pf_fragment': gzipSync(FRAGMENT),
        // A gzip sibling beside a packed file was made by something else: gone.
        'pagefind/pagefind.en_1.pf_meta.gz': gzipSync(gzipSync(META)),
      });
      const first = await compressRelease(release);
      expect(first.compressed).toBe(1);
      const meta = join(release, 'pagefind/pagefind.en_1.pf_meta');
      expect(brotliDecompressSync(await readFile(`${meta}.br`)).equals(META)).toBe(true);
      await expect(stat(`${meta}.gz`)).rejects.toThrow();
      await expect(stat(join(release, 'pagefind/fragment/en_3.pf_fragment.br'))).rejects.toThrow();

      const again = await compressRelease(release);
      expect(again).toMatchObject({ compressed: 0, reused: 1 });
    } finally {
      await rm(release, { recursive: true, force: true });
    }
  });

  it('replaces a sibling made from another version of the file, which the server never sends', async () => {
    const release = await mkdtemp(join(tmpdir(), 'compress-pagefind-stale-'));
    try {
      const meta = join(release, 'pagefind/pagefind.en_1.pf_meta');
      await writeFiles(release, { 'pagefind/pagefind.en_1.pf_meta': gzipSync(META) });
      // Made from the last release's meta: smaller than the file, and a valid brotli stream.
      const stale = brotliCompressSync(pagefindData('last release').subarray(0, 2000));
      await writeFile(`${meta}.br`, stale);
      // Nothing compressed on demand: only the sibling could be sent.
      const server = await startStaticServer({ root: release, port: 0, compressionCacheBytes: 0 });
      try {
        const answer = await get(server, '/pagefind/pagefind.en_1.pf_meta', { 'Accept-Encoding': 'br' });
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.body.equals(await readFile(meta))).toBe(true);
      } finally {
        await server.close();
      }
      expect((await compressRelease(release)).compressed).toBe(1);
      expect(brotliDecompressSync(await readFile(`${meta}.br`)).equals(META)).toBe(true);
    } finally {
      await rm(release, { recursive: true, force: true });
    }
  });
});
