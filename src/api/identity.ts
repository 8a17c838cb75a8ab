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
 * Asks the identity provider who the token belongs to. Used by /callback only
 * when `user_data` is absent. Throws when the lookup fails.
 */
export async function fetchIdentityMe(meUrl: string, token: string, transport?: typeof fetch): Promise<SessionUser> {
  const body = await ky
    .get(meUrl, {
      headers: { Authorization: `Bearer ${token}` },
      timeout: 10_000,
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
