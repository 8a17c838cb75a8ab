/**
 * A backend that keeps its files somewhere else than our demo's `/uploads/`
 * (issue 49): the demo backend serves them under `/media/2024/`, and one
 * entry also shows a picture of a second place IMAGE_ORIGINS lists (a CDN,
 * narrowed to a path). `npm run rebuild` publishes every picture: the report
 * drops only what is not a picture (the seed's deliberate 404, HTML page and
 * truncated JPEG), and the refusals still hold: another origin, the cloud's
 * metadata address, a path that climbs out of the listed one, credentials.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { closeTarget, newPublishDir, rebuildRuns, SITE } from './support/rebuild-runs.ts';

const FACTS = seedFacts();
const FILES_PATH = '/media/2024/';
/** The one record whose posters are rewritten to name the CDN and the places that must be refused. */
const ENTRY = FACTS.project.Industry.approved[0]!;

let backend: TestApi;
let publishDir: string;
let cdn: Server;
let cdnUrl: string;
const cdnHits: string[] = [];
const { rebuild, live } = rebuildRuns(() => ({ backend, publishDir }));

beforeAll(async () => {
  const poster = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .toBuffer();
  cdn = createServer((req, res) => {
    cdnHits.push(req.url ?? '');
    if (req.url === '/wall-of-fame/poster.jpg' || req.url === '/private.png')
      res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(poster);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  backend = await startTestApi({ siteUrl: SITE, seed: {}, filesPath: FILES_PATH });
  publishDir = await newPublishDir('pictures-anywhere');
});

afterAll(async () => {
  await closeTarget(backend, publishDir);
  cdn?.close();
});

/** `dropped picture of <label>: <url>: <reason>` lines of a run's report, by URL. */
function droppedByUrl(output: string): Map<string, string> {
  const dropped = new Map<string, string>();
  for (const [, url, reason] of output.matchAll(/dropped picture of .+?: (\S+): (.+)$/gm)) dropped.set(url!, reason!);
  return dropped;
}

describe('pictures wherever the backend keeps them', () => {
  it('publishes every picture under /media/2024/ and the listed CDN path; the refusals still hold', async () => {
    const api = backend.api.url;
    const backendPort = new URL(api).port;
    const record = backend.api.store.get(ENTRY)!;
    const refused = {
      [`${cdnUrl}/wall-of-fame/%2e%2e/private.png`]:
        'not under an allowed path (/wall-of-fame/ on this origin, as IMAGE_ORIGINS says): not fetched',
      'http://169.254.169.254/latest/meta-data/poster.png':
        "not an allowed origin (the backend's, or IMAGE_ORIGINS): not fetched",
      [`http://localhost:${backendPort}${FILES_PATH}seed/poster-02.png`]:
        "not an allowed origin (the backend's, or IMAGE_ORIGINS): not fetched",
    };
    const withCredentials = `http://user:secret@127.0.0.1:${backendPort}${FILES_PATH}seed/poster-03.png`;
    backend.api.store.setData(ENTRY, {
      ...record.data,
      posterImages: [`${cdnUrl}/wall-of-fame/poster.jpg`, ...Object.keys(refused), withCredentials],
    });

    const run = await rebuild([], { IMAGE_ORIGINS: `${cdnUrl}/wall-of-fame/` });
    expect(run.code, run.output).toBe(0);
    const dropped = droppedByUrl(run.output);

    // The backend's own files: every one that is a picture was published; only the seed's unusable ones were dropped, for what they are.
    const ownDropped = [...dropped].filter(([url]) => url.startsWith(api));
    expect(ownDropped.length).toBeGreaterThan(0);
    for (const [url, reason] of ownDropped) {
      expect(url.startsWith(`${api}${FILES_PATH}seed/`), url).toBe(true);
      const name = url.slice(url.lastIndexOf('/') + 1);
      expect({ name, reason }).toEqual(
        {
          'missing-poster.png': { name, reason: 'could not be fetched: HTTP 404' },
          'not-a-picture.png': { name, reason: expect.stringMatching(/^not a picture/) },
          'truncated-photo.jpg': { name, reason: expect.stringMatching(/^a broken picture/) },
        }[name],
      );
    }
    expect(run.output).not.toMatch(/not under an allowed path \(\/uploads\//);

    // The CDN's picture under its listed path was fetched and published; nothing else of it was asked.
    expect(dropped.has(`${cdnUrl}/wall-of-fame/poster.jpg`)).toBe(false);
    expect(cdnHits).toEqual(['/wall-of-fame/poster.jpg']);
    // Reported by the URL the site reads (the safe-URL helper's: `%2e%2e` resolved).
    for (const [url, reason] of Object.entries(refused)) expect(dropped.get(new URL(url).href), url).toBe(reason);

    // The entry's page shows its one usable poster from the release, and none of the refused URLs anywhere.
    const page = await readFile(live(`projects/industrydetails/${ENTRY}/index.html`), 'utf8');
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    const sources = [...main.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src, src).toMatch(/^\/_img\/[0-9a-f]{32}\.webp$/);
    // Its social card is cut from that poster.
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="${SITE}/_img/[0-9a-f]{32}\\.jpg">`));
    for (const url of [
      ...Object.keys(refused).map((refusedUrl) => new URL(refusedUrl).href),
      withCredentials,
      '169.254.169.254',
      'user:secret',
    ]) {
      expect(page).not.toContain(url);
    }

    // Another entry's detail page, from the seed: its pictures are the release's.
    const other = FACTS.competition.Hackathon.approved[0]!;
    const otherPage = await readFile(live(`competitions/hackathondetails/${other}/index.html`), 'utf8');
    expect(otherPage).toMatch(/<img[^>]* src="\/_img\/[0-9a-f]{32}\.webp"/);
    // The backend's URLs are in the page only as keys of the islands' variants, never as what an <img> loads.
    expect(otherPage).not.toMatch(new RegExp(`<img[^>]* src(set)?="${api}`, 'i'));
  }, 300_000);
});
