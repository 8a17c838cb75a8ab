/**
 * `npm run rebuild`: fetch every approved entry, compare with the live release,
 * build, verify and publish atomically; or `--rollback`; or keep running with
 * `--every` / `--serve`. See {@link USAGE}.
 */
import { resolve } from 'node:path';
import { readSettings, SettingsError, type Settings } from '../settings.ts';
import { parseCli, UsageError, USAGE } from './cli-options.ts';
import { RebuildError, runRebuild } from './rebuild.ts';
import { runRollback } from './rollback.ts';
import { afterPublishStepsOf, rebuildOptionsOf, type RebuildOptions } from './run.ts';
import { formatInterval, startRebuildService } from './service.ts';

const log = (line: string) => console.log(`[rebuild] ${line}`);

async function main(argv: string[]): Promise<number> {
  const settings = readSettings();
  const cli = parseCli(argv, settings.rebuild);
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  if (cli.rollback) {
    await runRollback({
      publishDir: settings.publishDir,
      log,
      verbose: cli.verbose,
      afterPublish: afterPublishStepsOf(settings),
    });
    return 0;
  }
  const { apiHost } = settings;
  if (!apiHost)
    throw new UsageError(
      'PUBLIC_API_HOST is not set: the rebuild needs the backend URL (e.g. PUBLIC_API_HOST=http://127.0.0.1:4000)',
    );
  const rebuild: RebuildOptions = {
    ...rebuildOptionsOf(settings, apiHost),
    force: cli.force,
    full: cli.full,
    entries: cli.entries,
    requireBaseline: cli.requireBaseline,
    maxShrink: cli.maxShrink,
    verbose: cli.verbose,
    log,
  };

  if (!cli.everyMs && !cli.serve) {
    await runRebuild({ ...rebuild, standby: false });
    return 0;
  }

  await serve(settings, cli, rebuild, apiHost);
  return 0;
}

/** `--every` and `--serve`: the rebuild service, until SIGINT or SIGTERM. */
async function serve(
  settings: Settings,
  cli: ReturnType<typeof parseCli>,
  rebuild: RebuildOptions,
  apiHost: string,
): Promise<void> {
  const { secret, host } = settings.rebuild;
  const service = await startRebuildService({
    rebuild,
    everyMs: cli.everyMs,
    runNow: !!cli.everyMs,
    webhook: cli.serve ? { port: cli.port, host, secret, limits: settings.servers.webhook } : undefined,
    log,
  });
  log(`publishing ${resolve(settings.publishDir, 'current')} from ${apiHost}`);
  if (cli.everyMs) log(`schedule: every ${formatInterval(cli.everyMs)}`);
  if (service.webhook) {
    log(
      `webhook: POST ${service.webhook.url}/rebuild${secret ? '' : ' — REBUILD_SECRET is not set, so every call is refused'}`,
    );
  }
  await new Promise<void>((done) => {
    const stop = (signal: string) => {
      log(`${signal}: stopping`);
      void service.stop().then(done);
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof SettingsError) {
      console.error(`rebuild: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(
      `[rebuild] failed: ${error instanceof RebuildError ? error.message : ((error as Error)?.stack ?? String(error))}`,
    );
    process.exit(1);
  },
);
