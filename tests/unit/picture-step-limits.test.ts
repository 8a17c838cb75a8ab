/**
 * The image step's limits (issue 40): a picture that is too big for the
 * pixel limit, or whose process goes over its memory, is killed or crashes,
 * costs that picture alone and the build goes on; downloads are not retried
 * on a time-out or a URL with credentials, stay on the backend's origin (or
 * under the paths IMAGE_ORIGINS allows), end at the step's deadline, and a backend's freshness is
 * trusted for a day at most (a full rebuild asks again at once).
 */
import { createServer, type ServerResponse, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadImage, DownloadError } from '#api/image-download.ts';
import { withPreparedPictures } from '#features/catalog/pictures.ts';
import { preparePictures } from '#scripts/lib/images/prepare.ts';
import { ImageStep, type ImageStepOptions } from '#scripts/lib/images/step.ts';
import { readSettings } from '#scripts/settings.ts';
import { PictureCache } from '#scripts/lib/images/cache.ts';
import { processParallelism, resolveImageSettings } from '#scripts/lib/images/settings.ts';
import { flatInterlacedPng } from '#tests/support/flat-png.ts';
import { runningChildren } from '#tests/support/processes.ts';

const photo = (width: number, height: number, colour = '#3a78c8') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The picture processes this process runs. */
const pictureProcesses = () =>
  runningChildren(process.pid, (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('process-child.ts'));

let server: Server;
let origin: string;
let served: Record<string, { body: Buffer; cacheControl?: string; etag?: string } | 'hang' | { redirect: string }> = {};
const hits: Array<{ path: string; status: number }> = [];
const held: ServerResponse[] = [];
/** Called as each request arrives. */
let onRequest: (() => void) | undefined;
const dirs: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    onRequest?.();
    const path = req.url ?? '';
    const file = served[path];
    if (file === 'hang') {
      hits.push({ path, status: 0 });
      held.push(res);
      return;
    }
    if (file && 'redirect' in file) {
      hits.push({ path, status: 302 });
      res.writeHead(302, { Location: file.redirect }).end();
      return;
    }
    if (!file) {
      hits.push({ path, status: 404 });
      res.writeHead(404).end();
      return;
    }
    if (file.etag && req.headers['if-none-match'] === file.etag) {
      hits.push({ path, status: 304 });
      res.writeHead(304, { ETag: file.etag }).end();
      return;
    }
    hits.push({ path, status: 200 });
    res
      .writeHead(200, {
        'Content-Type': 'image/png',
        ...(file.etag ? { ETag: file.etag } : {}),
        ...(file.cacheControl ? { 'Cache-Control': file.cacheControl } : {}),
      })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  onRequest = undefined;
  for (const res of held.splice(0)) res.destroy();
  hits.length = 0;
  vi.useRealTimers();
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const cacheDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'picture-limits-'));
  dirs.push(dir);
  return dir;
};
/** A step as a build makes it: the backend is the test server. */
const newStep = (options: Partial<ImageStepOptions> = {}) =>
  new ImageStep({ cacheDir: cacheDir(), apiHost: origin, attempts: 5, ...options });

describe('a bad picture costs one picture', () => {
  it('the 10000×10000 16-bit interlaced PNG (0.6 MB) is dropped by the 50 MP limit before it is decoded, reported, and the others are processed', async () => {
    const crafted = await flatInterlacedPng(10_000, 10_000);
    expect(crafted.length).toBeLessThan(1024 * 1024);
    served = {
      '/uploads/crafted.png': { body: crafted },
      '/uploads/a.jpg': { body: await photo(800, 600) },
      '/uploads/b.jpg': { body: await photo(640, 480, '#c83a3a') },
    };
    const warnings: string[] = [];
    const records = {
      areas: {
        projects: {
          Research: [
            {
              id: 'PRJ-1',
              record: {
                nominationId: 'PRJ-1',
                posterImages: [`${origin}/uploads/crafted.png`, `${origin}/uploads/a.jpg`],
              },
            },
          ],
          Industry: [{ id: 'PRJ-2', record: { nominationId: 'PRJ-2', posterImages: [`${origin}/uploads/b.jpg`] } }],
        },
      },
      best: {},
    };
    const prepared = await preparePictures(records, newStep(), (line) => warnings.push(line));
    // Refused by the size in its header, before any decode (which took 2.1 s of CPU and 761 MB).
    expect(warnings.filter((line) => line.startsWith('dropped'))).toEqual([
      `dropped picture of Research PRJ-1: ${origin}/uploads/crafted.png: 10000×10000 is over the pixel limit (IMAGE_MAX_PIXELS 50000000)`,
    ]);
    const first = withPreparedPictures(records.areas.projects.Research[0]!.record, prepared);
    const second = withPreparedPictures(records.areas.projects.Industry[0]!.record, prepared);
    expect(first.record.posterImages).toEqual([`${origin}/uploads/a.jpg`]);
    expect(Object.keys(first.pictures)).toEqual([`${origin}/uploads/a.jpg`]);
    expect(Object.keys(second.pictures)).toEqual([`${origin}/uploads/b.jpg`]);
  }, 60_000);

  it('a dropped picture is reported once for each record that shows it, wherever and however often it shows it', async () => {
    const refused = 'https://elsewhere.example/poster.png';
    const warnings: string[] = [];
    const records = {
      areas: {
        projects: {
          Research: [
            {
              id: 'PRJ-1',
              record: { posterImages: [refused, refused], teamLeader: { profileImageUrl: ` ${refused}` } },
            },
            { id: 'PRJ-3', record: { posterImages: [] } },
          ],
          Industry: [{ id: 'PRJ-2', record: { teamMembers: [{ name: 'B' }, { profileImageUrl: refused }] } }],
        },
      },
      best: { projects: [{ posterImages: [refused] }] },
    };
    const prepared = await preparePictures(records, newStep(), (line) => warnings.push(line));
    const result = prepared[refused];
    expect(result && 'dropped' in result && result.dropped).toMatch(/: not fetched$/);
    const why = (result as { dropped: string }).dropped;
    expect(warnings).toEqual(
      ['Research PRJ-1', 'Industry PRJ-2', 'best projects #1'].map(
        (label) => `dropped picture of ${label}: ${refused}: ${why}`,
      ),
    );
    expect(hits).toEqual([]);
  });

  it('a picture whose process goes over its memory budget is tried again in a fresh process, then dropped; the others are processed; the next build tries it again', async () => {
    // 5000×5000 RGBA at 16 bits is decoded whole: 200 MB of pixels, over a budget of 200 MB with the process's own.
    served = {
      '/uploads/heavy.png': { body: await flatInterlacedPng(5000, 5000, 4) },
      '/uploads/a.jpg': { body: await photo(800, 600) },
    };
    const dir = cacheDir();
    const step = new ImageStep({ cacheDir: dir, apiHost: origin, processMemoryMb: 200 });
    const result = await step.prepare([`${origin}/uploads/heavy.png`, `${origin}/uploads/a.jpg`]);
    expect(result.get(`${origin}/uploads/heavy.png`)).toEqual({
      dropped: expect.stringMatching(
        /^not processed: the picture went over its memory budget \(\d+ MB of 200 MB, IMAGE_PROCESS_MEMORY_MB\) \(tried twice\)$/,
      ),
    });
    expect(result.get(`${origin}/uploads/a.jpg`)).toHaveProperty('picture');
    expect(step.counts).toMatchObject({ dropped: 1, processed: 2 });
    await expect.poll(pictureProcesses, { timeout: 10_000 }).toEqual([]);
    // Not recorded as a verdict on the bytes: a build with a larger budget processes it.
    const next = new ImageStep({ cacheDir: dir, apiHost: origin });
    expect((await next.prepare([`${origin}/uploads/heavy.png`])).get(`${origin}/uploads/heavy.png`)).toHaveProperty(
      'picture',
    );
  }, 120_000);

  it('a picture process killed from outside: the picture is processed again in a fresh process, and kept', async () => {
    served = { '/uploads/big.png': { body: await flatInterlacedPng(5000, 5000, 4) } };
    const step = newStep();
    const preparing = step.prepare([`${origin}/uploads/big.png`]);
    await expect.poll(pictureProcesses, { timeout: 30_000, interval: 5 }).toHaveLength(1);
    const [killed] = pictureProcesses();
    process.kill(killed!, 'SIGKILL');
    await expect
      .poll(() => pictureProcesses().filter((pid) => pid !== killed), { timeout: 30_000, interval: 5 })
      .toHaveLength(1);
    expect((await preparing).get(`${origin}/uploads/big.png`)).toHaveProperty('picture');
    expect(step.counts.dropped).toBe(0);
  }, 120_000);

  it('sizes its parallelism by memory: as many pictures as the total budget holds, at most one per core, at least one', () => {
    expect(processParallelism(2048, 894, 16)).toBe(2);
    expect(processParallelism(16_384, 894, 4)).toBe(4);
    expect(processParallelism(512, 894, 8)).toBe(1);
    const settings = resolveImageSettings({ cacheDir: '/tmp/x', apiHost: 'https://api.example.edu', memoryMb: 2000 });
    expect(settings.maxPixels).toBe(50_000_000);
    // 8 bytes a pixel at the limit (a 16-bit RGBA interlaced PNG is decoded whole), plus 512 MB.
    expect(settings.processMemoryBytes).toBe(894 * 1024 * 1024);
    expect(settings.processConcurrency).toBe(processParallelism(2000, 894));
    const step = new ImageStep({ cacheDir: '/tmp/x', apiHost: '', memoryMb: 1000 });
    expect([step.settings.maxPixels, step.settings.processConcurrency]).toEqual([50_000_000, 1]);
    // One picture's budget never exceeds the total.
    expect(resolveImageSettings({ cacheDir: '/tmp/x', apiHost: '', memoryMb: 300 }).processMemoryBytes).toBe(
      300 * 1024 * 1024,
    );
  });
});

describe('downloads: what is fetched, and how often', () => {
  it('a URL with credentials is refused for good, without a request', async () => {
    const fetcher = vi.fn(async () => new Response(new Uint8Array(10))) as unknown as typeof fetch;
    const allowed = [{ origin: 'https://api.example.edu', path: '/uploads/' }];
    const error = await downloadImage('https://user:secret@api.example.edu/uploads/a.png', {
      allowed,
      maxBytes: 1000,
      timeoutMs: 5000,
      fetch: fetcher,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).message).toMatch(/credentials/);
    expect((error as DownloadError).transient).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
    const result = await newStep().prepare([`http://user:secret@${origin.slice('http://'.length)}/uploads/a.png`]);
    expect([...result.values()]).toEqual([{ dropped: expect.stringMatching(/credentials/) }]);
    expect(hits).toEqual([]);
  });

  it('a time-out is not tried again: one request, then the picture is dropped', async () => {
    served = { '/uploads/slow.png': 'hang' };
    const step = newStep({ timeoutMs: 300 });
    const result = await step.prepare([`${origin}/uploads/slow.png`]);
    expect(result.get(`${origin}/uploads/slow.png`)).toEqual({
      dropped: 'could not be fetched: no complete answer within 0.3 s',
    });
    expect(hits).toEqual([{ path: '/uploads/slow.png', status: 0 }]);
  });

  it("anywhere on the backend's origin, dot segments resolved; encoded separators, `..;`, other origins and redirects to them are refused", async () => {
    const picture = { body: await photo(400, 300) };
    served = {
      '/files/a.jpg': picture,
      '/media/2024/b.jpg': picture,
      '/secret.png': picture,
      '/files/away.png': { redirect: '/media/2024/b.jpg' },
      '/files/out.png': { redirect: 'http://169.254.169.254/latest/meta-data/x.png' },
    };
    const fine = [
      `${origin}/files/a.jpg`,
      `${origin}/media/2024/b.jpg`,
      `${origin}/files/../secret.png`,
      `${origin}/files/%2e%2e/secret.png`,
      `${origin}/files/away.png`,
    ];
    const tricks = [
      `${origin}/files/..%2fsecret.png`,
      `${origin}/files/..%5csecret.png`,
      `${origin}/files/..;/secret.png`,
      `${origin}/files/%2e%2e%2fsecret.png`,
    ];
    const elsewhere = [
      'http://169.254.169.254/latest/meta-data/x.png',
      `http://localhost:${new URL(origin).port}/files/a.jpg`,
    ];
    const result = await newStep().prepare([...fine, ...tricks, ...elsewhere, `${origin}/files/out.png`]);
    for (const url of fine) expect(result.get(url), url).toHaveProperty('picture');
    for (const url of tricks)
      expect(result.get(url), url).toEqual({
        dropped: expect.stringMatching(/^a path with an encoded separator or dot segment is never fetched/),
      });
    for (const url of elsewhere)
      expect(result.get(url), url).toEqual({ dropped: expect.stringMatching(/^not an allowed origin/) });
    expect(result.get(`${origin}/files/out.png`)).toEqual({
      dropped:
        "could not be fetched: redirected to http://169.254.169.254/latest/meta-data/x.png: not an allowed origin (the backend's, or IMAGE_ORIGINS)",
    });
    expect(hits.map((hit) => hit.path).sort()).toEqual(
      [
        '/files/a.jpg',
        '/files/away.png',
        '/files/out.png',
        '/media/2024/b.jpg',
        '/media/2024/b.jpg',
        '/secret.png',
        '/secret.png',
      ].sort(),
    );
  });

  it("IMAGE_ORIGINS naming the backend's origin with a path narrows the backend to it: no dot segment, encoded or not, and no redirect gets out", async () => {
    const picture = { body: await photo(400, 300) };
    served = { '/uploads/a.jpg': picture, '/secret.png': picture, '/uploads/away.png': { redirect: '/secret.png' } };
    const tricks = [
      `${origin}/uploads/../secret.png`,
      `${origin}/uploads/%2e%2e/secret.png`,
      `${origin}/uploads/%2E./secret.png`,
      `${origin}/uploads\\..\\secret.png`,
      `${origin}/uploads/..%2fsecret.png`,
      `${origin}/uploads/..%5csecret.png`,
      `${origin}/uploads/..;/secret.png`,
      `${origin}/secret.png`,
      `${origin}/uploadsecret.png`,
    ];
    const result = await newStep({ extraOrigins: [`${origin}/uploads/`] }).prepare([
      `${origin}/uploads/a.jpg`,
      ...tricks,
      `${origin}/uploads/away.png`,
    ]);
    expect(result.get(`${origin}/uploads/a.jpg`)).toHaveProperty('picture');
    for (const url of tricks)
      expect(result.get(url), url).toEqual({
        dropped: expect.stringMatching(/^(not under an allowed path|a path with an encoded separator)/),
      });
    expect(result.get(`${origin}/uploads/away.png`)).toEqual({
      dropped: expect.stringMatching(
        new RegExp(
          `^could not be fetched: redirected to ${origin}/secret\\.png: not under an allowed path \\(/uploads/ on this origin, as IMAGE_ORIGINS says\\)`,
        ),
      ),
    });
    expect(hits.map((hit) => hit.path).sort()).toEqual(['/uploads/a.jpg', '/uploads/away.png']);
  });

  it('IMAGE_ORIGINS may name an origin with a path prefix: only that path of it', async () => {
    const picture = { body: await photo(400, 300) };
    served = { '/media/a.jpg': picture, '/mediafiles/a.jpg': picture };
    const settings = readSettings({
      PUBLIC_API_HOST: 'https://api.example.edu',
      IMAGE_ORIGINS: `${origin}/media`,
      IMAGE_CACHE_DIR: cacheDir(),
    });
    const step = new ImageStep({ ...(settings.pictures || {}), cacheDir: cacheDir(), apiHost: settings.apiHost! });
    const result = await step.prepare([
      `${origin}/media/a.jpg`,
      `${origin}/mediafiles/a.jpg`,
      `${origin}/media/../mediafiles/a.jpg`,
    ]);
    expect(result.get(`${origin}/media/a.jpg`)).toHaveProperty('picture');
    expect(result.get(`${origin}/mediafiles/a.jpg`)).toEqual({
      dropped: expect.stringMatching(/^not under an allowed path \(\/media\/ on this origin/),
    });
    expect(result.get(`${origin}/media/../mediafiles/a.jpg`)).toEqual({
      dropped: expect.stringMatching(/^not under an allowed path/),
    });
    expect(hits).toEqual([{ path: '/media/a.jpg', status: 200 }]);
  });

  it('the step ends at its deadline: what is not ready is dropped, and nothing is asked after it', async () => {
    served = { '/uploads/slow.png': 'hang', '/uploads/a.jpg': { body: await photo(400, 300) } };
    const step = newStep({ timeoutMs: 60_000, deadlineMs: 500 });
    const result = await step.prepare([`${origin}/uploads/slow.png`]);
    expect(result.get(`${origin}/uploads/slow.png`)).toEqual({
      dropped:
        "not ready: the picture step's deadline (IMAGE_STEP_DEADLINE_MS, 0.5 s) passed; tried again by the next build",
    });
    expect((await step.prepare([`${origin}/uploads/a.jpg`])).get(`${origin}/uploads/a.jpg`)).toHaveProperty('dropped');
    expect(hits).toEqual([{ path: '/uploads/slow.png', status: 0 }]);
  });

  it('stopped, the step keeps the pictures that were ready and drops the rest', async () => {
    served = { '/uploads/slow.png': 'hang', '/uploads/a.jpg': { body: await photo(400, 300) } };
    const stop = new AbortController();
    const step = newStep({ timeoutMs: 60_000, signal: stop.signal });
    const slow = step.prepare([`${origin}/uploads/slow.png`]);
    const ready = await step.prepare([`${origin}/uploads/a.jpg`]);
    stop.abort();
    expect(ready.get(`${origin}/uploads/a.jpg`)).toHaveProperty('picture');
    expect((await slow).get(`${origin}/uploads/slow.png`)).toEqual({
      dropped: 'not ready: the picture step was stopped; tried again by the next build',
    });
  });

  it('a URL the cache has never seen is asked for first, not after the known ones are looked up', async () => {
    served = { '/uploads/new.jpg': { body: await photo(400, 300) } };
    const dir = cacheDir();
    const cache = await new PictureCache(dir).open();
    await cache.writePicture('known', { picture: { width: 400, height: 300 } });
    const known = Array.from({ length: 400 }, (_, n) => `${origin}/uploads/known-${n}.jpg`);
    for (const url of known) await cache.writeUrl({ url, source: 'known', freshUntil: Date.now() + 3_600_000 });
    const step = new ImageStep({ cacheDir: dir, apiHost: origin });
    let lookedUpFirst = -1;
    onRequest = () => (lookedUpFirst = step.counts.fresh);
    const result = await step.prepare([...known, `${origin}/uploads/new.jpg`]);
    expect(result.get(`${origin}/uploads/new.jpg`)).toHaveProperty('picture');
    expect(step.counts.fresh).toBe(400);
    // In the order given, it waited for all but the last few lookups (at least 368 of the 400).
    expect(lookedUpFirst).toBeGreaterThanOrEqual(0);
    expect(lookedUpFirst).toBeLessThan(200);
    expect(hits).toEqual([{ path: '/uploads/new.jpg', status: 200 }]);
  });

  it('a picture the cache holds fresh is answered while every download slot waits on another', async () => {
    served = {
      '/uploads/slow.png': 'hang',
      '/uploads/fresh.jpg': { body: await photo(400, 300), cacheControl: 'max-age=3600' },
    };
    const dir = cacheDir();
    await new ImageStep({ cacheDir: dir, apiHost: origin }).prepare([`${origin}/uploads/fresh.jpg`]);
    const stop = new AbortController();
    const step = new ImageStep({ cacheDir: dir, apiHost: origin, fetchConcurrency: 1, signal: stop.signal });
    const preparing = step.prepare([`${origin}/uploads/slow.png`, `${origin}/uploads/fresh.jpg`]);
    await expect.poll(() => step.counts.fresh, { timeout: 5000 }).toBe(1);
    stop.abort();
    const result = await preparing;
    expect(result.get(`${origin}/uploads/fresh.jpg`)).toHaveProperty('picture');
    expect(result.get(`${origin}/uploads/slow.png`)).toHaveProperty('dropped');
    expect(hits).toEqual([
      { path: '/uploads/fresh.jpg', status: 200 },
      { path: '/uploads/slow.png', status: 0 },
    ]);
  });
});

describe('freshness', () => {
  const url = () => `${origin}/uploads/poster.jpg`;

  it('a max-age of a year is trusted for a day: a picture taken down leaves the site by the first build after that', async () => {
    served = {
      '/uploads/poster.jpg': {
        body: await photo(500, 400),
        etag: '"p"',
        cacheControl: 'public, max-age=31536000, immutable',
      },
    };
    const dir = cacheDir();
    await new ImageStep({ cacheDir: dir, apiHost: origin }).prepare([url()]);
    const record = await new PictureCache(dir).readUrl(url());
    expect(record?.freshUntil).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
    expect(record?.freshUntil).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);

    // The backend takes it down; a build within the day does not ask, the first one after it does.
    delete served['/uploads/poster.jpg'];
    hits.length = 0;
    expect((await new ImageStep({ cacheDir: dir, apiHost: origin }).prepare([url()])).get(url())).toHaveProperty(
      'picture',
    );
    expect(hits).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 + 1000 });
    const later = await new ImageStep({ cacheDir: dir, apiHost: origin }).prepare([url()]);
    expect(later.get(url())).toEqual({ dropped: 'could not be fetched: HTTP 404' });
  });

  it('a full rebuild (revalidate) asks for every picture again, conditionally', async () => {
    served = {
      '/uploads/poster.jpg': {
        body: await photo(500, 400),
        etag: '"p"',
        cacheControl: 'public, max-age=31536000, immutable',
      },
    };
    const dir = cacheDir();
    await new ImageStep({ cacheDir: dir, apiHost: origin }).prepare([url()]);
    hits.length = 0;
    const full = new ImageStep({ cacheDir: dir, apiHost: origin, revalidate: true });
    expect((await full.prepare([url()])).get(url())).toHaveProperty('picture');
    expect(hits).toEqual([{ path: '/uploads/poster.jpg', status: 304 }]);
    expect(full.counts).toMatchObject({ fresh: 0, unchanged: 1, processed: 0 });
  });
});
