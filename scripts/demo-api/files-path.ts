/**
 * The path the demo backend serves uploaded and seed files under
 * (DEMO_API_FILES_PATH). The contract says nothing of where a backend keeps
 * its files, so tests move it off `/uploads/` to catch a site that assumes it.
 */

export const DEFAULT_FILES_PATH = '/uploads/';

/** Paths the backend answers itself: files cannot live under them. */
const TAKEN = ['/api/', '/auth/', '/__demo/'];

/** Why `value` cannot be the files path, or undefined when it can. */
export function filesPathProblem(value: string): string | undefined {
  const path = withSlashes(value);
  const segments = path.split('/').slice(1, -1);
  if (segments.length === 0) return 'a path below the root, such as /files/';
  if (!segments.every((segment) => /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/.test(segment)))
    return 'path segments of letters, digits, ".", "_", "~" and "-", not starting with "."';
  if (TAKEN.some((taken) => path.startsWith(taken))) return `a path outside ${TAKEN.join(', ')}`;
  return undefined;
}

/** `files`, `/files` or `/files/` as `/files/`; throws when it cannot be one ({@link filesPathProblem}). */
export function filesPathOf(value: string): string {
  const problem = filesPathProblem(value);
  if (problem) throw new Error(`DEMO_API_FILES_PATH / filesPath "${value}": expected ${problem}`);
  return withSlashes(value);
}

function withSlashes(value: string): string {
  return value.trim().replace(/^\/*/, '/').replace(/\/*$/, '/');
}
