/**
 * Files the user chose but that are not uploaded yet, kept in IndexedDB (File
 * objects survive structured cloning), so a reload or a sign-in round trip does
 * not lose them. Forms that upload at submit time keep every chosen file here;
 * forms that upload on choice keep a file here when its upload met a 401.
 * Records are keyed by `[draftKey, fieldPath]`. Every function fails soft: when
 * IndexedDB is unavailable nothing is kept and nothing throws.
 */

const DB_NAME = 'wof-pending-files';
const STORE = 'files';

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** One request in its own transaction; undefined when IndexedDB is unavailable or the request fails. */
async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
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

/** Keeps the files chosen for `path` (replacing what was kept for it); an empty list removes them. */
export async function putPendingFiles(draftKey: string, path: string, files: readonly File[]): Promise<void> {
  if (files.length === 0) return removePendingFiles(draftKey, path);
  await run('readwrite', (store) => store.put([...files], [draftKey, path]));
}

/** The files kept for `path`, or []. */
export async function getPendingFiles(draftKey: string, path: string): Promise<File[]> {
  const files: unknown = await run('readonly', (store) => store.get([draftKey, path]));
  return Array.isArray(files) ? files.filter((file): file is File => file instanceof Blob) : [];
}

/** Every kept file of one draft, by field path. */
export async function allPendingFiles(draftKey: string): Promise<Record<string, File[]>> {
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
        if (Array.isArray(cursor.value)) result[path] = cursor.value.filter((file): file is File => file instanceof Blob);
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
export async function removePendingFiles(draftKey: string, path?: string): Promise<void> {
  await run('readwrite', (store) => store.delete(path === undefined ? rangeOf(draftKey) : [draftKey, path]));
}
