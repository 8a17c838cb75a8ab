/**
 * The rebuild's deploy: an after-publish step (scripts/rebuild/after-publish.ts)
 * that sends each release the rebuild makes live (the pages, then their search
 * index) to DEPLOY_TARGET, only what changed, and brings the target up to the
 * live release after a rollback or a run that published nothing (one request
 * when it holds it already). Its progress lines are `--verbose`'s; its summary
 * is the operator's.
 */
import type { AfterPublishStep, StepOutput } from '../rebuild/after-publish.ts';
import type { Settings } from '../settings.ts';
import { deployConfigured } from './configured.ts';

/** The deploy step of a rebuild with these settings, or none when DEPLOY_TARGET is not set. */
export function deployStep(
  settings: Pick<Settings, 'deploy' | 'publishDir'>,
  siteUrl: string | undefined,
): AfterPublishStep | undefined {
  if (!settings.deploy.target) return undefined;
  const deploy = async (releaseDir: string, { log, detail }: StepOutput) => {
    await deployConfigured({
      deploy: settings.deploy,
      publishDir: settings.publishDir,
      siteUrl,
      releaseDir,
      log,
      progress: detail,
    });
  };
  return {
    name: 'deploy',
    run: (published, output) => deploy(published.dir, output),
    catchUp: (live, output) => deploy(live.dir, output),
  };
}
