import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { createSession } from '../../src/lib/server/auth/sessions';
import { sessionPolicy } from '../../src/lib/server/auth/session-policy';
import { ADMIN_SESSION_COOKIE, CSRF_COOKIE, SESSION_COOKIE } from '../../src/lib/server/auth/cookies';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { users } from '../../src/lib/server/db/schema';

/**
 * Signs `loginId` in without the login form: a session made by the same service the login
 * endpoint uses, handed to the browser as the cookies the endpoint would set. Only the login
 * form's own tests go through the form.
 */
export async function signIn(app: TestApp, context: BrowserContext, loginId: string): Promise<void> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  if (!user) throw new Error(`no user with login id ${loginId}`);
  const session = await createSession(app.db, user.id, sessionPolicy(), { now: new Date() });
  await context.addCookies([
    { name: SESSION_COOKIE, value: session.token, url: app.baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: CSRF_COOKIE, value: session.csrfToken, url: app.baseUrl, sameSite: 'Strict' },
  ]);
}

/**
 * An operator past the first sign-in (enrolled, password changed), signed in through the console
 * API; the browser takes over its cookies as it would after the console's sign-in pages (whose own
 * test is admin-console.spec.ts).
 */
export async function signInOperator(app: TestApp, context: BrowserContext): Promise<OperatorAt> {
  const operator = await operatorAt(app.baseUrl, app.db, 'console');
  await context.addCookies(
    [...operator.client.cookies].map(([name, value]) => ({
      name,
      value,
      url: app.baseUrl,
      httpOnly: name === ADMIN_SESSION_COOKIE,
    })),
  );
  return operator;
}

/** The login form, as a member uses it. */
async function logInThroughForm(page: Page, loginId: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('ログインID').fill(loginId);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

/**
 * One app per worker on a fresh database with the full demo data: PostgreSQL when
 * TEST_DATABASE_URL is set (as in CI), otherwise PGlite.
 *
 * login(id) signs in by cookie and opens the landing page (/account/balance), where the form
 * would have led; login(id, password) goes through the form (first-login and wrong-password tests).
 */
export const test = base.extend<
  { login: (loginId: string, password?: string) => Promise<void> },
  { app: TestApp; appEnv: Record<string, string> }
>({
  /** Settings of the worker's app (`test.use({ appEnv })` gives a spec a worker of its own). */
  appEnv: [{}, { scope: 'worker', option: true }],
  app: [
    async ({ appEnv }, use) => {
      const app = await startApp(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', appEnv, 'demo');
      await use(app);
      await app.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => use(app.baseUrl),
  login: async ({ page, app }, use) => {
    await use(async (loginId, password) => {
      if (password !== undefined) return logInThroughForm(page, loginId, password);
      await signIn(app, page.context(), loginId);
      await page.goto('/account/balance');
    });
  },
});

export async function expectHeading(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * axe on the page as it stands once its transitions have ended: no serious or critical violation
 * (every member page is held to that, touch target size included), named by page. Mid-transition colours (a button under the pointer turning from
 * outline to filled) are not what a reader sees, and made the contrast check flaky.
 */
export async function expectAccessible(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity) // a spinner never ends
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Touch targets of at least 24×24 px (WCAG 2.5.8), a rule axe leaves off unless asked.
  const scan = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export { expect };
