/**
 * Stored records never contain the server's own address: links to files this
 * server serves are kept as `{{BASE}}/uploads/…` and made absolute on the way
 * out, so a database keeps working when the server moves to another port.
 */

export const BASE = '{{BASE}}';

/** Replaces the placeholder in serialised JSON with the server's base URL. */
export function absolutise(json: string, baseUrl: string): string {
  return json.replaceAll(BASE, baseUrl);
}

/** Turns links to this server's uploads back into the placeholder before storing. */
export function relativise(json: string, baseUrl: string): string {
  return json.replaceAll(`${baseUrl}/uploads/`, `${BASE}/uploads/`);
}
