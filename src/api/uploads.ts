/**
 * The one upload client. Every file field of every form uploads through
 * {@link uploadFile}: the file is checked as its form's spec says before any
 * request, sent as multipart field `file` with the bearer token, given 60 s
 * (180 s on slow or mobile connections, except achievement uploads), retried where the spec says
 * so, and every failure is worded as the form's spec section words it
 * (upload-words.ts).
 */
import { isHTTPError, isTimeoutError } from 'ky';
import { isSlowOrMobile } from '#lib/connection.ts';
import { safeLink } from '#lib/safe-url.ts';
import { INVALID_VIDEO_FILE, readVideoDuration, videoTooLongMessage } from '#lib/video.ts';
import { ApiError, FileRejectedError } from './api-error.ts';
import { call, joinUrl, type ApiConfig } from './http.ts';
import { progressFetch } from './progress-fetch.ts';
import { checkInBrowser, UPLOAD_RULES, type UploadFlavor, type UploadKind } from './upload-rules.ts';
import { uploadFailure } from './upload-words.ts';

export type { UploadFlavor };
export { FileRejectedError, isUnauthorized } from './api-error.ts';
export { ACHIEVEMENT_NO_RESPONSE, OFFLINE_UPLOAD, uploadFailure } from './upload-words.ts';

export const UPLOAD_TIMEOUT_MS = 60_000;
export const SLOW_UPLOAD_TIMEOUT_MS = 180_000;
export const VIDEO_MAX_SECONDS = 90;

export interface UploadOptions {
  flavor: UploadFlavor;
  /** 0–100 while the body is sent (in browsers; sent through XMLHttpRequest to get it). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Uploads one file and returns the URL the backend gives for it. */
export async function uploadFile(
  api: ApiConfig,
  kind: UploadKind,
  file: File,
  options: UploadOptions,
): Promise<string> {
  const rejected = checkInBrowser(options.flavor, kind, file);
  if (rejected) throw new FileRejectedError(rejected);
  if (kind === 'video' && typeof document !== 'undefined') await checkVideo(file);

  const slow = isSlowOrMobile();
  const body = new FormData();
  body.append('file', file, file.name);
  const {
    status,
    data,
    body: answer,
  } = await call(api, UPLOAD_RULES[kind].path, {
    method: 'post',
    body,
    auth: true,
    timeout: uploadTimeoutMs(options.flavor, slow),
    retry: options.flavor === 'achievement' ? ACHIEVEMENT_RETRY : 0,
    signal: options.signal,
    fetch: options.onProgress && typeof XMLHttpRequest !== 'undefined' ? progressFetch(options.onProgress) : undefined,
    describe: uploadFailure(options.flavor, kind, slow),
  });
  const url = uploadedUrl(api.host, kind, data) ?? uploadedUrl(api.host, kind, answer);
  if (!url) {
    const failure = { kind: 'malformed', status } as const;
    throw new ApiError(
      uploadFailure(options.flavor, kind, slow)(failure),
      failure,
      joinUrl(api.host, UPLOAD_RULES[kind].path),
    );
  }
  return url;
}

/** 60 s, 180 s on slow or mobile connections (spec 1, section 7); achievement uploads 60 s on any (spec 2, section 7.2). */
export function uploadTimeoutMs(flavor: UploadFlavor, slowOrMobile: boolean): number {
  return slowOrMobile && flavor !== 'achievement' ? SLOW_UPLOAD_TIMEOUT_MS : UPLOAD_TIMEOUT_MS;
}

/** Achievement uploads: up to 2 retries after a time-out or a 5xx only (not after a network error), waiting 1 s then 2 s. */
const ACHIEVEMENT_RETRY = {
  limit: 2,
  methods: ['post'],
  afterStatusCodes: [],
  shouldRetry: ({ error }: { error: Error }) =>
    isTimeoutError(error) || (isHTTPError(error) && error.response.status >= 500),
  delay: (attempt: number) => attempt * 1000,
};

async function checkVideo(file: File): Promise<void> {
  let seconds: number;
  try {
    seconds = await readVideoDuration(file);
  } catch {
    throw new FileRejectedError(INVALID_VIDEO_FILE);
  }
  const tooLong = videoTooLongMessage(seconds, VIDEO_MAX_SECONDS);
  if (tooLong) throw new FileRejectedError(tooLong);
}

/**
 * The uploaded file's URL: `url`, else `imageUrl`, `fileUrl`, `path` (videos:
 * `videoUrl` first). A path is resolved against the backend host.
 */
export function uploadedUrl(host: string, kind: UploadKind, source: unknown): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  const keys =
    kind === 'video' ? ['videoUrl', 'url', 'imageUrl', 'fileUrl', 'path'] : ['url', 'imageUrl', 'fileUrl', 'path'];
  for (const key of keys) {
    const value = record[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    try {
      return safeLink(new URL(value.trim(), host.replace(/\/*$/, '/')).href);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
