/** The verify phase: the new release is checked before anyone can see it (../verify.ts). */
import { plural, inPhase, seconds, type Run } from '../run.ts';
import type { SnapshotManifest } from '../snapshot.ts';
import { verifyRelease, type VerifyReport } from '../verify.ts';
import type { Assembled } from './assemble.ts';
import type { Built } from './build.ts';

export async function verifyPhase(run: Run, snapshot: SnapshotManifest, release: Assembled, built: Built): Promise<VerifyReport> {
  const report = await inPhase('verify', '', () =>
    verifyRelease({
      root: release.dir,
      manifest: snapshot,
      siteUrl: run.options.siteUrl,
      allowUnbuilt: run.options.allowUnbuilt,
      unchanged: release.shared,
      files: release.files,
      preread: built.preread,
      searchIndex: false,
    }),
  );
  run.lap('verify');
  const early = built.preread.size ? `, ${built.preread.size} of them while Astro rendered` : '';
  run.log(`verify: ${plural(report.pages, 'page')}; every list, page and detail of the snapshot exists; every internal link resolves (${report.read} changed pages read${early}; ${seconds(report.ms)})`);
  return report;
}
