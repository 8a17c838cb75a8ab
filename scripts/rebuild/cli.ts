/**
 * `npm run rebuild`: fetch every approved entry, compare with the live release,
 * build, verify and publish atomically; or `--rollback`; or keep running with
 * `--every` / `--serve`. See {@link USAGE}.
 */
import { resolve } from 'node:path';
import { parseCli, siteSettings, UsageError, USAGE } from './config.ts';
import { RebuildError, runRebuild, runRollback, type RebuildOptions } from './rebuild.ts';
import { serverLimitsFrom } from './server-settings.ts';
import { formatDuration, startRebuildService } from './service.ts';

const log = (line: string) => console.log(`[rebuild] ${line}`);

async function main(argv: string[]): Promise<number> {
  const cli = parseCli(argv);
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  const settings = siteSettings();
  if (cli.rollback) {
    await runRollback({ publishDir: settings.publishDir, log });
    return 0;
  }
  const apiHost = process.env.PUBLIC_API_HOST?.replace(/\/+$/, '');
  if (!apiHost) throw new UsageError('PUBLIC_API_HOST is not set: the rebuild needs the backend URL (e.g. PUBLIC_API_HOST=http://127.0.0.1:4000)');
  const rebuild: RebuildOptions = {
    ...settings,
    apiHost,
    force: cli.force,
    full: cli.full,
    entries: cli.entries,
    requireBaseline: cli.requireBaseline,
    maxShrink: cli.maxShrink,
    verbose: cli.verbose,
    log,
  };

  if (!cli.everyMs && !cli.serve) {
    await runRebuild(rebuild);
    return 0;
  }

  const secret = process.env.REBUILD_SECRET || undefined;
  const limits = serverLimitsFrom().webhook;
  const service = await startRebuildService({
    rebuild,
    everyMs: cli.everyMs,
    runNow: !!cli.everyMs,
    webhook: cli.serve ? { port: cli.port, host: process.env.REBUILD_HOST, secret, limits } : undefined,
    log,
  });
  log(`publishing ${resolve(settings.publishDir, 'current')} from ${apiHost}`);
  if (cli.everyMs) log(`schedule: every ${formatDuration(cli.everyMs)}`);
  if (service.webhook) {
    log(`webhook: POST ${service.webhook.url}/rebuild${secret ? '' : ' — REBUILD_SECRET is not set, so every call is refused'}`);
  }
  await new Promise<void>((done) => {
    const stop = (signal: string) => {
      log(`${signal}: stopping`);
      void service.stop().then(done);
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`rebuild: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(`[rebuild] failed: ${error instanceof RebuildError ? error.message : ((error as Error)?.stack ?? String(error))}`);
    process.exit(1);
  },
);
