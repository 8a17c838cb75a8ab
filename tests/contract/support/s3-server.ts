/**
 * A real S3 API on loopback for the deploy's tests (scripts/bench/local-s3.ts)
 * behind a small HTTP proxy that counts what the deploy asks for, can hold a write while the test
 * looks at the bucket, and can play dead (every connection dropped) and come
 * back. The tests inspect the bucket with a client of their own, straight to
 * s3rver, so inspecting is not counted.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { LOCAL_S3_CREDENTIALS, startLocalS3 } from '#scripts/bench/local-s3.ts';

export interface Call {
  method: string;
  /** The object key, '' for a bucket request. */
  key: string;
  query: string;
}

export type Fault = 'drop' | 'busy';

export interface StoredObject {
  body: Buffer;
  contentType?: string;
  cacheControl?: string;
  contentEncoding?: string;
}

export interface S3Fixture {
  bucket: string;
  /** What the deploy's S3 client is given (the proxy's endpoint, path-style, the server's keys). */
  client: S3ClientConfig;
  /** Every request that reached the server through the proxy, in order. */
  calls: Call[];
  /** Keys written (PUT), and deleted (named in a DeleteObjects), through the proxy. */
  writes(): string[];
  deletes(): string[];
  /**
   * Called before a write is passed on (the write waits for it). `drop` drops
   * its connection, `busy` answers 503 SlowDown, as S3 does when throttling.
   */
  beforeWrite?: (key: string) => Promise<Fault | void> | Fault | void;
  /** Changes the ETag a listing shows for a key (say, to a multipart upload's, which is no MD5). */
  listedEtag?: (key: string, etag: string) => string;
  /** Drops every connection from now on (a store that went away), or serves again. */
  setDead(dead: boolean): void;
  /** The bucket's objects: key → size and MD5, read straight from the server. */
  list(): Promise<Map<string, { size: number; etag: string }>>;
  read(key: string): Promise<StoredObject | undefined>;
  close(): Promise<void>;
}

function bodyOf(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function callOf(req: IncomingMessage, bucket: string): Call {
  const url = new URL(req.url ?? '/', 'http://proxy');
  const path = url.pathname.split('/').map(decodeURIComponent);
  const key = path[1] === bucket ? path.slice(2).join('/') : '';
  return { method: req.method ?? 'GET', key, query: url.search };
}

export async function startS3(bucket = 'site-bucket'): Promise<S3Fixture> {
  const server = await startLocalS3(bucket);
  const { port } = server;
  const direct = new S3Client({
    ...server.client,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const calls: Call[] = [];
  const deleted: string[] = [];
  let dead = false;
  const sockets = new Set<Socket>();

  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const call = callOf(req, bucket);
    calls.push(call);
    let body: Buffer | undefined;
    if (call.method === 'POST' && call.query.includes('delete')) {
      body = await bodyOf(req);
      for (const match of body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g))
        deleted.push(match[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    }
    const fault = call.method === 'PUT' && call.key ? await fixture.beforeWrite?.(call.key) : undefined;
    if (dead || fault === 'drop') return req.socket.destroy();
    if (fault === 'busy') {
      req.resume();
      res
        .writeHead(503, { 'Content-Type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
      return;
    }
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const rewrite = fixture.listedEtag;
        if (!rewrite || !call.query.includes('list-type=2')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        void bodyOf(answer as IncomingMessage).then((xml) => {
          const text = xml.toString('utf8').replace(/<Contents>([\s\S]*?)<\/Contents>/g, (block, inner: string) => {
            const key = /<Key>([^<]*)<\/Key>/.exec(inner)?.[1] ?? '';
            return block.replace(
              /<ETag>(?:&quot;|")([^&"<]*)(?:&quot;|")<\/ETag>/,
              (_tag, etag: string) => `<ETag>&quot;${rewrite(key, etag)}&quot;</ETag>`,
            );
          });
          const { 'content-length': _length, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, headers).end(text);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };
  const proxy = createServer((req, res) => void forward(req, res).catch(() => res.destroy()));
  proxy.on('connection', (socket) => {
    if (dead) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const fixture: S3Fixture = {
    bucket,
    client: { region: 'us-east-1', endpoint, credentials: LOCAL_S3_CREDENTIALS },
    calls,
    writes: () => calls.filter((call) => call.method === 'PUT' && call.key).map((call) => call.key),
    deletes: () => [...deleted],
    setDead(value) {
      dead = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    async list() {
      const objects = new Map<string, { size: number; etag: string }>();
      let token: string | undefined;
      do {
        const page = await direct.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? [])
          objects.set(object.Key!, { size: object.Size ?? 0, etag: (object.ETag ?? '').replace(/"/g, '') });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
    async read(key) {
      try {
        const answer = await direct.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          body: Buffer.from(await answer.Body!.transformToByteArray()),
          contentType: answer.ContentType,
          cacheControl: answer.CacheControl,
          contentEncoding: answer.ContentEncoding,
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      direct.destroy();
      await server.close();
    },
  };
  return fixture;
}
