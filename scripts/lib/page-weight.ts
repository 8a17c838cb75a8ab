/**
 * What a built page costs a visitor: its HTML (gzip), the islands it hydrates
 * and every JavaScript module those load, followed through their static
 * imports (gzip, each module counted once). Pure reading of the build output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  htmlGzip: number;
  islands: string[];
  scripts: string[];
  jsGzip: number;
}

const gzipSize = (text: string | Buffer) => gzipSync(text).length;

/** Island component names (`TopBar`, `PosterCarousel`) a page hydrates. */
export function islandsOf(html: string): string[] {
  return [...html.matchAll(/<astro-island[^>]*\bopts="[^"]*?&quot;name&quot;:&quot;([^&]+)&quot;/g)].map((match) => match[1]!);
}

/** The JS entry points of a page: island components, their renderer, and script tags. */
export function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\b(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls];
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)].map((match) => match[1]!.slice(2));
}

/** Every module reachable from the entry points, each once. */
export function reachableModules(siteDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((url) => url.replace(/^\/_astro\//, ''));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...importsOf(readFileSync(join(siteDir, '_astro', name), 'utf8')));
  }
  return [...seen].sort();
}

export function pageWeight(siteDir: string, page: string): PageWeight {
  const html = readFileSync(join(siteDir, page), 'utf8');
  const modules = reachableModules(siteDir, entryScripts(html));
  return {
    page,
    htmlGzip: gzipSize(html),
    islands: islandsOf(html),
    scripts: modules,
    jsGzip: modules.reduce((sum, name) => sum + gzipSize(readFileSync(join(siteDir, '_astro', name))), 0),
  };
}
