/**
 * The one upload client. Every file field of every form uploads through
 * {@link uploadFile}: the file is checked as its form's spec says before any
 * request, sent as multipart field `file` with the bearer token, given 60 s
 * (180 s on slow or mobile connections, except achievement uploads), retried where the spec says
 * so, and every failure is worded as the form's spec section words it.
 */
import { isHTTPError, isTimeoutError } from 'ky';
import { isSlowOrMobile } from '#lib/connection.ts';
import { safeLink } from '#lib/safe-url.ts';
import { INVALID_VIDEO_FILE, readVideoDuration, videoTooLongMessage } from '#lib/video.ts';
import { ApiError, call, joinUrl, type ApiConfig, type Describe, type Failure } from './http.ts';
import { progressFetch } from './progress-fetch.ts';
import { checkInBrowser, INVALID_ANY_IMAGE, UPLOAD_RULES, type UploadFlavor, type UploadKind } from './upload-rules.ts';

export type { UploadFlavor };

export const UPLOAD_TIMEOUT_MS = 60_000;
export const SLOW_UPLOAD_TIMEOUT_MS = 180_000;
export const VIDEO_MAX_SECONDS = 90;

export const OFFLINE_UPLOAD = 'Device appears to be offline. Please check your internet connection.';
/** Achievement uploads that got no answer (spec 2, section 8). */
export const ACHIEVEMENT_NO_RESPONSE = 'Could not connect to the server. Please check your network.';

/** A file refused in the browser, before any request. */
export class FileRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRejectedError';
  }
}

export interface UploadOptions {
  flavor: UploadFlavor;
  /** 0–100 while the body is sent (in browsers; sent through XMLHttpRequest to get it). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Uploads one file and returns the URL the backend gives for it. */
export async function uploadFile(api: ApiConfig, kind: UploadKind, file: File, options: UploadOptions): Promise<string> {
  const rejected = checkInBrowser(options.flavor, kind, file);
  if (rejected) throw new FileRejectedError(rejected);
  if (kind === 'video' && typeof document !== 'undefined') await checkVideo(file);

  const slow = isSlowOrMobile();
  const body = new FormData();
  body.append('file', file, file.name);
  const { status, data, body: answer } = await call(api, UPLOAD_RULES[kind].path, {
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
    throw new ApiError(uploadFailure(options.flavor, kind, slow)(failure), failure, joinUrl(api.host, UPLOAD_RULES[kind].path));
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
  shouldRetry: ({ error }: { error: Error }) => isTimeoutError(error) || (isHTTPError(error) && error.response.status >= 500),
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
  const keys = kind === 'video' ? ['videoUrl', 'url', 'imageUrl', 'fileUrl', 'path'] : ['url', 'imageUrl', 'fileUrl', 'path'];
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

const COMPETITION_WORD: Record<UploadKind, string> = {
  profile: 'profile',
  document: 'ppt',
  certificate: 'ppt',
  poster: 'poster',
  video: 'video',
};

/** The words of an upload failure, per form (spec 1 section 8, spec 2 section 8). */
export function uploadFailure(flavor: UploadFlavor, kind: UploadKind, slowOrMobile: boolean): Describe {
  return (failure) => {
    const server = failure.kind === 'http' || failure.kind === 'unsuccessful' ? failure.serverMessage : undefined;
    const status = failure.kind === 'http' ? failure.status : undefined;

    if (flavor === 'placement') return 'Profile image upload failed';

    if (flavor === 'achievement') {
      if (failure.kind === 'timeout' || failure.kind === 'network' || failure.kind === 'offline') return ACHIEVEMENT_NO_RESPONSE;
      // Any answer without a message, a 2xx that gave no file included.
      return server ?? `Server error (${failure.status}).`;
    }

    if (flavor === 'competition') {
      if (status === 413) return 'File too large. Please reduce file size and try again.';
      if (status === 415) return INVALID_ANY_IMAGE;
      return server ?? `Failed to upload ${COMPETITION_WORD[kind]}. Please try again.`;
    }

    const message = failure.kind === 'offline' ? OFFLINE_UPLOAD : projectUploadMessage(failure, server, slowOrMobile);
    return kind === 'certificate' ? `Certificate upload failed: ${message}` : message;
  };
}

/**
 * Spec 1's upload words. "Upload failed: {server message or error}" names a
 * refusal without a message by spec 1's own words for a non-OK answer
 * ("HTTP error! status: {code}"); a 2xx that gave no file and no message is
 * the server failing, in the words of its 500.
 */
function projectUploadMessage(failure: Failure, server: string | undefined, mobile: boolean): string {
  const status = failure.kind === 'http' ? failure.status : undefined;
  if (status === 413 || status === 414) return 'File too large. Please reduce file size and try again.';
  if (status === 415) return 'Unsupported file type. Please upload a valid file format.';
  if (status === 401) return 'Authentication failed. Please log in again.';
  if (status === 500) return 'Server error. Please try again later.';
  if (failure.kind === 'timeout') {
    return `Upload timed out. ${mobile ? 'Try connecting to WiFi or moving to better signal area.' : 'Please try with a smaller file.'}`;
  }
  if (failure.kind === 'network') {
    return `Network issue. ${mobile ? 'Try WiFi connection or move to better signal area.' : 'Please check your connection.'}`;
  }
  const reason = server ?? (status === undefined ? undefined : `HTTP error! status: ${status}`);
  if (reason === undefined) return 'Server error. Please try again later.';
  return `Upload failed: ${reason}. ${mobile ? 'Try WiFi or reduce file size.' : 'Please try again.'}`;
}

/** True when the backend refused the session: the form keeps its draft and sends the user to sign in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
