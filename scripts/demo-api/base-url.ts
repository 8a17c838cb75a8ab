/**
 * Stored records never contain the server's own address nor the path it
 * serves files under: links to files this server serves are kept as
 * `{{BASE}}/uploads/<name>` (older databases spell them so too) and made
 * absolute on the way out, under the files path this server was started
 * with, so a database keeps working when the server moves to another port or
 * serves its files elsewhere.
 */

const BASE = '{{BASE}}';

/** How a stored record names this server's files, whatever path they are served under. */
export const STORED_FILES = `${BASE}/uploads/`;

/** Replaces the placeholders in serialised JSON with the server's base URL and files path. */
export function absolutise(json: string, baseUrl: string, filesPath: string): string {
  return json.replaceAll(STORED_FILES, `${baseUrl}${filesPath}`).replaceAll(BASE, baseUrl);
}

/** Turns links to this server's files back into the placeholder before storing. */
export function relativise(json: string, baseUrl: string, filesPath: string): string {
  return json.replaceAll(`${baseUrl}${filesPath}`, STORED_FILES);
}
