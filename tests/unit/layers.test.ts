/**
 * Dependencies point one way (DESIGN.md, "Layout"): scripts/ → integrations/ →
 * src/, and inside src/ pages → features → components → lib. `components/` and
 * `lib/` never import `features/` or the backend contract (`api/`, used by
 * features and scripts), and `lib/` never imports `components/`. src/ imports
 * nothing from integrations/ or scripts/, integrations/ nothing from scripts/,
 * and none of them anything from tests/. No module imports itself back through
 * others (no circle). Read from the source files' import statements, every
 * package.json alias and relative paths alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ALIASES = Object.entries(
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).imports as Record<string, string>,
).map(([alias, target]) => ({
  prefix: alias.replace(/\*$/, ''),
  target: target.replace(/^\.\//, '').replace(/\*$/, ''),
}));

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module of this project a file imports or re-exports, as a path from the project's root (packages left out). */
export function importsOf(file: string, source = readFileSync(join(ROOT, file), 'utf8')): string[] {
  const specifiers = [
    ...source.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  return specifiers.flatMap((specifier) => {
    const alias = ALIASES.find(({ prefix }) =>
      prefix.endsWith('/') ? specifier.startsWith(prefix) : specifier === prefix,
    );
    if (alias) return [alias.target + specifier.slice(alias.prefix.length)];
    if (specifier.startsWith('.')) return [relative(ROOT, resolve(dirname(join(ROOT, file)), specifier))];
    return [];
  });
}

const SOURCES = [...filesUnder('src'), ...filesUnder('integrations'), ...filesUnder('scripts'), 'astro.config.mjs'];

const FORBIDDEN: Record<string, string[]> = {
  'src/components/': ['src/features/', 'src/api/', 'src/pages/', 'src/layouts/'],
  'src/lib/': ['src/features/', 'src/api/', 'src/components/', 'src/pages/', 'src/layouts/'],
  'src/': ['integrations/', 'scripts/', 'tests/'],
  'integrations/': ['scripts/', 'tests/'],
  'scripts/': ['tests/'],
};

/** The circles of a graph (module → the modules it imports): each as the modules on it, in order. */
function circlesOf(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

/** The circles among `files`' imports. */
const circles = (files: string[]) =>
  circlesOf(new Map(files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))])));

describe('layers', () => {
  it('reads aliased, relative and dynamic imports', () => {
    const file = 'src/components/form/Example.tsx';
    const source = [
      "import { a } from '#features/auth/session.ts';",
      "import type { B } from '../../api/http.ts';",
      "export { c } from './paths.ts';",
      "const d = import('#lib/text.ts');",
      "import { SITE } from '#site';",
      "import { e } from '#scripts/settings.ts';",
      "import 'react';",
    ].join('\n');
    expect(importsOf(file, source)).toEqual([
      'src/features/auth/session.ts',
      'src/api/http.ts',
      'src/components/form/paths.ts',
      'src/lib/text.ts',
      'src/site.ts',
      'scripts/settings.ts',
    ]);
  });

  for (const [layer, forbidden] of Object.entries(FORBIDDEN)) {
    it(`${layer} imports nothing from ${forbidden.join(', ')}`, () => {
      const files = SOURCES.filter((file) => file.startsWith(layer));
      expect(files.length).toBeGreaterThan(0);
      const wrong = files.flatMap((file) =>
        importsOf(file)
          .filter((target) => forbidden.some((prefix) => target.startsWith(prefix)))
          .map((target) => `${file} → ${target}`),
      );
      expect(wrong).toEqual([]);
    });
  }

  it('has no import circle', () => {
    expect(circles(SOURCES).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      circlesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
