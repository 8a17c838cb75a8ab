/**
 * The long-running side of rebuilds, shared by `npm run rebuild -- --every/--serve`
 * and `npm start`: one queue, an optional schedule, an optional webhook, and a
 * clean stop (the running build is ended, the lock released).
 */
import { childPids } from '../lib/child-pids.ts';
import { RebuildQueue } from './queue.ts';
import { RebuildError, runRebuild, type RebuildOptions } from './rebuild.ts';
import { stopStandby } from './standby.ts';
import { startWebhook, type Webhook, type WebhookOptions } from './webhook.ts';

export interface ServiceOptions {
  /** Every run's options (`standby`: keep the next run's build and index ready, ./standby.ts); `force` is refused: it applies to one run, never to a service's every run. */
  rebuild: RebuildOptions;
  /** Rebuild every this many ms. */
  everyMs?: number;
  /** Start a run at once. */
  runNow?: boolean;
  webhook?: { port: number; host?: string; secret: string | undefined; limits?: WebhookOptions['limits'] };
  log?: (line: string) => void;
}

export interface RebuildService {
  queue: RebuildQueue;
  webhook?: Webhook;
  stop(): Promise<void>;
}

/** Ends this process's children (a running build); its release is then removed, never published. */
export function endChildren(): void {
  for (const pid of childPids()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Human form of an interval: 15m, 2h, 30s. */
export function formatInterval(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  return `${Math.round(ms / 1000)}s`;
}

export async function startRebuildService(options: ServiceOptions): Promise<RebuildService> {
  if (options.rebuild.force)
    throw new Error('a rebuild service never forces its runs: --force applies to one run (npm run rebuild -- --force)');
  const log = options.log ?? ((line: string) => console.log(line));
  // Entries named by webhook calls since the last run started.
  const named = new Set<string>();
  const queue = new RebuildQueue(
    async (reasons) => {
      log(`rebuild (${[...new Set(reasons)].join(', ')})`);
      const entries = [...named];
      named.clear();
      // The schedule (and the first run) reconciles: every detail is fetched, so edits the lists do not show are caught.
      const full = options.rebuild.full || reasons.some((reason) => reason === 'schedule' || reason === 'start');
      // Astro's output is long (a line per page); the queue's history keeps the rest.
      const { buildOutput: _output, ...result } = await runRebuild({
        ...options.rebuild,
        standby: options.rebuild.standby !== false,
        full,
        entries,
        log,
      });
      return result;
    },
    (error) =>
      log(`failed: ${error instanceof RebuildError ? error.message : ((error as Error)?.stack ?? String(error))}`),
  );
  const webhook = options.webhook
    ? await startWebhook({
        queue,
        secret: options.webhook.secret,
        port: options.webhook.port,
        host: options.webhook.host,
        limits: options.webhook.limits,
        log,
        entries: (ids) => ids.forEach((id) => named.add(id)),
      })
    : undefined;
  const timer = options.everyMs ? setInterval(() => queue.trigger('schedule'), options.everyMs) : undefined;
  if (options.runNow) queue.trigger(options.everyMs ? 'schedule' : 'start');

  let stopping: Promise<void> | undefined;
  return {
    queue,
    webhook,
    stop: () => {
      stopping ??= (async () => {
        if (timer) clearInterval(timer);
        await webhook?.close();
        if (queue.running) {
          log('stopping: ending the running build (nothing of it is published)');
          endChildren();
        }
        await queue.stop();
        await stopStandby();
      })();
      return stopping;
    },
  };
}
