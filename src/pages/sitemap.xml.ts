/**
 * /sitemap.xml: every public page with its canonical URL (from SITE_URL): home,
 * About, Privacy Policy, Terms of Use, every list page of every area with its
 * pagination pages (canonical spellings only; the capitalised placement aliases
 * name their twins as canonical), every detail page. Sign-in, callback, forms,
 * My Nominations and the 404 page are left out (they are `noindex`).
 */
import type { APIRoute } from 'astro';
import { SITE_URL } from 'astro:env/server';
import { AREAS, entryHref, listRoute, recordId } from '#features/areas.ts';
import { entriesIn } from '#features/catalog/entries.ts';
import { PAGE_SIZE, pageHref } from '#lib/pagination.ts';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const GET: APIRoute = async () => {
  const paths = ['/', '/about', '/privacy', '/terms'];
  for (const area of AREAS) {
    // In the order the area declares its lists.
    for (const category of Object.keys(area.lists)) {
      const entries = await entriesIn(area, category);
      const last = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
      for (let page = 1; page <= last; page++) paths.push(pageHref(listRoute(area, category), page));
      for (const entry of entries) paths.push(entryHref(area, category, recordId(entry.record)));
    }
  }
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, SITE_URL).href)}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
