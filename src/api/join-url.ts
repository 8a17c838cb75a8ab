/** A backend URL: its host (a trailing slash ignored) and a path. No HTTP client here: /login's island uses it. */
export function joinUrl(host: string, path: string): string {
  return host.replace(/\/+$/, '') + path;
}
