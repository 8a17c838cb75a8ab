/**
 * Dependencies point one way: pages → features → components → lib (DESIGN.md,
 * "Layout"). `components/` and `lib/` never import `features/` or the backend
 * contract (`api/`, used by features and scripts), and `lib/` never imports
 * `components/`. Read from the source files' import statements, aliases and
 * relative paths alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const ALIASES: Record<string, string> = {
  '#api/': 'api/',
  '#components/': 'components/',
  '#features/': 'features/',
  '#layouts/': 'layouts/',
  '#lib/': 'lib/',
  '#styles/': 'styles/',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file imports or re-exports, as a path under src/ (other packages left out). */
export function importsOf(file: string, source = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) return [ALIASES[alias] + specifier.slice(alias.length)];
    if (specifier.startsWith('.')) return [relative(SRC, resolve(dirname(file), specifier))];
    return [];
  });
}

const FORBIDDEN: Record<string, string[]> = {
  components: ['features/', 'api/', 'pages/', 'layouts/'],
  lib: ['features/', 'api/', 'components/', 'pages/', 'layouts/'],
};

describe('layers', () => {
  it('reads aliased, relative and dynamic imports', () => {
    const file = join(SRC, 'components/form/Example.tsx');
    const source = [
      "import { a } from '#features/auth/session.ts';",
      "import type { B } from '../../api/http.ts';",
      "export { c } from './paths.ts';",
      "const d = import('#lib/text.ts');",
      "import 'react';",
    ].join('\n');
    expect(importsOf(file, source)).toEqual(['features/auth/session.ts', 'api/http.ts', 'components/form/paths.ts', 'lib/text.ts']);
  });

  for (const [layer, forbidden] of Object.entries(FORBIDDEN)) {
    it(`${layer}/ imports nothing from ${forbidden.join(', ')}`, () => {
      const files = filesUnder(join(SRC, layer));
      expect(files.length).toBeGreaterThan(0);
      const wrong = files.flatMap((file) =>
        importsOf(file)
          .filter((target) => forbidden.some((prefix) => target.startsWith(prefix)))
          .map((target) => `${relative(SRC, file)} → ${target}`),
      );
      expect(wrong).toEqual([]);
    });
  }
});
