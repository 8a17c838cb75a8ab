/**
 * The benchmark's demo backend, in a process of its own. A real backend never
 * shares the rebuild's process; in the same process, the server's half of
 * 10,000 detail calls would be counted as the rebuild's fetch time and CPU.
 * Run directly (by `startBenchBackend`), it seeds a file database, serves it
 * and answers the parent's messages: approve one pending entry (with a new
 * photo when the records use photos), count the uploads it served, stop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { moderate } from '../demo-api/moderation.ts';
import { startDemoApi } from '../demo-api/server.ts';
import { writeSeedPhotos } from '../demo-api/seed/images.ts';
import { photoUrl } from '../demo-api/seed/photos.ts';

export interface BenchBackendOptions {
  dbPath: string;
  uploadsDir: string;
  siteUrl: string;
  entries: number;
  /** Distinct photo-sized pictures the records use in turn (0: the demo's own pictures). */
  photos?: number;
}

export interface BenchBackend {
  url: string;
  /** Nominations in the database after seeding. */
  count: number;
  /** The backend process, so CPU and memory sampling can leave it out. */
  pid: number;
  /** Approves the first pending competition (its first poster a photo no record used before); its id. */
  approveOne(): Promise<string>;
  /** Uploaded files sent whole and answered 304 since the backend started. */
  uploadsServed(): Promise<{ sent: number; notModified: number }>;
  close(): Promise<void>;
}

type Reply =
  | { ready: { url: string; count: number } }
  | { approved: string }
  | { uploads: { sent: number; notModified: number } }
  | { error: string };

export async function startBenchBackend(options: BenchBackendOptions): Promise<BenchBackend> {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(options)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
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
    uploadsServed: async () => {
      child.send('uploads');
      const reply = await answer();
      if (!('uploads' in reply)) throw new Error(`bench backend: unexpected answer ${JSON.stringify(reply)}`);
      return reply.uploads;
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
    seed: { entries: options.entries, photos: options.photos },
    quiet: true,
  });
  // One more photo than the records use: the approval's new picture.
  if (options.photos) await writeSeedPhotos(options.uploadsDir, options.photos + 1);
  const send = (reply: Reply) => process.send!(reply);
  send({ ready: { url: api.url, count: api.store.count() } });
  process.on('message', (message) => {
    if (message === 'close') {
      void api.close().then(() => process.exit(0));
      return;
    }
    if (message === 'uploads') return send({ uploads: api.uploadsServed() });
    // A competition when there is one (its poster is the approval's new photo), else any pending entry.
    const competition = api.store.listAll({ status: 'pending', area: 'competition' })[0];
    const pending = competition ?? api.store.listAll({ status: 'pending' })[0];
    if (!pending) return send({ error: 'the seed has no pending nomination left to approve' });
    if (competition && options.photos) {
      const posters = Array.isArray(pending.data.posterImages) ? (pending.data.posterImages as string[]) : [];
      const fresh = photoUrl(options.photos);
      api.store.setData(pending.id, { ...pending.data, posterImages: [fresh, ...posters.slice(1)] });
    }
    moderate(api.store, pending.id, 'approve');
    send({ approved: pending.id });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  await serveForParent(JSON.parse(process.argv[2]!) as BenchBackendOptions);
}
