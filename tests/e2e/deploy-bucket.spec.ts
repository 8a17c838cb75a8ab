/**
 * The run's real build deployed to an S3 bucket (issue 51): a local S3 server
 * (scripts/bench/local-s3.ts), the real deploy, and in front of the bucket a
 * few lines standing for the CDN (an S3 origin, `/x` → `x/index.html`, unknown
 * paths → 404.html with 404, the objects' own Content-Type and Cache-Control).
 * Every file arrives byte for byte with its headers, and Chromium searches the
 * site from the bucket: Pagefind's files as the deploy stored them work.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { IMMUTABLE } from '#integrations/security.ts';
import { startLocalS3, type LocalS3 } from '#scripts/bench/local-s3.ts';
import { deployRelease } from '#scripts/deploy/deploy.ts';
import { s3Target } from '#scripts/deploy/s3-target.ts';
import { md5 } from '#scripts/lib/hash.ts';
import { HTML_CACHE } from '#scripts/lib/static-server.ts';
import { expect, test } from './support/fixtures.ts';

const siteDir = () => join(process.env.E2E_WORK_DIR ?? '', 'site');

test.describe.configure({ mode: 'serial' });

let s3: LocalS3;
let client: S3Client;
let cdn: Server;
let cdnUrl: string;

/** The object a CDN with an S3 origin would fetch for a request path. */
function keyOf(path: string): string {
  const key = decodeURIComponent(path.split('?')[0]!).replace(/^\/+/, '');
  if (key === '' || key.endsWith('/')) return `${key}index.html`;
  return key.split('/').pop()!.includes('.') ? key : `${key}/index.html`;
}

async function objectOf(key: string) {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return {
      body: Buffer.from(await answer.Body!.transformToByteArray()),
      type: answer.ContentType,
      cache: answer.CacheControl,
      encoding: answer.ContentEncoding,
    };
  } catch {
    return undefined;
  }
}

test.beforeAll(async () => {
  s3 = await startLocalS3();
  client = new S3Client({
    ...s3.client,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const target = s3Target({ bucket: s3.bucket, prefix: '', pathStyle: true, client: s3.client });
  try {
    await deployRelease({ releaseDir: siteDir(), target, graceMs: 0, maxDeletes: 0 });
  } finally {
    target.close();
  }
  cdn = createServer((req, res) => {
    void (async () => {
      const found = await objectOf(keyOf(req.url ?? '/'));
      const object = found ?? (await objectOf('404.html'));
      const headers: Record<string, string> = {
        'Content-Type': object?.type ?? 'text/plain',
        'Cache-Control': found ? (object?.cache ?? '') : 'no-store',
      };
      if (object?.encoding) headers['Content-Encoding'] = object.encoding;
      res.writeHead(found ? 200 : 404, headers).end(object?.body ?? 'not found');
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => cdn?.close(() => resolve()));
  client?.destroy();
  await s3?.close();
});

test('every file of the build is an object of the same bytes, with the headers of `_headers` and the static server', async () => {
  const entries = await readdir(siteDir(), { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteDir(), join(entry.parentPath, entry.name)));
  const samples = [
    'index.html',
    files.find((path) => path.startsWith('_astro/') && path.endsWith('.js'))!,
    files.find((path) => path.startsWith('_img/'))!,
    files.find((path) => path.startsWith('pagefind/fragment/'))!,
    files.find((path) => path.endsWith('.pf_meta'))!,
    'pagefind/pagefind-entry.json',
    'sitemap.xml',
  ];
  expect(files.length).toBeGreaterThan(100);
  // What the bucket holds, by its own MD5 of each object (the ETag of a single-part upload).
  const held = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) held.set(object.Key!, (object.ETag ?? '').replace(/"/g, ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const site = files.filter((path) => path !== '_headers');
  expect([...held.keys()].filter((key) => !key.startsWith('.deploy/')).sort()).toEqual(site.sort());
  for (const path of site) expect(held.get(path), path).toBe(md5(await readFile(join(siteDir(), path))));
  const headers = Object.fromEntries(
    await Promise.all(
      samples.map(async (path) => {
        const object = await objectOf(path);
        return [path, { type: object?.type, cache: object?.cache, encoding: object?.encoding }];
      }),
    ),
  );
  // No object is stored encoded: a bucket would send it so to every client.
  expect(headers).toEqual({
    'index.html': { type: 'text/html; charset=utf-8', cache: HTML_CACHE, encoding: undefined },
    [samples[1]!]: { type: 'text/javascript; charset=utf-8', cache: IMMUTABLE, encoding: undefined },
    [samples[2]!]: { type: expect.stringMatching(/^image\/(webp|jpeg)$/), cache: IMMUTABLE, encoding: undefined },
    [samples[3]!]: { type: 'application/octet-stream', cache: IMMUTABLE, encoding: undefined },
    [samples[4]!]: { type: 'application/octet-stream', cache: IMMUTABLE, encoding: undefined },
    // What the index is made of right now is revalidated.
    'pagefind/pagefind-entry.json': { type: 'application/json; charset=utf-8', cache: HTML_CACHE, encoding: undefined },
    'sitemap.xml': { type: 'application/xml; charset=utf-8', cache: HTML_CACHE, encoding: undefined },
  });
});

test('Chromium searches the site served from the bucket, and nothing it asks for fails', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(cdnUrl) && response.status() >= 400)
      problems.push(`${response.status()} ${response.url()}`);
  });
  // A word of a built project's title, read from its detail page.
  const details = join(siteDir(), 'projects/industrydetails');
  const first = (await readdir(details)).sort()[0]!;
  const title = /<h1[^>]*>([^<]+)</.exec(await readFile(join(details, first, 'index.html'), 'utf8'))?.[1] ?? '';
  const word = title.split(/\s+/).find((part) => /^[A-Za-z]{4,}$/.test(part));
  expect(word, `a word of "${title}"`).toBeTruthy();
  await page.goto(`${cdnUrl}/search?q=${encodeURIComponent(word!)}`);
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ results? for “/, { timeout: 20_000 });
  await expect(page.locator('section[aria-labelledby="results-heading"] article').first()).toContainText(
    new RegExp(word!, 'i'),
  );
  expect(problems).toEqual([]);
});
