/**
 * Adds the `client:intent` directive (src/lib/client-intent.ts): an island
 * that hydrates on the visitor's first pointer, focus or key event on it.
 * Astro bundles the directive's script and writes it inline, once, before the
 * first island that uses it (and hashes it for the page's CSP).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const ENTRYPOINT = fileURLToPath(new URL('../src/lib/client-intent.ts', import.meta.url));

export function clientIntent(): AstroIntegration {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'intent', entrypoint: ENTRYPOINT }),
    },
  };
}
