/**
 * `npm start`: the whole product on one machine. The demo backend (unless
 * PUBLIC_API_HOST is set), a first rebuild (forced only when nothing is
 * published yet, so a first run always publishes but a restart never overrides
 * the shrink guard), the static server for PUBLISH_DIR/current, scheduled
 * rebuilds and the rebuild webhook. Ctrl-C stops everything.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDemoApi, type DemoApi } from './demo-api/server.ts';
import type { StaticServer } from './lib/static-server.ts';
import { RebuildError, runRebuild, type RebuildOptions } from './rebuild/rebuild.ts';
import { currentRelease } from './rebuild/releases.ts';
import { rebuildOptionsOf } from './rebuild/run.ts';
import { serveSite } from './rebuild/serve-site.ts';
import { endChildren, formatInterval, startRebuildService, type RebuildService } from './rebuild/service.ts';
import { readSettings, SettingsError } from './settings.ts';
import { stopStandby } from './rebuild/standby.ts';

const log = (line: string) => console.log(`[rebuild] ${line}`);

async function main(): Promise<void> {
  const settings = readSettings();
  const sitePort = settings.port;
  const { port: webhookPort, everyMs } = settings.rebuild;
  const generatedSecret = !settings.rebuild.secret;
  const secret = settings.rebuild.secret ?? randomBytes(18).toString('base64url');
  const siteUrl = settings.siteUrl ?? `http://localhost:${sitePort}`;
  const limits = settings.servers;

  let api: DemoApi | undefined;
  let site: StaticServer | undefined;
  let service: RebuildService | undefined;
  let firstRun: Promise<unknown> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    if (!service && firstRun) {
      // The first rebuild may still be building: end it and let it clean up (its release, the lock).
      endChildren();
      await firstRun.catch(() => {});
    }
    await service?.stop();
    // The first run's waiting build, when the service had not started yet.
    await stopStandby();
    await site?.close();
    await api?.close();
    console.log('Stopped.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  let apiHost = settings.apiHost;
  if (!apiHost) {
    const dbPath = settings.demoDb;
    const fresh = dbPath === ':memory:' || !existsSync(dbPath);
    api = await startDemoApi({ port: 4000, dbPath, siteUrl, quiet: true });
    apiHost = api.url;
    console.log(`Demo backend: ${api.url} (${dbPath}${fresh ? ', seeded with demo data' : ''}, ${api.store.count()} nominations)`);
  } else {
    console.log(`Backend: ${apiHost} (PUBLIC_API_HOST)`);
  }

  const rebuild: RebuildOptions = { ...rebuildOptionsOf(settings, apiHost, siteUrl), log };
  const current = resolve(settings.publishDir, 'current');
  try {
    // Forced only when there is nothing to serve yet: with a published release, the guard must
    // keep it (a backend answering empty lists must not empty the site on a restart).
    const published = (await currentRelease(resolve(settings.publishDir))) !== undefined;
    // Like the service's runs, it leaves the next run's build waiting: the first approval after a start is as fast as the next.
    // A full reconciliation, as the schedule's: edits made inside details while the site was down are caught at once.
    firstRun = runRebuild({ ...rebuild, force: !published, full: true });
    await firstRun;
  } catch (error) {
    if (stopping) return;
    log(`failed: ${error instanceof RebuildError ? error.message : String(error)}`);
    if (!existsSync(current)) {
      console.error('Nothing is published yet, so there is nothing to serve. Fix the above and run npm start again.');
      await api?.close();
      process.exit(1);
    }
    log(`serving the release published before (${current})`);
  }
  if (stopping) return;

  site = await serveSite({ root: current, port: sitePort, limits: limits.site, compressionCacheBytes: settings.compressionCacheBytes });
  service = await startRebuildService({ rebuild, everyMs, webhook: { port: webhookPort, secret, limits: limits.webhook }, log });

  const curl = `curl -X POST -H "Authorization: Bearer ${generatedSecret ? secret : '$REBUILD_SECRET'}" ${service.webhook!.url}/rebuild`;
  console.log(`
Wall of Fame is running.
  Site:      http://localhost:${site.port}  (serving ${current})
  Backend:   ${apiHost}${api ? `  (sign in at ${apiHost}/auth/login)` : ''}
  Rebuilds:  every ${formatInterval(everyMs)} (REBUILD_EVERY), and on POST ${service.webhook!.url}/rebuild
  Secret:    ${generatedSecret ? `${secret}  (made up for this session; set REBUILD_SECRET to choose one)` : 'REBUILD_SECRET'}

Publish an approval:
  ${api ? 'npm run demo-api -- list --status pending\n  npm run demo-api -- approve <nominationId>\n  ' : ''}${curl}

Stop: Ctrl+C`);
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? `npm start: ${error.message}` : error);
  process.exit(error instanceof SettingsError ? 2 : 1);
});
