/**
 * For forms that upload at submit time (competitions): the files chosen per
 * field, kept in IndexedDB as they are chosen and restored on load, so a
 * reload or a sign-in round trip keeps them. Clear after a successful submit.
 */
import { useCallback, useEffect, useState } from 'react';
import { allPendingFiles, putPendingFiles, removePendingFiles } from './pending-files.ts';

export function usePendingFiles(draftKey: string | null) {
  const [files, setFiles] = useState<Record<string, File[]>>({});
  /** True once what was kept has been read back (the form may show "restored" files then). */
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let live = true;
    void allPendingFiles(draftKey).then((kept) => {
      if (!live) return;
      setFiles((current) => ({ ...kept, ...current }));
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [draftKey]);

  /** Replaces the files chosen for `path` (an empty list forgets them). */
  const set = useCallback(
    (path: string, chosen: File[]) => {
      setFiles((current) => ({ ...current, [path]: chosen }));
      void putPendingFiles(draftKey, path, chosen);
    },
    [draftKey],
  );

  const clear = useCallback(() => {
    setFiles({});
    void removePendingFiles(draftKey);
  }, [draftKey]);

  return { files, restored, set, clear };
}
