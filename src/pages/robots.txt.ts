/** /robots.txt: everything may be crawled except the sign-in callback; the sitemap lists every public page. */
import type { APIRoute } from 'astro';
import { SITE_URL } from 'astro:env/server';

export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /callback',
      '',
      `Sitemap: ${new URL('/sitemap.xml', SITE_URL).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
