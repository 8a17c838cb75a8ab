/** The upload client's rules and wording (spec 1 sections 5 and 8, spec 2 section 8). */
import { afterEach, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_SUBMIT_TEXTS } from '#api/achievements.ts';
import { COMPETITION_SUBMIT_TEXTS } from '#api/competitions.ts';
import { PLACEMENT_SUBMIT_TEXTS } from '#api/placements.ts';
import { PROJECT_SUBMIT_TEXTS } from '#api/projects.ts';
import { offlineText, submitFailure, type SubmitTexts } from '#api/submit.ts';
import { browserRule, checkFile, checkInBrowser, isAllowedType, tooLargeMessage } from '#api/upload-rules.ts';
import { FileRejectedError, uploadFailure, uploadFile, uploadedUrl, uploadTimeoutMs } from '#api/uploads.ts';
import { json, stubServer } from './support/http-stub.ts';

const MB = 1024 * 1024;

describe('file rules checked before any request', () => {
  it.each([
    [
      'poster',
      { name: 'a.png', type: 'image/png', size: 2 * MB + 1 },
      'File too large. Maximum size for poster image is 2MB',
    ],
    [
      'profile',
      { name: 'a.jpg', type: 'image/jpeg', size: MB + 1 },
      'File too large. Maximum size for profile image is 1MB',
    ],
    [
      'certificate',
      { name: 'a.pdf', type: 'application/pdf', size: 5 * MB + 1 },
      'File too large. Maximum size for certificate is 5MB',
    ],
    [
      'video',
      { name: 'a.mp4', type: 'video/mp4', size: 25 * MB + 1 },
      'File too large. Maximum size for video is 25MB',
    ],
    [
      'poster',
      { name: 'a.svg', type: 'image/svg+xml', size: 10 },
      'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only',
    ],
    [
      'document',
      { name: 'a.exe', type: 'application/x-msdownload', size: 10 },
      'Invalid file type. Please upload PDF, DOC, DOCX, PPT or PPTX files only',
    ],
    [
      'video',
      { name: 'a.mkv', type: 'video/x-matroska', size: 10 },
      'Invalid video format. Please upload MP4, WebM, MOV or AVI files only',
    ],
  ] as const)('%s %j → %s', (kind, file, message) => {
    expect(checkFile(kind, file)).toBe(message);
  });

  it('accepts files at the limit and Office files the browser gives no type', () => {
    expect(checkFile('poster', { name: 'a.webp', type: 'image/webp', size: 2 * MB })).toBeNull();
    expect(isAllowedType('document', { name: 'slides.PPTX', type: '' })).toBe(true);
    expect(isAllowedType('document', { name: 'slides.pptx', type: 'application/octet-stream' })).toBe(true);
    expect(isAllowedType('document', { name: 'evil.pdf', type: 'text/html' })).toBe(false);
    expect(tooLargeMessage('profile')).toBe('File too large. Maximum size for profile image is 1MB');
  });
});

describe('upload failure wording', () => {
  const http = (status: number, serverMessage?: string) => ({
    kind: 'http' as const,
    status,
    statusText: '',
    serverMessage,
  });

  it('project form (spec 1)', () => {
    const desktop = uploadFailure('project', 'poster', false);
    const mobile = uploadFailure('project', 'poster', true);
    expect(desktop(http(413))).toBe('File too large. Please reduce file size and try again.');
    expect(desktop(http(414))).toBe('File too large. Please reduce file size and try again.');
    expect(desktop(http(415))).toBe('Unsupported file type. Please upload a valid file format.');
    expect(desktop(http(401))).toBe('Authentication failed. Please log in again.');
    expect(desktop(http(500))).toBe('Server error. Please try again later.');
    expect(desktop({ kind: 'timeout' })).toBe('Upload timed out. Please try with a smaller file.');
    expect(mobile({ kind: 'timeout' })).toBe(
      'Upload timed out. Try connecting to WiFi or moving to better signal area.',
    );
    expect(desktop({ kind: 'network' })).toBe('Network issue. Please check your connection.');
    expect(mobile({ kind: 'network' })).toBe('Network issue. Try WiFi connection or move to better signal area.');
    expect(desktop(http(502, 'Bad gateway'))).toBe('Upload failed: Bad gateway. Please try again.');
    expect(mobile(http(502, 'Bad gateway'))).toBe('Upload failed: Bad gateway. Try WiFi or reduce file size.');
    expect(desktop({ kind: 'offline' })).toBe('Device appears to be offline. Please check your internet connection.');
    expect(uploadFailure('project', 'certificate', false)(http(415))).toBe(
      'Certificate upload failed: Unsupported file type. Please upload a valid file format.',
    );
  });

  it('competition form (spec 2)', () => {
    expect(uploadFailure('competition', 'poster', false)(http(413))).toBe(
      'File too large. Please reduce file size and try again.',
    );
    expect(uploadFailure('competition', 'poster', false)(http(415))).toBe(
      'Unsupported file type. Please upload a valid image.',
    );
    expect(uploadFailure('competition', 'document', false)(http(500))).toBe('Failed to upload ppt. Please try again.');
    expect(uploadFailure('competition', 'profile', false)(http(500, 'Disk full'))).toBe('Disk full');
    expect(uploadFailure('competition', 'poster', false)({ kind: 'network' })).toBe(
      'Failed to upload poster. Please try again.',
    );
  });

  it("a refusal without a message and an answer that names no file, in each form's words (no invented text)", () => {
    const noFile = { kind: 'malformed' as const, status: 201 };
    const unsuccessful = { kind: 'unsuccessful' as const, status: 200 };
    expect(uploadFailure('project', 'poster', false)(http(502))).toBe(
      'Upload failed: HTTP error! status: 502. Please try again.',
    );
    expect(uploadFailure('project', 'poster', true)(http(404))).toBe(
      'Upload failed: HTTP error! status: 404. Try WiFi or reduce file size.',
    );
    expect(uploadFailure('project', 'poster', false)(noFile)).toBe('Server error. Please try again later.');
    expect(uploadFailure('project', 'certificate', false)(unsuccessful)).toBe(
      'Certificate upload failed: Server error. Please try again later.',
    );
    expect(uploadFailure('project', 'poster', false)({ ...unsuccessful, serverMessage: 'Quota reached' })).toBe(
      'Upload failed: Quota reached. Please try again.',
    );
    expect(uploadFailure('achievement', 'document', false)(noFile)).toBe('Server error (201).');
    expect(uploadFailure('achievement', 'profile', false)(unsuccessful)).toBe('Server error (200).');
    expect(uploadFailure('competition', 'poster', false)(noFile)).toBe('Failed to upload poster. Please try again.');
    expect(uploadFailure('placement', 'profile', false)(noFile)).toBe('Profile image upload failed');
  });

  it('achievement and placement forms (spec 2)', () => {
    expect(uploadFailure('achievement', 'document', false)(http(502))).toBe('Server error (502).');
    expect(uploadFailure('achievement', 'document', false)(http(400, 'Bad file'))).toBe('Bad file');
    expect(uploadFailure('achievement', 'profile', false)({ kind: 'network' })).toBe(
      'Could not connect to the server. Please check your network.',
    );
    expect(uploadFailure('placement', 'profile', false)(http(500))).toBe('Profile image upload failed');
  });
});

describe('the uploaded URL', () => {
  it('is read from url, else imageUrl, fileUrl, path (video: videoUrl first), resolved against the host', () => {
    const host = 'https://api.example.edu';
    expect(uploadedUrl(host, 'poster', { url: 'https://cdn.example.edu/a.png', imageUrl: 'https://x/b.png' })).toBe(
      'https://cdn.example.edu/a.png',
    );
    expect(uploadedUrl(host, 'profile', { imageUrl: 'https://cdn.example.edu/b.png' })).toBe(
      'https://cdn.example.edu/b.png',
    );
    expect(uploadedUrl(host, 'document', { path: '/uploads/c.pdf' })).toBe('https://api.example.edu/uploads/c.pdf');
    expect(uploadedUrl(host, 'video', { url: 'https://x/a.png', videoUrl: 'https://cdn.example.edu/v.mp4' })).toBe(
      'https://cdn.example.edu/v.mp4',
    );
    expect(uploadedUrl(host, 'poster', { url: 'javascript:alert(1)' })).toBeUndefined();
    expect(uploadedUrl(host, 'poster', null)).toBeUndefined();
  });
});

describe('uploadFile', () => {
  let server: Awaited<ReturnType<typeof stubServer>> | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('refuses a bad file without any request', async () => {
    server = await stubServer((_req, res) => json(res, 200, {}));
    const file = new File([new Uint8Array(10)], 'a.svg', { type: 'image/svg+xml' });
    await expect(uploadFile({ host: server.url }, 'poster', file, { flavor: 'project' })).rejects.toBeInstanceOf(
      FileRejectedError,
    );
    expect(server.requests).toEqual([]);
  });

  it('posts multipart field "file" with the token and returns the URL', async () => {
    server = await stubServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () =>
        json(res, 201, {
          success: true,
          data: { fileUrl: body.includes('name="file"; filename="c.pdf"') ? '/uploads/c.pdf' : '' },
        }),
      );
    });
    const file = new File(['%PDF-1.4'], 'c.pdf', { type: 'application/pdf' });
    const url = await uploadFile({ host: server.url, token: () => 'tok' }, 'certificate', file, { flavor: 'project' });
    expect(url).toBe(`${server.url}/uploads/c.pdf`);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(server.requests[0]?.path).toBe('/api/upload/certificate');
  });

  it('retries achievement uploads twice on a 5xx, waiting 1 s then 2 s', async () => {
    const times: number[] = [];
    server = await stubServer((_req, res) => {
      times.push(Date.now());
      if (times.length < 3) json(res, 503, { success: false });
      else json(res, 201, { success: true, data: { url: 'https://cdn.example.edu/x.png' } });
    });
    const file = new File([new Uint8Array(10)], 'x.png', { type: 'image/png' });
    const url = await uploadFile({ host: server.url }, 'profile', file, { flavor: 'achievement' });
    expect(url).toBe('https://cdn.example.edu/x.png');
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1950);
  });

  it("an answer that names no file fails in the form's words, with the answer's status", async () => {
    server = await stubServer((_req, res) => json(res, 201, { success: true, data: {} }));
    const file = new File([new Uint8Array(10)], 'x.png', { type: 'image/png' });
    await expect(uploadFile({ host: server.url }, 'profile', file, { flavor: 'achievement' })).rejects.toThrow(
      'Server error (201).',
    );
    await expect(uploadFile({ host: server.url }, 'poster', file, { flavor: 'project' })).rejects.toThrow(
      'Server error. Please try again later.',
    );
  });

  it('does not retry other forms', async () => {
    server = await stubServer((_req, res) => json(res, 500, { success: false }));
    const file = new File([new Uint8Array(10)], 'x.png', { type: 'image/png' });
    await expect(uploadFile({ host: server.url }, 'poster', file, { flavor: 'project' })).rejects.toThrow(
      'Server error. Please try again later.',
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe('each form checks files as its spec says (spec 1, section 5; spec 2, section 5)', () => {
  const big = (name: string, type: string, size: number) => ({ name, type, size });

  it('the project form refuses too large files in the browser', () => {
    expect(checkInBrowser('project', 'profile', big('me.png', 'image/png', 2 * MB))).toBe(
      'File too large. Maximum size for profile image is 1MB',
    );
    expect(checkInBrowser('project', 'certificate', big('c.pdf', 'application/pdf', 6 * MB))).toBe(
      'File too large. Maximum size for certificate is 5MB',
    );
  });

  it('the other forms leave sizes to the backend: a 2 MB achievement photo, a 6 MB competition file, a 2 MB placement photo go through', () => {
    expect(checkInBrowser('achievement', 'profile', big('me.png', 'image/png', 2 * MB))).toBeNull();
    expect(checkInBrowser('achievement', 'document', big('paper.pdf', 'application/pdf', 6 * MB))).toBeNull();
    expect(checkInBrowser('competition', 'document', big('deck.pdf', 'application/pdf', 6 * MB))).toBeNull();
    expect(checkInBrowser('competition', 'poster', big('poster.png', 'image/png', 6 * MB))).toBeNull();
    expect(checkInBrowser('competition', 'profile', big('me.png', 'image/png', 2 * MB))).toBeNull();
    expect(checkInBrowser('placement', 'profile', big('me.png', 'image/png', 2 * MB))).toBeNull();
  });

  it('they still filter the types their spec names; the achievement photo takes JPG and PNG only', () => {
    expect(checkInBrowser('achievement', 'profile', big('me.webp', 'image/webp', 10))).toBe(
      'Invalid file type. Please upload JPG or PNG files only',
    );
    expect(checkInBrowser('achievement', 'profile', big('me.gif', 'image/gif', 10))).toBe(
      'Invalid file type. Please upload JPG or PNG files only',
    );
    expect(checkInBrowser('achievement', 'profile', big('me.jpg', 'image/jpeg', 10))).toBeNull();
    expect(browserRule('achievement', 'profile').accept).toBe('image/jpeg,image/jpg,image/png');
    expect(checkInBrowser('competition', 'document', big('deck.png', 'image/png', 10))).toBe(
      'Invalid file type. Please upload PDF, DOC, DOCX, PPT or PPTX files only',
    );
  });

  it('competition and placement photos and posters take any image the browser calls one (spec 2, sections 5.1 and 5.3)', () => {
    for (const [flavor, kind] of [
      ['competition', 'profile'],
      ['competition', 'poster'],
      ['placement', 'profile'],
    ] as const) {
      expect(browserRule(flavor, kind).accept).toBe('image/*');
      for (const [name, type] of [
        ['me.avif', 'image/avif'],
        ['me.heic', 'image/heic'],
        ['me.bmp', 'image/bmp'],
        ['me.webp', 'image/webp'],
        ['me.avif', ''],
      ] as const) {
        expect(checkInBrowser(flavor, kind, big(name, type, 3 * MB)), `${flavor} ${kind} ${name} ${type}`).toBeNull();
      }
      expect(checkInBrowser(flavor, kind, big('cv.pdf', 'application/pdf', 10))).toBe(
        'Unsupported file type. Please upload a valid image.',
      );
      expect(checkInBrowser(flavor, kind, big('notes.txt', '', 10))).toBe(
        'Unsupported file type. Please upload a valid image.',
      );
    }
    // The project form keeps spec 1's table.
    expect(checkInBrowser('project', 'poster', big('p.avif', 'image/avif', 10))).toBe(
      'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only',
    );
    expect(browserRule('project', 'poster').accept).toBe('image/jpeg,image/png,image/jpg,image/webp,image/gif');
  });

  it("the picture endpoints store AVIF besides spec 1's table, and nothing else new", () => {
    expect(isAllowedType('poster', { name: 'p.avif', type: 'image/avif' })).toBe(true);
    expect(isAllowedType('profile', { name: 'me.avif', type: '' })).toBe(true);
    expect(isAllowedType('profile', { name: 'me.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isAllowedType('document', { name: 'd.avif', type: 'image/avif' })).toBe(false);
  });
});

describe("offline and no answer, in each form's words", () => {
  it('uploads (spec 1, section 8; spec 2, section 8), the certificate prefix included', () => {
    expect(uploadFailure('project', 'certificate', false)({ kind: 'offline' })).toBe(
      'Certificate upload failed: Device appears to be offline. Please check your internet connection.',
    );
    expect(uploadFailure('project', 'certificate', false)({ kind: 'network' })).toBe(
      'Certificate upload failed: Network issue. Please check your connection.',
    );
    expect(uploadFailure('achievement', 'document', false)({ kind: 'offline' })).toBe(
      'Could not connect to the server. Please check your network.',
    );
    expect(uploadFailure('achievement', 'document', false)({ kind: 'timeout' })).toBe(
      'Could not connect to the server. Please check your network.',
    );
    expect(uploadFailure('competition', 'document', false)({ kind: 'offline' })).toBe(
      'Failed to upload ppt. Please try again.',
    );
    expect(uploadFailure('placement', 'profile', false)({ kind: 'offline' })).toBe('Profile image upload failed');
  });

  it('submissions (spec 1, section 5; spec 2, section 8)', () => {
    const words = (texts: SubmitTexts) =>
      (['offline', 'network', 'timeout'] as const).map((kind) => submitFailure(texts)({ kind }));
    expect(words(PROJECT_SUBMIT_TEXTS)).toEqual([
      'No internet connection. Please check your network and try again.',
      'Failed to submit nomination. Please try again.',
      'Failed to submit nomination. Please try again.',
    ]);
    expect(words(COMPETITION_SUBMIT_TEXTS)).toEqual(
      Array(3).fill('No response received from server. Please check your connection.'),
    );
    expect(words(ACHIEVEMENT_SUBMIT_TEXTS)).toEqual(Array(3).fill('Failed to submit achievement'));
    expect(words(PLACEMENT_SUBMIT_TEXTS)).toEqual(Array(3).fill('Submission failed'));
    expect(offlineText(COMPETITION_SUBMIT_TEXTS)).toBe(
      'No response received from server. Please check your connection.',
    );
    expect(
      submitFailure(PLACEMENT_SUBMIT_TEXTS)({ kind: 'http', status: 500, statusText: '', serverMessage: 'Duplicate' }),
    ).toBe('Duplicate');
  });
});

describe('achievement uploads (spec 2, section 7.2)', () => {
  let server: Awaited<ReturnType<typeof stubServer>> | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('wait 60 s on any connection; other forms wait 180 s on slow or mobile ones', () => {
    expect(uploadTimeoutMs('achievement', true)).toBe(60_000);
    expect(uploadTimeoutMs('achievement', false)).toBe(60_000);
    expect(uploadTimeoutMs('project', true)).toBe(180_000);
    expect(uploadTimeoutMs('project', false)).toBe(60_000);
  });

  it('are not retried after a network error (only after a time-out or a 5xx)', async () => {
    server = await stubServer((req) => req.socket.destroy());
    const file = new File([new Uint8Array(10)], 'x.png', { type: 'image/png' });
    await expect(uploadFile({ host: server.url }, 'profile', file, { flavor: 'achievement' })).rejects.toThrow(
      'Could not connect to the server. Please check your network.',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('nor after a 4xx such as the backend refusing a file that is too large', async () => {
    server = await stubServer((_req, res) =>
      json(res, 413, { success: false, message: 'File too large. Maximum size for profile image is 1MB' }),
    );
    const file = new File([new Uint8Array(2 * MB)], 'big.png', { type: 'image/png' });
    await expect(uploadFile({ host: server.url }, 'profile', file, { flavor: 'achievement' })).rejects.toThrow(
      'File too large. Maximum size for profile image is 1MB',
    );
    expect(server.requests).toHaveLength(1);
  });
});
