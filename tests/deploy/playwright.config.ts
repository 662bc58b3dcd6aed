import { defineConfig } from '@playwright/test';

/**
 * The production deployment of the README's "Production" section, run on this machine: nginx
 * (TLS) in front of two app servers on PostgreSQL, and the public tracking site as static files,
 * driven through the proxy by Chromium. Run from the repository root:
 * playwright test -c tests/deploy/playwright.config.ts (needs TEST_DATABASE_URL and nginx).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/deploy',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/deploy-e2e.json' }]],
  use: {
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1280, height: 800 },
    // The certificate is self-signed; everything else is as a member's browser sees it.
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
