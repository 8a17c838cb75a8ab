/**
 * The site's security headers, in one place: the Content-Security-Policy that
 * astro.config.mjs hands to Astro's `security.csp` (a `<meta>` on every page,
 * with hashes of Astro's inline scripts and styles), the `_headers` file that
 * carries what a `<meta>` cannot (Netlify / Cloudflare Pages format), and the
 * same rules applied by the local static server in `npm start`.
 *
 * Plain TypeScript without Node-only imports at module level, so Astro's
 * config loader and Node scripts can both import it.
 */
import type { AstroUserConfig } from 'astro';

type CspOptions = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirective = NonNullable<CspOptions['directives']>[number];

/** What the policy depends on: the backend and the identity provider's 'me' endpoint. */
export interface PolicySources {
  /** PUBLIC_API_HOST (absent for `astro check`, which builds nothing). */
  apiHost?: string;
  /** PUBLIC_IDENTITY_ME_URL; default Microsoft Graph. */
  identityMeUrl?: string;
}

export const DEFAULT_IDENTITY_ME_URL = 'https://graph.microsoft.com/v1.0/me';

/** The origin of a URL, or undefined when it is not an http(s) URL. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values: Array<string | undefined>) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * The directives Astro adds to its own `script-src` / `style-src` (those two
 * carry per-page hashes and are written by Astro). Scripts and styles come only
 * from the site; connections and images only from the site and the backend
 * (plus the identity provider for `connect-src`).
 */
export function cspDirectives(sources: PolicySources): string[] {
  const api = originOf(sources.apiHost);
  const me = originOf(sources.identityMeUrl ?? DEFAULT_IDENTITY_ME_URL);
  return [
    "default-src 'self'",
    `connect-src ${unique(["'self'", api, me]).join(' ')}`,
    `img-src ${unique(["'self'", api]).join(' ')}`,
    // The nomination forms read a picked video's duration through a blob: URL.
    `media-src ${unique(["'self'", 'blob:', api]).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Sign-in is a link to {host}/auth/login (a navigation), not a form post.
    "form-action 'self'",
  ];
}

/**
 * Astro's `security.csp` option. Card images are `style="background-image:…"`
 * attributes, which hashes cannot allow, so inline style *attributes* are
 * allowed (`style-src-attr 'unsafe-inline'`); `<style>` and `<script>` elements
 * still need Astro's hashes or must come from the site.
 */
export function astroCsp(sources: PolicySources): CspOptions {
  return {
    directives: cspDirectives(sources) as CspDirective[],
    // Pagefind runs WebAssembly, on every page: the top bar's search uses it.
    scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    styleDirective: {
      resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' as const }],
    },
  };
}

/**
 * The header-only part of the policy. A header policy and the page's `<meta>`
 * policy are both enforced; a header cannot carry the per-page hashes, so it
 * must not restrict scripts or styles (nor set `default-src`, which would).
 * It carries `frame-ancestors` (ignored in a `<meta>`) and repeats the
 * directives that hold for every response, including non-HTML ones.
 */
const HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One `_headers` rule: a path pattern and the headers for it. */
export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
}

export const HEADER_RULES: HeaderRule[] = [
  {
    pattern: '/*',
    headers: [
      ['Content-Security-Policy', HEADER_CSP],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['X-Frame-Options', 'DENY'],
    ],
  },
  // Hashed file names: a changed file gets a new name, so these never go stale.
  { pattern: '/_astro/*', headers: [['Cache-Control', IMMUTABLE]] },
  // The pictures' variants are named by their content too (scripts/lib/images/).
  { pattern: '/_img/*', headers: [['Cache-Control', IMMUTABLE]] },
];

/** The `_headers` file (Netlify and Cloudflare Pages syntax). */
export function headersFile(rules: HeaderRule[] = HEADER_RULES): string {
  const blocks = rules.map((rule) =>
    [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Written by the build (integrations/security.ts). Headers a <meta> tag cannot carry.\n${blocks.join('\n\n')}\n`;
}

/** Parses a `_headers` file: `pattern` lines, each followed by indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const at = raw.indexOf(':');
    if (!current || at < 0) continue;
    current.headers.push([raw.slice(0, at).trim(), raw.slice(at + 1).trim()]);
  }
  return rules;
}

/** A `_headers` pattern (`/*` splats, exact paths otherwise) as a regular expression for URL paths. */
function patternRegExp(pattern: string): RegExp {
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`);
}

/** Whether a `_headers` pattern (`/*` splats, exact paths otherwise) matches a URL path. */
function patternMatches(pattern: string, path: string): boolean {
  return patternRegExp(pattern).test(path);
}

/** The headers the rules give one path, in rule order (a later rule's value wins). */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules)
    if (patternMatches(rule.pattern, path)) for (const [name, value] of rule.headers) result[name] = value;
  return result;
}

/** {@link headersFor} with each rule's pattern compiled once, for many paths (a deploy's every file). */
export function headersMatcher(rules: HeaderRule[]): (path: string) => Record<string, string> {
  const compiled = rules.map((rule) => ({ pattern: patternRegExp(rule.pattern), headers: rule.headers }));
  return (path) => {
    const result: Record<string, string> = {};
    for (const rule of compiled)
      if (rule.pattern.test(path)) for (const [name, value] of rule.headers) result[name] = value;
    return result;
  };
}

/** An Astro integration that writes `_headers` into the build output. */
export function hostHeaders() {
  return {
    name: 'wall-of-fame:host-headers',
    hooks: {
      'astro:build:done': async ({ dir }: { dir: URL }) => {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(new URL('_headers', dir), headersFile());
      },
    },
  };
}
