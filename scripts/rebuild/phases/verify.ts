/**
 * The verify phase: the new release is checked before anyone can see it
 * (../release-checks.ts): every page the snapshot promises exists, every
 * internal link resolves. Only the pages the build wrote are read; most were
 * read while Astro rendered the rest.
 */
import { verifyRelease } from '../release-checks.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural } from '../run.ts';

export const verifyPhase: PhaseModule<'verify', 'fetch' | 'build' | 'share'> = {
  name: 'verify',
  needs: ['fetch', 'build', 'share'],

  run: (run, { fetch: snapshot, build: built, share: release }) =>
    verifyRelease({
      root: release.dir,
      manifest: snapshot,
      siteUrl: run.options.siteUrl,
      allowUnbuilt: run.options.allowUnbuilt,
      unchanged: release.shared,
      files: release.files,
      preread: built.preread,
      // The search phase checks the index it writes.
      searchIndex: false,
    }),

  summary: (report) => `${plural(report.pages, 'page')}, none missing, every link resolves`,

  details: (report) => [`${report.read} changed pages read, the others are the live release's verified files`],
};
