import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { PASSWORD_CHANGED } from '../../src/lib/notices';
import { msg } from '../../src/lib/schemas/messages';
import { ERRORS } from '../../src/lib/errors/catalogue';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';

const PASSWORD = 'Demo#Pass2026';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The sign-in pages' forms as a browser without JavaScript posts them: to the page itself. */
function postForm(
  client: TestClient,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return client.request('POST', path, undefined, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { ...FORM, ...headers },
  });
}

async function loginForm(
  client: TestClient,
  password: string,
  path = '/login',
  loginId = 'minato01',
): Promise<Response> {
  if (!client.csrf) await client.visit();
  return postForm(client, path, { step: 'password', csrfToken: client.csrf!, loginId, password });
}

/** The hidden field a rendered page carries, as the browser would post it back. */
function hiddenValue(html: string, name: string): string {
  const found = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  expect(found).not.toBeNull();
  return found![1]!;
}

describe.each(testTargets())('sign-in pages posted without JavaScript on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('logs in, ends the session the browser held and goes where the script would', async () => {
    const client = new TestClient(app.baseUrl);
    expect((await loginForm(client, PASSWORD)).status).toBe(303);
    const first = client.cookies.get('sid');
    const res = await loginForm(client, PASSWORD, '/login?path=%2Fbid%2Flist');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?path=%2Fbid%2Flist');
    expect(client.cookies.get('sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client.cookies.get('sid')).not.toBe(first);
    const old = new TestClient(app.baseUrl);
    old.cookies.set('sid', first!);
    expect((await old.request('GET', '/api/v1/auth/user-info')).status).toBe(401);
    expect((await client.request('GET', '/api/v1/auth/user-info')).status).toBe(200);
  });

  it('renders a wrong password above the form with the login id kept and the password not echoed', async () => {
    const client = new TestClient(app.baseUrl);
    const res = await loginForm(client, 'Wrong#Pass2026');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('ログインIDまたはパスワードが正しくありません。');
    expect(html).toContain('value="minato01"');
    expect(html).not.toContain('Wrong#Pass2026');
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('puts the shared schema’s messages under the empty fields', async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit();
    const res = await postForm(client, '/login', {
      step: 'password',
      csrfToken: client.csrf!,
      loginId: '',
      password: '',
    });
    const html = await res.text();
    expect(html).toContain(`id="login-id-error">${msg.required('ログインID')}<`);
    expect(html).toContain(`id="login-password-error">${msg.required('パスワード')}<`);
  });

  it('refuses a post without the double-submit token and a post from another site', async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit();
    const forged = await postForm(client, '/login', { step: 'password', loginId: 'minato01', password: PASSWORD });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toContain('問題が発生しました。');
    expect(client.cookies.has('sid')).toBe(false);
    const crossSite = await postForm(
      client,
      '/login',
      { step: 'password', csrfToken: client.csrf!, loginId: 'minato01', password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('changes the password from the form, with the session’s token and user id, and says so on the page', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    const change = (currentPassword: string, newPassword: string, userId = 'minato01') =>
      postForm(client, '/password/change', {
        csrfToken: client.csrf!,
        userId,
        currentPassword,
        newPassword,
        confirmPassword: newPassword,
      });
    const wrongUser = await change(PASSWORD, 'Fresh#Pass2027', 'someone-else');
    expect(await wrongUser.text()).toContain('問題が発生しました。');
    const mismatch = await postForm(client, '/password/change', {
      csrfToken: client.csrf!,
      userId: 'minato01',
      currentPassword: PASSWORD,
      newPassword: 'Fresh#Pass2027',
      confirmPassword: 'Other#Pass2027',
    });
    expect(await mismatch.text()).toContain(`id="confirm-password-error">${msg.passwordMismatch}<`);
    const changed = await change(PASSWORD, 'Fresh#Pass2027');
    expect(changed.status).toBe(200);
    const page = await changed.text();
    expect(page).toContain(`data-info="${PASSWORD_CHANGED}"`);
    // The page that answered carries the fresh session's token, which the next post echoes.
    expect(page).toContain(`name="csrfToken" value="${client.csrf}"`);
    expect((await new TestClient(app.baseUrl).login('minato01', PASSWORD)).status).toBe(401);
    expect((await change('Fresh#Pass2027', PASSWORD)).status).toBe(200);
    expect((await new TestClient(app.baseUrl).login('minato01', PASSWORD)).status).toBe(200);
  });

  it('sends a user with a temporary password to the first-login change, and from there to the home page', async () => {
    const client = new TestClient(app.baseUrl);
    // The demo's user with a temporary password.
    const login = await loginForm(client, 'Temp#Pass2026', '/login?path=%2Fbid%2Flist', 'sakura02');
    expect(login.headers.get('location')).toBe('/password/first-change');
    const page = await (await client.visit('/password/first-change')).text();
    const changed = await postForm(client, '/password/first-change', {
      csrfToken: hiddenValue(page, 'csrfToken'),
      userId: hiddenValue(page, 'userId'),
      currentPassword: 'Temp#Pass2026',
      newPassword: 'First#Change2027',
      confirmPassword: 'First#Change2027',
    });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/account/balance');
    expect((await client.visit('/account/balance')).status).toBe(200);
  });

  it('asks a user with a second factor for the code on the same page, then logs in', async () => {
    const enrolling = new TestClient(app.baseUrl);
    await enrolling.login('towa01', PASSWORD);
    const { secret } = await (
      await enrolling.request('POST', '/api/v1/auth/mfa/setup', { currentPassword: PASSWORD })
    ).json();
    const t0 = Date.now();
    await enrolling.request('POST', '/api/v1/auth/mfa/enable', { code: totpCodeAt(secret, new Date(t0)) });

    const client = new TestClient(app.baseUrl);
    const step = await loginForm(client, PASSWORD, '/login', 'towa01');
    expect(step.status).toBe(200);
    const page = await step.text();
    expect(client.cookies.has('sid')).toBe(false);
    const codeStep = (code: string) =>
      postForm(client, '/login', {
        step: 'code',
        csrfToken: client.csrf!,
        mfaTicket: hiddenValue(page, 'mfaTicket'),
        code,
      });
    expect(await (await codeStep('000000')).text()).toContain(ERRORS.C_AU_007.message);
    const done = await codeStep(totpCodeAt(secret, new Date(t0 + 30_000)));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/account/balance');
    expect(client.cookies.has('sid')).toBe(true);
  });
});
