/** The identity provider's 'me' lookup (spec 1, section 7); the login redirect is login-url.ts. */
import ky from 'ky';
import * as v from 'valibot';

const MeSchema = v.object({
  displayName: v.optional(v.nullable(v.string())),
  mail: v.optional(v.nullable(v.string())),
  userPrincipalName: v.optional(v.nullable(v.string())),
  id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
});

export interface SessionUser {
  name: string;
  email: string;
  id: string;
}

/**
 * How long /callback waits for the identity provider before it signs in the
 * fallback user (spec 1, section 8): the visitor sees "Authenticating..." all
 * that time, so an endpoint that does not answer costs at most this.
 */
export const IDENTITY_TIMEOUT_MS = 5_000;

/**
 * Asks the identity provider who the token belongs to: when `user_data` is
 * absent, and when /callback must check it (features/auth/callback-flow.ts).
 * Throws when the lookup fails or takes more than {@link IDENTITY_TIMEOUT_MS}.
 */
export async function fetchIdentityMe(meUrl: string, token: string, transport?: typeof fetch): Promise<SessionUser> {
  const body = await ky
    .get(meUrl, {
      headers: { Authorization: `Bearer ${token}` },
      timeout: IDENTITY_TIMEOUT_MS,
      retry: 0,
      // Who is signed in must never come from the browser cache: the last user of this computer may be in it.
      cache: 'no-store',
      fetch: transport,
    })
    .json();
  const me = v.parse(MeSchema, body);
  return {
    name: me.displayName?.trim() || 'University User',
    email: me.mail?.trim() || me.userPrincipalName?.trim() || '',
    id: me.id === null || me.id === undefined ? 'unknown' : String(me.id),
  };
}
