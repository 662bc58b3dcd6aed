import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { auditLog } from '../../src/lib/server/db/schema';

/**
 * Maintenance and the business date from the console, through the same service and
 * validation as `ops maintenance` / `ops set-business-date`, with what members then get.
 */
describe.each(testTargets())('console: maintenance and business date on %s', (target) => {
  let app: TestApp;
  let operator: OperatorAt;
  let member: TestClient;

  beforeAll(async () => {
    app = await startApp(target, {}, 'members');
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    member = new TestClient(app.baseUrl);
    await member.visit();
    expect((await member.login('minato01', 'Demo#Pass2026')).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('maintenance on closes the member API (503) until it is turned off, and is audited as the console operator', async () => {
    const on = await operator.client.request('PUT', '/api/admin/system/maintenance', { maintenance: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ maintenance: true });
    const closed = await member.request('GET', '/api/v1/codes');
    expect(closed.status).toBe(503);
    expect((await closed.json()).code).toBe('C_SH_007');

    const off = await operator.client.request('PUT', '/api/admin/system/maintenance', { maintenance: false });
    expect(await off.json()).toMatchObject({ maintenance: false });
    expect((await member.request('GET', '/api/v1/codes')).status).toBe(200);

    const [last] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'system.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(last).toMatchObject({ actorType: 'operator', actorId: `console:${operator.loginId}` });
  });

  it('sets the business date members see, and follows the calendar again with today', async () => {
    const set = await operator.client.request('PUT', '/api/admin/system/business-date', { businessDate: '2027-02-01' });
    expect(await set.json()).toEqual({ businessDate: '2027-02-01', businessDateFixed: true, maintenance: false });
    expect((await (await member.request('GET', '/api/v1/auth/user-info')).json()).businessDate).toBe('2027-02-01');

    const today = await operator.client.request('PUT', '/api/admin/system/business-date', { businessDate: 'today' });
    expect(await today.json()).toMatchObject({ businessDateFixed: false });
  });

  it('refuses what the command line refuses, with its message, and changes nothing', async () => {
    const bad = await operator.client.request('PUT', '/api/admin/system/business-date', { businessDate: '2027/02/01' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('日付は YYYY-MM-DD 形式で指定してください。');
    const notBoolean = await operator.client.request('PUT', '/api/admin/system/maintenance', { maintenance: 'yes' });
    expect(notBoolean.status).toBe(422);
    expect((await member.request('GET', '/api/v1/codes')).status).toBe(200);
  });
});
