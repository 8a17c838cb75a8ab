/**
 * Uploads one chosen file at submit time through the form's uploader, showing
 * its field's progress, and turns a failure into an error the submit flow
 * understands: a 401 stays the backend's error (the flow sends the user to
 * sign in again), anything else becomes an `Error` with the form's words.
 */
import { FileRejectedError, isApiError, isUnauthorized } from '#api/api-error.ts';
import type { UploadKind } from '#api/upload-rules.ts';
import type { UploadFailure, Uploader } from './use-uploader.ts';
import type { ChosenFiles } from './chosen-files.ts';

export interface ChosenUpload {
  /** The chosen file's key (its field shows the progress and any failure). */
  key: string;
  /** The state path of the URL (the uploader reports failures by it). */
  path: string;
  kind: UploadKind;
  file: File;
  /** The field's words while it uploads ("Uploading profile image..."). */
  text: string;
  /** The banner's words for a failure, e.g. `Error uploading presentation: ${message}`. */
  wrap?: (message: string) => string;
}

/** A failed upload at submit. `refused`: the file itself was refused (too large, wrong type), so keeping it is pointless. */
export class ChosenUploadError extends Error {
  readonly refused: boolean;
  constructor(message: string, refused: boolean) {
    super(message);
    this.name = 'ChosenUploadError';
    this.refused = refused;
  }
}

/** True when the file, not the connection or the server, was the problem (browser check, 413, 414, 415). */
export function isRefusedFile(error: unknown): boolean {
  if (error instanceof FileRejectedError) return true;
  return isApiError(error) && [413, 414, 415].includes(error.status ?? 0);
}

export interface UploadChosenDeps {
  uploader: Uploader;
  chosen: ChosenFiles;
  /** The uploader's last reported failure (its `onFailure` keeps it here). */
  lastFailure: { current: UploadFailure | null };
}

/** Uploads `upload.file` and returns its URL, or throws (see {@link ChosenUploadError}). */
export async function uploadChosen(
  { uploader, chosen, lastFailure }: UploadChosenDeps,
  upload: ChosenUpload,
): Promise<string> {
  const { key, path, kind, file, text, wrap } = upload;
  lastFailure.current = null;
  chosen.setProblem(key);
  chosen.setProgress({ key, text });
  const result = await uploader.upload({
    path,
    kind,
    file,
    onProgress: (percent) => chosen.setProgress({ key, text, percent }),
  });
  chosen.setProgress(null);
  if (result.ok) return result.url;
  // Set by the uploader's onFailure during the await (a cast: TypeScript keeps the `null` narrowing).
  const error = (lastFailure.current as UploadFailure | null)?.error;
  if (isUnauthorized(error)) throw error;
  chosen.setProblem(key, result.message);
  throw new ChosenUploadError(wrap ? wrap(result.message) : result.message, isRefusedFile(error));
}
