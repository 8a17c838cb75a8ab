/**
 * Puts the session mark (src/features/auth/session-mark.ts) in every page's
 * head, inline and minified: it must run before the first paint, so the top
 * bar's account corner shows who is signed in without waiting for any script
 * to load. Astro hashes it for the page's CSP.
 */
import type { AstroIntegration } from 'astro';
import { transformSync } from 'esbuild';
import { SESSION_MARK_SCRIPT } from '#features/auth/session-mark.ts';

/** The head script as it goes into the page. */
export function sessionMarkScript(): string {
  return transformSync(SESSION_MARK_SCRIPT, { minify: true, target: 'es2022', loader: 'js' }).code.trim();
}

export function sessionMark(): AstroIntegration {
  return {
    name: 'session-mark',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('head-inline', sessionMarkScript()),
    },
  };
}
