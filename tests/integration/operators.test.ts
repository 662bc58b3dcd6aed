import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { operatorCommands } from '../../src/cli/commands/operator-commands';
import {
  auditLog,
  operatorMfa,
  operatorRecoveryCodes,
  operators,
  operatorSessions,
  userMfa,
  users,
} from '../../src/lib/server/db/schema';
import { logInOperator } from '../../src/lib/server/services/operator-auth/log-in-operator';
import { logInOperatorWithMfa } from '../../src/lib/server/services/operator-auth/log-in-operator-with-mfa';
import {
  confirmOperatorEnrolment,
  startOperatorEnrolment,
} from '../../src/lib/server/services/operator-auth/enrol-operator-mfa';
import { verifyPassword } from '../../src/lib/server/auth/password-hash';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';
import { findLiveOperatorSession } from '../../src/lib/server/auth/operator-sessions';
import type { OperatorContext } from '../../src/lib/server/auth/operator-context';
import { resetConfigForTests } from '../../src/lib/server/config';

const policy = { idleMinutes: 30, maxHours: 12 };
const IP = '192.0.2.10';
const ACTOR = { type: 'operator', name: 'ops:test' } as const;

async function ops(db: TestDatabase['database']['db'], name: string, options: Record<string, string>) {
  const lines: string[] = [];
  const command = operatorCommands.find((c) => c.name === name)!;
  await command.run({ db, actor: ACTOR, args: [], options, print: (l) => lines.push(l) });
  return lines;
}

function temporaryPasswordOf(lines: string[]): string {
  return /仮パスワード: (\S+)（/.exec(lines.join('\n'))![1]!;
}

describe.each(testTargets())('operators and their commands on %s', (target) => {
  let t: TestDatabase;
  let savedKey: string | undefined;
  beforeAll(async () => {
    savedKey = process.env.MFA_KEY;
    process.env.MFA_KEY = randomBytes(32).toString('base64');
    resetConfigForTests();
    t = await freshDatabase(target);
  });
  afterAll(async () => {
    if (savedKey === undefined) delete process.env.MFA_KEY;
    else process.env.MFA_KEY = savedKey;
    resetConfigForTests();
    await t.drop();
  });

  /** Signs in with the password and enrols the mandatory factor, as the console's first login does. */
  async function enrolled(loginId: string, password: string): Promise<{ secret: string; at: number }> {
    const db = t.database.db;
    const first = await logInOperator(db, { loginId, password, ip: IP, policy });
    if ('mfaTicket' in first) throw new Error('expected a password-only session');
    expect(first.body.next).toBe('/admin/mfa/setup');
    const live = (await findLiveOperatorSession(db, first.session.token, policy, new Date()))!;
    expect(live.mfaVerified).toBe(false);
    const context: OperatorContext = {
      sessionIdHash: live.idHash,
      csrfToken: live.csrfToken,
      operatorId: live.operator.id,
      loginId,
      displayName: live.operator.displayName,
      stage: 'enrolment',
    };
    const { secret } = await startOperatorEnrolment(db, context);
    const at = Date.now();
    const done = await confirmOperatorEnrolment(
      db,
      context,
      { code: totpCodeAt(secret, new Date(at)) },
      { ip: IP, policy },
    );
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(done.body.next).toBe('/admin/password/first-change');
    // The password-only session ended; the verified one replaced it.
    expect(await findLiveOperatorSession(db, first.session.token, policy, new Date())).toBeUndefined();
    expect((await findLiveOperatorSession(db, done.session.token, policy, new Date()))!.mfaVerified).toBe(true);
    return { secret, at };
  }

  it('create-operator prints a temporary password that must be changed, and is no member user', async () => {
    const db = t.database.db;
    const lines = await ops(db, 'create-operator', { 'login-id': 'ops-tanaka', name: '田中 運用' });
    expect(lines[0]).toBe('オペレーターを登録しました: ops-tanaka（田中 運用）');
    const password = temporaryPasswordOf(lines);
    const [row] = await db.select().from(operators).where(eq(operators.loginId, 'ops-tanaka'));
    expect(row!.mustChangePassword).toBe(true);
    expect(await verifyPassword(row!.passwordHash, password)).toBe(true);
    expect(await db.select().from(users).where(eq(users.loginId, 'ops-tanaka'))).toEqual([]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.create'), eq(auditLog.entityId, String(row!.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe('ops:test');
    await expect(ops(db, 'create-operator', { 'login-id': 'ops-tanaka', name: '別人' })).rejects.toThrow(
      'ログインID ops-tanaka は既にオペレーターに使われています。',
    );
    // A member's login id is another namespace: an operator may share it, and the member is untouched.
    const shared = await ops(db, 'create-operator', { 'login-id': 'minato01', name: '港 運用' });
    expect(shared[0]).toContain('minato01');
  });

  it('lock-operator ends the sessions and refuses sign-in; unlock-operator lets the operator in again', async () => {
    const db = t.database.db;
    const password = temporaryPasswordOf(
      await ops(db, 'create-operator', { 'login-id': 'ops-lock', name: 'ロック 確認' }),
    );
    const signedIn = await logInOperator(db, { loginId: 'ops-lock', password, ip: IP, policy });
    if ('mfaTicket' in signedIn) throw new Error('expected a session');
    expect(await ops(db, 'lock-operator', { 'login-id': 'ops-lock' })).toEqual([
      'オペレーター ops-lock をロックしました。',
    ]);
    expect(await findLiveOperatorSession(db, signedIn.session.token, policy, new Date())).toBeUndefined();
    await expect(logInOperator(db, { loginId: 'ops-lock', password, ip: IP, policy })).rejects.toMatchObject({
      code: 'C_AU_006',
    });
    const [op] = await db.select().from(operators).where(eq(operators.loginId, 'ops-lock'));
    const refused = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.login-locked'), eq(auditLog.entityId, String(op!.id))));
    expect(refused).toHaveLength(1);
    expect(await ops(db, 'unlock-operator', { 'login-id': 'ops-lock' })).toEqual([
      'オペレーター ops-lock のロックを解除しました。',
    ]);
    expect('session' in (await logInOperator(db, { loginId: 'ops-lock', password, ip: IP, policy }))).toBe(true);
    // Locking a member user of the same name is another command: the operator commands never touch users.
    await expect(ops(db, 'lock-operator', { 'login-id': 'sakura01' })).rejects.toThrow(
      'ログインID sakura01 のオペレーターは存在しません。',
    );
    const [member] = await db.select().from(users).where(eq(users.loginId, 'sakura01'));
    expect(member!.lockedAt).toBeNull();
  });

  it('reset-operator-mfa removes the factor, ends the sessions, and the next sign-in must enrol again', async () => {
    const db = t.database.db;
    const password = temporaryPasswordOf(
      await ops(db, 'create-operator', { 'login-id': 'ops-mfa', name: '認証 確認' }),
    );
    const { secret, at } = await enrolled('ops-mfa', password);
    const [op] = await db.select().from(operators).where(eq(operators.loginId, 'ops-mfa'));
    // With the factor on, the password alone opens no session: a ticket for the code step.
    const challenge = await logInOperator(db, { loginId: 'ops-mfa', password, ip: IP, policy });
    expect(challenge).toEqual({ mfaTicket: expect.any(String) });
    const later = new Date(at + 60_000);
    const viaCode = await logInOperatorWithMfa(db, {
      mfaTicket: (challenge as { mfaTicket: string }).mfaTicket,
      code: totpCodeAt(secret, later),
      ip: IP,
      policy,
      now: later,
    });
    expect(await ops(db, 'reset-operator-mfa', { 'login-id': 'ops-mfa' })).toEqual([
      'オペレーター ops-mfa の二要素認証を解除しました。次回ログイン時に再設定が必要です。',
    ]);
    expect(await db.select().from(operatorMfa).where(eq(operatorMfa.userId, op!.id))).toEqual([]);
    expect(await db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, op!.id))).toEqual([]);
    expect(await db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, op!.id))).toEqual([]);
    expect(await findLiveOperatorSession(db, viaCode.session.token, policy, new Date())).toBeUndefined();
    // The factor is mandatory: the password opens only an enrolment session again.
    const again = await logInOperator(db, { loginId: 'ops-mfa', password, ip: IP, policy });
    if ('mfaTicket' in again) throw new Error('expected an enrolment session');
    expect(again.body.next).toBe('/admin/mfa/setup');
    expect((await findLiveOperatorSession(db, again.session.token, policy, new Date()))!.mfaVerified).toBe(false);
    expect(await ops(db, 'reset-operator-mfa', { 'login-id': 'ops-mfa' })).toEqual([
      'オペレーター ops-mfa の二要素認証は設定されていませんでした。',
    ]);
    // Members' factors live elsewhere: the operator reset removed none.
    expect(await db.select().from(userMfa)).toEqual([]);
  });

  it('reset-operator-password issues a new temporary password and ends the sessions', async () => {
    const db = t.database.db;
    const first = temporaryPasswordOf(await ops(db, 'create-operator', { 'login-id': 'ops-pw', name: '再設定 確認' }));
    const session = await logInOperator(db, { loginId: 'ops-pw', password: first, ip: IP, policy });
    if ('mfaTicket' in session) throw new Error('expected a session');
    const lines = await ops(db, 'reset-operator-password', { 'login-id': 'ops-pw' });
    const second = temporaryPasswordOf(lines);
    expect(second).not.toBe(first);
    expect(await findLiveOperatorSession(db, session.session.token, policy, new Date())).toBeUndefined();
    await expect(logInOperator(db, { loginId: 'ops-pw', password: first, ip: IP, policy })).rejects.toMatchObject({
      code: 'C_AU_001',
    });
    expect('session' in (await logInOperator(db, { loginId: 'ops-pw', password: second, ip: IP, policy }))).toBe(true);
  });
});
