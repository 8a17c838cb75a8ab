/**
 * /sitemap.xml: every public page with its canonical URL (from SITE_URL): home,
 * About, Privacy Policy, Terms of Use, every list page with its pagination pages (canonical spellings only;
 * the capitalised placement aliases name their twins as canonical), every
 * detail page. Sign-in, callback, forms, My Nominations and the 404 page are
 * left out (they are `noindex`).
 */
import type { APIRoute } from 'astro';
import { SITE_URL } from 'astro:env/server';
import { entriesIn } from '#features/catalog/entries.ts';
import { PAGE_SIZE, pageHref } from '#features/catalog/pages.ts';
import {
  ACHIEVEMENT_DETAIL_ROUTE,
  ACHIEVEMENT_LIST_ROUTE,
  ALUMNI_DETAIL_ROUTE,
  ALUMNI_LIST_ROUTE,
  COMPETITION_DETAIL_ROUTE,
  COMPETITION_LIST_ROUTE,
  PLACEMENT_DETAIL_ROUTE,
  PLACEMENT_LIST_ROUTES,
  PROJECT_DETAIL_ROUTE,
  PROJECT_LIST_ROUTE,
  detailHref,
} from '#features/routes.ts';

type Collection = Parameters<typeof entriesIn>[0];

/** Each collection's lists: category → [list route, detail route]. */
const LISTS: Array<[Collection, Record<string, [string, string]>]> = [
  ['projects', zip(PROJECT_LIST_ROUTE, PROJECT_DETAIL_ROUTE)],
  ['competitions', zip(COMPETITION_LIST_ROUTE, COMPETITION_DETAIL_ROUTE)],
  ['achievements', zip(ACHIEVEMENT_LIST_ROUTE, ACHIEVEMENT_DETAIL_ROUTE)],
  [
    'placements',
    Object.fromEntries(Object.entries(PLACEMENT_LIST_ROUTES).map(([c, r]) => [c, [r.canonical, PLACEMENT_DETAIL_ROUTE[c as keyof typeof PLACEMENT_DETAIL_ROUTE]]])),
  ],
  ['alumni', { Alumni: [ALUMNI_LIST_ROUTE, ALUMNI_DETAIL_ROUTE] }],
];

function zip(lists: Record<string, string>, details: Record<string, string>): Record<string, [string, string]> {
  return Object.fromEntries(Object.entries(lists).map(([category, list]) => [category, [list, details[category]!]]));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const GET: APIRoute = async () => {
  const paths = ['/', '/about', '/privacy', '/terms'];
  for (const [collection, lists] of LISTS) {
    for (const [category, [list, detail]] of Object.entries(lists)) {
      const entries = await entriesIn(collection, category);
      const last = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
      for (let page = 1; page <= last; page++) paths.push(pageHref(list, page));
      for (const entry of entries) paths.push(detailHref(detail, entry.record.nominationId));
    }
  }
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, SITE_URL).href)}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
