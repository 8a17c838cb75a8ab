/**
 * The IndexedDB database of kept files (`pending-files.ts`): one store, keys
 * `[draftKey, fieldPath]`. Opening it and forgetting by key live here, apart
 * from the rest, so that logout (in the top bar, on every page) loads only this.
 */

const DB_NAME = 'wof-pending-files';
export const STORE = 'files';

/** The database, created on first use; null when IndexedDB is unavailable. */
export function openDb(): Promise<IDBDatabase | null> {
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

/** True when the database exists (or the browser cannot say), so forgetting does not create it. */
async function dbMayExist(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return true;
  }
}

/** Removes the kept files of every draft whose key `matches` (logging out). */
export async function removePendingFilesWhere(matches: (draftKey: string) => boolean): Promise<void> {
  if (!(await dbMayExist())) return;
  const db = await openDb();
  if (!db) return;
  try {
    await new Promise<void>((resolve) => {
      const transaction = db.transaction(STORE, 'readwrite');
      const request = transaction.objectStore(STORE).openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return;
        const [draftKey] = cursor.key as [unknown];
        if (typeof draftKey === 'string' && matches(draftKey)) cursor.delete();
        cursor.continue();
      };
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => resolve();
      transaction.onabort = () => resolve();
    });
  } catch {
    // Nothing more can be done; the files stay keyed to their owner.
  } finally {
    db.close();
  }
}
