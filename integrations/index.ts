/**
 * What runs inside Astro's build besides Astro itself (astro.config.mjs loads
 * it): React (@astrojs/react), the `client:intent` directive
 * (./client-intent.ts), the head script that marks a signed-in session
 * (./session-mark.ts), the host headers file and the CSP
 * (./security.ts), and the build's own hooks into Astro's
 * prerenderer: word that the pages wait for the records (./snapshot-wait.ts), most detail pages
 * put together from their route's frame (./detail-writer.ts), the progress
 * lines and the pages written (./page-reports.ts).
 *
 * It imports from src/ (the build plan, the detail pages' parts), never from
 * scripts/; scripts/ reads what it reports (./build-lines.ts).
 */
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { readBuildPlan } from '#features/catalog/build-plan.ts';
import { BUILD_INTEGRATION } from './build-lines.ts';
import { clientIntent } from './client-intent.ts';
import { withDetailWriter } from './detail-writer.ts';
import { withRenderProgress, withWrittenPages } from './page-reports.ts';
import { hostHeaders } from './security.ts';
import { sessionMark } from './session-mark.ts';
import { afterRecords } from './snapshot-wait.ts';

export { astroCsp } from './security.ts';

function buildHooks(buildPlanFile: string | undefined): AstroIntegration {
  let outDir: string | undefined;
  return {
    name: BUILD_INTEGRATION,
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.build.format === 'directory' ? fileURLToPath(config.outDir) : undefined;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        const report = (line: string) => logger.info(line);
        setPrerenderer((base) => {
          const plan = readBuildPlan(buildPlanFile);
          const progress = withRenderProgress(
            afterRecords(withDetailWriter(base, report, { outDir, enabled: plan.detailWriter }), plan, report),
            report,
          );
          return plan.reportWritten ? withWrittenPages(progress, report) : progress;
        });
      },
    },
  };
}

/** The site's integrations; `buildPlanFile`: the build plan's file (BUILD_PLAN), which a build needs. */
export function siteIntegrations({ buildPlanFile }: { buildPlanFile: string | undefined }): AstroIntegration[] {
  return [react(), clientIntent(), sessionMark(), hostHeaders(), buildHooks(buildPlanFile)];
}
