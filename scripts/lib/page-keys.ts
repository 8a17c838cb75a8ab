/**
 * The Astro integration that hands the build's page keys to the rebuild: when
 * PAGE_KEYS_FILE is set, writes every keyed page's URL and key, and the URLs
 * left out because the live release has them (src/features/catalog/page-keys.ts).
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { pageNotes } from '#features/catalog/page-keys.ts';

/** What PAGE_KEYS_FILE holds after a build. */
export interface BuiltPageKeys {
  /** URL → key of every keyed page of the release. */
  keys: Record<string, string>;
  /** URLs not rendered: the live release's file is the page. */
  unchanged: string[];
}

export function pageKeys(): AstroIntegration {
  return {
    name: 'page-keys',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        const file = process.env.PAGE_KEYS_FILE;
        if (!file) return;
        const { keys, unchanged } = pageNotes();
        const out: BuiltPageKeys = { keys: Object.fromEntries(keys), unchanged: [...unchanged] };
        await writeFile(file, JSON.stringify(out));
        if (unchanged.size) logger.info(`${keys.size - unchanged.size} keyed pages rendered, ${unchanged.size} unchanged from the live release (not rendered)`);
      },
    },
  };
}
