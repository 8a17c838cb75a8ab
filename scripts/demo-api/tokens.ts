/**
 * Bearer tokens of the SSO stand-in: base64url JSON claims `{sub, name, email,
 * exp}` and an HMAC-SHA256 signature, `<claims>.<signature>`. The secret lives
 * in the database so the CLI's `token` command and the server agree;
 * rotating it invalidates every token issued before.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DemoStore } from './store.ts';

export interface TokenClaims {
  /** Stable user id derived from the e-mail. */
  sub: string;
  name: string;
  email: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type Verification =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const SECRET_KEY = 'token_secret';

/** A GUID-shaped id that is the same for the same e-mail (the Graph 'me' id stand-in). */
export function userIdFor(email: string): string {
  const hex = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export class TokenKeeper {
  readonly #store: DemoStore;
  readonly #ttlSeconds: number;
  /** Set when the caller fixed the secret; otherwise the database holds it. */
  #fixedSecret: string | undefined;

  constructor(store: DemoStore, options: { secret?: string; ttlSeconds: number }) {
    this.#store = store;
    this.#fixedSecret = options.secret;
    this.#ttlSeconds = options.ttlSeconds;
  }

  /** Signs a token for this user; a negative `ttlSeconds` gives an already expired one (tests). */
  issue(user: { name: string; email: string }, ttlSeconds = this.#ttlSeconds): string {
    const email = user.email.trim();
    const claims: TokenClaims = {
      sub: userIdFor(email),
      name: user.name.trim(),
      email,
      exp: Math.floor(Date.now() / 1000) + ttlSeconds,
    };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return `${body}.${this.#sign(body)}`;
  }

  verify(token: string): Verification {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return { ok: false, reason: 'malformed' };
    const expected = Buffer.from(this.#sign(body), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'signature' };
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof claims.email !== 'string' || typeof claims.exp !== 'number') return { ok: false, reason: 'malformed' };
    if (claims.exp * 1000 <= Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  /** Replaces the secret: every token issued so far stops working. */
  rotate(): void {
    const secret = randomBytes(32).toString('base64url');
    if (this.#fixedSecret !== undefined) this.#fixedSecret = secret;
    else this.#store.setMeta(SECRET_KEY, secret);
  }

  #secret(): string {
    if (this.#fixedSecret !== undefined) return this.#fixedSecret;
    let secret = this.#store.getMeta(SECRET_KEY);
    if (!secret) {
      secret = randomBytes(32).toString('base64url');
      this.#store.setMeta(SECRET_KEY, secret);
    }
    return secret;
  }

  #sign(body: string): string {
    return createHmac('sha256', this.#secret()).update(body).digest('base64url');
  }
}
