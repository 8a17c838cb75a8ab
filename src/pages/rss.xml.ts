/** /rss.xml: the newest entries of every area (features/feeds). */
import type { APIRoute } from 'astro';
import { SITE_URL } from 'astro:env/server';
import { feedResponse } from '#features/feeds/feed.ts';

export const GET: APIRoute = () => feedResponse({ area: 'all', site: SITE_URL });
