/**
 * `astro:env/server` for vitest, which runs without Astro (vitest.config.ts
 * points the import here): the server variables astro.config.mjs declares that
 * modules under test import, taken from the environment when this module is
 * loaded, as Astro takes them when it bundles the pages. A test that sets one
 * loads the module under test afresh (`vi.resetModules()`).
 */
const epoch = process.env.SOURCE_DATE_EPOCH;

export const BUILD_PLAN = process.env.BUILD_PLAN || undefined;
export const SOURCE_DATE_EPOCH = epoch ? Number(epoch) : undefined;
