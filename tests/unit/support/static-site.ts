/**
 * Releases on disk and requests to a static server on this machine: what the
 * tests of the static server, its compression and release sharing use.
 */
import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Writes `files` (path → content) under `root`, making their folders; returns `root`. */
export async function writeFiles(root: string, files: Record<string, string | Buffer>): Promise<string> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

/** Points `publishDir/current` at release `id` the way releases.ts does: a new link renamed over the old one. */
export async function pointCurrentAt(publishDir: string, id: string): Promise<void> {
  const temporary = join(publishDir, 'current.tmp');
  await symlink(join('releases', id), temporary);
  await rename(temporary, join(publishDir, 'current'));
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request to `server`: the target goes on the wire exactly as given (fetch would normalise it). */
export function get(
  server: { port: number },
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path: target, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** An answer's body as text, decoded by its Content-Encoding (brotli, gzip or none). */
export const decoded = (answer: Answer) =>
  (answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body
  ).toString();
