/**
 * RSS 2.0 feeds of new entries: one per area and one for the whole site.
 * Items come newest first by each entry's best date (when it was submitted,
 * `submittedAt`, else the date of the event itself; see SearchDocument.date);
 * entries without either come last, in list order, without a pubDate. Each
 * item links to its detail page, which is also its guid. A browser opening a
 * feed shows it through FEED_STYLESHEET (public/rss.xsl): what a feed is, how
 * to subscribe (the feed's own address, its atom:link rel="self"), the entries.
 */
import rss from '@astrojs/rss';
import { htmlAttribute } from '#lib/html.ts';
import { SITE } from '#site';
import { AREAS, areaOf, type AreaKey } from '../areas.ts';
import { SITE_FEED } from '../routes.ts';
import { documentAt, filedEntries } from '../search/catalog.ts';
import { newestFirst } from './order.ts';

/** Feed readers want what is new, not the whole archive. */
const FEED_ITEMS = 50;

/** The XSLT stylesheet a browser shows a feed through; feed readers ignore it. */
const FEED_STYLESHEET = '/rss.xsl';

export interface FeedOptions {
  /** One area, or every area together. */
  area: AreaKey | 'all';
  /** The site's public origin. */
  site: string;
}

function feedTitle(area: AreaKey | 'all'): string {
  return area === 'all' ? `${SITE.name}: new entries` : `${SITE.name}: new ${areaOf(area).label}`;
}

export async function feedResponse({ area, site }: FeedOptions): Promise<Response> {
  const all = await filedEntries();
  const newest = newestFirst(area === 'all' ? all : all.filter((entry) => entry.area === area)).slice(0, FEED_ITEMS);
  const documents = await Promise.all(newest.map((entry) => documentAt(entry.href)));
  const description =
    area === 'all'
      ? `The newest entries on the ${SITE.school}'s Wall of Fame.`
      : `The newest ${areaOf(area).label.toLowerCase()} on the ${SITE.school}'s Wall of Fame.`;
  const self = new URL(area === 'all' ? SITE_FEED : areaOf(area).feed, site).href;
  return rss({
    title: feedTitle(area),
    description,
    site,
    stylesheet: FEED_STYLESHEET,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<atom:link${htmlAttribute('href', self)} rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
    items: documents.map((document) => ({
      title: document.card.title,
      link: new URL(document.card.href, site).href,
      description: document.excerpt,
      pubDate: document.date ? new Date(document.date) : undefined,
      categories: [areaOf(document.area).label, document.category],
    })),
  });
}

/** The paths of the area feeds, for getStaticPaths of `[area]/rss.xml`. */
export function areaFeedPaths() {
  return AREAS.map((area) => ({ params: { area: area.feed.split('/')[1]! }, props: { key: area.key } }));
}
