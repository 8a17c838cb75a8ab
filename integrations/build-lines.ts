/**
 * What Astro's build tells the process that started it, on its output: lines
 * tagged {@link BUILD_LINE_TAG} (scripts/lib/astro-build.ts hands their text to
 * its caller). Some lines are messages for the rebuild rather than for people.
 */

/** The name of the integration that writes them (./index.ts): Astro's logger tags its lines with it. */
export const BUILD_INTEGRATION = 'wall-of-fame:build';

/** The tag of the build's own lines in Astro's output. */
export const BUILD_LINE_TAG = `[${BUILD_INTEGRATION}] `;

/** Starts a line listing pages on disk by now: a JSON array of their URL paths (./page-reports.ts). */
export const WRITTEN_PAGES = 'written ';

/** The build is ready (Astro started, the likely base read and prepared when it could be), but its records are not there yet (./snapshot-wait.ts). */
export const WAITING_FOR_SNAPSHOT = 'waiting for the snapshot';

/** Starts the progress line the build writes every 5 s while it renders (./page-reports.ts): for people, unlike the others. */
export const RENDERING_LINE = 'rendering ';

/** Starts the build's closing line about the detail pages written from their route's frame (./detail-writer.ts). */
export const DETAIL_PAGES_LINE = 'detail pages: ';
