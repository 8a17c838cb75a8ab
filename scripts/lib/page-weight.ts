/**
 * What a built page costs a visitor: its HTML (gzip), the islands it hydrates
 * (Astro's, and the detail pages' galleries) and every JavaScript module those
 * may load, followed through their imports, dynamic ones included (gzip, each
 * module counted once); and of that, what runs before the
 * visitor does anything: the inline scripts, the script tags and the islands
 * that hydrate by themselves (`client:load`, `client:idle`, and
 * `client:visible`, counted as if in view), not those that wait to be reached
 * for (`client:intent`). Pure reading of the build output.
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
  /** What runs before the first interaction. */
  beforeInteraction: {
    /** The page's inline scripts (gzip, together). */
    inlineGzip: number;
    /** The modules loaded without waiting for the visitor. */
    scripts: string[];
    /** Those modules (gzip), without the inline scripts. */
    jsGzip: number;
  };
}

const gzipSize = (text: string | Buffer) => gzipSync(text).length;

/** Island component names (`TopBar`, `SearchApp`) and gallery names (`poster-carousel`) a page hydrates, in page order. */
function islandsOf(html: string): string[] {
  return [
    ...html.matchAll(/<astro-island[^>]*\bopts="[^"]*?&quot;name&quot;:&quot;([^&]+)&quot;|\bdata-gallery="([^"]+)"/g),
  ].map((match) => match[1] ?? match[2]!);
}

/** The JS entry points of a page: island components, their renderer, and script tags. */
function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\b(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g))
    urls.add(match[1]!);
  return [...urls];
}

/** The entry points loaded before the first interaction: script tags, and the islands not hydrating on intent. */
function entryScriptsBeforeInteraction(html: string): string[] {
  const waiting = (tag: string) => /\bclient="intent"/.test(tag);
  const tags = [...html.matchAll(/<astro-island\b[^>]*>|<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !waiting(tag));
  return entryScripts(tags.join(''));
}

/** The inline scripts' text, together. */
function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('\n');
}

/** The modules `source` imports: statically, or also those it may import later (`import(…)`). */
function importsOf(source: string, dynamic: boolean): string[] {
  const pattern = dynamic
    ? /(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g
    : /(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]!.slice(2));
}

/** Every module reachable from the entry points, each once: through static imports, and dynamic ones when `dynamic`. */
function reachableModules(siteDir: string, entries: string[], dynamic = true): string[] {
  const seen = new Set<string>();
  const queue = entries.map((url) => url.replace(/^\/_astro\//, ''));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...importsOf(readFileSync(join(siteDir, '_astro', name), 'utf8'), dynamic));
  }
  return [...seen].sort();
}

export function pageWeight(siteDir: string, page: string): PageWeight {
  const html = readFileSync(join(siteDir, page), 'utf8');
  const modules = reachableModules(siteDir, entryScripts(html));
  const early = reachableModules(siteDir, entryScriptsBeforeInteraction(html), false);
  const weigh = (names: string[]) =>
    names.reduce((sum, name) => sum + gzipSize(readFileSync(join(siteDir, '_astro', name))), 0);
  const inline = inlineScripts(html);
  return {
    page,
    htmlGzip: gzipSize(html),
    islands: islandsOf(html),
    scripts: modules,
    jsGzip: weigh(modules),
    beforeInteraction: { inlineGzip: inline ? gzipSize(inline) : 0, scripts: early, jsGzip: weigh(early) },
  };
}
