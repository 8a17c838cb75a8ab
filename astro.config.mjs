// @ts-check
import { defineConfig, envField } from 'astro/config';
import tailwindcss from '@tailwindcss/vite';
import { BUILD_PLAN_VARIABLE, readBuildPlan } from './src/features/catalog/build-plan.ts';
import { astroCsp, siteIntegrations } from './integrations/index.ts';
import { DEFAULT_IDENTITY_ME_URL } from './integrations/security.ts';
import { DEFAULT_SIGN_IN_STATE, DEFAULT_SITE_URL, readSettings } from './scripts/settings.ts';

const settings = readSettings();
// A command that builds nothing (`astro check`) has no plan.
const plan = settings.buildPlanFile ? readBuildPlan(settings.buildPlanFile) : undefined;

export default defineConfig({
  site: settings.siteUrl ?? DEFAULT_SITE_URL,
  // Separate builds (tests, releases) keep separate caches.
  ...(plan?.cacheDir ? { cacheDir: plan.cacheDir } : {}),
  trailingSlash: 'ignore',
  // React, the client:intent directive, the host headers file, and the build's hooks (integrations/index.ts).
  integrations: siteIntegrations({ buildPlanFile: settings.buildPlanFile }),
  security: {
    // A CSP <meta> on every page: Astro hashes its inline scripts and styles; connections and
    // images only to the site and the backend (see integrations/security.ts, docs/operations.md).
    csp: astroCsp({ apiHost: settings.apiHost, identityMeUrl: settings.identityMeUrl }),
  },
  vite: { plugins: [tailwindcss()] },
  env: {
    // What the pages read through `astro:env` (src/ never imports scripts/): scripts/settings.ts has checked
    // each first, with a message naming it, and gives the defaults.
    schema: {
      PUBLIC_API_HOST: envField.string({ context: 'client', access: 'public', url: true }),
      SITE_URL: envField.string({ context: 'server', access: 'public', url: true, default: DEFAULT_SITE_URL }),
      PUBLIC_IDENTITY_ME_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: DEFAULT_IDENTITY_ME_URL,
      }),
      PUBLIC_SIGN_IN_STATE: envField.enum({
        context: 'client',
        access: 'public',
        values: ['optional', 'required'],
        default: DEFAULT_SIGN_IN_STATE,
      }),
      // What a build hands its pages (src/lib/build-time.ts): its plan's file, and the moment it shows.
      [BUILD_PLAN_VARIABLE]: envField.string({ context: 'server', access: 'public', optional: true }),
      SOURCE_DATE_EPOCH: envField.number({ context: 'server', access: 'public', optional: true, int: true, min: 0 }),
    },
  },
});
