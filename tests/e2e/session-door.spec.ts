import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GENERIC_MESSAGE_POST } from '../../src/lib/api-client/error-rules';
import { OWN_MEMBER_PASSWORD } from './own-member';
import { ownMember } from './own-world';

/**
 * A page on another site (localhost is not the same site as the app's 127.0.0.1) holding a link
 * into the app, like a mail client or a portal.
 */
async function startOtherSite(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>ポータル</title><a href="${target}">残高照会を開く</a>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function logIn(page: Page, baseUrl: string, loginId: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('ログインID').fill(loginId);
  await page.getByLabel('パスワード', { exact: true }).fill(OWN_MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/account/balance');
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const sid = (await context.cookies()).find((c) => c.name === 'sid');
  expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return sid!.value;
}

/** Whether the server still honours a session cookie, asked outside the browser. */
async function userInfoStatus(baseUrl: string, sid: string): Promise<number> {
  return (await fetch(`${baseUrl}/api/v1/auth/user-info`, { headers: { cookie: `sid=${sid}` } })).status;
}

test.describe('session door: arriving from another site, logging out, logging in again', () => {
  test('a member who follows a link from another site can save, and LOG OUT ends the session', async ({
    page,
    context,
    app,
  }) => {
    const member = await ownMember(app, '他サイト経由試験エナジー株式会社', { fit: false, nonFit: true });
    const other = await startOtherSite(`${app.baseUrl}/account/balance`);
    try {
      await logIn(page, app.baseUrl, member.loginId);
      await page.goto(other.url);
      await page.getByRole('link', { name: '残高照会を開く' }).click();
      await page.waitForURL(`${app.baseUrl}/account/balance`);

      await page.getByRole('button', { name: new RegExp(member.name) }).click();
      const dialog = page.getByRole('dialog', { name: '取引会員情報' });
      await dialog.getByRole('button', { name: '編集' }).click();
      await dialog.getByLabel('FIT市場', { exact: true }).check();
      await dialog.getByRole('button', { name: '変更登録' }).click();
      await expect(page.getByText('取引会員情報を更新しました。')).toBeVisible();
      await dialog.getByRole('button', { name: '閉じる' }).click();

      const sid = await sessionCookie(context);
      await page.getByRole('button', { name: 'LOG OUT' }).click();
      await page.waitForURL('**/login');
      expect(await userInfoStatus(app.baseUrl, sid)).toBe(401);
    } finally {
      await other.close();
    }
  });

  test('logging in on /login over a live session works, as another member, and ends the old session', async ({
    page,
    context,
    app,
  }) => {
    const first = await ownMember(app, '先行ログイン試験エナジー株式会社', { fit: false, nonFit: true });
    const second = await ownMember(app, '後続ログイン試験発電株式会社', { fit: false, nonFit: true }, 'generator');
    await logIn(page, app.baseUrl, first.loginId);
    const oldSid = await sessionCookie(context);
    await logIn(page, app.baseUrl, second.loginId);
    await expect(page.getByRole('button', { name: new RegExp(second.name) })).toBeVisible();
    expect(await userInfoStatus(app.baseUrl, oldSid)).toBe(401);
    expect(await userInfoStatus(app.baseUrl, await sessionCookie(context))).toBe(200);
  });

  test('LOG OUT that does not reach the server keeps the member on the page and says so', async ({
    page,
    context,
    app,
  }) => {
    const member = await ownMember(app, 'ログアウト失敗試験エナジー株式会社', { fit: false, nonFit: true });
    await logIn(page, app.baseUrl, member.loginId);
    const sid = await sessionCookie(context);
    await page.route('**/api/v1/auth/logout', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await expect(page.getByText(GENERIC_MESSAGE_POST)).toBeVisible();
    await expect(page).toHaveURL(`${app.baseUrl}/account/balance`);
    expect(await userInfoStatus(app.baseUrl, sid)).toBe(200);

    await page.unroute('**/api/v1/auth/logout');
    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await page.waitForURL('**/login');
    expect(await userInfoStatus(app.baseUrl, sid)).toBe(401);
  });
});
