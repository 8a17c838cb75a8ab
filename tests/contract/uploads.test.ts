/**
 * Uploads: every kind round-trips through the site's upload client; refusals
 * answer 400/413/415 and store nothing; the leading bytes must be one of the
 * kind's formats, whatever the name and declared type say, and a picture must
 * decode as one; serving a file gives its descriptor back when the download
 * is aborted.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#api/http.ts';
import { UPLOAD_RULES, type UploadKind } from '#api/upload-rules.ts';
import { uploadFile } from '#api/uploads.ts';
import { tinyPdf } from '#scripts/demo-api/seed/images.ts';
import { abortDownloads, openDescriptors } from '#tests/support/aborted-downloads.ts';
import { flatInterlacedPng } from '#tests/support/flat-png.ts';
import { call, startTestApi, storedUploads, STUDENT, type TestApi } from './support/demo-api.ts';
import { EXPECTED_TYPE, LOOKALIKE, PICTURE, REAL, SAMPLES, png } from './support/upload-samples.ts';

let t: TestApi;
let token: string;

/** A multipart body by hand, streamed without Content-Length (chunked). */
function streamedUpload(path: string, name: string, type: string, bytes: Uint8Array) {
  const boundary = '----contract-test-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const parts = [head, bytes, tail];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  };
  return call(`${t.api.url}${path}`, init);
}

function formUpload(path: string, field: string, file: File) {
  const form = new FormData();
  form.append(field, file, file.name);
  return call(`${t.api.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

beforeAll(async () => {
  t = await startTestApi();
  token = t.api.issueToken(STUDENT);
});

afterAll(() => t.close());

describe('every upload kind round-trips', () => {
  it.each(Object.keys(SAMPLES) as UploadKind[])(
    '%s: the URL the client resolves serves the same bytes',
    async (kind) => {
      const file = SAMPLES[kind];
      const url = await uploadFile(t.signedIn(), kind, file, { flavor: 'project' });
      expect(url.startsWith(`${t.api.url}/uploads/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(EXPECTED_TYPE[kind]);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    },
  );

  it('answers each kind in its own shape (url, imageUrl, fileUrl, relative path, videoUrl)', async () => {
    const shapes: Record<UploadKind, (body: Record<string, unknown>) => unknown> = {
      poster: (body) => (body.data as { url: string }).url,
      profile: (body) => body.imageUrl,
      certificate: (body) => (body.data as { fileUrl: string }).fileUrl,
      document: (body) => (body.data as { path: string }).path,
      video: (body) => body.videoUrl,
    };
    for (const kind of Object.keys(SAMPLES) as UploadKind[]) {
      const { status, body } = await formUpload(UPLOAD_RULES[kind].path, 'file', SAMPLES[kind]);
      expect(status).toBe(201);
      expect(body.success).toBe(true);
      const value = String(shapes[kind](body));
      if (kind === 'document') expect(value).toMatch(/^\/uploads\/[0-9a-f]{32}\.pptx$/);
      else expect(value).toMatch(new RegExp(`^${t.api.url}/uploads/[0-9a-f]{32}\\.\\w+$`));
    }
  });
});

describe('refused uploads store nothing', () => {
  it('oversized (Content-Length known): 413 with the envelope', async () => {
    const before = storedUploads(t.uploadsDir);
    const big = new File([new Uint8Array(UPLOAD_RULES.poster.maxBytes + 1)], 'big.png', { type: 'image/png' });
    const { status, body } = await formUpload('/api/upload/poster-image', 'file', big);
    expect(status).toBe(413);
    expect(body).toEqual({
      success: false,
      data: null,
      message: 'File too large. Maximum size for poster image is 2MB',
    });
    expect(storedUploads(t.uploadsDir)).toEqual(before);
  });

  it('oversized and streamed without Content-Length: 413, both just over the limit and far over it', async () => {
    const before = storedUploads(t.uploadsDir);
    const limit = UPLOAD_RULES.profile.maxBytes;
    for (const size of [limit + 10, limit + 512 * 1024]) {
      const { status, body } = await streamedUpload(
        '/api/upload/profile-image',
        'me.png',
        'image/png',
        new Uint8Array(size),
      );
      expect(status).toBe(413);
      expect(body.message).toBe('File too large. Maximum size for profile image is 1MB');
    }
    expect(storedUploads(t.uploadsDir)).toEqual(before);
  });

  it('wrongly typed: 415 with the spec text; the site client words it as the spec says', async () => {
    const before = storedUploads(t.uploadsDir);
    const script = new File(['alert(1)'], 'poster.js', { type: 'text/javascript' });
    const { status, body } = await formUpload('/api/upload/poster-image', 'file', script);
    expect(status).toBe(415);
    expect(body.message).toBe('Invalid file type. Please upload JPG, PNG, WEBP or GIF files only');
    const video = await formUpload('/api/upload/video', 'file', SAMPLES.poster);
    expect(video.status).toBe(415);
    expect(video.body.message).toBe('Invalid video format. Please upload MP4, WebM, MOV or AVI files only');
    expect(storedUploads(t.uploadsDir)).toEqual(before);
  });

  it('no file, another field name, an empty file or a JSON body: 400', async () => {
    const before = storedUploads(t.uploadsDir);
    expect((await formUpload('/api/upload/certificate', 'document', SAMPLES.certificate)).status).toBe(400);
    expect(
      (await formUpload('/api/upload/certificate', 'file', new File([], 'empty.pdf', { type: 'application/pdf' })))
        .status,
    ).toBe(400);
    const json = await call(`${t.api.url}/api/upload/certificate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(json.body.success).toBe(false);
    expect(storedUploads(t.uploadsDir)).toEqual(before);
  });

  it("without a token the upload client reports the spec's 401 text", async () => {
    const error = await uploadFile(t.anonymous, 'poster', SAMPLES.poster, { flavor: 'project' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Authentication failed. Please log in again.');
  });
});

describe('the content must be what the name says', () => {
  const upload = (kind: UploadKind, name: string, type: string, content: Uint8Array<ArrayBuffer> | string) =>
    formUpload(UPLOAD_RULES[kind].path, 'file', new File([content], name, { type }));
  const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

  it("HTML (or any other content) under an allowed name and type: 415 with the kind's text, nothing stored", async () => {
    const before = storedUploads(t.uploadsDir);
    const cases: Array<[UploadKind, string, string, Uint8Array<ArrayBuffer> | string]> = [
      ['poster', 'poster.png', 'image/png', html],
      ['profile', 'me.jpg', 'image/jpeg', html],
      ['certificate', 'certificate.pdf', 'application/pdf', html],
      ['document', 'slides.pptx', '', html],
      ['video', 'clip.mp4', 'video/mp4', 'just some text, not a video'],
      // A real file of another kind's format is refused too.
      ['poster', 'poster.png', 'image/png', new Uint8Array(tinyPdf('not an image'))],
      ['certificate', 'certificate.pdf', 'application/pdf', png],
      ['video', 'clip.webm', 'video/webm', png],
    ];
    for (const [kind, name, type, content] of cases) {
      const { status, body } = await upload(kind, name, type, content);
      expect(status, `${kind} ${name}`).toBe(415);
      expect(body).toEqual({ success: false, data: null, message: UPLOAD_RULES[kind].invalidType });
    }
    expect(storedUploads(t.uploadsDir)).toEqual(before);
  });

  it('every allowed format is accepted by its leading bytes, and stored under an extension of that format', async () => {
    const cases: Array<[UploadKind, string, string, Uint8Array<ArrayBuffer>, string]> = [
      ['poster', 'a.jpg', 'image/jpeg', PICTURE.jpeg, 'image/jpeg'],
      ['poster', 'a.gif', 'image/gif', PICTURE.gif, 'image/gif'],
      ['poster', 'a.webp', 'image/webp', PICTURE.webp, 'image/webp'],
      ['profile', 'a.png', 'image/png', png, 'image/png'],
      // Named .png but a JPEG: stored and served as what it is.
      ['profile', 'renamed.png', 'image/png', PICTURE.jpeg, 'image/jpeg'],
      ['document', 'a.doc', 'application/msword', REAL.ole, 'application/msword'],
      ['document', 'a.ppt', 'application/vnd.ms-powerpoint', REAL.ole, 'application/vnd.ms-powerpoint'],
      [
        'document',
        'a.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        REAL.zip,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['certificate', 'a.pdf', 'application/pdf', new Uint8Array(tinyPdf('ok')), 'application/pdf'],
      ['video', 'a.mov', 'video/quicktime', REAL.mov, 'video/quicktime'],
      ['video', 'a.webm', 'video/webm', REAL.webm, 'video/webm'],
      ['video', 'a.avi', 'video/x-msvideo', REAL.avi, 'video/x-msvideo'],
      ['video', 'a.mp4', 'video/mp4', REAL.mp4, 'video/mp4'],
    ];
    for (const [kind, name, type, content, served] of cases) {
      const url = await uploadFile(t.signedIn(), kind, new File([content], name, { type }), { flavor: 'project' });
      const absolute = url.startsWith('/') ? `${t.api.url}${url}` : url;
      const response = await fetch(absolute);
      expect(response.status, `${kind} ${name}`).toBe(200);
      expect(response.headers.get('content-type'), `${kind} ${name}`).toBe(served);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
    }
  });
});

describe('a picture must be one, not only start like one', () => {
  const upload = (kind: UploadKind, name: string, type: string, content: Uint8Array<ArrayBuffer> | string) =>
    formUpload(UPLOAD_RULES[kind].path, 'file', new File([content], name, { type }));

  it("a GIF header on a script, a picture format's leading bytes alone, a truncated PNG or JPEG: 415, nothing stored", async () => {
    const before = storedUploads(t.uploadsDir);
    const cases: Array<[UploadKind, string, string, Uint8Array<ArrayBuffer> | string]> = [
      ['poster', 'a.gif', 'image/gif', 'GIF89a<script>alert(document.cookie)</script>'],
      ['poster', 'a.jpg', 'image/jpeg', LOOKALIKE.jpeg],
      ['poster', 'a.gif', 'image/gif', LOOKALIKE.gif],
      ['profile', 'a.webp', 'image/webp', LOOKALIKE.webp],
      ['profile', 'me.png', 'image/png', png.slice(0, png.length - 20)],
      ['poster', 'photo.jpg', 'image/jpeg', PICTURE.jpeg.slice(0, Math.floor(PICTURE.jpeg.length / 2))],
    ];
    for (const [kind, name, type, content] of cases) {
      const { status, body } = await upload(kind, name, type, content);
      expect(status, `${kind} ${name}`).toBe(415);
      expect(body).toEqual({ success: false, data: null, message: UPLOAD_RULES[kind].invalidType });
    }
    expect(storedUploads(t.uploadsDir)).toEqual(before);
  });

  it('a small file of more pixels than a phone camera makes (0.3 MB, 7100×7100, 16-bit, interlaced): 413, nothing stored', async () => {
    const before = storedUploads(t.uploadsDir);
    const bomb = new Uint8Array(await flatInterlacedPng(7100, 7100));
    expect(bomb.length).toBeLessThan(UPLOAD_RULES.profile.maxBytes);
    const { status, body } = await upload('profile', 'me.png', 'image/png', bomb);
    expect(status).toBe(413);
    expect(body).toEqual({
      success: false,
      data: null,
      message: 'File too large. Maximum size for profile image is 1MB',
    });
    expect(storedUploads(t.uploadsDir)).toEqual(before);
  }, 30_000);
});

describe("pictures of spec 2's forms (any image)", () => {
  it('an AVIF photo or poster from the competition or placement form is stored and served as image/avif', async () => {
    for (const [kind, flavor] of [
      ['poster', 'competition'],
      ['profile', 'placement'],
    ] as const) {
      const url = await uploadFile(t.signedIn(), kind, new File([PICTURE.avif], 'photo.avif', { type: 'image/avif' }), {
        flavor,
      });
      expect(url, kind).toMatch(/\.avif$/);
      const response = await fetch(url);
      expect(response.headers.get('content-type'), kind).toBe('image/avif');
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(PICTURE.avif))).toBe(true);
    }
  });

  it("what is not an AVIF under that name (an MP4, AVIF's leading bytes alone), and image types the endpoints do not store: 415", async () => {
    const before = storedUploads(t.uploadsDir);
    for (const file of [
      new File([REAL.mp4], 'clip.avif', { type: 'image/avif' }),
      new File([LOOKALIKE.avif], 'fake.avif', { type: 'image/avif' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File([PICTURE.jpeg], 'photo.heic', { type: 'image/heic' }),
    ]) {
      const { status } = await formUpload('/api/upload/profile-image', 'file', file);
      expect(status, file.name).toBe(415);
    }
    expect(storedUploads(t.uploadsDir)).toEqual(before);
  });
});

describe('serving files', () => {
  it('unknown files and path tricks answer 404', async () => {
    for (const path of [
      '/uploads/nope.png',
      '/uploads/..%2Fsecret',
      '/uploads/seed/../../etc/passwd',
      '/uploads/.incoming-x.png',
    ]) {
      expect((await fetch(`${t.api.url}${path}`)).status, path).toBe(404);
    }
  });

  it('under another files path (DEMO_API_FILES_PATH): uploads and seed files are served there, links say so, and /uploads/ is nothing', async () => {
    const other = await startTestApi({ filesPath: 'media/2024' });
    try {
      expect(other.api.filesPath).toBe('/media/2024/');
      const user = other.signedIn();
      const url = await uploadFile(user, 'poster', SAMPLES.poster, { flavor: 'project' });
      expect(url).toMatch(new RegExp(`^${other.api.url}/media/2024/[0-9a-f]{32}\\.png$`));
      expect((await fetch(url)).status).toBe(200);
      const { body } = await call(`${other.api.url}/api/upload/document`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${other.api.issueToken(STUDENT)}` },
        body: (() => {
          const form = new FormData();
          form.append('file', SAMPLES.document, SAMPLES.document.name);
          return form;
        })(),
      });
      expect((body.data as { path: string }).path).toMatch(/^\/media\/2024\/[0-9a-f]{32}\.pptx$/);
      // The seed's links name the files path too, and a record stored by one server reads right from another.
      const industry = (await call(`${other.api.url}/api/project-nominations/approved/industry`)).body.data as Array<{
        posterImages: string[];
      }>;
      const posters = industry.flatMap((record) => record.posterImages);
      expect(posters.length).toBeGreaterThan(0);
      for (const poster of posters) expect(poster.startsWith(`${other.api.url}/media/2024/seed/`), poster).toBe(true);
      expect((await fetch(posters[0]!)).status).toBe(200);
      for (const path of [
        `/uploads/${url.split('/').pop()}`,
        '/uploads/seed/poster-01.png',
        '/media/seed/poster-01.png',
      ]) {
        expect((await fetch(`${other.api.url}${path}`)).status, path).toBe(404);
      }
    } finally {
      await other.close();
    }
  });

  it.each(['/', '', '/api/files/', '/auth', '/__demo/x/', '/a/../b/', '/.hidden/'])(
    'refuses %j as the files path, naming the setting',
    async (path) => {
      await expect(startTestApi({ filesPath: path })).rejects.toThrow(/DEMO_API_FILES_PATH/);
    },
  );

  it('aborted downloads give their file descriptors back (300 of an 8 MB video, closed before and during the answer)', async () => {
    await writeFile(
      join(t.uploadsDir, 'big-video.mp4'),
      Buffer.concat([Buffer.from(REAL.mp4), Buffer.alloc(8 * 1024 * 1024, 7)]),
    );
    expect((await fetch(`${t.api.url}/uploads/seed/poster-01.png`)).status).toBe(200);
    const baseline = openDescriptors();
    await abortDownloads(t.api.port, '/uploads/big-video.mp4', 300);
    await expect.poll(() => openDescriptors(), { timeout: 15_000, interval: 250 }).toBeLessThanOrEqual(baseline + 2);
    expect((await fetch(`${t.api.url}/uploads/seed/poster-01.png`)).status).toBe(200);
  }, 60_000);
});
