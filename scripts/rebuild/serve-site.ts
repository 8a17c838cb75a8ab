/**
 * Serves the live release: scripts/lib/static-server.ts (content types,
 * caching, ETags, 404.html) plus the release's own `_headers` file, applied the
 * way a static host would (Content-Security-Policy frame-ancestors, nosniff,
 * Referrer-Policy). The static server's own headers win where both set one.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticServer, type StaticServer, type StaticServerOptions } from '../lib/static-server.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from '#integrations/security.ts';

/** `_headers` rules per release directory, read once per release. */
function rulesReader(root: string) {
  let cached: { dir: string; rules: HeaderRule[] } | undefined;
  return (): HeaderRule[] => {
    let dir: string;
    try {
      dir = realpathSync(root);
    } catch {
      return [];
    }
    if (cached?.dir !== dir) {
      const file = join(dir, '_headers');
      cached = { dir, rules: existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    }
    return cached.rules;
  };
}

/** The static server for a release directory (or the `current` symlink), with its `_headers`. */
export function serveSite(options: StaticServerOptions): Promise<StaticServer> {
  const rules = rulesReader(options.root);
  return startStaticServer({ ...options, headers: (path) => headersFor(rules(), path) });
}
