import { defineConfig } from '@playwright/test';

/**
 * The newcomer's first run (scripts/first-run-check.sh): the server is the one `npm start` started
 * in a fresh clone; this only drives Debian's Chromium against it.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/first-run',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.FIRST_RUN_URL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    },
  },
});
