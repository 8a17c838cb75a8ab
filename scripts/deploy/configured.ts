/**
 * A deploy as the settings configure it (README, "Configuration": DEPLOY_*):
 * what `npm run deploy` runs, and what the rebuild calls after each release
 * it publishes (the pages release, then the search release).
 */
import { join } from 'node:path';
import type { Settings } from '../settings.ts';
import { deployRelease, describeDeploy, type DeployOptions, type DeployReport } from './deploy.ts';
import { purgeHookOf } from './purge.ts';
import type { DeployTarget } from './target.ts';
import { openTarget } from './targets.ts';

/** Where a publish folder keeps the MD5s of the files deploys read (hash-cache.ts). */
const hashCachePath = (publishDir: string) => join(publishDir, 'deploy-hashes.json');

export interface ConfiguredDeploy {
  /** The settings' `deploy` (DEPLOY_TARGET must be set). */
  deploy: Settings['deploy'];
  publishDir: string;
  /** SITE_URL: the purge hook's `urls`. */
  siteUrl?: string;
  /** The release's folder (PUBLISH_DIR/current, or PUBLISH_DIR/releases/<id>). */
  releaseDir: string;
  /** Receives the deploy's summary line. */
  log: (line: string) => void;
  /** Receives its progress lines (default `log`). */
  progress?: (line: string) => void;
  /** Options of this run (`--verify-target`, `--max-deletes`, `--dry-run`). */
  overrides?: Partial<Pick<DeployOptions, 'verifyTarget' | 'maxDeletes' | 'dryRun'>>;
  /** The target, opened already (its opener closes it); by default it is opened and closed here. */
  target?: DeployTarget;
  /** What the rebuild knows (deploy.ts): the changes since the release before, the manifest read ahead, and who keeps the one written. */
  known?: Pick<DeployOptions, 'changes' | 'held' | 'onManifest'>;
}

/** Deploys a release to DEPLOY_TARGET and logs what it did; throws a DeployError (or DeployRefused) when it fails. */
export async function deployConfigured({
  deploy,
  publishDir,
  siteUrl,
  releaseDir,
  log,
  progress = log,
  overrides,
  target: opened,
  known,
}: ConfiguredDeploy): Promise<DeployReport> {
  if (!deploy.target) throw new Error('DEPLOY_TARGET is not set: nowhere to deploy to');
  const target = opened ?? (await openConfiguredTarget(deploy));
  try {
    const report = await deployRelease({
      releaseDir,
      target,
      log: progress,
      graceMs: deploy.graceMs,
      maxDeletes: deploy.maxDeletes,
      purge: deploy.purge ? purgeHookOf(deploy.purge, { token: deploy.purgeToken, siteUrl }) : undefined,
      hashCacheFile: hashCachePath(publishDir),
      ...known,
      ...overrides,
    });
    log(describeDeploy(report));
    return report;
  } finally {
    if (!opened) target.close();
  }
}

/** DEPLOY_TARGET, opened. */
export async function openConfiguredTarget(deploy: Settings['deploy']): Promise<DeployTarget> {
  if (!deploy.target) throw new Error('DEPLOY_TARGET is not set: nowhere to deploy to');
  return openTarget(deploy.target, { s3PathStyle: deploy.s3PathStyle });
}
