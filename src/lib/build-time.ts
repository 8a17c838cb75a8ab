/**
 * What a build hands its pages, through Astro's `astro:env` (astro.config.mjs
 * declares both after scripts/settings.ts has checked them; Astro inlines
 * them when it bundles the pages):
 *
 * - the moment the build happens, as pages may show it (the footer's year):
 *   the standard SOURCE_DATE_EPOCH (seconds) pins it, for reproducible builds
 *   and for tests that build "next year";
 * - the file of the build's plan (BUILD_PLAN, #features/catalog/build-plan.ts).
 */
import { BUILD_PLAN, SOURCE_DATE_EPOCH } from 'astro:env/server';

const BUILD_DATE = SOURCE_DATE_EPOCH === undefined ? new Date() : new Date(SOURCE_DATE_EPOCH * 1000);

export const BUILD_YEAR = BUILD_DATE.getUTCFullYear();

/** The build plan's file; undefined for a command that builds nothing (`astro check`). */
export const BUILD_PLAN_FILE: string | undefined = BUILD_PLAN;
