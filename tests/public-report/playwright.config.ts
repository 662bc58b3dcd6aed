import { defineConfig } from '@playwright/test';

/*
 * Browser tests of the public tracking site: the BUILT static output behind a plain static server
 * (with the documented rewrite rule), calling the app's API on another origin. Run from the repo
 * root: playwright test -c tests/public-report/playwright.config.ts
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/public-report',
  timeout: 30_000,
  fullyParallel: true,
  reporter: [['list'], ['json', { outputFile: '../../test-results/public-report-e2e.json' }]],
  use: {
    locale: 'ja-JP',
    // Far from JST on purpose: the issue time must still show the JST wall clock.
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
});
