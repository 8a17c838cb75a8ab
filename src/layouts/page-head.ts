/**
 * A page's own `<head>` tags (title, description, canonical URL, social card,
 * feeds) as HTML. BaseLayout.astro writes them, and so does the writer of
 * detail pages (integrations/detail-writer.ts), which puts most detail
 * pages of a full build together without Astro's per-page pipeline: one
 * function, so the two cannot drift. Attributes and text are escaped as a
 * template escapes them (#lib/html.ts).
 */
import { SITE_FEED } from '#features/routes.ts';
import { escapeHtml, htmlAttribute } from '#lib/html.ts';
import { pictureOf } from '#lib/pictures.ts';
import { SITE } from '#site';

export interface PageHead {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** Social card image: an absolute URL or a same-origin path. */
  image?: string;
  /** Canonical path when this page is an alias of another route. */
  canonicalPath?: string;
  /** Keep out of search results (sign-in, forms, errors). */
  noindex?: boolean;
  /** `no-referrer` on /callback, so the token never leaks in a Referer header. */
  referrer?: 'no-referrer';
  /** The feed of the page's area, announced beside the site's. */
  feed?: { href: string; title: string };
}

/** The head tags of the page at `pathname` (its URL path), for a site at `siteUrl`. */
export function pageHeadHtml(head: PageHead, pathname: string, siteUrl: string): string {
  const { title, description = SITE.description, image, canonicalPath, noindex = false, referrer, feed } = head;
  const path = (canonicalPath ?? pathname).replace(/(.)\/$/, '$1');
  const canonical = new URL(path, siteUrl).href;
  const fullTitle = title === SITE.name ? `${SITE.name} | ${SITE.school}` : `${title} | ${SITE.name}`;
  // The entry's 1200×630 card cut from its first picture by the build; the site's card when it has none
  // (or its picture is too small for one); the image itself only where the build made no variants of it.
  const picture = pictureOf(image);
  const social = picture ? picture.social : image;
  const socialImage = new URL(social ?? '/og-default.png', siteUrl).href;
  const socialSize = social && social === image ? undefined : { width: 1200, height: 630 };
  return [
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    referrer ? `<meta name="referrer"${htmlAttribute('content', referrer)}>` : '',
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description"${htmlAttribute('content', description)}>`,
    noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical"${htmlAttribute('href', canonical)}>`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name"${htmlAttribute('content', SITE.name)}>`,
    `<meta property="og:title"${htmlAttribute('content', title)}>`,
    `<meta property="og:description"${htmlAttribute('content', description)}>`,
    `<meta property="og:url"${htmlAttribute('content', canonical)}>`,
    `<meta property="og:image"${htmlAttribute('content', socialImage)}>`,
    socialSize ? `<meta property="og:image:width"${htmlAttribute('content', String(socialSize.width))}>` : '',
    socialSize ? `<meta property="og:image:height"${htmlAttribute('content', String(socialSize.height))}>` : '',
    '<meta name="twitter:card" content="summary_large_image"><meta name="theme-color" content="#312e81"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="alternate" type="application/rss+xml"${htmlAttribute('title', `${SITE.name}: new entries`)}${htmlAttribute('href', SITE_FEED)}>`,
    feed
      ? `<link rel="alternate" type="application/rss+xml"${htmlAttribute('title', `${SITE.name}: new ${feed.title}`)}${htmlAttribute('href', feed.href)}>`
      : '',
  ].join('');
}
