/**
 * The Microsoft SSO stand-in: `/auth/login` (a small sign-in page, or an
 * immediate redirect for scripts) sends the browser to the site's
 * `/callback?token=…&user_data=…`; `/auth/me` answers like Graph's 'me'.
 * A `state` given to `/auth/login` comes back on the callback unchanged, as
 * OAuth providers do; without one the callback is exactly the spec's.
 */
import type { RequestContext } from './context.ts';
import { loginPage } from './login-page.ts';
import { HttpError, readBody, redirect, sendHtml, sendJsonText } from './respond.ts';
import { userIdFor, type TokenClaims } from './tokens.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The signed-in caller of a protected call, or a 401 {@link HttpError}. */
export function requireUser(ctx: RequestContext): TokenClaims {
  const header = ctx.req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1])
    throw new HttpError(401, 'Authentication required. Please sign in.', { 'WWW-Authenticate': 'Bearer' });
  const result = ctx.state.tokens.verify(match[1]);
  if (result.ok) return result.claims;
  const message =
    result.reason === 'expired'
      ? 'Your session has expired. Please sign in again.'
      : 'Invalid token. Please sign in again.';
  throw new HttpError(401, message, { 'WWW-Authenticate': `Bearer error="invalid_token"` });
}

export async function handleAuth(ctx: RequestContext): Promise<void> {
  const { method, path } = ctx;
  if (path === '/auth/login' && method === 'GET') {
    const query = ctx.url.searchParams;
    if (query.has('name') || query.has('email')) return signIn(ctx, signInRequestOf(query));
    return sendHtml(ctx.res, 200, loginPage({ state: query.get('state') ?? '' }));
  }
  if (path === '/auth/login' && method === 'POST') {
    return signIn(ctx, signInRequestOf(new URLSearchParams((await readBody(ctx.req, 16 * 1024)).toString('utf8'))));
  }
  if (path === '/auth/me' && method === 'GET') {
    let user: TokenClaims;
    try {
      user = requireUser(ctx);
    } catch (error) {
      // Graph answers errors as `{error: {code, message}}`, not the API envelope.
      const message = error instanceof HttpError ? error.message : 'Unauthorized';
      return sendJsonText(ctx.res, 401, JSON.stringify({ error: { code: 'InvalidAuthenticationToken', message } }));
    }
    return sendJsonText(
      ctx.res,
      200,
      JSON.stringify({ displayName: user.name, mail: user.email, userPrincipalName: user.email, id: user.sub }),
    );
  }
  throw new HttpError(path === '/auth/login' || path === '/auth/me' ? 405 : 404, `No route for ${method} ${path}`);
}

interface SignInRequest {
  name: string;
  email: string;
  omitUserData: boolean;
  /** Echoed to the callback when not empty. */
  state: string;
}

/** The sign-in page's fields, from its form or from a script's query. */
function signInRequestOf(fields: URLSearchParams): SignInRequest {
  return {
    name: (fields.get('name') ?? '').trim(),
    email: (fields.get('email') ?? '').trim(),
    omitUserData: fields.has('omit_user_data'),
    state: fields.get('state') ?? '',
  };
}

/** Validates the form, then redirects to the site's callback with a token (and user_data unless left out). */
function signIn(ctx: RequestContext, request: SignInRequest): void {
  const { name, email, omitUserData, state } = request;
  const errors: string[] = [];
  if (!name) errors.push('Enter your name.');
  if (!EMAIL.test(email)) errors.push('Enter a valid e-mail address, e.g. student@university.edu.');
  if (errors.length) return sendHtml(ctx.res, 400, loginPage({ ...request, errors }));

  const token = ctx.state.tokens.issue({ name, email });
  const callback = new URL('/callback', ctx.state.siteUrl);
  callback.searchParams.set('token', token);
  if (!omitUserData) callback.searchParams.set('user_data', JSON.stringify({ name, email, id: userIdFor(email) }));
  if (state) callback.searchParams.set('state', state);
  redirect(ctx.res, callback.href);
}
