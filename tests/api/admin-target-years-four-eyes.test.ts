import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { seededYears } from '../fixtures/target-years';
import { auditLog } from '../../src/lib/server/db/schema';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import type { AdminChangeRequest } from '../../src/lib/schemas/admin-change-requests';

const PATH = '/api/admin/system/target-years';

/** With ADMIN_FOUR_EYES=true: a target year is a market setting, created once another operator approves. */
describe.each(testTargets())('console: target years under the two-person rule on %s', (target) => {
  let app: TestApp;
  let alice: OperatorAt;
  let bob: OperatorAt;

  beforeAll(async () => {
    app = await startApp(target, { ADMIN_FOUR_EYES: 'true' }, 'members');
    await updateSystemSettings(app.db, { type: 'operator', name: 'test' }, { businessDate: '2026-12-07' });
    alice = await operatorAt(app.baseUrl, app.db, 'console');
    bob = await operatorAt(app.baseUrl, app.db, 'console');
  });
  afterAll(async () => {
    await app?.close();
  });

  const decide = (op: OperatorAt, what: 'approve' | 'reject' | 'withdraw', id: number) =>
    op.client.request('POST', `/api/admin/change-requests/${what}`, { id });

  it('holds the creation back (202) until another operator approves it, and audits both', async () => {
    const res = await alice.client.request('POST', PATH, {
      fiscalYear: 2028,
      priceBands: [{ productCd: 1, minPrice: '0.35', maxPrice: '4.00' }],
    });
    expect(res.status).toBe(202);
    const { changeRequest } = (await res.json()) as { changeRequest: AdminChangeRequest };
    expect(changeRequest).toMatchObject({
      kind: 'target-year',
      params: { fiscalYear: 2028, priceBands: [{ productCd: 1, minPrice: 35, maxPrice: 400 }] },
      title: '対象年度の作成（2028年度）',
      state: 'pending',
      own: true,
    });
    expect(changeRequest.effect).toContain(
      '2028年度（2028/04/01～2029/03/31、証書の利用期限 2029/06/30）を作成します。',
    );
    expect(changeRequest.effect).toContain('商品1 0.35～4.00円/kWh');
    expect(await seededYears(app.db)).not.toContain(2028);

    // A second request of the same year waits behind the first; a year that exists is refused at once.
    expect((await bob.client.request('POST', PATH, { fiscalYear: 2028 })).status).toBe(409);
    const exists = await bob.client.request('POST', PATH, { fiscalYear: 2026 });
    expect(exists.status).toBe(409);
    expect((await exists.json()).message).toBe('2026年度の対象年度は既に作成されています。');
    expect((await bob.client.request('POST', PATH, { fiscalYear: 2030 })).status).toBe(422);

    const own = await decide(alice, 'approve', changeRequest.id);
    expect(own.status).toBe(403);
    expect(await seededYears(app.db)).not.toContain(2028);

    const approved = await decide(bob, 'approve', changeRequest.id);
    expect(approved.status).toBe(200);
    expect((await approved.json()).changeRequest).toMatchObject({ state: 'approved', decidedBy: bob.loginId });
    expect(await seededYears(app.db)).toContain(2028);
    const list = await (await alice.client.request('GET', PATH)).json();
    expect(list.targetYears.at(-1).priceBands[0]).toMatchObject({ productCd: 1, minPrice: 0.35, maxPrice: 4 });

    const created = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'target-year.create'), eq(auditLog.entityId, '2028')));
    expect(created.map((a) => a.actorId)).toEqual([`console:${bob.loginId}`]);
    const requested = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'change-request.create'), eq(auditLog.entityId, String(changeRequest.id))));
    expect(requested.map((a) => a.actorId)).toEqual([`console:${alice.loginId}`]);
  });

  it('refuses to approve a creation whose year was created otherwise meanwhile (the CLI)', async () => {
    await updateSystemSettings(app.db, { type: 'operator', name: 'test' }, { businessDate: '2027-12-07' });
    const res = await alice.client.request('POST', PATH, { fiscalYear: 2029 });
    expect(res.status).toBe(202);
    const { changeRequest } = (await res.json()) as { changeRequest: AdminChangeRequest };
    const { createTargetYear } = await import('../../src/lib/server/services/codes/create-target-year');
    await createTargetYear(app.db, { type: 'operator', name: 'ops:root' }, { fiscalYear: 2029 });
    const refused = await decide(bob, 'approve', changeRequest.id);
    expect(refused.status).toBe(409);
    expect((await decide(bob, 'reject', changeRequest.id)).status).toBe(200);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'target-year.create'), eq(auditLog.entityId, '2029')));
    expect(audits.map((a) => a.actorId)).toEqual(['ops:root']);
  });
});
