/**
 * The rebuild's deploy: an after-publish step (scripts/rebuild/after-publish.ts)
 * that sends each release the rebuild makes live (the pages, with their index
 * when it is a delta; a full index's release after them) to DEPLOY_TARGET, only what changed, and brings the target up to the
 * live release after a rollback or a run that published nothing (one request
 * when it holds it already). Its progress lines are `--verbose`'s; its summary
 * is the operator's.
 *
 * For a run it opens the target when the run starts and reads what it holds
 * then, while the run fetches and builds (a request less on an approval's way
 * to the bucket); the run's next deploy starts from the manifest the one
 * before it wrote. The pages' release comes with what changed since the
 * release before it, so the deploy need not walk it (release-scan.ts).
 */
import type { AfterPublishStep, StepOutput } from '../rebuild/after-publish.ts';
import type { Settings } from '../settings.ts';
import { deployConfigured, openConfiguredTarget } from './configured.ts';
import { readManifest, type DeployOptions, type DeployReport, type HeldManifest } from './deploy.ts';
import type { DeployTarget } from './target.ts';

/** What a run's deploys share: the target, opened once, and what it holds as last known. */
interface ForRun {
  target: Promise<DeployTarget>;
  /** Read ahead when the run started, then the manifest the run's last deploy wrote; none after a failure. */
  held?: Promise<HeldManifest>;
}

export interface DeployStepOptions {
  /** Opens the target (default: DEPLOY_TARGET as the settings give it). */
  open?: () => Promise<DeployTarget>;
  /** Told each deploy's report. */
  reported?: (releaseDir: string, report: DeployReport) => void;
}

/** The deploy step of a rebuild with these settings, or none when DEPLOY_TARGET is not set. */
export function deployStep(
  settings: Pick<Settings, 'deploy' | 'publishDir'>,
  siteUrl: string | undefined,
  { open = () => openConfiguredTarget(settings.deploy), reported }: DeployStepOptions = {},
): AfterPublishStep | undefined {
  if (!settings.deploy.target) return undefined;
  let forRun: ForRun | undefined;
  /** Lets go of the run's target, if one is open. */
  const closeRun = async () => {
    const session = forRun;
    forRun = undefined;
    (await session?.target.catch(() => undefined))?.close();
  };
  const deploy = async (releaseDir: string, { log, detail }: StepOutput, changes?: DeployOptions['changes']) => {
    // Outside a run (a rollback), or when opening it at the run's start failed, the target is opened for this deploy alone.
    const session = forRun;
    const opened = await session?.target.catch(() => undefined);
    const own = !opened;
    const target = opened ?? (await open());
    // What was read ahead, or kept from the run's deploy before; read again if reading ahead failed.
    const held = opened ? session?.held?.catch(() => readManifest(target)) : undefined;
    if (session) session.held = undefined;
    try {
      const report = await deployConfigured({
        deploy: settings.deploy,
        publishDir: settings.publishDir,
        siteUrl,
        releaseDir,
        log,
        progress: detail,
        target,
        known: {
          changes,
          held,
          onManifest: (manifest) => {
            if (session && forRun === session) session.held = Promise.resolve(manifest);
          },
        },
      });
      reported?.(releaseDir, report);
    } finally {
      if (own) target.close();
    }
  };
  return {
    name: 'deploy',
    begin() {
      void closeRun();
      const target = open();
      const held = target.then(readManifest);
      // A failure to open or read is the deploy's own to report, when it runs.
      held.catch(() => {});
      forRun = { target, held };
    },
    run: (published, output) =>
      deploy(
        published.dir,
        output,
        published.knownChanges && published.previous && { ...published.knownChanges, since: published.previous.id },
      ),
    catchUp: (live, output) => deploy(live.dir, output),
    finish: closeRun,
  };
}
