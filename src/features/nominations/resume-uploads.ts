/**
 * After a sign-in round trip started by an upload's 401, the file that was
 * being uploaded was kept in IndexedDB; this uploads it again and puts its URL
 * where it belongs, so the user does not have to choose it a second time.
 */
import { useEffect, useRef } from 'react';
import type { UploadKind } from '#api/upload-rules.ts';
import type { Uploader } from './use-uploader.ts';
import { allPendingFiles, removePendingFiles } from './pending-files.ts';

export interface ResumeOptions {
  draftKey: string | null;
  /** Only after a sign-in round trip. */
  enabled: boolean;
  uploader: Uploader;
  /** The upload kind of a field path; undefined skips the file. */
  kindOf: (path: string) => UploadKind | undefined;
  /** Puts an uploaded file's URL into the form (replace, or append for lists). */
  apply: (path: string, url: string) => void;
}

export function useResumeUploads({ draftKey, enabled, uploader, kindOf, apply }: ResumeOptions): void {
  const started = useRef(false);
  const latest = useRef({ uploader, kindOf, apply });
  latest.current = { uploader, kindOf, apply };

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    void (async () => {
      const pending = await allPendingFiles(draftKey);
      await removePendingFiles(draftKey);
      for (const [path, files] of Object.entries(pending)) {
        const kind = latest.current.kindOf(path);
        if (!kind) continue;
        for (const file of files) {
          const result = await latest.current.uploader.upload({ path, kind, file });
          if (result.ok) latest.current.apply(path, result.url);
        }
      }
    })();
  }, [draftKey, enabled]);
}
