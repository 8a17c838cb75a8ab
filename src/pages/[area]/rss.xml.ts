/** /projects/rss.xml, /competitions/rss.xml, …: each area's newest entries (features/feeds). */
import type { APIRoute } from 'astro';
import { SITE_URL } from 'astro:env/server';
import { areaFeedPaths, feedResponse } from '#features/feeds/feed.ts';
import type { AreaKey } from '#features/areas.ts';

export const getStaticPaths = areaFeedPaths;

export const GET: APIRoute = ({ props }) => feedResponse({ area: (props as { key: AreaKey }).key, site: SITE_URL });
