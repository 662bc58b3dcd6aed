import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';
import { auditLog } from '../../src/lib/server/db/schema';
import type { AdminMember } from '../../src/lib/schemas/admin-members';

const PASSWORD = 'Demo#Pass2026';
const NEW_PASSWORD = 'Kaiin#Pass2027';

/**
 * 会員とユーザー in the console, through the services, validation and audit records of
 * `ops create-member`, `create-user`, `lock-user` / `unlock-user`, `reset-password` and `reset-mfa`.
 */
describe.each(testTargets())('console: members and users on %s', (target) => {
  let app: TestApp;
  let operator: OperatorAt;
  let console_: TestClient;

  beforeAll(async () => {
    app = await startApp(target, { MFA_KEY: randomBytes(32).toString('base64') }, 'members');
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    console_ = operator.client;
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: string, path: string, body?: unknown) => console_.request(method, path, body);

  async function lastAudit(action: string) {
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  async function expectConsoleAudit(action: string) {
    expect(await lastAudit(action)).toMatchObject({ actorType: 'operator', actorId: `console:${operator.loginId}` });
  }

  async function signedIn(loginId: string, password = PASSWORD): Promise<TestClient> {
    const client = new TestClient(app.baseUrl);
    expect((await client.login(loginId, password)).status).toBe(200);
    return client;
  }

  async function userOf(loginId: string) {
    const { members } = (await (await call('GET', '/api/admin/members')).json()) as { members: AdminMember[] };
    return members.flatMap((m) => m.users).find((u) => u.loginId === loginId);
  }

  it('lists the trading members with their users, not the system organizations', async () => {
    const res = await call('GET', '/api/admin/members');
    expect(res.status).toBe(200);
    const { members } = (await res.json()) as { members: AdminMember[] };
    expect(members.map((m) => m.memberNumber)).not.toContain('9000');
    const sakura = members.find((m) => m.memberNumber === '1001')!;
    expect(sakura.users).toEqual([
      { loginId: 'sakura01', displayName: 'さくら電力 需給担当', locked: false, mfa: false, firstLoginPending: false },
      { loginId: 'sakura02', displayName: 'さくら電力 新任担当', locked: false, mfa: false, firstLoginPending: true },
    ]);
  });

  it('creates a member as create-member does, and refuses what it refuses in its words', async () => {
    const body = {
      memberNumber: '7101',
      name: 'コンソール登録電力株式会社',
      kind: 'retailer',
      fitParticipation: true,
      nonFitParticipation: false,
    };
    const created = await call('POST', '/api/admin/members', body);
    expect(created.status).toBe(201);
    expect((await created.json()).member).toEqual({
      memberNumber: '7101',
      name: 'コンソール登録電力株式会社',
      kind: 'retailer',
      corporateNumber: null,
      fitParticipation: true,
      nonFitParticipation: false,
      users: [],
    });
    await expectConsoleAudit('member.create');

    const again = await call('POST', '/api/admin/members', body);
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual([
      { field: 'memberNumber', message: '会員番号 7101 は既に登録されています（コンソール登録電力株式会社）。' },
    ]);
    const bad = await call('POST', '/api/admin/members', {
      ...body,
      memberNumber: '71-02',
      kind: 'bank',
      corporateNumber: '12',
    });
    expect(bad.status).toBe(422);
    const messages = ((await bad.json()).errors as { field: string; message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '会員番号は半角英数字20文字以内で指定してください。',
        '会員種別は retailer、consumer、generator、intermediary のいずれかで指定してください。',
        '法人番号は13桁の数字で指定してください。',
      ]),
    );
    expect((await call('GET', '/api/admin/members')).ok).toBe(true);
  });

  it('creates a user whose temporary password, shown once, works for a first login', async () => {
    await call('POST', '/api/admin/members', {
      memberNumber: '7201',
      name: '初回ログイン電力',
      kind: 'consumer',
      fitParticipation: false,
      nonFitParticipation: true,
    });
    const res = await call('POST', '/api/admin/members/users', {
      loginId: 'console-new01',
      memberNumber: '7201',
      displayName: '新規 担当',
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.loginId).toBe('console-new01');
    expect(body.member.users).toEqual([
      { loginId: 'console-new01', displayName: '新規 担当', locked: false, mfa: false, firstLoginPending: true },
    ]);
    await expectConsoleAudit('user.create');

    const member = new TestClient(app.baseUrl);
    const login = await member.login('console-new01', body.temporaryPassword);
    expect(login.status).toBe(200);
    // The spec's firstLogin is false until the temporary password is replaced.
    expect((await login.json()).userInfo).toEqual({ userId: 'console-new01', firstLogin: false });
    const changed = await member.request('PUT', '/api/v1/auth/update-password', {
      currentPassword: body.temporaryPassword,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).userInfo.firstLogin).toBe(true);
    expect(await userOf('console-new01')).toMatchObject({ firstLoginPending: false });
    // The list never shows a password.
    expect(JSON.stringify(await (await call('GET', '/api/admin/members')).json())).not.toContain(
      body.temporaryPassword,
    );

    const taken = await call('POST', '/api/admin/members/users', {
      loginId: 'console-new01',
      memberNumber: '7201',
      displayName: '重複',
    });
    expect(taken.status).toBe(422);
    expect((await taken.json()).message).toBe('ログインID console-new01 は既に使われています。');
    const noMember = await call('POST', '/api/admin/members/users', {
      loginId: 'console-new02',
      memberNumber: '9000',
      displayName: '系統',
    });
    expect(noMember.status).toBe(404);
    expect((await noMember.json()).message).toBe('会員番号 9000 の取引会員は存在しません。');
    const badId = await call('POST', '/api/admin/members/users', {
      loginId: 'ログイン',
      memberNumber: '7201',
      displayName: '',
    });
    expect(badId.status).toBe(422);
    expect(JSON.stringify(await badId.json())).toContain('ログインIDは半角100文字以内で指定してください。');
  });

  it('locks a user: the session ends and login is refused; unlocking lets them in again', async () => {
    const member = await signedIn('towa01');
    const locked = await call('PUT', '/api/admin/members/users/lock', { loginId: 'towa01', locked: true });
    expect(locked.status).toBe(200);
    expect((await locked.json()).member.users[0]).toMatchObject({ loginId: 'towa01', locked: true });
    await expectConsoleAudit('user.lock');
    expect((await member.request('GET', '/api/v1/auth/user-info')).status).toBe(401);
    const refused = await new TestClient(app.baseUrl).login('towa01', PASSWORD);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('C_AU_006');

    const unlocked = await call('PUT', '/api/admin/members/users/lock', { loginId: 'towa01', locked: false });
    expect((await unlocked.json()).member.users[0]).toMatchObject({ locked: false });
    await expectConsoleAudit('user.unlock');
    await signedIn('towa01');

    const nobody = await call('PUT', '/api/admin/members/users/lock', { loginId: 'no-such-user', locked: true });
    expect(nobody.status).toBe(404);
    expect((await nobody.json()).message).toBe('ログインID no-such-user のユーザーは存在しません。');
  });

  it('resets a password: the sessions end, the old password fails, the new temporary one is a first login', async () => {
    const member = await signedIn('minato01');
    const res = await call('POST', '/api/admin/members/users/reset-password', { loginId: 'minato01' });
    expect(res.status).toBe(200);
    const { temporaryPassword, member: row } = await res.json();
    expect(row.users.find((u: { loginId: string }) => u.loginId === 'minato01')).toMatchObject({
      firstLoginPending: true,
    });
    await expectConsoleAudit('user.reset-password');
    expect((await member.request('GET', '/api/v1/auth/user-info')).status).toBe(401);
    expect((await new TestClient(app.baseUrl).login('minato01', PASSWORD)).status).toBe(401);
    const again = await new TestClient(app.baseUrl).login('minato01', temporaryPassword);
    expect(again.status).toBe(200);
    expect((await again.json()).userInfo.firstLogin).toBe(false);
  });

  it("resets a user's second factor: the next login asks for the password only", async () => {
    const member = await signedIn('aozora01');
    const setup = await (await member.request('POST', '/api/v1/auth/mfa/setup', { currentPassword: PASSWORD })).json();
    const enabled = await member.request('POST', '/api/v1/auth/mfa/enable', {
      code: totpCodeAt(setup.secret, new Date()),
    });
    expect(enabled.status).toBe(200);
    expect(await userOf('aozora01')).toMatchObject({ mfa: true });
    expect(await (await new TestClient(app.baseUrl).login('aozora01', PASSWORD)).json()).toMatchObject({
      mfaRequired: true,
    });

    const res = await call('POST', '/api/admin/members/users/reset-mfa', { loginId: 'aozora01' });
    expect(res.status).toBe(200);
    expect((await res.json()).member.users[0]).toMatchObject({ loginId: 'aozora01', mfa: false });
    await expectConsoleAudit('user.reset-mfa');
    expect((await (await new TestClient(app.baseUrl).login('aozora01', PASSWORD)).json()).userInfo).toMatchObject({
      userId: 'aozora01',
    });
  });

  it("changes a member's participation by the member dialog's rule, and the member sees it", async () => {
    const member = await signedIn('sakura01');
    const res = await call('PUT', '/api/admin/members/participation', {
      memberNumber: '1001',
      fitParticipation: false,
      nonFitParticipation: true,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).member).toMatchObject({ fitParticipation: false, nonFitParticipation: true });
    const info = await (await member.request('GET', '/api/v1/auth/user-info')).json();
    expect(info.organizationInfo).toMatchObject({ fitParticipation: false, nonFitParticipation: true });
    const audit = await lastAudit('organization.update-participation');
    expect(audit).toMatchObject({ actorType: 'operator', actorId: `console:${operator.loginId}` });
    expect(audit!.after).toEqual({ fitParticipation: false, nonFitParticipation: true });

    const system = await call('PUT', '/api/admin/members/participation', {
      memberNumber: '9000',
      fitParticipation: true,
      nonFitParticipation: true,
    });
    expect(system.status).toBe(404);
    expect((await system.json()).message).toBe('会員番号 9000 の取引会員は存在しません。');
    const missing = await call('PUT', '/api/admin/members/participation', {
      memberNumber: '1001',
      fitParticipation: 'yes',
    });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(await missing.json())).toContain('非FIT市場は必須入力です。');
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'organization.update-participation'))),
    ).toHaveLength(1);
  });
});
