/**
 * The image step's checks of a picture: processing (content checks, orientation,
 * no metadata, never upscaled) and the download's limits (origins, redirects,
 * size, conditional requests).
 */
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { downloadImage, DownloadError } from '#api/image-download.ts';
import { NotAPicture, processPicture } from '#scripts/lib/images/process.ts';
import { phoneJpeg } from './support/phone-jpeg.ts';

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
    expect(made.cover.map((variant) => variant.width)).toEqual([160, 320, 480, 640]);
    expect(made.square.map((variant) => variant.width)).toEqual([48, 80, 160, 240, 384]);
    for (const variant of made.cover) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        'webp',
        variant.width,
        Math.round((variant.width * 2) / 3),
        undefined,
      ]);
    }
    for (const variant of made.wide) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.width, Math.round((variant.width * 1600) / 1200)]);
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(variant.data.includes(Buffer.from('Phone'))).toBe(false);
    }
    for (const variant of made.square) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([variant.width, variant.width, undefined]);
    }
    const social = await sharp(made.social!).metadata();
    expect([social.format, social.width, social.height, social.exif, social.xmp]).toEqual([
      'jpeg',
      1200,
      630,
      undefined,
      undefined,
    ]);
  });

  it('never upscales: a small picture gets variants up to its own size and no social card', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const made = await processPicture(small, LIMITS);
    expect(made.wide.map((variant) => variant.width)).toEqual([300]);
    expect(made.cover.map((variant) => variant.width)).toEqual([160, 300]);
    expect(made.square.map((variant) => variant.width)).toEqual([48, 80, 160, 200]);
    expect(made.social).toBeUndefined();
  });

  it('refuses what is not a picture by its content, whatever its name: HTML, SVG, a truncated JPEG, too many pixels', async () => {
    const html = Buffer.from('<!doctype html><html><body>Sign in</body></html>');
    await expect(processPicture(html, LIMITS)).rejects.toThrow(NotAPicture);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(processPicture(svg, LIMITS)).rejects.toThrow(/svg/);
    const jpeg = await phoneJpeg();
    await expect(processPicture(jpeg.subarray(0, Math.floor(jpeg.length / 2)), LIMITS)).rejects.toThrow(NotAPicture);
    // A small file that decodes to 16 megapixels: refused before it is decoded.
    const bomb = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
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
    await expect(downloadImage('http://10.0.0.1/admin.png', { ...options, fetch: fetcher })).rejects.toThrow(
      /not an allowed origin/,
    );
    expect(asked).toEqual([]);
    const error = await downloadImage('https://api.example.edu/uploads/a.png', { ...options, fetch: fetcher }).catch(
      (e) => e,
    );
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
