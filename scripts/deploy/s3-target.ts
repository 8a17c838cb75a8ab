/**
 * An S3 bucket (or any S3-compatible store: Cloudflare R2, MinIO, Ceph RGW,
 * Backblaze B2) as a deploy target, through the official AWS SDK for
 * JavaScript v3. The SDK reads its own standard settings: `AWS_REGION`,
 * credentials (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, `AWS_PROFILE`, a
 * role), and `AWS_ENDPOINT_URL_S3` for a store other than AWS, which is
 * addressed path-style (`endpoint/bucket/key`, as those stores expect).
 *
 * Checksums only where S3 requires them (`WHEN_REQUIRED`): since early 2025 the
 * SDK otherwise sends a CRC32 with every upload, streamed ones as an
 * `aws-chunked` body with a trailer, which S3-compatible stores that predate it
 * reject or, worse, store as it came (s3rver kept the chunk framing inside the
 * object, and `aws-chunked` in its Content-Encoding). Each upload sends the
 * Content-MD5 of its bytes instead, which every S3 API checks: a body damaged on
 * the way is refused, not stored. Bodies are buffers, so a failed attempt can
 * be sent again: the SDK's standard retry strategy (exponential backoff with
 * jitter, `maxAttempts` attempts) retries throttling, 5xx answers, time-outs and
 * dropped connections.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import { md5 } from '../lib/hash.ts';
import { STATE_DIR, type DeployTarget, type FileToWrite, type ListedFile, type ObjectHeaders } from './target.ts';

export interface S3TargetOptions {
  bucket: string;
  /** Key prefix of the site, without slashes at either end ('' for the bucket's root). */
  prefix: string;
  /** Address the bucket path-style: whenever an endpoint (AWS_ENDPOINT_URL_S3) is set. */
  pathStyle: boolean;
  /** Attempts per request (default 5). */
  maxAttempts?: number;
  /** Explicit client settings (tests: a local server's endpoint and keys); by default the SDK reads its own. */
  client?: S3ClientConfig;
}

/** Keys a single DeleteObjects request may name. */
const DELETE_BATCH = 1000;

/** The SDK client as the deploy uses it: path-style with an endpoint, checksums only where required, standard retries, time-outs. */
function s3Client(options: S3TargetOptions): S3Client {
  return new S3Client({
    forcePathStyle: options.pathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    retryMode: 'standard',
    maxAttempts: options.maxAttempts ?? 5,
    // A store that accepts the connection and never answers would otherwise hold the deploy forever.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
    ...options.client,
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey'));

/** The MD5 an ETag stands for: a single-part upload's, unencrypted or SSE-S3 (a multipart or SSE-KMS ETag is not one). */
export function md5OfEtag(etag: string | undefined): string | undefined {
  const bare = etag?.replace(/^(W\/)?"|"$/g, '').toLowerCase();
  return bare && /^[0-9a-f]{32}$/.test(bare) ? bare : undefined;
}

export function s3Target(options: S3TargetOptions): DeployTarget {
  const client = s3Client(options);
  const { bucket } = options;
  const root = options.prefix ? `${options.prefix}/` : '';
  const stateRoot = `${root}${STATE_DIR}/`;
  let requests = 0;
  const send: S3Client['send'] = ((command: Parameters<S3Client['send']>[0]) => {
    requests++;
    return client.send(command);
  }) as S3Client['send'];

  return {
    name: `s3://${bucket}/${options.prefix}`,
    carriesHeaders: true,
    requests: () => requests,

    async readState(name) {
      try {
        const answer = await send(new GetObjectCommand({ Bucket: bucket, Key: stateRoot + name }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async writeState(name, bytes) {
      await send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: stateRoot + name,
          Body: bytes,
          ContentMD5: base64Of(md5(bytes)),
          ContentType: 'application/octet-stream',
          CacheControl: 'no-store',
        }),
      );
    },

    async deleteState(names) {
      await deleteKeys(
        send,
        bucket,
        names.map((name) => stateRoot + name),
      );
    },

    list: () => listSite(send, bucket, root, stateRoot),

    async headersOf(path) {
      try {
        const head = await send(new HeadObjectCommand({ Bucket: bucket, Key: root + path }));
        return definedOnly({
          'Content-Type': head.ContentType,
          'Cache-Control': head.CacheControl,
          'Content-Encoding': head.ContentEncoding,
        });
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    write: (file) => putFile(send, bucket, root + file.path, file),

    async remove(paths) {
      await deleteKeys(
        send,
        bucket,
        paths.map((path) => root + path),
      );
    },

    close: () => client.destroy(),
  };
}

const base64Of = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

type Send = S3Client['send'];

/** The site's objects under `root`, a thousand a request, the state under `stateRoot` left out. */
async function* listSite(send: Send, bucket: string, root: string, stateRoot: string): AsyncIterable<ListedFile> {
  let token: string | undefined;
  do {
    const page = await send(new ListObjectsV2Command({ Bucket: bucket, Prefix: root, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (!object.Key || object.Key.startsWith(stateRoot)) continue;
      yield { path: object.Key.slice(root.length), size: object.Size ?? 0, md5: md5OfEtag(object.ETag) };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Uploads a file whole, as a buffer (so a failed attempt can be sent again), with its Content-MD5 and headers. */
async function putFile(send: Send, bucket: string, key: string, file: FileToWrite): Promise<void> {
  const body = await readFile(file.source);
  await send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentLength: body.length,
      ContentMD5: base64Of(file.md5),
      ContentType: file.headers['Content-Type'],
      CacheControl: file.headers['Cache-Control'],
      ContentEncoding: file.headers['Content-Encoding'],
    }),
  );
}

function definedOnly(headers: ObjectHeaders): ObjectHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as ObjectHeaders;
}

/** Deletes keys a thousand at a time; a key the store could not delete fails the call. */
async function deleteKeys(send: Send, bucket: string, keys: string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += DELETE_BATCH) {
    const batch = keys.slice(at, at + DELETE_BATCH);
    const answer = await send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = answer.Errors ?? [];
    if (failed.length > 0)
      throw new Error(
        `the store did not delete ${failed.length} of ${batch.length} objects, e.g. ${failed[0]!.Key}: ${failed[0]!.Code} ${failed[0]!.Message ?? ''}`.trim(),
      );
  }
}
