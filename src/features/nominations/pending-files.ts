/**
 * Files the user chose but that are not uploaded yet, kept in IndexedDB (File
 * objects survive structured cloning), so a reload or a sign-in round trip does
 * not lose them. Forms that upload at submit time keep every chosen file here;
 * forms that upload on choice keep a file here when its upload met a 401.
 * Records are keyed by `[draftKey, fieldPath]`. Without a draft key (a user
 * the site cannot tell apart, see `draft-owner.ts`) nothing is kept or read,
 * and the database is not even opened. Every function fails soft: when
 * IndexedDB is unavailable nothing is kept and nothing throws.
 */
import { belongsToSession } from './draft-keys.ts';
import { openDb, STORE } from './pending-files-db.ts';

/** One request in its own transaction; undefined when IndexedDB is unavailable or the request fails. */
async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const fallback = undefined;
  const db = await openDb();
  if (!db) return fallback;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(fallback);
      transaction.onabort = () => resolve(fallback);
    });
  } catch {
    return fallback;
  } finally {
    db.close();
  }
}

/** Every record of one draft: keys `[draftKey, path]`. */
const rangeOf = (draftKey: string) => IDBKeyRange.bound([draftKey], [draftKey, []]);

/**
 * Keeps the files chosen for `path` (replacing what was kept for it); an
 * empty list removes them. Keeps nothing for anyone but the signed-in user.
 */
export async function putPendingFiles(draftKey: string | null, path: string, files: readonly File[]): Promise<void> {
  if (draftKey === null) return;
  if (files.length === 0) return removePendingFiles(draftKey, path);
  if (!belongsToSession(draftKey)) return;
  await run('readwrite', (store) => store.put([...files], [draftKey, path]));
}

/** Every kept file of one draft, by field path. */
export async function allPendingFiles(draftKey: string | null): Promise<Record<string, File[]>> {
  if (draftKey === null) return {};
  const db = await openDb();
  if (!db) return {};
  try {
    return await new Promise((resolve) => {
      const result: Record<string, File[]> = {};
      const transaction = db.transaction(STORE, 'readonly');
      const request = transaction.objectStore(STORE).openCursor(rangeOf(draftKey));
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return;
        const [, path] = cursor.key as [string, string];
        if (Array.isArray(cursor.value))
          result[path] = cursor.value.filter((file): file is File => file instanceof Blob);
        cursor.continue();
      };
      transaction.oncomplete = () => resolve(result);
      transaction.onerror = () => resolve({});
    });
  } catch {
    return {};
  } finally {
    db.close();
  }
}

/** Removes the files kept for `path`, or for the whole draft when no path is given. */
export async function removePendingFiles(draftKey: string | null, path?: string): Promise<void> {
  if (draftKey === null) return;
  await run('readwrite', (store) => store.delete(path === undefined ? rangeOf(draftKey) : [draftKey, path]));
}
