/**
 * `npm start`: the whole product on one machine. The demo backend (unless
 * PUBLIC_API_HOST is set), a first rebuild (forced only when nothing is
 * published yet, so a first run always publishes but a restart never overrides
 * the shrink guard), the static server for PUBLISH_DIR/current, scheduled
 * rebuilds and the rebuild webhook. Ctrl-C stops everything. With the demo
 * backend, the site asks the demo backend's own identity endpoint who signed in.
 * A secret it makes up is kept in PUBLISH_DIR/rebuild-secret while it runs, so
 * the webhook can be called from another terminal.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { brokenPictureLinks } from './demo-api/broken-pictures.ts';
import { startDemoApi, type DemoApi } from './demo-api/server.ts';
import { readDemoSettings } from './demo-api/settings.ts';
import type { StaticServer } from './lib/static-server.ts';
import { RebuildError, runRebuild, type RebuildOptions } from './rebuild/rebuild.ts';
import { currentRelease } from './rebuild/releases.ts';
import { rebuildOptionsOf } from './rebuild/run.ts';
import { serveSite } from './rebuild/serve-site.ts';
import { endChildren, startRebuildService, type RebuildService } from './rebuild/service.ts';
import { readSettings, SettingsError } from './settings.ts';
import { stopStandby } from './rebuild/standby.ts';
import { brokenPicturesNote, closingNote } from './start-note.ts';

const log = (line: string) => console.log(`[rebuild] ${line}`);

async function main(): Promise<void> {
  const settings = readSettings();
  const sitePort = settings.port;
  const { port: webhookPort, everyMs } = settings.rebuild;
  const generatedSecret = !settings.rebuild.secret;
  const secret = settings.rebuild.secret ?? randomBytes(18).toString('base64url');
  const siteUrl = settings.siteUrl ?? `http://localhost:${sitePort}`;
  const limits = settings.servers;
  const secretFile = join(settings.publishDir, 'rebuild-secret');

  let api: DemoApi | undefined;
  let demoDb: string | undefined;
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
    if (generatedSecret) await forgetSecret(secretFile, secret);
    console.log('Stopped.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  let apiHost = settings.apiHost;
  if (!apiHost) {
    const demo = readDemoSettings();
    demoDb = demo.dbPath;
    const fresh = demoDb === ':memory:' || !existsSync(demoDb);
    api = await startDemoApi({ port: demo.port, dbPath: demoDb, siteUrl, quiet: true });
    apiHost = api.url;
    console.log(
      `Demo backend: ${api.url} (${demoDb}${fresh ? ', seeded with demo data' : ''}, ${api.store.count()} nominations)`,
    );
    const pictures = brokenPicturesNote(brokenPictureLinks(api.store));
    if (pictures) console.log(pictures);
  } else {
    console.log(`Backend: ${apiHost} (PUBLIC_API_HOST)`);
  }

  const rebuild: RebuildOptions = { ...rebuildOptionsOf(settings, apiHost, siteUrl), log };
  // The demo backend is its own identity provider: the callback asks it, not Microsoft Graph, who a token belongs to.
  if (api && !settings.identityMeUrl) rebuild.identityMeUrl = `${api.url}/auth/me`;
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

  site = await serveSite({
    root: current,
    port: sitePort,
    limits: limits.site,
    compressionCacheBytes: settings.compressionCacheBytes,
  });
  service = await startRebuildService({
    rebuild,
    everyMs,
    webhook: { port: webhookPort, secret, limits: limits.webhook },
    log,
  });

  if (generatedSecret) await keepSecret(secretFile, secret);
  console.log(
    closingNote({
      localUrl: `http://localhost:${site.port}`,
      serving: current,
      siteUrl,
      backendUrl: apiHost,
      demoDb,
      everyMs,
      webhookUrl: service.webhook!.url,
      secret: generatedSecret ? { value: secret, keptIn: secretFile } : { fromEnv: true },
    }),
  );
}

/** Keeps the made-up secret where another terminal can read it (only its owner may). */
async function keepSecret(file: string, secret: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // a file left by an earlier session keeps its mode otherwise
}

/** Removes the kept secret when it is still this session's (another `npm start` may have replaced it). */
async function forgetSecret(file: string, secret: string): Promise<void> {
  const kept = await readFile(file, 'utf8').catch(() => '');
  if (kept.trim() === secret) await rm(file, { force: true });
}

main().catch((error: unknown) => {
  const { code, port } = error as { code?: string; port?: number };
  if (code === 'EADDRINUSE')
    console.error(
      `npm start: port ${port} is in use (another npm start?): set PORT, DEMO_API_PORT or REBUILD_PORT to a free one`,
    );
  else console.error(error instanceof SettingsError ? `npm start: ${error.message}` : error);
  process.exit(error instanceof SettingsError ? 2 : 1);
});
