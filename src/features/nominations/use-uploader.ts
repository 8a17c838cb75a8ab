/**
 * The form's upload channel: every file field uploads through `uploadFile`
 * here, so the form knows how many uploads are running (badge, submit button)
 * and hears every failure once (banner, 401 round trip).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiConfig } from '#api/http.ts';
import type { UploadKind } from '#api/upload-rules.ts';
import type { uploadFile, UploadFlavor } from '#api/uploads.ts';
import { uploadFailure } from '#api/upload-words.ts';
import type { Path } from '#components/form/paths.ts';
import { isSlowOrMobile } from '#lib/connection.ts';
import { loadLater, NotLoaded } from '#lib/load-later.ts';

/** The upload client, with the HTTP client: not part of the form's first paint. */
const uploads = loadLater(() => import('#api/uploads.ts'));
const uploadLater: typeof uploadFile = async (...args) => (await uploads()).uploadFile(...args);

interface UploadRequest {
  path: Path;
  kind: UploadKind;
  file: File;
  onProgress?: (percent: number) => void;
}

export interface UploadFailure {
  path: Path;
  file: File;
  error: unknown;
  /** The spec's words for it (the upload client words every failure). */
  message: string;
}

type UploadResult = { ok: true; url: string } | { ok: false; message: string };

export interface Uploader {
  /** Uploads running now. */
  active: number;
  /** Uploads one file; on failure the form has already been told (`onFailure`). */
  upload(request: UploadRequest): Promise<UploadResult>;
}

export interface UploaderOptions {
  api: ApiConfig;
  flavor: UploadFlavor;
  onFailure: (failure: UploadFailure) => void;
  /** Called before each upload starts (e.g. to clear an old error banner). */
  onStart?: (request: UploadRequest) => void;
  /**
   * Ask the upload client for progress (sent through XMLHttpRequest, so it works
   * over any connection). Off by default: forms that show no progress skip it.
   */
  reportProgress?: boolean;
  /** Replaces the upload client (tests). */
  send?: typeof uploadFile;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** A failed upload's words: the upload client's, or, when it could not be loaded, the form's for an upload the backend never answered. */
export function uploadFailureMessage(error: unknown, flavor: UploadFlavor, kind: UploadKind): string {
  return error instanceof NotLoaded
    ? uploadFailure(flavor, kind, isSlowOrMobile())({ kind: 'network' })
    : messageOf(error);
}

export function useUploader(options: UploaderOptions): Uploader {
  const [active, setActive] = useState(0);
  const latest = useRef(options);
  latest.current = options;

  const upload = useCallback(async (request: UploadRequest): Promise<UploadResult> => {
    const { api, flavor, onFailure, onStart, reportProgress = false, send = uploadLater } = latest.current;
    onStart?.(request);
    setActive((count) => count + 1);
    try {
      const onProgress = reportProgress ? request.onProgress : undefined;
      const url = await send(api, request.kind, request.file, { flavor, onProgress });
      return { ok: true, url };
    } catch (error) {
      const message = uploadFailureMessage(error, flavor, request.kind);
      onFailure({ path: request.path, file: request.file, error, message });
      return { ok: false, message };
    } finally {
      setActive((count) => count - 1);
    }
  }, []);

  return useMemo(() => ({ active, upload }), [active, upload]);
}
