/**
 * For forms that upload at submit time (competitions): the files chosen per
 * field, kept in IndexedDB as they are chosen and restored on load, so a
 * reload or a sign-in round trip keeps them. Clear after a successful submit.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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

  // Writes still under way: leaving the page (the sign-in round trip) waits for them, or a file just uploaded
  // and forgotten here could come back from the device as still to upload.
  const writes = useRef(new Set<Promise<unknown>>());
  const track = useCallback((write: Promise<unknown>) => {
    writes.current.add(write);
    void write.finally(() => writes.current.delete(write));
  }, []);

  /** Replaces the files chosen for `path` (an empty list forgets them). */
  const set = useCallback(
    (path: string, chosen: File[]) => {
      setFiles((current) => ({ ...current, [path]: chosen }));
      track(putPendingFiles(draftKey, path, chosen));
    },
    [draftKey, track],
  );

  const clear = useCallback(() => {
    setFiles({});
    track(removePendingFiles(draftKey));
  }, [draftKey, track]);

  /** Settles when every write begun so far has (whether it succeeded or not), or after SETTLE_WAIT_MS: storage that never answers must not keep the user here. */
  const settled = useCallback(async () => {
    let timer: number | undefined;
    await Promise.race([
      Promise.allSettled([...writes.current]),
      new Promise((resolve) => (timer = window.setTimeout(resolve, SETTLE_WAIT_MS))),
    ]);
    window.clearTimeout(timer);
  }, []);

  return { files, restored, set, clear, settled };
}

/** The longest leaving the page waits for the device's storage. */
const SETTLE_WAIT_MS = 2000;
