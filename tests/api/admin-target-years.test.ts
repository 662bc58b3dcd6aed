import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { seededYears } from '../fixtures/target-years';
import { auditLog } from '../../src/lib/server/db/schema';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';

const PATH = '/api/admin/system/target-years';

/**
 * 対象年度の作成 on the console's system page, through the same service and validation as
 * `ops create-target-year` (the two-person rule off: the year is created at once, 201).
 */
describe.each(testTargets())('console: target years on %s', (target) => {
  let app: TestApp;
  let operator: OperatorAt;
  let member: TestClient;

  beforeAll(async () => {
    app = await startApp(target, {}, 'members');
    await updateSystemSettings(app.db, { type: 'operator', name: 'test' }, { businessDate: '2026-12-07' });
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    member = new TestClient(app.baseUrl);
    await member.visit();
    expect((await member.login('minato01', 'Demo#Pass2026')).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the years with their calendar, usable period and bands, and the creatable range', async () => {
    const res = await operator.client.request('GET', PATH);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.creatable).toEqual({ min: 2024, max: 2028 });
    expect(body.targetYears.map((y: { fiscalYear: number }) => y.fiscalYear)).toEqual([2024, 2025, 2026, 2027]);
    expect(body.targetYears[3]).toEqual({
      fiscalYear: 2027,
      startDate: '2027-04-01',
      endDate: '2028-03-31',
      usableUntil: '2028-06-30',
      priceBands: [
        { productCd: 1, productName: 'FIT非化石証書', minPrice: 0.4, maxPrice: 4 },
        { productCd: 2, productName: '非FIT非化石証書（再エネ指定あり）', minPrice: 0.6, maxPrice: 1.3 },
        { productCd: 3, productName: '非FIT非化石証書（再エネ指定なし）', minPrice: 0.6, maxPrice: 1.3 },
      ],
    });
  });

  it('creates FY2028 (201), which members then see with its bands, audited as the console operator', async () => {
    const res = await operator.client.request('POST', PATH, {
      fiscalYear: 2028,
      priceBands: [{ productCd: 3, minPrice: '0.50', maxPrice: '1.20' }],
    });
    expect(res.status).toBe(201);
    expect((await res.json()).targetYear).toMatchObject({ fiscalYear: 2028, usableUntil: '2029-06-30' });
    const codes = await (await member.request('GET', '/api/v1/codes')).json();
    expect(
      codes.bidPriceLimitList
        .filter((l: { fiscalYear: number }) => l.fiscalYear === 2028)
        .map((l: { minPrice: number; maxPrice: number }) => [l.minPrice, l.maxPrice]),
    ).toEqual([
      [0.4, 4],
      [0.6, 1.3],
      [0.5, 1.2],
    ]);
    const info = await (await member.request('GET', '/api/v1/auth/user-info')).json();
    expect(info.targetYearList.map((y: { targetYear: number }) => y.targetYear)).toContain(2028);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'target-year.create'), eq(auditLog.entityId, '2028')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: 'operator', actorId: `console:${operator.loginId}` });
  });

  it('refuses an existing year (409), one out of range and bad input (422) in the one error shape', async () => {
    const exists = await operator.client.request('POST', PATH, { fiscalYear: 2027 });
    expect(exists.status).toBe(409);
    expect(await exists.json()).toMatchObject({
      code: 'C_SH_006',
      message: '2027年度の対象年度は既に作成されています。',
      instance: `POST ${PATH}`,
    });

    const far = await operator.client.request('POST', PATH, { fiscalYear: 2029 });
    expect(far.status).toBe(422);
    expect(await far.json()).toMatchObject({
      code: 'C_SH_001',
      message:
        '2029年度は作成できません。作成できる対象年度は2024～2028年度です（最も古い対象年度から、業務日付の年度の2年後まで）。',
    });
    expect((await operator.client.request('POST', PATH, { fiscalYear: 2023 })).status).toBe(422);

    const bad = await operator.client.request('POST', PATH, {
      fiscalYear: '2029',
      priceBands: [{ productCd: 1, minPrice: '2.00', maxPrice: '1.00' }],
    });
    expect(bad.status).toBe(422);
    const badBody = await bad.json();
    expect(badBody.code).toBe('C_SH_001');
    expect(badBody.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: '対象年度は4桁の年で指定してください。' }),
        expect.objectContaining({ message: '下限価格は上限価格以下で指定してください。' }),
      ]),
    );
    expect(await seededYears(app.db)).toEqual([2024, 2025, 2026, 2027, 2028]);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'target-year.create'));
    expect(audits).toHaveLength(1);
  });

  it('answers a member session 404 (the console is not there for members) and a wrong method 405', async () => {
    expect((await member.request('POST', PATH, { fiscalYear: 2028 })).status).toBe(404);
    expect((await operator.client.request('DELETE', PATH)).status).toBe(405);
  });
});
