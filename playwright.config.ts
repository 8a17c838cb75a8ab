import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '#scripts/lib/chromium.ts';
import { readSettings } from '#scripts/settings.ts';

// Each run keeps its own artifacts folder, so runs in one checkout never delete each other's.
// The config is evaluated again in every worker; the environment carries the first value over.
process.env.E2E_RUN_ID ??= `run-${Date.now()}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that needs a second try to pass has a bug: it is fixed, not retried.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(readSettings().chromiumPath), args: CHROMIUM_ARGS },
    // A trace records every action of every test (a sixth of the suite's time here); CI keeps no artifacts.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
  },
});
