/**
 * Uploads: `POST /api/upload/{kind}` (multipart, one field `file`) checked
 * with the site's own upload rules and by its leading bytes (file-types.ts),
 * a picture also by decoding it (image-check.ts), stored under a random name,
 * and served back at `GET {files path}<name>` (`/uploads/<name>` by default).
 * A refused upload stores nothing.
 */
import { randomBytes } from 'node:crypto';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { extname, join } from 'node:path';
import { isAllowedType, kindOfPath, tooLargeMessage, UPLOAD_RULES, type UploadKind } from '#api/upload-rules.ts';
import { sendFile } from '#scripts/lib/static-server.ts';
import { requireUser } from './auth.ts';
import { sendEnvelope, type RequestContext } from './context.ts';
import { formatOf, SNIFF_BYTES, type FileFormat } from './file-types.ts';
import { checkPicture } from './image-check.ts';
import { HttpError } from './respond.ts';

/** Room for multipart boundaries and part headers on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

export async function handleUpload(ctx: RequestContext): Promise<void> {
  const kind = kindOfPath(ctx.path);
  if (!kind) throw new HttpError(404, `No such upload endpoint: ${ctx.path}`);
  if (ctx.method !== 'POST')
    throw new HttpError(405, `Method ${ctx.method} is not allowed here`, { Allow: 'POST, OPTIONS' });
  requireUser(ctx);
  const { file, format } = await readUploadedFile(ctx.req, kind, ctx.url.href);
  const name = await storeFile(ctx.state.uploadsDir, file, format);
  answer(ctx, kind, name);
}

/** Parses the multipart body and applies the kind's rules: 400, 413 or 415 before anything is stored. */
async function readUploadedFile(
  req: IncomingMessage,
  kind: UploadKind,
  url: string,
): Promise<{ file: File; format: FileFormat }> {
  const rule = UPLOAD_RULES[kind];
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(400, 'Send the file as multipart/form-data in the field "file"');
  }
  const limit = rule.maxBytes + MULTIPART_OVERHEAD;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, tooLargeMessage(kind));

  const body = limitedBody(req, limit);
  let form: FormData;
  try {
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: body.stream,
      duplex: 'half',
    };
    form = await new Request(url, init).formData();
  } catch {
    if (body.exceeded()) throw new HttpError(413, tooLargeMessage(kind));
    throw new HttpError(400, 'The multipart body could not be read');
  }
  const file = form.get('file');
  if (!(file instanceof File))
    throw new HttpError(400, 'No file received. Send one file in the multipart field "file"');
  if (file.size === 0) throw new HttpError(400, 'The uploaded file is empty');
  if (!isAllowedType(kind, file)) throw new HttpError(415, rule.invalidType);
  if (file.size > rule.maxBytes) throw new HttpError(413, tooLargeMessage(kind));
  // The name and declared type are the sender's word; the leading bytes say what the file is.
  const format = formatOf(kind, new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!format) throw new HttpError(415, rule.invalidType);
  if (format.decodesAs) {
    const check = await checkPicture(new Uint8Array(await file.arrayBuffer()), format.decodesAs);
    if (check === 'too-many-pixels') throw new HttpError(413, tooLargeMessage(kind));
    if (check === 'not-a-picture') throw new HttpError(415, rule.invalidType);
  }
  return { file, format };
}

/**
 * The request body as a web stream that fails once it passes `limit` bytes.
 * The rest of a refused body is drained, not the socket destroyed, so the
 * client still reads the 413.
 */
function limitedBody(
  req: IncomingMessage,
  limit: number,
): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  let size = 0;
  let exceeded = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
          return;
        }
        exceeded = true;
        req.off('data', onData);
        req.off('end', onEnd);
        req.resume();
        controller.error(new Error('upload too large'));
      };
      const onEnd = () => controller.close();
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', (error) => controller.error(error));
    },
    cancel() {
      req.resume();
    },
  });
  return { stream, exceeded: () => exceeded };
}

/** Writes the file under a random name (via a temporary name, so no partial file is ever served). */
async function storeFile(uploadsDir: string, file: File, format: FileFormat): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extensionFor(file, format)}`;
  const temporary = join(uploadsDir, `.incoming-${name}`);
  try {
    await writeFile(temporary, new Uint8Array(await file.arrayBuffer()));
    await rename(temporary, join(uploadsDir, name));
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return name;
}

/**
 * An extension of the file's real format (so it is served as what it is): the
 * name's when it is one of them, else the declared type's, else the format's first.
 */
function extensionFor(file: File, format: FileFormat): string {
  const fromName = extname(file.name).slice(1).toLowerCase();
  if (format.extensions.includes(fromName)) return fromName;
  const fromType = Object.entries(CONTENT_TYPES).find(
    ([ext, type]) => type === file.type.toLowerCase() && format.extensions.includes(ext),
  );
  return fromType?.[0] ?? format.extensions[0]!;
}

/** Each kind answers in its own shape, so the client's fallback chain (url, imageUrl, fileUrl, path) is exercised. */
function answer(ctx: RequestContext, kind: UploadKind, name: string): void {
  const path = `${ctx.state.filesPath}${name}`;
  const url = `${ctx.state.baseUrl}${path}`;
  const message = `${UPLOAD_RULES[kind].label[0]?.toUpperCase()}${UPLOAD_RULES[kind].label.slice(1)} uploaded successfully`;
  switch (kind) {
    case 'poster':
      return sendEnvelope(ctx, 201, { url }, message);
    case 'profile':
      return sendEnvelope(ctx, 201, null, message, { imageUrl: url });
    case 'certificate':
      return sendEnvelope(ctx, 201, { fileUrl: url }, message);
    case 'document':
      return sendEnvelope(ctx, 201, { path }, message);
    case 'video':
      return sendEnvelope(ctx, 201, null, message, { videoUrl: url });
  }
}

const SERVED_NAME = /^(?:seed\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** `GET {files path}<name>`: a stored file with its content type, cacheable forever (names never change). */
export async function serveUpload(ctx: RequestContext): Promise<void> {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
    throw new HttpError(405, `Method ${ctx.method} is not allowed here`, { Allow: 'GET, HEAD' });
  const relative = ctx.path.slice(ctx.state.filesPath.length);
  if (!SERVED_NAME.test(relative) || relative.includes('..')) throw new HttpError(404, 'File not found');
  const path = join(ctx.state.uploadsDir, relative);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw new HttpError(404, 'File not found');
  // Validators, so a build that already has the file can ask whether it changed (a real backend may or may not send them).
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
  const since = Date.parse(String(ctx.req.headers['if-modified-since'] ?? ''));
  const ifNoneMatch = ctx.req.headers['if-none-match'];
  if (ifNoneMatch !== undefined ? ifNoneMatch === etag : since >= Math.floor(info.mtimeMs / 1000) * 1000) {
    ctx.res.writeHead(304, {
      ETag: etag,
      'Last-Modified': lastModified,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    ctx.res.end();
    ctx.state.uploads.notModified++;
    return;
  }
  if (ctx.method === 'GET') ctx.state.uploads.sent++;
  ctx.res.writeHead(200, {
    ETag: etag,
    'Last-Modified': lastModified,
    'Content-Type': CONTENT_TYPES[extname(relative).slice(1).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  if (ctx.method === 'HEAD') {
    ctx.res.end();
    return;
  }
  // The file is closed whenever the client goes away (static-server.ts); a read error ends the answer.
  await sendFile(ctx.res, path).catch(() => ctx.res.destroy());
}
