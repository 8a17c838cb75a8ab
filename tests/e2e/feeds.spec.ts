/**
 * RSS feeds (issue 10): one for the whole site and one per area, valid RSS
 * 2.0, newest first, each item linking to its detail page with a stable guid;
 * announced in every page's head (the area's too on its lists and details)
 * and linked from the footer. Opened in a browser, a feed reads as a page
 * (issue 53: its XSLT stylesheet) that says what a feed is and how to
 * subscribe.
 */
import type { Page } from '@playwright/test';
import { checkAtBothWidths, expect, PHONE, test } from './support/fixtures.ts';

const FEEDS = [
  { path: '/rss.xml', details: /^\/(projects|competitions|achievements|placements-internships|StarAlumni)\// },
  { path: '/projects/rss.xml', details: /^\/projects\/(industry|in-house|research|start-up)details\// },
  { path: '/competitions/rss.xml', details: /^\/competitions\/(hackathon|coding|projectcompetition)details\// },
  {
    path: '/achievements/rss.xml',
    details: /^\/achievements\/(research-publication|opensource|higherstudies|certification)-details\//,
  },
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
  /** The channel's atom:link rel="self": the feed's own address. */
  self: string | null;
  /** The stylesheet a browser shows the feed through (its xml-stylesheet instruction). */
  stylesheet: string | null;
  items: FeedItem[];
}

/** Parses a feed with the browser's XML parser: well-formedness first, then the RSS 2.0 elements. */
async function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const text = (parent: Element | null | undefined, name: string) =>
      parent?.querySelector(`:scope > ${name}`)?.textContent ?? null;
    const channel = doc.documentElement.querySelector(':scope > channel');
    return {
      error,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channel: {
        title: text(channel, 'title'),
        link: text(channel, 'link'),
        description: text(channel, 'description'),
      },
      self:
        [...(channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link') ?? [])]
          .find((link) => link.getAttribute('rel') === 'self')
          ?.getAttribute('href') ?? null,
      stylesheet:
        [...doc.childNodes].find((node): node is ProcessingInstruction => node.nodeName === 'xml-stylesheet')?.data ??
        null,
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
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

for (const feed of FEEDS) {
  test(`${feed.path} is valid RSS 2.0: newest first, each item linking to its detail page`, async ({
    page,
    baseURL,
  }) => {
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
    expect(parsed.self).toBe(new URL(feed.path, baseURL).href);
    expect(parsed.stylesheet).toBe('href="/rss.xsl" type="text/xsl"');
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
    for (const item of parsed.items.slice(0, 5))
      expect((await page.request.get(new URL(item.link!).pathname)).status()).toBe(200);
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

test('a feed opened in the browser says what a feed is and how to subscribe, and lists its entries as links, on a phone too', async ({
  page,
  baseURL,
}, testInfo) => {
  const stylesheet = await page.request.get('/rss.xsl');
  expect(stylesheet.status()).toBe(200);
  // With X-Content-Type-Options: nosniff, a browser applies the stylesheet only when it is served as XML.
  expect(stylesheet.headers()['content-type']).toMatch(/^text\/xsl/);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });

  await page.setViewportSize(PHONE);
  await page.goto('/projects/rss.xml');
  await expect(page.getByRole('heading', { level: 1, name: 'Wall of Fame: new Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This is an RSS feed' })).toBeVisible();
  await expect(page.getByText('To subscribe, copy this address into your feed reader')).toBeVisible();
  await expect(page.locator('code.address')).toHaveText(new URL('/projects/rss.xml', baseURL).href);
  const entries = page.getByRole('list').getByRole('listitem');
  expect(await entries.count()).toBeGreaterThan(0);
  // A hostile title is text, as in the feed itself.
  await expect(page.getByRole('link', { name: '<script>alert(1)</script>' }).first()).toBeVisible();
  // Readable at 390 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await checkAtBothWidths(page, testInfo, 'feed');

  // An entry is a link to its page.
  const first = entries.first().getByRole('link');
  const href = await first.getAttribute('href');
  expect(new URL(href!).pathname).toMatch(/^\/projects\/(industry|in-house|research|start-up)details\//);
  await first.click();
  await expect(page).toHaveURL(href!);
  await expect(page.locator('main h1')).toBeVisible();
  expect(dialogs).toBe(0);
});

const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"][type="application/rss+xml"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

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
  expect(await footerFeeds.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    FEEDS.map((feed) => feed.path),
  );
});
