import { test as base, expect, type Page } from '@playwright/test';
import { startApp, type TestApp } from '../setup/app-server';

export const DEMO_PASSWORD = 'Demo#Pass2026';

/**
 * One app per worker on a fresh database with the full demo data: PostgreSQL when
 * TEST_DATABASE_URL is set (as in CI), otherwise PGlite.
 */
export const test = base.extend<{ login: (loginId: string, password?: string) => Promise<void> }, { app: TestApp }>({
  app: [
    async ({}, use) => {
      const app = await startApp(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', {}, 'demo');
      await use(app);
      await app.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => use(app.baseUrl),
  login: async ({ page }, use) => {
    await use(async (loginId, password = DEMO_PASSWORD) => {
      await page.goto('/login');
      await page.getByLabel('ログインID').fill(loginId);
      await page.getByLabel('パスワード', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'LOG IN' }).click();
    });
  },
});

export async function expectHeading(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

export { expect };
