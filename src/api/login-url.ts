/**
 * Where "Sign in with Microsoft" sends the browser (spec 1, section 7: a
 * full-page redirect to {host}/auth/login). A module of its own, without the
 * HTTP client: /login's island needs nothing else of the backend contract.
 *
 * The `state`, when given, is for a backend that echoes it back to /callback;
 * the spec's /auth/login takes no payload and may ignore it.
 */
import { joinUrl } from './join-url.ts';

export function loginUrl(host: string, state?: string): string {
  const url = joinUrl(host, '/auth/login');
  return state ? `${url}?${new URLSearchParams({ state })}` : url;
}
