/**
 * RSS feeds (issue 10): one for the whole site and one per area, valid RSS
 * 2.0, newest first, each item linking to its detail page with a stable guid;
 * announced in every page's head (the area's too on its lists and details)
 * and linked from the footer.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const FEEDS = [
  { path: '/rss.xml', details: /^\/(projects|competitions|achievements|placements-internships|StarAlumni)\// },
  { path: '/projects/rss.xml', details: /^\/projects\/(industry|in-house|research|start-up)details\// },
  { path: '/competitions/rss.xml', details: /^\/competitions\/(hackathon|coding|projectcompetition)details\// },
  { path: '/achievements/rss.xml', details: /^\/achievements\/(research-publication|opensource|higherstudies|certification)-details\// },
  { path: '/placements-internships/rss.xml', details: /^\/placements-internships\/(placement|internship)Details\// },
  { path: '/StarAlumni/rss.xml', details: /^\/StarAlumni\/star-alumni-details\// },
];

interface FeedItem {
  title: string | null;
  link: string | null;
  guid: string | null;
  permaLink: string | null;
  description: string | null;
  pubDate: string | null;
}

interface ParsedFeed {
  error: string | null;
  root: string;
  version: string | null;
  channel: { title: string | null; link: string | null; description: string | null };
  items: FeedItem[];
}

/** Parses a feed with the browser's XML parser: well-formedness first, then the RSS 2.0 elements. */
async function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const text = (parent: Element | null | undefined, name: string) => parent?.querySelector(`:scope > ${name}`)?.textContent ?? null;
    const channel = doc.documentElement.querySelector(':scope > channel');
    return {
      error,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channel: { title: text(channel, 'title'), link: text(channel, 'link'), description: text(channel, 'description') },
      items: [...(channel?.querySelectorAll(':scope > item') ?? [])].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        permaLink: item.querySelector(':scope > guid')?.getAttribute('isPermaLink') ?? null,
        description: text(item, 'description'),
        pubDate: text(item, 'pubDate'),
      })),
    };
  }, xml);
}

/** RFC 822 dates as RSS 2.0 requires, e.g. "Sun, 30 Nov 2025 00:00:00 GMT". */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

for (const feed of FEEDS) {
  test(`${feed.path} is valid RSS 2.0: newest first, each item linking to its detail page`, async ({ page, baseURL }) => {
    await page.goto('/about');
    const response = await page.request.get(feed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const parsed = await parseFeed(page, await response.text());
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('rss');
    expect(parsed.version).toBe('2.0');
    expect(parsed.channel.title).toMatch(/^Wall of Fame: new /);
    expect(parsed.channel.link).toBe(new URL('/', baseURL).href.replace(/\/$/, ''));
    expect(parsed.channel.description).toBeTruthy();
    expect(parsed.items.length).toBeGreaterThan(0);
    expect(parsed.items.length).toBeLessThanOrEqual(50);

    const dates: number[] = [];
    let undatedSeen = false;
    for (const item of parsed.items) {
      expect(item.title, 'every item has a title').toBeTruthy();
      const link = new URL(item.link!);
      expect(link.origin).toBe(new URL(baseURL!).origin);
      expect(link.pathname).toMatch(feed.details);
      // The guid is the item's own detail URL: stable from build to build.
      expect(item.guid).toBe(item.link);
      expect(item.permaLink).toBe('true');
      if (item.pubDate) {
        expect(item.pubDate).toMatch(RFC_822);
        expect(undatedSeen, 'dated items come before undated ones').toBe(false);
        dates.push(Date.parse(item.pubDate));
      } else {
        undatedSeen = true;
      }
    }
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(parsed.items.map((item) => item.guid)).size).toBe(parsed.items.length);
    // Every item's page exists in the build.
    for (const item of parsed.items.slice(0, 5)) expect((await page.request.get(new URL(item.link!).pathname)).status()).toBe(200);
  });
}

test('a feed with hostile records is still well-formed and shows their text as text', async ({ page }) => {
  await page.goto('/about');
  const xml = await (await page.request.get('/projects/rss.xml')).text();
  const parsed = await parseFeed(page, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.items.map((item) => item.title)).toContain('<script>alert(1)</script>');
  expect(xml).not.toContain('<script>');
});

const alternates = (page: Page) =>
  page.locator('head link[rel="alternate"][type="application/rss+xml"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test('every page announces the site feed; an area’s lists and details announce its feed too', async ({ page }) => {
  for (const path of ['/', '/about', '/search', '/login']) {
    await page.goto(path);
    expect(await alternates(page), path).toEqual(['/rss.xml']);
  }
  await page.goto('/projects/industry');
  expect(await alternates(page)).toEqual(['/rss.xml', '/projects/rss.xml']);
  const detail = await page.locator('main article h2 a').first().getAttribute('href');
  await page.goto(detail!);
  expect(await alternates(page)).toEqual(['/rss.xml', '/projects/rss.xml']);
  await page.goto('/placements-internships/Internships');
  expect(await alternates(page)).toEqual(['/rss.xml', '/placements-internships/rss.xml']);
  await page.goto('/StarAlumni/star-alumni');
  expect(await alternates(page)).toEqual(['/rss.xml', '/StarAlumni/rss.xml']);

  const footerFeeds = page.getByRole('navigation', { name: 'RSS feeds' }).getByRole('link');
  await expect(footerFeeds).toHaveCount(FEEDS.length);
  expect(await footerFeeds.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(FEEDS.map((feed) => feed.path));
});
