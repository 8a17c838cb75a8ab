/**
 * The home carousels' cache in localStorage (spec 2, sections 4 and 9): one
 * entry per call under `home_best_projects`, `home_best_placements`,
 * `home_best_competitions`, each with a `…_timestamp` companion, reused for 5
 * minutes. An entry that cannot be read is removed.
 */
import type * as v from 'valibot';
import { parseRecords } from '#api/schemas/lenient.ts';
import { HOME_CACHE_MS } from './texts.ts';

export const HOME_CACHE_KEYS = {
  projects: 'home_best_projects',
  placements: 'home_best_placements',
  competitions: 'home_best_competitions',
} as const;

export type HomeSlice = keyof typeof HOME_CACHE_KEYS;

const timestampKey = (key: string) => `${key}_timestamp`;

function remove(key: string) {
  localStorage.removeItem(key);
  localStorage.removeItem(timestampKey(key));
}

/** The cached records if they are fresh and readable; a corrupted entry is removed. */
export function readHomeCache<S extends v.GenericSchema>(
  key: string,
  schema: S,
  now = Date.now(),
): v.InferOutput<S>[] | null {
  try {
    const raw = localStorage.getItem(key);
    const stamp = localStorage.getItem(timestampKey(key));
    if (raw === null && stamp === null) return null;
    const savedAt = Number(stamp);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (!Array.isArray(value) || !Number.isFinite(savedAt) || stamp === null) {
      remove(key);
      return null;
    }
    if (now - savedAt > HOME_CACHE_MS || savedAt > now) return null;
    return parseRecords(schema, value).records;
  } catch {
    try {
      remove(key);
    } catch {
      // Storage unavailable: nothing cached.
    }
    return null;
  }
}

export function writeHomeCache(key: string, records: unknown[], now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify(records));
    localStorage.setItem(timestampKey(key), String(now));
  } catch {
    // Full or blocked storage: the carousel still shows what it fetched.
  }
}
