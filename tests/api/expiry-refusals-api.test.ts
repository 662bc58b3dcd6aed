import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { seedAccountReportWorld } from '../fixtures/account-report-world';
import { createRoundAuctions, HOUR, OPERATOR, setWindow, supplyFit } from '../fixtures/auction-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { todayInTokyo } from '../../src/lib/server/clock';

const PASSWORD = 'Demo#Pass2026';
const EXPIRED = '2026年度の証書の利用期限（2027/06/30）を過ぎています。';
const AFTER = '2027-07-01';
/** From today's date to the day after FY2026's usable period, so a window can sit around that market clock. */
const DAY = 24 * HOUR;
const toAfter = () => Date.parse(`${AFTER}T00:00:00Z`) - Date.parse(`${todayInTokyo()}T00:00:00Z`);

/** The one error shape with the expiry's code and message. */
async function expectExpired(res: Response, path: string) {
  const text = await res.text();
  expect(res.status, text).toBe(422);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body).toMatchObject({ code: 'C_AC_009', message: EXPIRED, instance: `POST ${path}` });
  expect(Object.keys(body).every((k) => ['code', 'message', 'instance', 'errors', 'requestId'].includes(k))).toBe(true);
}

/** After FY2026's usable period every movement of the year is refused, naming the date (decision 0029). */
describe.each(testTargets())('movements of an expired year on %s', (target) => {
  let app: TestApp;
  let member: TestClient;
  let operator: OperatorAt;
  let rests: number;
  let reofferTo: number;

  beforeAll(async () => {
    app = await startApp(target);
    await seedAccountReportWorld(app.db);
    // A cleared FIT auction of 2026 with rests, and an uncleared one that could take them.
    const cleared = (await createRoundAuctions(app.db, { fiscalYear: 2026, roundNo: 3, products: [1] }))[1];
    await supplyFit(app.db, cleared.marketNo, [{ facilityId: 'F-EXP-1', volume: 1_000 }]);
    await setWindow(app.db, cleared.marketNo, { closesAt: new Date(Date.now() - 1_000) });
    await clearAuction(app.db, OPERATOR, cleared.marketNo);
    rests = cleared.marketNo;
    reofferTo = (
      await createRoundAuctions(app.db, {
        fiscalYear: 2026,
        roundNo: 4,
        products: [1],
        opensInMs: 2 * DAY,
        closesInMs: 3 * DAY,
      })
    )[1].marketNo;
    // A non-FIT auction open on the market clock of 2027/07/01 (its window around that day's time).
    await createRoundAuctions(app.db, {
      fiscalYear: 2026,
      roundNo: 3,
      products: [2],
      opensInMs: toAfter() - HOUR,
      closesInMs: toAfter() + HOUR,
    });
    member = new TestClient(app.baseUrl);
    expect((await member.login('sakura01', PASSWORD)).status).toBe(200);
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    await updateSystemSettings(app.db, OPERATOR, { businessDate: AFTER });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a transfer', async () => {
    const path = '/api/v1/account-balances/negotiate';
    await expectExpired(
      await member.request('POST', path, {
        recipientMemberNumber: '1002',
        fiscalYear: 2026,
        productCd: 2,
        lines: [{ holdingClassCd: 2, equipmentId: 'FX-A01', volume: 10 }],
      }),
      path,
    );
  });

  it('refuses a certificate issue', async () => {
    const path = '/api/v1/nfcs/publish';
    await expectExpired(
      await member.request('POST', path, {
        fiscalYear: 2026,
        productCd: 2,
        nfcTypeCd: 1,
        useCd: 1,
        consumer: '株式会社さくら本社',
        corporateNo: '1180301018771',
        officeName: '本社工場',
        demandLocation: '東京都港区芝公園四丁目２番８号',
        remarks: '備考',
        lines: [{ equipmentId: 'FX-A01', volume: 10 }],
      }),
      path,
    );
  });

  it('refuses a sell bid into an auction of the year', async () => {
    const path = '/api/v1/bids/non-fit-sell';
    await expectExpired(
      await member.request('POST', path, { productCd: 2, unitPrice: '1.00', volume: 10, equipmentId: 'FX-A01' }),
      path,
    );
  });

  it('refuses a re-offer of the year’s FIT rests', async () => {
    const path = '/api/admin/clearing/reoffer-fit-rests';
    await expectExpired(await operator.client.request('POST', path, { marketNo: rests, toMarketNo: reofferTo }), path);
  });

  it('warns on the balance screen from 30 days before the end of the usable period, and not after it', async () => {
    const NOTICE = '2026年度の証書は2027/06/30で利用期限を迎えます。未使用分は翌日に失効します。';
    const pageAt = async (businessDate: string) => {
      await updateSystemSettings(app.db, OPERATOR, { businessDate });
      // Sessions read the settings through a cache of about a second.
      await new Promise((r) => setTimeout(r, 1_500));
      return (await member.request('GET', '/account/balance')).text();
    };
    expect(await pageAt('2027-05-30')).not.toContain(NOTICE);
    expect(await pageAt('2027-06-15')).toContain(NOTICE);
    expect(await pageAt('2027-06-30')).toContain(NOTICE);
    expect(await pageAt(AFTER)).not.toContain(NOTICE);
  });
});
