import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedAccountReportWorld } from '../fixtures/account-report-world';

const PASSWORD = 'Demo#Pass2026';
const base = { fiscalYear: '2026', productCd: '2', offset: '0', count: 'true' };

interface BalanceItem {
  equipmentId: string;
  holdingClassCd: number;
  balance: number;
  availableVolume: number;
}
interface HistoryItem {
  postingId: number;
  equipmentId: string;
  volume: number;
  dateTime: string;
}

/** The balance and history lists sort on the server by a trader's columns. */
describe.each(testTargets())('sorted account lists on %s', (target) => {
  let app: TestApp;
  let member: TestClient;
  const get = async (path: string, query: Record<string, string>) => {
    const res = await member.request('GET', `${path}?${new URLSearchParams(query)}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const balances = async (query: Record<string, string>) =>
    (await get('/api/v1/account-balances', { ...base, limit: '100', ...query })).body
      .accountBalanceList as BalanceItem[];
  const histories = async (query: Record<string, string>) =>
    (await get('/api/v1/account-histories', { ...base, limit: '100', ...query })).body
      .accountHistoryList as HistoryItem[];

  beforeAll(async () => {
    app = await startApp(target);
    await seedAccountReportWorld(app.db);
    member = new TestClient(app.baseUrl);
    expect((await member.login('sakura01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sorts balance lines by balance, available volume and facility, both ways', async () => {
    const natural = await balances({});
    expect(natural.length).toBeGreaterThan(2);
    const byBalance = await balances({ sort: 'balance' });
    expect(byBalance.map((l) => l.balance)).toEqual([...natural.map((l) => l.balance)].sort((x, y) => x - y));
    const byBalanceDesc = await balances({ sort: '-balance' });
    expect(byBalanceDesc.map((l) => l.balance)).toEqual([...natural.map((l) => l.balance)].sort((x, y) => y - x));
    const byAvailable = await balances({ sort: '-availableVolume' });
    expect(byAvailable.map((l) => l.availableVolume)).toEqual(
      [...natural.map((l) => l.availableVolume)].sort((x, y) => y - x),
    );
    const byFacilityDesc = await balances({ sort: '-equipmentId' });
    expect(byFacilityDesc.map((l) => l.equipmentId)).toEqual([...natural.map((l) => l.equipmentId)].sort().reverse());
  });

  it('keeps pages apart under a sort: page by page is the same list as one long page', async () => {
    const whole = await balances({ sort: 'balance' });
    const pages: BalanceItem[] = [];
    for (let offset = 0; offset < whole.length; offset += 2)
      pages.push(...(await balances({ sort: 'balance', offset: String(offset), limit: '2' })));
    expect(pages.map((l) => `${l.equipmentId}/${l.holdingClassCd}`)).toEqual(
      whole.map((l) => `${l.equipmentId}/${l.holdingClassCd}`),
    );
  });

  it('sorts history by date (oldest first on request), volume and facility', async () => {
    const natural = await histories({});
    expect(natural.length).toBeGreaterThan(2);
    const oldestFirst = await histories({ sort: 'dateTime' });
    expect(oldestFirst.map((h) => h.postingId)).toEqual(
      [...natural]
        .sort((x, y) => x.dateTime.localeCompare(y.dateTime) || x.postingId - y.postingId)
        .map((h) => h.postingId),
    );
    const byVolume = await histories({ sort: 'volume' });
    expect(byVolume.map((h) => h.volume)).toEqual([...natural.map((h) => h.volume)].sort((x, y) => x - y));
  });

  it('refuses a column that does not sort, in the error shape', async () => {
    for (const sort of ['reserved', '--balance', 'balance;drop table holdings']) {
      const res = await get('/api/v1/account-balances', { ...base, limit: '10', sort });
      expect(res.status, sort).toBe(422);
      expect(res.body).toMatchObject({ code: 'C_SH_001' });
      expect(String(res.body.message)).toContain('並び順（sort）');
    }
  });
});
