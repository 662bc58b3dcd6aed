import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtApp, startApp, startAppClearingRunner, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { buy, createClosedAuction, createFacility, createMember, loadFitSupply } from '../fixtures/settlement-fixtures';
import type { ClearingRunner } from '../../src/lib/server/services/auctions/clearing-job/clearing-runner';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { auditLog, changeRequests, clearingRuns } from '../../src/lib/server/db/schema';
import type { AdminChangeRequest } from '../../src/lib/schemas/admin-change-requests';

/**
 * The two-person rule (ADMIN_FOUR_EYES=true), so no single operator changes the market alone: the console's clearing, business-date and
 * maintenance changes wait as requests until a different operator approves them, once.
 */
describe.each(testTargets())('console two-person rule on %s', (target) => {
  let app: TestApp;
  let runner: ClearingRunner;
  let alice: OperatorAt;
  let bob: OperatorAt;
  let carol: OperatorAt;
  let member: TestClient;

  beforeAll(async () => {
    app = await startApp(target, { ADMIN_FOUR_EYES: 'true' }, 'members');
    runner = await startAppClearingRunner(app, { superviseIntervalSeconds: 2 });
    alice = await operatorAt(app.baseUrl, app.db, 'console');
    bob = await operatorAt(app.baseUrl, app.db, 'console');
    carol = await operatorAt(app.baseUrl, app.db, 'console');
    member = new TestClient(app.baseUrl);
    await member.visit();
    expect((await member.login('minato01', 'Demo#Pass2026')).status).toBe(200);
  });
  afterAll(async () => {
    await runner?.stop();
    await app?.close();
  });

  async function ask(op: OperatorAt, path: string, body: object): Promise<AdminChangeRequest> {
    const res = await op.client.request('PUT', path, body);
    expect(res.status).toBe(202);
    return ((await res.json()) as { changeRequest: AdminChangeRequest }).changeRequest;
  }
  const decide = (op: OperatorAt, what: 'approve' | 'reject' | 'withdraw', id: number) =>
    op.client.request('POST', `/api/admin/change-requests/${what}`, { id });
  const memberApi = async () => (await member.request('GET', '/api/v1/codes')).status;
  const auditOf = (action: string, id: number) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

  it('holds a clearing back until another operator approves it, then runs it as the job', async () => {
    await createMember(app.db, { memberNumber: 'E101', name: '二人承認電力株式会社' });
    await createFacility(app.db, 'FE-F1', { isFit: true });
    const fit = await createClosedAuction(app.db, 2025, 1);
    await loadFitSupply(app.db, fit, 'FE-F1', 1_000);
    await buy(app.db, fit, 'E101', 150, 600);

    const res = await alice.client.request('POST', '/api/admin/clearing', { marketNo: fit.marketNo });
    expect(res.status).toBe(202);
    const { changeRequest } = (await res.json()) as { changeRequest: AdminChangeRequest };
    expect(changeRequest).toMatchObject({
      kind: 'clearing',
      params: { marketNo: fit.marketNo },
      title: `約定処理の開始（市場番号 ${fit.marketNo}）`,
      state: 'pending',
      stateName: '承認待ち',
      requestedBy: alice.loginId,
      own: true,
    });
    expect(await app.db.select().from(clearingRuns).where(eq(clearingRuns.marketNo, fit.marketNo))).toEqual([]);

    const own = await decide(alice, 'approve', changeRequest.id);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe('自分の申請は承認できません。別の運用者の承認が必要です。');

    const approved = await decide(bob, 'approve', changeRequest.id);
    expect(approved.status).toBe(200);
    expect((await approved.json()).changeRequest).toMatchObject({ state: 'approved', decidedBy: bob.loginId });
    const [run] = await app.db.select().from(clearingRuns).where(eq(clearingRuns.marketNo, fit.marketNo));
    expect(run!.actor).toEqual({ type: 'operator', name: `console:${bob.loginId}` });
    for (let i = 0; i < 120; i++) {
      const [r] = await app.db.select().from(clearingRuns).where(eq(clearingRuns.id, run!.id));
      if (r!.state === 'succeeded') break;
      await new Promise((done) => setTimeout(done, 250));
    }
    const [finished] = await app.db.select().from(clearingRuns).where(eq(clearingRuns.id, run!.id));
    expect(finished!.state).toBe('succeeded');

    // Cleared now: a new request of it is refused as the direct start is.
    const again = await alice.client.request('POST', '/api/admin/clearing', { marketNo: fit.marketNo });
    expect(again.status).toBe(409);
  });

  it('refuses to approve a clearing whose auction was cleared by another path meanwhile', async () => {
    const auction = await createClosedAuction(app.db, 2025, 1);
    const request = await (async () => {
      const res = await alice.client.request('POST', '/api/admin/clearing', { marketNo: auction.marketNo });
      expect(res.status).toBe(202);
      return ((await res.json()) as { changeRequest: AdminChangeRequest }).changeRequest;
    })();
    // The CLI (break-glass, not subject to the rule) starts it.
    await (await builtApp()).requestClearing(app.db, { type: 'operator', name: 'ops:root' }, auction.marketNo);
    const res = await decide(bob, 'approve', request.id);
    expect(res.status).toBe(409);
    const runs = await app.db.select().from(clearingRuns).where(eq(clearingRuns.marketNo, auction.marketNo));
    expect(runs.map((r) => (r.actor as { name: string }).name)).toEqual(['ops:root']);
    expect((await decide(bob, 'reject', request.id)).status).toBe(200);
  });

  it('turns maintenance on only once approved, and audits request and approval with both operators', async () => {
    const request = await ask(alice, '/api/admin/system/maintenance', { maintenance: true });
    expect(request).toMatchObject({ kind: 'maintenance', params: { maintenance: true }, title: 'メンテナンスの開始' });
    expect(request.effect).toContain('会員APIは503を返します');
    expect(await memberApi()).toBe(200);

    const dashboard = await (await carol.client.request('GET', '/api/admin/dashboard')).json();
    expect(dashboard).toMatchObject({ fourEyes: true, pendingChangeRequests: 1, maintenance: false });
    const list = await (await carol.client.request('GET', '/api/admin/change-requests')).json();
    expect(list.fourEyes).toBe(true);
    expect(list.pending).toEqual([expect.objectContaining({ id: request.id, own: false, requestedBy: alice.loginId })]);

    const duplicate = await alice.client.request('PUT', '/api/admin/system/maintenance', { maintenance: true });
    expect(duplicate.status).toBe(409);

    expect((await decide(carol, 'approve', request.id)).status).toBe(200);
    expect(await memberApi()).toBe(503);
    expect((await decide(bob, 'approve', request.id)).status).toBe(409);

    const [created] = await auditOf('change-request.create', request.id);
    expect(created).toMatchObject({ actorId: `console:${alice.loginId}` });
    const [approval] = await auditOf('change-request.approve', request.id);
    expect(approval).toMatchObject({
      actorId: `console:${carol.loginId}`,
      after: expect.objectContaining({
        requestedBy: `console:${alice.loginId}`,
        decidedBy: `console:${carol.loginId}`,
        params: { maintenance: true },
      }),
    });

    const off = await ask(bob, '/api/admin/system/maintenance', { maintenance: false });
    expect((await decide(alice, 'approve', off.id)).status).toBe(200);
    expect(await memberApi()).toBe(200);
  });

  it('lets one of many parallel approvals win: the change takes effect once', async () => {
    const request = await ask(alice, '/api/admin/system/business-date', { businessDate: '2027-02-01' });
    const before = await app.db.select().from(auditLog).where(eq(auditLog.action, 'system.update'));
    const answers = await Promise.all(
      [bob, carol, bob, carol, bob, carol].map((op) => decide(op, 'approve', request.id)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const after = await app.db.select().from(auditLog).where(eq(auditLog.action, 'system.update'));
    expect(after.length - before.length).toBe(1);
    expect(await auditOf('change-request.approve', request.id)).toHaveLength(1);
    expect((await (await member.request('GET', '/api/v1/auth/user-info')).json()).businessDate).toBe('2027-02-01');

    const back = await ask(bob, '/api/admin/system/business-date', { businessDate: 'today' });
    expect((await decide(carol, 'approve', back.id)).status).toBe(200);
  });

  it('lets another operator reject and only the requester withdraw; neither changes anything', async () => {
    const first = await ask(alice, '/api/admin/system/business-date', { businessDate: '2027-03-01' });
    expect((await decide(alice, 'reject', first.id)).status).toBe(403);
    expect((await decide(bob, 'withdraw', first.id)).status).toBe(403);
    const rejected = await decide(bob, 'reject', first.id);
    expect((await rejected.json()).changeRequest).toMatchObject({ state: 'rejected', stateName: '却下' });
    expect((await decide(carol, 'approve', first.id)).status).toBe(409);

    const second = await ask(alice, '/api/admin/system/business-date', { businessDate: '2027-03-01' });
    const withdrawn = await decide(alice, 'withdraw', second.id);
    expect((await withdrawn.json()).changeRequest).toMatchObject({ state: 'withdrawn', stateName: '取り下げ' });
    expect((await decide(bob, 'approve', second.id)).status).toBe(409);

    expect(await auditOf('change-request.reject', first.id)).toEqual([
      expect.objectContaining({ actorId: `console:${bob.loginId}` }),
    ]);
    expect(await auditOf('change-request.withdraw', second.id)).toEqual([
      expect.objectContaining({ actorId: `console:${alice.loginId}` }),
    ]);
    const info = await (await member.request('GET', '/api/v1/auth/user-info')).json();
    expect(info.businessDate).not.toBe('2027-03-01');
  });

  it('refuses a request whose ground moved (the CLI changed the date) and one past its expiry', async () => {
    const stale = await ask(alice, '/api/admin/system/business-date', { businessDate: '2027-04-01' });
    await updateSystemSettings(app.db, { type: 'operator', name: 'ops:root' }, { businessDate: '2027-01-15' });
    const refused = await decide(bob, 'approve', stale.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain('申請の後に状態が変わったため');
    // The app's settings cache learns of the CLI's change by LISTEN/NOTIFY, a moment later.
    await expect
      .poll(async () => (await (await member.request('GET', '/api/v1/auth/user-info')).json()).businessDate)
      .toBe('2027-01-15');
    expect((await decide(bob, 'reject', stale.id)).status).toBe(200);

    const old = await ask(alice, '/api/admin/system/business-date', { businessDate: '2027-05-01' });
    await app.db
      .update(changeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(changeRequests.id, old.id));
    const expired = await decide(bob, 'approve', old.id);
    expect(expired.status).toBe(409);
    expect((await expired.json()).message).toContain('期限切れ');
    const [row] = await app.db.select().from(changeRequests).where(eq(changeRequests.id, old.id));
    expect(row!.state).toBe('expired');
    const list = await (await bob.client.request('GET', '/api/admin/change-requests')).json();
    expect(list.pending).toEqual([]);
    // The expired one no longer stands in the way of a new request of the same change.
    const renewed = await ask(alice, '/api/admin/system/business-date', { businessDate: '2027-05-01' });
    expect((await decide(alice, 'withdraw', renewed.id)).status).toBe(200);
    await updateSystemSettings(app.db, { type: 'operator', name: 'ops:root' }, { businessDate: null });
    const states = await app.db.select().from(changeRequests).orderBy(asc(changeRequests.id));
    expect(states.filter((r) => r.state === 'pending')).toEqual([]);
  });

  it('validates the request ids it is given', async () => {
    const bad = await bob.client.request('POST', '/api/admin/change-requests/approve', { id: 'x' });
    expect(bad.status).toBe(422);
    const missing = await bob.client.request('POST', '/api/admin/change-requests/approve', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('指定された申請は存在しません。');
  });
});
