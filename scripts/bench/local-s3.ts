/**
 * A real S3 API on loopback for the deploy's benchmark and tests: s3rver
 * (@20minutes/s3rver, s3rver 3 with current dependencies) storing into a
 * temp folder, with one bucket. Its SigV4 check rejects what the current SDK
 * signs, so it runs with signatures unchecked (s3rver 3.7.1 accepted a wrong
 * secret anyway).
 */
import S3rver from '@20minutes/s3rver';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, allowMismatchedSignatures: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    port,
    client: { region: 'us-east-1', endpoint, credentials: LOCAL_S3_CREDENTIALS },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
