/**
 * The benchmark's demo backend, in a process of its own. A real backend never
 * shares the rebuild's process; in the same process, the server's half of
 * 10,000 detail calls would be counted as the rebuild's fetch time and CPU.
 * Run directly (by `startBenchBackend`), it seeds a file database, serves it
 * and answers the parent's messages: approve one pending entry, stop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { moderate } from '../demo-api/moderation.ts';
import { startDemoApi } from '../demo-api/server.ts';

export interface BenchBackendOptions {
  dbPath: string;
  uploadsDir: string;
  siteUrl: string;
  entries: number;
}

export interface BenchBackend {
  url: string;
  /** Nominations in the database after seeding. */
  count: number;
  /** The backend process, so CPU and memory sampling can leave it out. */
  pid: number;
  /** Approves the first pending competition; its id. */
  approveOne(): Promise<string>;
  close(): Promise<void>;
}

type Reply = { ready: { url: string; count: number } } | { approved: string } | { error: string };

export async function startBenchBackend(options: BenchBackendOptions): Promise<BenchBackend> {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(options)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () =>
    new Promise<Reply>((resolve, reject) => {
      const gone = (code: number | null) => reject(new Error(`the bench backend exited (code ${code})`));
      child.once('exit', gone);
      child.once('message', (message) => {
        child.off('exit', gone);
        resolve(message as Reply);
      });
    });
  const answer = async (): Promise<Exclude<Reply, { error: string }>> => {
    const reply = await next();
    if ('error' in reply) throw new Error(`bench backend: ${reply.error}`);
    return reply;
  };
  const first = await answer();
  if (!('ready' in first)) throw new Error(`bench backend: unexpected answer ${JSON.stringify(first)}`);
  const { url, count } = first.ready;
  return {
    url,
    count,
    pid: child.pid!,
    approveOne: async () => {
      child.send('approve');
      const reply = await answer();
      if (!('approved' in reply)) throw new Error(`bench backend: unexpected answer ${JSON.stringify(reply)}`);
      return reply.approved;
    },
    close: () => stop(child),
  };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send('close');
  });
}

async function serveForParent(options: BenchBackendOptions): Promise<void> {
  const api = await startDemoApi({
    port: 0,
    dbPath: options.dbPath,
    uploadsDir: options.uploadsDir,
    siteUrl: options.siteUrl,
    seed: { entries: options.entries },
    quiet: true,
  });
  const send = (reply: Reply) => process.send!(reply);
  send({ ready: { url: api.url, count: api.store.count() } });
  process.on('message', (message) => {
    if (message === 'close') {
      void api.close().then(() => process.exit(0));
      return;
    }
    const pending = api.store.listAll({ status: 'pending', area: 'competition' })[0];
    if (!pending) return send({ error: 'the seed has no pending competition to approve' });
    moderate(api.store, pending.id, 'approve');
    send({ approved: pending.id });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  await serveForParent(JSON.parse(process.argv[2]!) as BenchBackendOptions);
}
