/** Submit-time uploads of the competition and placement forms: how a failure reaches the submit flow. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/http.ts';
import { FileRejectedError, isUnauthorized, uploadFailure } from '#api/uploads.ts';
import type { UploadFailure, Uploader } from '#features/nominations/use-uploader.ts';
import type { ChosenFiles, FileProgress } from '#features/nominations/chosen-files.ts';
import { formatSize } from '#components/form/file-slot.ts';
import { ChosenUploadError, isRefusedFile, uploadChosen } from '#features/nominations/upload-chosen.ts';
import { COMPETITION_FORM_TEXTS } from '#features/competitions/form/texts.ts';

const http = (status: number, serverMessage?: string) =>
  new ApiError(
    'x',
    { kind: 'http', status, statusText: '', serverMessage },
    'https://api.example.edu/api/upload/document',
  );

/** A fake uploader answering with `outcome`, and a fake set of chosen files recording what the field shows. */
function setup(outcome: { url: string } | { error: unknown; message: string }) {
  const progress: Array<FileProgress | null> = [];
  const problems: Record<string, string | undefined> = {};
  const lastFailure: { current: UploadFailure | null } = { current: null };
  const uploader: Uploader = {
    active: 0,
    upload: async (request) => {
      request.onProgress?.(40);
      if ('url' in outcome) return { ok: true, url: outcome.url };
      lastFailure.current = { path: request.path, file: request.file, error: outcome.error, message: outcome.message };
      return { ok: false, message: outcome.message };
    },
  };
  const chosen = {
    setProgress: (value: FileProgress | null) => progress.push(value),
    setProblem: (key: string, message?: string) => {
      problems[key] = message;
    },
  } as unknown as ChosenFiles;
  const file = new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' });
  const upload = {
    key: 'pptLink',
    path: 'pptLink',
    kind: 'document' as const,
    file,
    text: COMPETITION_FORM_TEXTS.uploadingPresentation,
    wrap: COMPETITION_FORM_TEXTS.presentationFailed,
  };
  return { deps: { uploader, chosen, lastFailure }, upload, progress, problems };
}

describe('uploadChosen', () => {
  it('returns the URL and shows the field uploading, with progress, then not', async () => {
    const { deps, upload, progress, problems } = setup({ url: 'https://api.example.edu/uploads/deck.pdf' });
    await expect(uploadChosen(deps, upload)).resolves.toBe('https://api.example.edu/uploads/deck.pdf');
    expect(progress).toEqual([
      { key: 'pptLink', text: 'Uploading presentation...' },
      { key: 'pptLink', text: 'Uploading presentation...', percent: 40 },
      null,
    ]);
    expect(problems.pptLink).toBeUndefined();
  });

  it('words a failure with the form prefix for the banner and keeps the bare message under the field', async () => {
    const message = uploadFailure('competition', 'document', false)({ kind: 'http', status: 500, statusText: '' });
    expect(message).toBe('Failed to upload ppt. Please try again.');
    const { deps, upload, problems } = setup({ error: http(500), message });
    const failure = await uploadChosen(deps, upload).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChosenUploadError);
    expect((failure as ChosenUploadError).message).toBe(
      'Error uploading presentation: Failed to upload ppt. Please try again.',
    );
    expect((failure as ChosenUploadError).refused).toBe(false);
    expect(problems.pptLink).toBe('Failed to upload ppt. Please try again.');
  });

  it('marks files the server or the browser refused (413, 414, 415, browser rules) so the form drops them', async () => {
    for (const error of [
      http(413),
      http(414),
      http(415),
      new FileRejectedError('File too large. Maximum size for document is 5MB'),
    ]) {
      const { deps, upload } = setup({ error, message: 'refused' });
      const failure = (await uploadChosen(deps, upload).catch((e: unknown) => e)) as ChosenUploadError;
      expect(failure.refused).toBe(true);
      expect(isRefusedFile(error)).toBe(true);
    }
    expect(isRefusedFile(http(500))).toBe(false);
    expect(isRefusedFile(new ApiError('t', { kind: 'timeout' }, 'u'))).toBe(false);
  });

  it('lets a 401 through unchanged, so the submit flow sends the user to sign in again', async () => {
    const error = http(401);
    const { deps, upload } = setup({ error, message: 'Failed to upload ppt. Please try again.' });
    const failure = await uploadChosen(deps, upload).catch((e: unknown) => e);
    expect(failure).toBe(error);
    expect(isUnauthorized(failure)).toBe(true);
  });

  it('competition upload words: 413, 415, the server message, else the per-kind fallback', () => {
    const words = (kind: 'profile' | 'document' | 'poster', status: number, server?: string) =>
      uploadFailure('competition', kind, false)({ kind: 'http', status, statusText: '', serverMessage: server });
    expect(words('profile', 413)).toBe('File too large. Please reduce file size and try again.');
    expect(words('poster', 415)).toBe('Unsupported file type. Please upload a valid image.');
    expect(words('poster', 500, 'Disk full')).toBe('Disk full');
    expect(words('profile', 500)).toBe('Failed to upload profile. Please try again.');
    expect(words('poster', 502)).toBe('Failed to upload poster. Please try again.');
    expect(COMPETITION_FORM_TEXTS.postersFailed('Disk full')).toBe('Error uploading images: Disk full');
    expect(uploadFailure('placement', 'profile', false)({ kind: 'network' })).toBe('Profile image upload failed');
  });
});

describe('formatSize', () => {
  it('shows kilobytes and megabytes', () => {
    expect(formatSize(10)).toBe('1 KB');
    expect(formatSize(300 * 1024)).toBe('300 KB');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
