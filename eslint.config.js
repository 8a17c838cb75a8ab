// @ts-check
// `npm run lint`: TypeScript (typescript-eslint, without type information: `astro check` does the types),
// React hooks, and accessibility (jsx-a11y-x, the ESLint 10 fork of jsx-a11y) in .tsx and .astro files.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const astroA11y = astro.configs['flat/jsx-a11y-recommended'];

export default tseslint.config(
  { ignores: ['dist/', '.site/', '.data/', '.astro/', '.tmp/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  astro.configs['flat/recommended'],
  // The plugin's a11y block applies to every file unless given one: to .astro files only here.
  ...astroA11y.map((config) => (config.files ? config : { ...config, files: ['**/*.astro'] })),
  {
    rules: {
      // `_name` says "deliberately unused" (a parameter a signature needs, a rest sibling left out).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Variables a signal handler reads before they are first assigned stay `let` (scripts/start.ts).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Matching control characters is the point where we do it: stripping terminal colours, refusing C0 controls in URLs.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // Off: without the React Compiler's whole-program view it takes a hook's result object for a ref as soon as
      // one of its fields is passed to `ref=`: its only findings are every `flow.*` read in NominationForm.tsx.
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // `role` is a prop of our own components too (PersonCard's "Team Leader"); ARIA roles are checked on elements.
      'jsx-a11y-x/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern (`{}` for none).
  { files: ['tests/e2e/**'], rules: { 'no-empty-pattern': 'off' } },
);
