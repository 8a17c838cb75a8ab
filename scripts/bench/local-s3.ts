/**
 * A real S3 API on loopback for the deploy's benchmark and tests: s3rver
 * (@20minutes/s3rver, s3rver 3 with current dependencies) storing into a
 * temp folder, with one bucket, in a process of its own:
 *
 * - its work is not counted as the deploy's (a real store never shares the
 *   deploy's process), as the bench backend (backend.ts) is not the rebuild's;
 * - it runs with `--openssl-legacy-provider`: s3rver makes the continuation
 *   tokens of a listing longer than a page with DES, which OpenSSL 3 leaves
 *   out, so any listing of more than 1,000 objects failed with InternalError.
 *
 * Its SigV4 check rejects what the current SDK signs, so it runs with
 * signatures unchecked (s3rver 3.7.1 accepted a wrong secret anyway).
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LocalS3 {
  bucket: string;
  /** The server's endpoint, e.g. http://127.0.0.1:40123 (path-style). */
  endpoint: string;
  port: number;
  /** What an S3 client needs besides the SDK's defaults to reach it. */
  client: S3ClientConfig;
  close(): Promise<void>;
}

export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3(bucket = 'site-bucket'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'wof-s3-'));
  const child = fork(fileURLToPath(import.meta.url), [bucket, directory], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the local S3 server exited before it listened (code ${code})`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    port,
    client: { region: 'us-east-1', endpoint, credentials: LOCAL_S3_CREDENTIALS },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** In the server's process: serve `bucket` from `directory`, say the port, stop with the parent. */
async function serve(bucket: string, directory: string): Promise<void> {
  const { default: S3rver } = await import('@20minutes/s3rver');
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  process.on('disconnect', () => process.exit(0));
  process.send!({ port });
}

if (import.meta.main) await serve(process.argv[2]!, process.argv[3]!);
