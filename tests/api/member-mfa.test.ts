import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';
import { userMfa, userRecoveryCodes, users } from '../../src/lib/server/db/schema';
import { memberCommands } from '../../src/cli/commands/member-commands';

const PASSWORD = 'Demo#Pass2026';
const MFA_LOGIN = '/api/v1/auth/login/mfa';

interface Enrolled {
  secret: string;
  /** When the enrolment code was computed: later codes are taken from steps after it. */
  t0: number;
  recoveryCodes: string[];
}

describe.each(testTargets())('member TOTP second factor on %s', (target) => {
  let app: TestApp;
  /** Each enrolled login id's recovery codes, for tests that log in with it later. */
  const enrolledCodes = new Map<string, string[]>();
  beforeAll(async () => {
    app = await startApp(target, { MFA_KEY: randomBytes(32).toString('base64') });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signedIn(loginId: string): Promise<TestClient> {
    const client = new TestClient(app.baseUrl);
    expect((await client.login(loginId, PASSWORD)).status).toBe(200);
    return client;
  }

  async function enrol(client: TestClient): Promise<Enrolled> {
    const setup = await client.request('POST', '/api/v1/auth/mfa/setup', { currentPassword: PASSWORD });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = await setup.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const t0 = Date.now();
    const enabled = await client.request('POST', '/api/v1/auth/mfa/enable', { code: totpCodeAt(secret, new Date(t0)) });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = await enabled.json();
    enrolledCodes.set(client.loginId!, recoveryCodes);
    return { secret, t0, recoveryCodes };
  }

  /** The password step: a user with a second factor gets a ticket, no session. */
  async function passwordStep(client: TestClient, loginId: string): Promise<string> {
    const res = await client.login(loginId, PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ mfaRequired: true, mfaTicket: expect.any(String) });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    return body.mfaTicket;
  }

  it('enrols with a code, stores the secret encrypted and the recovery codes hashed', async () => {
    const client = await signedIn('minato01');
    expect(await (await client.request('GET', '/api/v1/auth/mfa')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await (await client.request('POST', '/api/v1/auth/mfa/setup', { currentPassword: PASSWORD })).json();
    const wrong = await client.request('POST', '/api/v1/auth/mfa/enable', { code: '000000' });
    // 000000 is the right code once in a million: then this test tells nothing, but does not fail wrongly.
    if (totpCodeAt(setup.secret, new Date()) !== '000000') {
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).errors).toContainEqual({
        field: 'code',
        message: expect.stringContaining('確認コード'),
      });
    }
    const { secret, recoveryCodes } = await enrol(client);
    expect(recoveryCodes).toHaveLength(10);
    expect(await (await client.request('GET', '/api/v1/auth/mfa')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const [user] = await app.db.select().from(users).where(eq(users.loginId, 'minato01'));
    const [row] = await app.db.select().from(userMfa).where(eq(userMfa.userId, user!.id));
    expect(row!.secretEnc).not.toContain(secret);
    const stored = await app.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user!.id));
    expect(stored).toHaveLength(10);
    for (const c of recoveryCodes) expect(stored.map((s) => s.codeHash).join()).not.toContain(c.replace('-', ''));
    expect((await client.request('POST', '/api/v1/auth/mfa/setup', { currentPassword: PASSWORD })).status).toBe(409);
  });

  it('asks for the code after the password, refuses a replayed code and accepts the next one', async () => {
    const owner = await signedIn('towa01');
    const { secret, t0 } = await enrol(owner);
    const client = new TestClient(app.baseUrl);
    const ticket = await passwordStep(client, 'towa01');
    expect((await client.request('GET', '/api/v1/auth/user-info')).status).toBe(401);

    // The enrolment used the code of t0's step: within its window it must not work a second time.
    const replay = await client.request('POST', MFA_LOGIN, {
      mfaTicket: ticket,
      code: totpCodeAt(secret, new Date(t0)),
    });
    expect(replay.status).toBe(401);
    expect((await replay.json()).code).toBe('C_AU_007');

    const next = totpCodeAt(secret, new Date(t0 + 30_000));
    const ok = await client.request('POST', MFA_LOGIN, { mfaTicket: ticket, code: next });
    expect(ok.status).toBe(200);
    expect((await ok.json()).userInfo.userId).toBe('towa01');
    expect((await client.request('GET', '/api/v1/auth/user-info')).status).toBe(200);

    const again = new TestClient(app.baseUrl);
    const second = await again.request('POST', MFA_LOGIN, {
      mfaTicket: await passwordStep(again, 'towa01'),
      code: next,
    });
    expect((await second.json()).code).toBe('C_AU_007');
  });

  it('uses a login ticket once: not again after its session opened, not after a password change', async () => {
    // towa01 enrolled above; its recovery codes each work once, whatever the clock.
    const codes = enrolledCodes.get('towa01')!;
    const client = new TestClient(app.baseUrl);
    const ticket = await passwordStep(client, 'towa01');
    const ok = await client.request('POST', MFA_LOGIN, { mfaTicket: ticket, code: codes[0]! });
    expect(ok.status).toBe(200);
    const thief = new TestClient(app.baseUrl);
    await thief.visit();
    const reused = await thief.request('POST', MFA_LOGIN, {
      mfaTicket: ticket,
      code: codes[1]!,
    });
    expect(reused.status).toBe(401);
    expect((await reused.json()).code).toBe('C_AU_009');

    const other = new TestClient(app.baseUrl);
    const pending = await passwordStep(other, 'towa01');
    const changed = await client.request('PUT', '/api/v1/auth/update-password', {
      currentPassword: PASSWORD,
      newPassword: 'Towa#Changed2026',
      confirmPassword: 'Towa#Changed2026',
    });
    expect(changed.status).toBe(200);
    const stale = await other.request('POST', MFA_LOGIN, { mfaTicket: pending, code: codes[2]! });
    expect(stale.status).toBe(401);
    expect((await stale.json()).code).toBe('C_AU_009');
  });

  it('accepts each recovery code once', async () => {
    const { recoveryCodes } = await enrol(await signedIn('sakura01'));
    const code = recoveryCodes[0]!;
    const first = new TestClient(app.baseUrl);
    const used = await first.request('POST', MFA_LOGIN, {
      mfaTicket: await passwordStep(first, 'sakura01'),
      code: code.toLowerCase(),
    });
    expect(used.status).toBe(200);
    expect(await (await first.request('GET', '/api/v1/auth/mfa')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });
    const second = new TestClient(app.baseUrl);
    const reused = await second.request('POST', MFA_LOGIN, { mfaTicket: await passwordStep(second, 'sakura01'), code });
    expect(reused.status).toBe(401);
    expect((await reused.json()).code).toBe('C_AU_007');
  });

  it('throttles wrong codes like wrong passwords, even the right code once over the limit', async () => {
    const { secret, t0 } = await enrol(await signedIn('aozora01'));
    const client = new TestClient(app.baseUrl);
    const ticket = await passwordStep(client, 'aozora01');
    const right = totpCodeAt(secret, new Date(t0 + 30_000));
    const wrongCodes = ['111111', '222222', '333333', '444444', '555555', '666666'].filter((c) => c !== right);
    const statuses: number[] = [];
    for (const code of wrongCodes.slice(0, 5))
      statuses.push((await client.request('POST', MFA_LOGIN, { mfaTicket: ticket, code })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await client.request('POST', MFA_LOGIN, { mfaTicket: ticket, code: right });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).code).toBe('C_AU_002');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a forged or malformed ticket and a malformed code with 4xx', async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit();
    const forged = await client.request('POST', MFA_LOGIN, {
      mfaTicket: '1.99999999999999.' + 'A'.repeat(43),
      code: '123456',
    });
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe('C_AU_009');
    const bad = await client.request('POST', MFA_LOGIN, { mfaTicket: 'x', code: '１２３４５６' });
    expect(bad.status).toBe(422);
  });

  it('turns off with the current password, and the operator command reset-mfa turns it off too', async () => {
    // sakura01 enrolled above. The operator command: the next login asks for the password only.
    const lines: string[] = [];
    const command = memberCommands.find((c) => c.name === 'reset-mfa')!;
    await command.run({
      db: app.db,
      actor: { type: 'operator', name: 'ops:test' },
      args: [],
      options: { 'login-id': 'sakura01' },
      print: (l) => lines.push(l),
    });
    expect(lines).toEqual(['二要素認証を解除しました: sakura01']);
    const after = await signedIn('sakura01');
    expect(await (await after.request('GET', '/api/v1/auth/mfa')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    // The member's own switch: wrong password refused, right password turns it off.
    await enrol(after);
    const wrong = await after.request('POST', '/api/v1/auth/mfa/disable', { currentPassword: 'Wrong#Pass123' });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).code).toBe('C_AU_003');
    expect((await after.request('POST', '/api/v1/auth/mfa/disable', { currentPassword: PASSWORD })).status).toBe(204);
    const plain = await new TestClient(app.baseUrl).login('sakura01', PASSWORD);
    expect((await plain.json()).userInfo.userId).toBe('sakura01');
  });

  it('starts enrolment only with the current password, throttled like a login', async () => {
    // sakura01 has the factor off again after the test above; its login id is not needed afterwards.
    const client = await signedIn('sakura01');
    const none = await client.request('POST', '/api/v1/auth/mfa/setup', {});
    expect(none.status).toBe(422);
    expect((await none.json()).errors).toContainEqual({ field: 'currentPassword', message: expect.any(String) });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await client.request('POST', '/api/v1/auth/mfa/setup', { currentPassword: 'Wrong#Pass123' })).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    // Over the login id's limit even the right password waits, and no secret was created meanwhile.
    const blocked = await client.request('POST', '/api/v1/auth/mfa/setup', { currentPassword: PASSWORD });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).code).toBe('C_AU_002');
    const [user] = await app.db.select().from(users).where(eq(users.loginId, 'sakura01'));
    expect(await app.db.select().from(userMfa).where(eq(userMfa.userId, user!.id))).toEqual([]);
  });
});
