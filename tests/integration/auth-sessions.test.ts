import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { createSession, findLiveSession } from '../../src/lib/server/auth/sessions';
import { logIn, type LoginResult } from '../../src/lib/server/services/auth/log-in';
import { logOut } from '../../src/lib/server/services/auth/log-out';
import { LoginThrottle, LOGIN_LIMITS } from '../../src/lib/server/auth/login-throttle';
import { updateParticipation } from '../../src/lib/server/services/organizations/update-participation';
import { setUserLock } from '../../src/lib/server/services/members/set-user-lock';
import { auditLog, organizations, sessions, users } from '../../src/lib/server/db/schema';
import type { AuthContext } from '../../src/lib/server/auth/session-context';

const policy = { idleMinutes: 30, maxHours: 12 };
const PASSWORD = 'Demo#Pass2026';

describe.each(testTargets())('sessions, throttling and audit on %s', (target) => {
  let t: TestDatabase;
  let userId: number;
  beforeAll(async () => {
    t = await freshDatabase(target);
    const [u] = await t.database.db.select().from(users).where(eq(users.loginId, 'minato01'));
    userId = u!.id;
  });
  afterAll(async () => t.drop());

  it('keeps a session alive while used and ends it after the idle time', async () => {
    const db = t.database.db;
    const t0 = new Date('2026-11-22T00:00:00Z');
    const s = await createSession(db, userId, policy, { now: t0 });
    expect(await findLiveSession(db, s.token, policy, new Date(t0.getTime() + 29 * 60_000))).toMatchObject({ userId });
    // Used at minute 29, so alive at minute 58 (29 minutes idle) …
    expect(await findLiveSession(db, s.token, policy, new Date(t0.getTime() + 58 * 60_000))).toMatchObject({ userId });
    // … and gone after 30 idle minutes; the row is deleted too.
    expect(await findLiveSession(db, s.token, policy, new Date(t0.getTime() + 88 * 60_000))).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.idHash, s.idHash))).toHaveLength(0);
  });

  it('ends a session at its absolute lifetime however active', async () => {
    const db = t.database.db;
    const t0 = new Date('2026-11-22T00:00:00Z');
    const s = await createSession(db, userId, { idleMinutes: 30, maxHours: 1 }, { now: t0 });
    for (let m = 20; m < 60; m += 20) {
      expect(await findLiveSession(db, s.token, policy, new Date(t0.getTime() + m * 60_000))).toMatchObject({ userId });
    }
    expect(await findLiveSession(db, s.token, policy, new Date(t0.getTime() + 61 * 60_000))).toBeUndefined();
  });

  it('stores only the hash of the token', async () => {
    const s = await createSession(t.database.db, userId, policy, { now: new Date() });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.some((r) => r.idHash === s.token)).toBe(false);
    expect(rows.some((r) => r.idHash === s.idHash)).toBe(true);
  });

  it('rotates at login: the previous session ends and a new token is issued', async () => {
    const db = t.database.db;
    const first = (await logIn(db, { loginId: 'minato01', password: PASSWORD, ip: '10.0.0.1', policy })) as LoginResult;
    const second = (await logIn(db, {
      loginId: 'minato01',
      password: PASSWORD,
      ip: '10.0.0.1',
      policy,
      previousToken: first.session.token,
    })) as LoginResult;
    expect(second.session.token).not.toBe(first.session.token);
    expect(await findLiveSession(db, first.session.token, policy, new Date())).toBeUndefined();
    expect(await findLiveSession(db, second.session.token, policy, new Date())).toMatchObject({
      idHash: second.session.idHash,
    });
    await logOut(db, second.session.token, undefined);
    expect(await findLiveSession(db, second.session.token, policy, new Date())).toBeUndefined();
  });

  it('throttles per login id and per address, and a success clears the login id count', async () => {
    const throttle = new LoginThrottle(t.database.db);
    for (let i = 0; i < LOGIN_LIMITS.perLoginId.points - 1; i++)
      expect((await throttle.take('towa01', '10.0.0.2')).blocked).toBe(false);
    await throttle.succeeded('towa01', '10.0.0.2');
    for (let i = 0; i < LOGIN_LIMITS.perLoginId.points; i++)
      expect((await throttle.take('towa01', '10.0.0.2')).blocked).toBe(false);
    expect((await throttle.take('towa01', '10.0.0.2')).blocked).toBe(true);
    for (let i = 0; i < LOGIN_LIMITS.perIp.points; i++)
      expect((await throttle.take(`user${i}`, '10.0.0.3')).blocked).toBe(false);
    const verdict = await throttle.take('someone-else', '10.0.0.3');
    expect(verdict.blocked).toBe(true);
    expect(verdict.retryAfterSeconds).toBeGreaterThan(0);
    await expect(
      logIn(t.database.db, { loginId: 'sakura01', password: PASSWORD, ip: '10.0.0.3', policy }),
    ).rejects.toMatchObject({ code: 'C_AU_002' });
  });

  it('refuses a locked user even with the right password, and unlocking restores access', async () => {
    const db = t.database.db;
    await setUserLock(db, { type: 'operator', name: 'test' }, 'aozora01', true);
    await expect(logIn(db, { loginId: 'aozora01', password: PASSWORD, ip: '10.0.0.4', policy })).rejects.toMatchObject({
      code: 'C_AU_006',
    });
    await expect(
      logIn(db, { loginId: 'aozora01', password: 'Wrong#Pass123', ip: '10.0.0.4', policy }),
    ).rejects.toMatchObject({ code: 'C_AU_006' });
    await setUserLock(db, { type: 'operator', name: 'test' }, 'aozora01', false);
    await expect(logIn(db, { loginId: 'aozora01', password: PASSWORD, ip: '10.0.0.4', policy })).resolves.toMatchObject(
      {
        body: { userInfo: { userId: 'aozora01' } },
      },
    );
  });

  it('updates participation with an audit row holding before and after', async () => {
    const db = t.database.db;
    const [org] = await db.select().from(organizations).where(eq(organizations.memberNumber, '1002'));
    const auth = { userId, loginId: 'minato01', organizationId: org!.id } as AuthContext;
    const info = await updateParticipation(db, auth, { fitParticipation: true, nonFitParticipation: false });
    expect(info).toMatchObject({ memberNumber: '1002', fitParticipation: true, nonFitParticipation: false });
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'organization'), eq(auditLog.entityId, String(org!.id))));
    const last = rows.at(-1)!;
    expect(last.actorType).toBe('user');
    expect(last.action).toBe('organization.update-participation');
    expect(last.before).toEqual({
      fitParticipation: org!.fitParticipation,
      nonFitParticipation: org!.nonFitParticipation,
    });
    expect(last.after).toEqual({ fitParticipation: true, nonFitParticipation: false });
  });
});
