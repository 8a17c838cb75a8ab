// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { searchIndex } from '#scripts/lib/search-index.ts';
import { pictureFiles } from '#scripts/lib/images/release.ts';
import { pageKeys } from '#scripts/lib/page-keys.ts';
import { buildProgress } from '#scripts/lib/build-progress.ts';
import { reactIslands } from '#scripts/lib/react-islands/index.ts';
import { astroCsp, hostHeaders } from '#scripts/rebuild/security.ts';
import { clientIntent } from '#scripts/lib/client-intent.ts';
import { sessionMark } from '#scripts/lib/session-mark.ts';

const siteUrl = process.env.SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site: siteUrl,
  // Separate builds (tests, releases) keep separate content caches.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  trailingSlash: 'ignore',
  // Rendering 4 pages at a time overlaps their file writes with rendering: about 20% faster
  // at 3,000 entries here (16 s → 13 s); more gave no further gain (docs/operations.md).
  build: { concurrency: 4 },
  // hostHeaders writes `_headers` (frame-ancestors, nosniff, referrer policy, immutable /_astro/*) into the output;
  // searchIndex indexes the built detail pages with Pagefind (scripts/lib/search-index.ts).
  // pageKeys hands each page's key to the rebuild, which renders only pages whose key changed (src/features/catalog/cache-key.ts).
  // pictureFiles links the pictures' variants the pages use into _img/ (scripts/lib/images/).
  // buildProgress logs how many pages are rendered, every 5 s (scripts/lib/build-progress.ts).
  // reactIslands renders the islands on the server in one pass each (scripts/lib/react-islands/server.ts).
  // clientIntent adds `client:intent`: islands that hydrate when the visitor reaches for them (src/lib/client-intent.ts).
  // sessionMark puts the script in every page's head that shows who is signed in before the top bar hydrates.
  integrations: [
    reactIslands(react()),
    clientIntent(),
    sessionMark(),
    hostHeaders(),
    pictureFiles(),
    pageKeys(),
    searchIndex(),
    buildProgress(),
  ],
  security: {
    // A CSP <meta> on every page: Astro hashes its inline scripts and styles; connections and
    // images only to the site and the backend (see scripts/rebuild/security.ts, docs/operations.md).
    csp: astroCsp({ apiHost: process.env.PUBLIC_API_HOST, identityMeUrl: process.env.PUBLIC_IDENTITY_ME_URL }),
  },
  vite: { plugins: [tailwindcss()] },
  env: {
    schema: {
      PUBLIC_API_HOST: envField.string({ context: 'client', access: 'public', url: true }),
      SITE_URL: envField.string({ context: 'server', access: 'public', url: true, default: 'http://localhost:4321' }),
      PUBLIC_IDENTITY_ME_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: 'https://graph.microsoft.com/v1.0/me',
      }),
    },
  },
});
