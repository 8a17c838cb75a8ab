/**
 * The image step's cache: each upload processed once, conditional re-checks,
 * the backend's freshness, pruning; and the picture files a release gets.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Picture } from '#lib/pictures.ts';
import { ImageStep } from '#scripts/lib/images/step.ts';
import { PictureCache } from '#scripts/lib/images/cache.ts';
import { linkPictureFiles, prunePictureCache } from '#scripts/lib/images/release.ts';
import { phoneJpeg } from './support/phone-jpeg.ts';

describe('the image step and its cache', () => {
  let server: Server;
  let origin: string;
  let served: Record<string, { body: Buffer; etag: string; cacheControl?: string }> = {};
  const hits: Array<{ path: string; status: number }> = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const file = served[req.url ?? ''];
      if (!file) {
        hits.push({ path: req.url ?? '', status: 404 });
        res.writeHead(404).end();
        return;
      }
      if (req.headers['if-none-match'] === file.etag) {
        hits.push({ path: req.url ?? '', status: 304 });
        res.writeHead(304, { ETag: file.etag }).end();
        return;
      }
      hits.push({ path: req.url ?? '', status: 200 });
      res
        .writeHead(200, {
          ETag: file.etag,
          'Content-Type': 'image/png',
          ...(file.cacheControl ? { 'Cache-Control': file.cacheControl } : {}),
        })
        .end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  // The test server serves at its root: the whole origin is allowed, as IMAGE_ORIGINS does when it names an origin alone.
  const newStep = (cacheDir: string) =>
    new ImageStep({ cacheDir, apiHost: origin, extraOrigins: [origin], attempts: 1 });

  it('processes each upload once, ever: a later build asks conditionally and reuses every variant', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'pictures-'));
    dirs.push(cacheDir);
    const photo = await phoneJpeg(800, 600, 1);
    served = {
      '/a.jpg': { body: photo, etag: '"a1"' },
      '/copy.jpg': { body: photo, etag: '"c1"' },
      '/page.png': { body: Buffer.from('<html></html>'), etag: '"p"' },
    };
    const first = newStep(cacheDir);
    const urls = [
      `${origin}/a.jpg`,
      `${origin}/copy.jpg`,
      `${origin}/page.png`,
      `${origin}/gone.png`,
      'http://10.1.2.3/secret.png',
      '/logo.svg',
    ];
    const result = await first.prepare(urls);
    const picture = (result.get(`${origin}/a.jpg`) as { picture: Picture }).picture;
    expect(picture.wide?.map(([width]) => width)).toEqual([800]);
    expect(picture.cover?.map(([width]) => width)).toEqual([160, 320, 480, 640]);
    // The same bytes under another URL: the same variants, processed once.
    expect(result.get(`${origin}/copy.jpg`)).toEqual({ picture });
    expect(first.counts.processed).toBe(2);
    expect(result.get(`${origin}/page.png`)).toMatchObject({ dropped: expect.stringMatching(/not a picture/) });
    expect(result.get(`${origin}/gone.png`)).toMatchObject({ dropped: expect.stringMatching(/HTTP 404/) });
    expect(result.get('http://10.1.2.3/secret.png')).toMatchObject({
      dropped: expect.stringMatching(/allowed origin/),
    });
    expect(result.get('/logo.svg')).toEqual({ own: true });
    expect(readdirSync(join(cacheDir, 'files')).length).toBe(1 + 4 + 5 + 1);

    hits.length = 0;
    const second = newStep(cacheDir);
    const again = await second.prepare([`${origin}/a.jpg`]);
    expect(again.get(`${origin}/a.jpg`)).toEqual({ picture });
    expect(hits).toEqual([{ path: '/a.jpg', status: 304 }]);
    expect(second.counts).toMatchObject({ processed: 0, unchanged: 1, downloaded: 0 });

    // New bytes behind the same URL: a new ETag, new variants.
    served['/a.jpg'] = { body: await phoneJpeg(640, 480, 1), etag: '"a2"' };
    const third = await newStep(cacheDir).prepare([`${origin}/a.jpg`]);
    const changed = (third.get(`${origin}/a.jpg`) as { picture: Picture }).picture;
    expect(changed.wide?.map(([width]) => width)).toEqual([640]);
    expect(changed.wide?.[0]?.[1]).not.toBe(picture.wide?.[0]?.[1]);
  });

  it('does not even ask again while the backend said the picture stays fresh (Cache-Control max-age)', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'pictures-'));
    dirs.push(cacheDir);
    served = {
      '/immutable.jpg': {
        body: await phoneJpeg(500, 400, 1),
        etag: '"i"',
        cacheControl: 'public, max-age=31536000, immutable',
      },
      '/checked.jpg': { body: await phoneJpeg(400, 500, 1), etag: '"c"', cacheControl: 'no-cache' },
    };
    await newStep(cacheDir).prepare([`${origin}/immutable.jpg`, `${origin}/checked.jpg`]);
    hits.length = 0;
    const next = newStep(cacheDir);
    await next.prepare([`${origin}/immutable.jpg`, `${origin}/checked.jpg`]);
    expect(hits).toEqual([{ path: '/checked.jpg', status: 304 }]);
    expect(next.counts).toMatchObject({ fresh: 1, unchanged: 1, processed: 0 });
  });

  it('prunes variants no kept release uses, and the records that name them', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'pictures-'));
    dirs.push(cacheDir);
    served = {
      '/a.jpg': { body: await phoneJpeg(700, 500, 1), etag: '"a"' },
      '/b.jpg': { body: await phoneJpeg(500, 700, 1), etag: '"b"' },
    };
    const step = newStep(cacheDir);
    const result = await step.prepare([`${origin}/a.jpg`, `${origin}/b.jpg`]);
    const keep = (result.get(`${origin}/a.jpg`) as { picture: Picture }).picture;
    const { filesOf } = await import('#scripts/lib/images/cache.ts');
    const removed = await step.cache.prune(new Set(filesOf(keep)));
    expect(removed).toBeGreaterThan(0);
    expect(readdirSync(join(cacheDir, 'files')).sort()).toEqual(filesOf(keep).sort());
    // b is processed again next time (its record went with its files); a is not.
    hits.length = 0;
    const next = newStep(cacheDir);
    await next.prepare([`${origin}/a.jpg`, `${origin}/b.jpg`]);
    expect(next.counts).toMatchObject({ processed: 1, unchanged: 1 });
  });
});

describe('pictures in releases', () => {
  it('a release gets exactly the files its pages use; the cache keeps only what some kept release holds', async () => {
    const root = mkdtempSync(join(tmpdir(), 'picture-releases-'));
    try {
      const cache = await new PictureCache(join(root, 'cache')).open();
      const [a, b, c] = (await Promise.all(
        ['a', 'b', 'c'].map((text) => cache.writeFile(Buffer.from(text), 'webp')),
      )) as [string, string, string];
      const name = (path: string) => path.slice(path.lastIndexOf('/') + 1);
      // Release 1 shows a and b; after b's entry is removed, release 2 shows a and c.
      await linkPictureFiles(cache.dir, join(root, 'r1'), [name(a), name(b)]);
      await linkPictureFiles(cache.dir, join(root, 'r2'), [name(a), name(c)]);
      expect(readdirSync(join(root, 'r2', '_img')).sort()).toEqual([name(a), name(c)].sort());
      expect(await prunePictureCache(cache.dir, [join(root, 'r1'), join(root, 'r2')])).toBe(0);
      // Release 1 pruned: b goes from the cache too.
      rmSync(join(root, 'r1'), { recursive: true });
      expect(await prunePictureCache(cache.dir, [join(root, 'r2')])).toBe(1);
      expect(readdirSync(cache.filesDir).sort()).toEqual([name(a), name(c)].sort());
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
