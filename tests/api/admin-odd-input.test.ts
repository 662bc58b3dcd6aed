import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { OPERATOR } from '../fixtures/auction-fixtures';
import { systemCommands } from '../../src/cli/commands/system-commands';
import { getSystemState } from '../../src/lib/server/services/system/system-state';

/**
 * Odd input on the console answered 500 on both databases (ids beyond the int4
 * column, audit cursors that are no instant or no bigint, business dates whose fiscal year the
 * calendar cannot name). Each is now a 422 in the one error shape, with the schema's message.
 */
describe.each(testTargets())('console: odd input on %s', (target) => {
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

  const refusal = async (res: Response) => {
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; message: string; requestId?: string };
    expect(body).toMatchObject({ code: 'C_SH_001', requestId: expect.any(String) });
    return body.message;
  };

  it('refuses change-request ids beyond the column (int4) for approve, reject and withdraw', async () => {
    for (const action of ['approve', 'reject', 'withdraw'])
      for (const id of [2_147_483_648, 99_999_999_999, 2 ** 53 - 1, '2147483648']) {
        const res = await operator.client.request('POST', `/api/admin/change-requests/${action}`, { id });
        expect(await refusal(res), `${action} ${id}`).toBe('申請の指定が正しくありません。');
      }
    // The largest id the column holds is a well-formed request for a request that does not exist.
    const last = await operator.client.request('POST', '/api/admin/change-requests/approve', { id: 2_147_483_647 });
    expect(last.status).toBe(404);
  });

  it('refuses audit cursors that are no instant or beyond a bigint, and pages with a real one', async () => {
    for (const after of [
      '2026-11-28T00:00:00.000000Z_9999999999999999999',
      '2026-11-28T00:00:00.000000Z_9007199254740993',
      '9999-99-99T00:00:00.000000Z_1',
      '2026-02-30T00:00:00.000000Z_1',
      '2026-11-28T24:00:00.000000Z_1',
      '0000-01-01T00:00:00.000000Z_1',
    ]) {
      const res = await operator.client.request('GET', `/api/admin/audit?after=${encodeURIComponent(after)}`);
      expect(await refusal(res), after).toBe('ページの指定（after）が正しくありません。');
    }
    const page = await operator.client.request(
      'GET',
      `/api/admin/audit?after=${encodeURIComponent('2026-11-28T00:00:00.000000Z_9007199254740991')}`,
    );
    expect(page.status).toBe(200);
  });

  it('refuses business dates outside 2000-01-01…2100-12-31 from the console and the command line alike', async () => {
    const before = await getSystemState(app.db);
    for (const businessDate of ['9999-12-31', '0001-01-01', '1999-12-31', '2101-01-01']) {
      const res = await operator.client.request('PUT', '/api/admin/system/business-date', { businessDate });
      expect(await refusal(res), businessDate).toBe('業務日付は2000/01/01から2100/12/31までの日付で入力してください。');
      const lines: string[] = [];
      await expect(
        systemCommands
          .find((c) => c.name === 'set-business-date')!
          .run({ db: app.db, actor: OPERATOR, args: [businessDate], options: {}, print: (l) => lines.push(l) }),
      ).rejects.toThrow('業務日付は2000/01/01から2100/12/31までの日付で入力してください。');
    }
    expect(await getSystemState(app.db)).toEqual(before);
  });

  it('serves every member at both ends of the business-date window', async () => {
    for (const businessDate of ['2000-01-01', '2100-12-31']) {
      const set = await operator.client.request('PUT', '/api/admin/system/business-date', { businessDate });
      expect(set.status, businessDate).toBe(200);
      const page = await member.request('GET', '/settlement');
      expect(page.status, `/settlement on ${businessDate}`).toBe(200);
      const balance = await member.request('GET', '/account/balance');
      expect(balance.status, `/account/balance on ${businessDate}`).toBe(200);
    }
    await operator.client.request('PUT', '/api/admin/system/business-date', { businessDate: 'today' });
  });
});
