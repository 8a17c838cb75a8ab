import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Astro's virtual module exists only inside Astro's build; the pages' modules under test import it.
    alias: { 'astro:env/server': fileURLToPath(new URL('./tests/unit/support/astro-env-server.ts', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
