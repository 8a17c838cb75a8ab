/**
 * The one gate for every URL that comes from the backend.
 *
 * Links may only be absolute `http:` or `https:` URLs, without a user part
 * (`https://trusted.edu@evil.com` goes to evil.com) and without a backslash
 * (`http:\\evil.com`: browsers read it as a slash, people never mean one).
 * Images may also be same-origin paths (`/media/a.png`). Anything else
 * (`javascript:`, `data:`, protocol-relative `//host`, `/\host`, garbage)
 * yields `undefined`, and the caller renders text or nothing instead. What
 * is kept is the URL's normalised form (the URL parser's `href`).
 */
export function safeLink(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (!value || hasControlChars(value) || value.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname || url.username || url.password) return undefined;
  return url.href;
}

/** A scheme at the start (`mailto:`, `https:`), not a host and port (`localhost:4321`). */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * What a URL field sends for what was typed: the address in its normalised
 * form (as {@link safeLink} keeps it: `HTTP://Example.edu` → `http://example.edu/`),
 * with `https://` in front when it has no scheme (`linkedin.com/in/asha` →
 * `https://linkedin.com/in/asha`); undefined when it cannot be a web address:
 * another scheme (`mailto:`, `javascript:`), a user part (`asha@gmail.com`,
 * `https://trusted.edu@evil.com`), a backslash, or, without a scheme, no host
 * name with a dot (`N/A`, `asha`) or a host that is not one (`my site.com`).
 * Empty stays empty.
 */
export function webAddress(typed: string): string | undefined {
  const value = typed.trim();
  if (value === '') return '';
  if (SCHEME.test(value)) return safeLink(value);
  const href = safeLink(`https://${value.replace(/^\/\//, '')}`);
  if (!href) return undefined;
  const host = new URL(href).hostname;
  return host === 'localhost' || host.startsWith('[') || /^[^.]+(\.[^.]+)+\.?$/.test(host) ? href : undefined;
}

/** Like {@link safeLink}, but also accepts a same-origin absolute path. */
export function safeImage(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  return isSameOriginPath(value) ? value : safeLink(value);
}

/**
 * True for `/path?query#hash` that stays on this origin. Refuses `//host`,
 * `/\host` (browsers read a backslash as a slash) and control characters.
 */
export function isSameOriginPath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  if (hasControlChars(value) || value.includes('\\')) return false;
  try {
    // Resolving against a dummy origin must keep that origin.
    return new URL(value, 'http://same.origin.invalid').origin === 'http://same.origin.invalid';
  } catch {
    return false;
  }
}

function hasControlChars(value: string): boolean {
  return /[\u0000-\u001f\u007f]/.test(value);
}
