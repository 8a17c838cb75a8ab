/**
 * `npm run deploy -- [options] [releaseDir]`: deploys a release to
 * DEPLOY_TARGET, only what changed (./deploy.ts). See {@link USAGE}.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings, SettingsError } from '../settings.ts';
import { deployConfigured } from './configured.ts';
import { DeployError, notCarriedLine } from './deploy.ts';
import { restoreState } from './state.ts';
import { openTarget } from './targets.ts';

const USAGE = `usage: npm run deploy -- [options] [releaseDir]

Deploys releaseDir (default PUBLISH_DIR/current) to DEPLOY_TARGET (s3://bucket/prefix or a folder):
only the files that changed since the last deploy, assets before the pages that use them,
deletions last, the target's manifest last of all.

  --verify-target     list the target and compare every file (and its headers) with the release
  --max-deletes N     allow up to N files to leave the target this time (DEPLOY_MAX_DELETES otherwise)
  --dry-run           say what would be written and deleted; change nothing
  --restore-state     deploy nothing: bring the release records the target keeps into PUBLISH_DIR
                      (a fresh machine, e.g. CI, before npm run rebuild)
  --help

Exit codes: 0 deployed (or nothing to do), 1 failed or refused, 2 wrong usage or setting.`;

class UsageError extends Error {}

const log = (line: string) => console.log(`[deploy] ${line}`);

function parseCli(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'verify-target': { type: 'boolean' },
      'max-deletes': { type: 'string' },
      'dry-run': { type: 'boolean' },
      'restore-state': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (positionals.length > 1) throw new UsageError(`one release folder at most, not ${positionals.length}`);
  const maxDeletes = values['max-deletes'] === undefined ? undefined : Number(values['max-deletes']);
  if (maxDeletes !== undefined && (!Number.isInteger(maxDeletes) || maxDeletes < 0))
    throw new UsageError(`--max-deletes: expected a whole number, not ${values['max-deletes']}`);
  return { ...values, maxDeletes, releaseDir: positionals[0] };
}

async function main(argv: string[]): Promise<number> {
  let cli: ReturnType<typeof parseCli>;
  try {
    cli = parseCli(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  const settings = readSettings();
  const { deploy, publishDir } = settings;
  if (!deploy.target)
    throw new UsageError(
      'DEPLOY_TARGET is not set: say where to deploy, e.g. DEPLOY_TARGET=s3://my-bucket/site or DEPLOY_TARGET=/srv/walloffame',
    );
  if (cli['restore-state']) {
    const target = await openTarget(deploy.target, { s3PathStyle: deploy.s3PathStyle });
    try {
      const restored = await restoreState(target, publishDir);
      if (!restored.release) log(`${target.name} holds no deploy manifest: nothing to restore`);
      else
        log(
          `${target.name} serves release ${restored.release}: ${restored.records} release records restored into ${publishDir}${restored.withRecords ? ', with its records' : ''}${restored.current ? ', current → it' : ''}`,
        );
    } finally {
      target.close();
    }
    return 0;
  }
  const releaseDir = cli.releaseDir ?? join(publishDir, 'current');
  if (
    !(await stat(releaseDir).then(
      (info) => info.isDirectory(),
      () => false,
    ))
  ) {
    throw new UsageError(
      `${releaseDir} is not a folder: ${cli.releaseDir ? 'name a release folder' : `nothing is published in ${publishDir} yet (npm run rebuild first), or name a release folder`}`,
    );
  }
  const report = await deployConfigured({
    deploy,
    publishDir,
    siteUrl: settings.siteUrl,
    releaseDir,
    log,
    overrides: {
      verifyTarget: cli['verify-target'],
      dryRun: cli['dry-run'],
      ...(cli.maxDeletes !== undefined ? { maxDeletes: cli.maxDeletes } : {}),
    },
  });
  if (report.known === 'manifest' && report.notCarried.length > 0) log(notCarriedLine(report.notCarried));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof SettingsError) {
      console.error(`deploy: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    const message = error instanceof DeployError ? error.message : ((error as Error)?.stack ?? String(error));
    console.error(`[deploy] failed: ${message}`);
    process.exit(1);
  },
);
