import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Response } from '@playwright/test';
import pg from 'pg';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';
import { deployEnv, deploySkipReason, type DeployE2e } from './deploy-env';

const DEMO_PASSWORD = 'Demo#Pass2026';
const NEW_OPERATOR_PASSWORD = 'Ops#Deploy2026';

/*
 * Chromium through nginx (TLS) to two app servers on PostgreSQL, as the README's Production
 * section deploys them (global-setup.ts). One story, in order: a member's day, the operator's
 * sign-in with the authenticator, a consumer's public lookup, then what the proxy hop proves.
 */
test.describe.configure({ mode: 'serial' });
test.skip(Boolean(deploySkipReason()), deploySkipReason());

let env: DeployE2e;
test.beforeAll(() => {
  env = deployEnv()!;
});

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every answer the page received, to read their headers as the browser got them through nginx. */
function answersOf(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (r) => seen.push(r));
  return seen;
}

test('a member logs in over TLS, enters a buy bid, downloads the balance CSV and logs out', async ({ page }) => {
  const answers = answersOf(page);
  // A client-written X-Forwarded-For: nginx appends the address it saw, and the app takes that one.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '6.6.6.6' });
  await page.goto(`${env.appOrigin}/login`);
  await page.getByLabel('ログインID').fill('sakura01');
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  // The login POST carries Origin https://127.0.0.1:<port>, which the app behind the proxy (plain
  // http on its own port, PUBLIC_ORIGIN unset) does not see as its own: Sec-Fetch-Site lets it in.
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/account/balance**');
  await expect(page.getByRole('heading', { level: 1, name: '残高照会' })).toBeVisible();

  const [session] = await query<{ ip: string }>(
    `select s.ip from sessions s join users u on u.id = s.user_id where u.login_id = 'sakura01'
     order by s.created_at desc limit 1`,
  );
  expect(session!.ip).toBe('127.0.0.1');
  const cookies = await page.context().cookies(env.appOrigin);
  expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true });

  // Compression and cache headers as the browser received them.
  const pageAnswer = answers.find((r) => new URL(r.url()).pathname === '/account/balance')!;
  const pageHeaders = await pageAnswer.allHeaders();
  expect(pageHeaders['content-encoding']).toBe('br');
  expect(pageHeaders['cache-control']).toBe('no-store');
  expect(pageHeaders['strict-transport-security']).toMatch(/max-age=\d+/);
  const scripts = answers.filter((r) => /\/_astro\/.+\.js$/.test(new URL(r.url()).pathname));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    // Served before Astro's middleware, yet behind TLS too.
    expect(headers['strict-transport-security'], script.url()).toMatch(/max-age=\d+/);
    // Chromium accepts brotli: every script with a compressed copy (all but the smallest) comes as one.
    if (headers['content-encoding'] !== undefined) {
      expect(headers['content-encoding'], script.url()).toBe('br');
      expect(headers.vary, script.url()).toBe('Accept-Encoding');
    }
  }
  expect(await Promise.all(scripts.map(async (s) => (await s.allHeaders())['content-encoding']))).toContain('br');

  // A buy bid in the demo's open round (non-FIT, no tracking).
  await page.setExtraHTTPHeaders({});
  await page.goto(`${env.appOrigin}/bid/list?productCd=3`);
  await expect(page.getByRole('heading', { level: 1, name: '入札照会' })).toBeVisible();
  await page.getByLabel('単価', { exact: true }).fill('0.77');
  await page.getByLabel('入札量', { exact: true }).fill('2,000');
  await page.getByRole('button', { name: '入札', exact: true }).click();
  await page.getByRole('dialog', { name: '買い入札の確認' }).getByRole('button', { name: '登録' }).click();
  await expect(page.getByText('入札を登録しました。')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '0.77' })).toContainText('2,000');

  // The balance CSV, streamed from the database and compressed on its way.
  await page.goto(`${env.appOrigin}/account/balance`);
  await expect(page.getByRole('heading', { level: 1, name: '残高照会' })).toBeVisible();
  await page.getByLabel('文字コード').selectOption('utf8');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVダウンロード' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^残高照会_\d{4}_\d{8}\.csv$/);
  const csv = (await readFile((await download.path())!)).toString('utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^対象年度,商品,保有区分,設備ID/);
  const csvAnswer = answers.find((r) => new URL(r.url()).pathname === '/api/v1/account-balances/csv')!;
  const csvHeaders = await csvAnswer.allHeaders();
  expect(csvHeaders['content-encoding']).toBe('br');
  expect(csvHeaders['content-disposition']).toMatch(/^attachment;/);

  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await page.waitForURL('**/login');
  await page.goto(`${env.appOrigin}/account/balance`);
  await page.waitForURL('**/login**');
});

test('the first operator (made by ops create-operator) enrols the authenticator, then signs in with its code', async ({
  page,
}) => {
  await page.goto(`${env.appOrigin}/admin/login`);
  await page.getByLabel('ログインID').fill(env.operator.loginId);
  await page.getByLabel('パスワード', { exact: true }).fill(env.operator.temporaryPassword);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL('**/admin/mfa/setup');
  await page.getByRole('button', { name: '設定を開始する' }).click();
  const secret = (await page.locator('code.mfa-secret').textContent())!.trim();
  const enrolledAt = Date.now();
  await page.getByRole('textbox', { name: '確認コード' }).fill(totpCodeAt(secret, new Date(enrolledAt)));
  await page.getByRole('button', { name: '確認' }).click();
  await expect(page.locator('.recovery-codes li')).toHaveCount(10);
  await page.getByRole('button', { name: '保管しました。次へ進む' }).click();
  await page.waitForURL('**/admin/password/first-change');
  await page.getByLabel('現在のパスワード（仮パスワード）').fill(env.operator.temporaryPassword);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_OPERATOR_PASSWORD);
  await page.getByLabel('新しいパスワード（確認）').fill(NEW_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '変更する' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await page.waitForURL('**/admin/login');

  // A later sign-in: password, then the authenticator's next code (a code is accepted only once).
  await page.getByLabel('ログインID').fill(env.operator.loginId);
  await page.getByLabel('パスワード', { exact: true }).fill(NEW_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  const code = page.getByRole('textbox', { name: '確認コード' });
  await expect(code).toBeVisible();
  await code.fill(totpCodeAt(secret, new Date(enrolledAt + 30_000)));
  await page.getByRole('button', { name: '確認' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('運用担当');
  const cookies = await page.context().cookies(env.appOrigin);
  expect(cookies.find((c) => c.name === 'admin_sid')).toMatchObject({ secure: true, httpOnly: true });
});

test('a consumer looks a certificate up on the public site (static files from nginx, the API through it)', async ({
  page,
}) => {
  const answers = answersOf(page);
  const { hash, passCd, certificateNo } = env.certificate;
  await page.goto(`${env.reportOrigin}/report/${hash}/${passCd}`);
  await expect(page.getByRole('heading', { level: 1, name: '非化石証書トラッキング情報照会' })).toBeVisible();
  await expect(page.getByText(certificateNo, { exact: true }).first()).toBeVisible();

  const html = await answers.find((r) => r.url().endsWith(`/report/${hash}/${passCd}`))!.allHeaders();
  expect(html['cache-control']).toBe('no-cache');
  expect(html['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(html['referrer-policy']).toBe('no-referrer');
  const assets = answers.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets)
    expect((await asset.allHeaders())['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
  const api = answers.find((r) => r.url().startsWith(`${env.appOrigin}/api/v1/certificate?`))!;
  expect(api.status()).toBe(200);
  expect((await api.allHeaders())['access-control-allow-origin']).toBe(env.reportOrigin);
});

test('the proxy hop: compression, cross-site refusal behind TLS, both app servers in use', async ({ request }) => {
  const login = await request.get(`${env.appOrigin}/login`, { headers: { 'accept-encoding': 'gzip' } });
  expect(login.headers()['content-encoding']).toBe('gzip');
  const page = await login.text();
  const style = /"(\/_astro\/[^"]+\.css)"/.exec(page)![1]!;
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const res = await request.get(env.appOrigin + style, { headers: { 'accept-encoding': accept! } });
    expect(res.headers()['content-encoding'], accept).toBe(encoding);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const reportPage = await request.get(`${env.reportOrigin}/report/x/y`, { headers: { 'accept-encoding': 'gzip' } });
  expect(reportPage.headers()['content-encoding']).toBe('gzip');

  // Plain http goes to https on each site's own port, path and query kept.
  const sites: [string, string][] = [
    ['127.0.0.1', env.appOrigin],
    ['localhost', env.reportOrigin],
  ];
  for (const [host, origin] of sites) {
    const plain = await request.get(`http://${host}:${env.httpPort}/login?next=%2Faccount`, { maxRedirects: 0 });
    expect(plain.status(), host).toBe(301);
    const httpsPort = new URL(origin).port;
    expect(plain.headers()['location'], host).toBe(`https://${host}:${httpsPort}/login?next=%2Faccount`);
  }

  // A form another site could send: refused in the API's error shape, whatever it claims.
  const forged = await request.post(`${env.appOrigin}/api/v1/auth/logout`, {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    data: 'x',
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).code).toBe('C_SH_005');

  // nginx spread the requests over both servers (each counts its own in its metrics).
  for (const server of env.servers) {
    const text = await (await fetch(server.metricsUrl)).text();
    const served = [...text.matchAll(/^nfc_http_request_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
    expect(served, server.baseUrl).toBeGreaterThan(0);
  }
});
