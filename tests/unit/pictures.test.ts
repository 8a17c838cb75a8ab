/**
 * The image step's parts: processing (content checks, orientation, no
 * metadata, never upscaled), the download's limits (origins, redirects, size,
 * conditional requests), the cache (processed once, conditional re-checks,
 * pruning), and how pages turn a picture into <img> attributes.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadImage, DownloadError } from '#api/image-download.ts';
import { pictureUrls, withoutPictures } from '#features/catalog/pictures.ts';
import { avatarRole, imageAttributes, picturesOf, registerPictures, ROLES, type Picture } from '#lib/pictures.ts';
import { NotAPicture, processPicture } from '#scripts/lib/images/process.ts';
import { ImageStep } from '#scripts/lib/images/step.ts';
import { PictureCache } from '#scripts/lib/images/cache.ts';
import { linkPictureFiles, prunePictureCache } from '#scripts/lib/images/release.ts';

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2952/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100' };

/** A landscape JPEG with camera EXIF, a GPS position and orientation 6 (shown turned, portrait). */
async function phoneJpeg(width = 1600, height = 1200, orientation = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width / 2}" height="${height / 4}" fill="red"/></svg>`) }])
    .withMetadata({ orientation })
    .withExifMerge({ IFD0: { Make: 'Phone', Model: 'X' }, IFD3: GPS })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const LIMITS = { maxPixels: 50_000_000 };

describe('processing a picture', () => {
  it('turns it upright, strips every piece of metadata (GPS included) and makes each variant', async () => {
    const source = await phoneJpeg();
    expect(exifReader((await sharp(source).metadata()).exif!).GPSInfo?.GPSLatitude).toEqual([48, 51, 29.52]);
    const made = await processPicture(source, LIMITS);
    // Orientation 6: the 1600×1200 pixels are shown 1200 wide, 1600 high.
    expect([made.sourceWidth, made.sourceHeight]).toEqual([1200, 1600]);
    // The whole picture's longest side is at most 1280: 960×1280.
    expect(made.wide.map((variant) => variant.width)).toEqual([960]);
    expect(made.cover.map((variant) => variant.width)).toEqual([320, 480, 640]);
    expect(made.square.map((variant) => variant.width)).toEqual([80, 160, 240, 384]);
    for (const variant of made.cover) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', variant.width, Math.round((variant.width * 2) / 3), undefined]);
    }
    for (const variant of made.wide) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.width, Math.round((variant.width * 1600) / 1200)]);
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(variant.data.includes(Buffer.from('Phone'))).toBe(false);
    }
    for (const variant of made.square) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([variant.width, variant.width, undefined]);
    }
    const social = await sharp(made.social!).metadata();
    expect([social.format, social.width, social.height, social.exif, social.xmp]).toEqual(['jpeg', 1200, 630, undefined, undefined]);
  });

  it('never upscales: a small picture gets variants up to its own size and no social card', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } }).png().toBuffer();
    const made = await processPicture(small, LIMITS);
    expect(made.wide.map((variant) => variant.width)).toEqual([300]);
    expect(made.cover.map((variant) => variant.width)).toEqual([300]);
    expect(made.square.map((variant) => variant.width)).toEqual([80, 160, 200]);
    expect(made.social).toBeUndefined();
  });

  it('refuses what is not a picture by its content, whatever its name: HTML, SVG, a truncated JPEG, too many pixels', async () => {
    const html = Buffer.from('<!doctype html><html><body>Sign in</body></html>');
    await expect(processPicture(html, LIMITS)).rejects.toThrow(NotAPicture);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(processPicture(svg, LIMITS)).rejects.toThrow(/svg/);
    const jpeg = await phoneJpeg();
    await expect(processPicture(jpeg.subarray(0, Math.floor(jpeg.length / 2)), LIMITS)).rejects.toThrow(NotAPicture);
    // A small file that decodes to 16 megapixels: refused before it is decoded.
    const bomb = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    await expect(processPicture(bomb, { maxPixels: 1_000_000 })).rejects.toThrow(NotAPicture);
  });
});

describe('downloading a picture', () => {
  const allowed = [{ origin: 'https://api.example.edu', path: '/' }];
  const options = { allowed, maxBytes: 1000, timeoutMs: 5000 };

  it('never asks an origin that is not allowed, directly or through a redirect', async () => {
    const asked: string[] = [];
    const fetcher = (async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      asked.push(url);
      return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } });
    }) as typeof fetch;
    await expect(downloadImage('http://10.0.0.1/admin.png', { ...options, fetch: fetcher })).rejects.toThrow(/not an allowed origin/);
    expect(asked).toEqual([]);
    const error = await downloadImage('https://api.example.edu/uploads/a.png', { ...options, fetch: fetcher }).catch((e) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).transient).toBe(false);
    expect(asked).toEqual(['https://api.example.edu/uploads/a.png']);
  });

  it('stops at the size limit, says 304 is unchanged, and marks 5xx as worth a retry', async () => {
    const answers: Response[] = [
      new Response(new Uint8Array(2000)),
      new Response(null, { status: 304 }),
      new Response('busy', { status: 503 }),
      new Response(new Uint8Array(10), { headers: { etag: '"v1"' } }),
    ];
    const headersSeen: Array<Record<string, string>> = [];
    const fetcher = (async (input: Request) => {
      headersSeen.push(Object.fromEntries(input.headers));
      return answers.shift()!;
    }) as typeof fetch;
    const url = 'https://api.example.edu/uploads/a.jpg';
    await expect(downloadImage(url, { ...options, fetch: fetcher })).rejects.toThrow(/larger than/);
    expect(await downloadImage(url, { ...options, etag: '"v1"', fetch: fetcher })).toEqual({ kind: 'unchanged' });
    expect(headersSeen[1]?.['if-none-match']).toBe('"v1"');
    const busy = (await downloadImage(url, { ...options, fetch: fetcher }).catch((e: unknown) => e)) as DownloadError;
    expect(busy.transient).toBe(true);
    const ok = await downloadImage(url, { ...options, fetch: fetcher });
    expect(ok).toMatchObject({ kind: 'downloaded', etag: '"v1"' });
  });
});

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
      res.writeHead(200, { ETag: file.etag, 'Content-Type': 'image/png', ...(file.cacheControl ? { 'Cache-Control': file.cacheControl } : {}) }).end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  // The test server serves at its root: the whole origin is allowed, as IMAGE_ORIGINS does when it names an origin alone.
  const newStep = (cacheDir: string) => new ImageStep({ cacheDir, apiHost: origin, extraOrigins: [origin], attempts: 1 });

  it('processes each upload once, ever: a later build asks conditionally and reuses every variant', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'pictures-'));
    dirs.push(cacheDir);
    const photo = await phoneJpeg(800, 600, 1);
    served = { '/a.jpg': { body: photo, etag: '"a1"' }, '/copy.jpg': { body: photo, etag: '"c1"' }, '/page.png': { body: Buffer.from('<html></html>'), etag: '"p"' } };
    const first = newStep(cacheDir);
    const urls = [`${origin}/a.jpg`, `${origin}/copy.jpg`, `${origin}/page.png`, `${origin}/gone.png`, 'http://10.1.2.3/secret.png', '/logo.svg'];
    const result = await first.prepare(urls);
    const picture = (result.get(`${origin}/a.jpg`) as { picture: Picture }).picture;
    expect(picture.wide?.map(([width]) => width)).toEqual([800]);
    expect(picture.cover?.map(([width]) => width)).toEqual([320, 480, 640]);
    // The same bytes under another URL: the same variants, processed once.
    expect(result.get(`${origin}/copy.jpg`)).toEqual({ picture });
    expect(first.counts.processed).toBe(2);
    expect(result.get(`${origin}/page.png`)).toMatchObject({ dropped: expect.stringMatching(/not a picture/) });
    expect(result.get(`${origin}/gone.png`)).toMatchObject({ dropped: expect.stringMatching(/HTTP 404/) });
    expect(result.get('http://10.1.2.3/secret.png')).toMatchObject({ dropped: expect.stringMatching(/allowed origin/) });
    expect(result.get('/logo.svg')).toEqual({ own: true });
    expect(readdirSync(join(cacheDir, 'files')).length).toBe(1 + 3 + 4 + 1);

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
      '/immutable.jpg': { body: await phoneJpeg(500, 400, 1), etag: '"i"', cacheControl: 'public, max-age=31536000, immutable' },
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
    served = { '/a.jpg': { body: await phoneJpeg(700, 500, 1), etag: '"a"' }, '/b.jpg': { body: await phoneJpeg(500, 700, 1), etag: '"b"' } };
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
      const [a, b, c] = (await Promise.all(['a', 'b', 'c'].map((text) => cache.writeFile(Buffer.from(text), 'webp')))) as [string, string, string];
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

describe('pictures on pages', () => {
  const picture: Picture = {
    width: 1280,
    height: 960,
    wide: [
      [640, '/_img/a640.webp'],
      [960, '/_img/a960.webp'],
      [1280, '/_img/a1280.webp'],
    ],
    cover: [
      [320, '/_img/c320.webp'],
      [480, '/_img/c480.webp'],
      [640, '/_img/c640.webp'],
    ],
    square: [
      [80, '/_img/s80.webp'],
      [160, '/_img/s160.webp'],
      [240, '/_img/s240.webp'],
      [384, '/_img/s384.webp'],
    ],
    social: '/_img/og.jpg',
  };
  registerPictures({ 'https://api.example.edu/u/a.jpg': picture });

  it('offers each role only the variants up to its cap, with sizes and the real aspect', () => {
    const card = imageAttributes('https://api.example.edu/u/a.jpg', ROLES.card);
    expect(card.srcSet).toBe('/_img/c320.webp 320w, /_img/c480.webp 480w');
    expect([card.src, card.width, card.height]).toEqual(['/_img/c480.webp', 480, 320]);
    const full = imageAttributes('https://api.example.edu/u/a.jpg', ROLES.full);
    expect([full.src, full.width, full.height]).toEqual(['/_img/a1280.webp', 1280, 960]);
    expect(card.sizes).toBe(ROLES.card.sizes);
    expect(imageAttributes('https://api.example.edu/u/a.jpg', ROLES.full).srcSet).toContain('1280w');
    const avatar = imageAttributes('https://api.example.edu/u/a.jpg', avatarRole(64));
    expect(avatar.srcSet).toBe('/_img/s80.webp 80w, /_img/s160.webp 160w');
    expect([avatar.width, avatar.height, avatar.sizes]).toEqual([160, 160, '64px']);
  });

  it('hands an island only the variants its roles show, and merges what two islands give for one URL', () => {
    const forHome = picturesOf(['https://api.example.edu/u/a.jpg', 'https://api.example.edu/u/unknown.jpg'], [ROLES.home]);
    expect(forHome).toEqual({ 'https://api.example.edu/u/a.jpg': { width: 1280, height: 960, cover: picture.cover!.slice(0, 2) } });
    registerPictures({ 'https://api.example.edu/u/b.jpg': { width: 10, height: 10, cover: [[320, '/_img/b320.webp']] } });
    registerPictures({ 'https://api.example.edu/u/b.jpg': { width: 10, height: 10, square: [[80, '/_img/b80.webp']], cover: [[480, '/_img/b480.webp']] } });
    expect(imageAttributes('https://api.example.edu/u/b.jpg', ROLES.card).srcSet).toBe('/_img/b320.webp 320w, /_img/b480.webp 480w');
    expect(imageAttributes('https://api.example.edu/u/b.jpg', avatarRole(80)).src).toBe('/_img/b80.webp');
  });

  it('keeps the URL itself when the build has no variants of it (an entry newer than the build)', () => {
    expect(imageAttributes('https://api.example.edu/u/new.jpg', ROLES.card)).toEqual({ src: 'https://api.example.edu/u/new.jpg' });
  });

  it('finds the picture fields anywhere in a record and removes dropped ones as if they were missing', () => {
    const record = {
      posterImages: ['https://api.example.edu/u/a.jpg', ' https://api.example.edu/u/bad.png', 'javascript:alert(1)'],
      teamLeader: { name: 'A', profileImageUrl: 'https://api.example.edu/u/bad.png' },
      teamMembers: [{ name: 'B', profileImageUrl: 'https://api.example.edu/u/b.jpg' }],
      githubLink: 'https://api.example.edu/u/bad.png',
    };
    expect(pictureUrls(record)).toEqual(['https://api.example.edu/u/a.jpg', 'https://api.example.edu/u/bad.png', 'https://api.example.edu/u/bad.png', 'https://api.example.edu/u/b.jpg']);
    const kept = withoutPictures(record, new Set(['https://api.example.edu/u/bad.png']));
    expect(kept.posterImages).toEqual(['https://api.example.edu/u/a.jpg', 'javascript:alert(1)']);
    expect('profileImageUrl' in kept.teamLeader).toBe(false);
    expect(kept.teamMembers[0]?.profileImageUrl).toBe('https://api.example.edu/u/b.jpg');
    // Only picture fields: a link with the same address stays.
    expect(kept.githubLink).toBe('https://api.example.edu/u/bad.png');
  });
});
