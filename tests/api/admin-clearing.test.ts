import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, startAppClearingRunner, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import {
  buy,
  createClosedAuction,
  createFacility,
  createMember,
  loadFitSupply,
  type Auction,
} from '../fixtures/settlement-fixtures';
import type { ClearingRunner } from '../../src/lib/server/services/auctions/clearing-job/clearing-runner';
import type { AdminClearing } from '../../src/lib/schemas/admin-clearing';
import type { AdminRoundsResponse } from '../../src/lib/schemas/admin-rounds';

/**
 * The console starts a clearing as the job the CLI uses, follows its phases and
 * shows the result for review; repeats are refused as the CLI refuses them.
 */
describe.each(testTargets())('console clearing on %s', (target) => {
  let app: TestApp;
  let runner: ClearingRunner;
  let operator: OperatorAt;
  let fit: Auction;

  beforeAll(async () => {
    app = await startApp(target, {}, 'codes');
    // The app server's runner, as src/server/start.ts starts it beside the server.
    runner = await startAppClearingRunner(app, { superviseIntervalSeconds: 2 });
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    await createMember(app.db, { memberNumber: 'C101', name: '約定確認電力株式会社' });
    await createMember(app.db, { memberNumber: 'C102', name: '約定確認エナジー株式会社' });
    await createFacility(app.db, 'CLR-F1', { isFit: true });
    fit = await createClosedAuction(app.db, 2025, 1);
    await loadFitSupply(app.db, fit, 'CLR-F1', 10_000);
    await buy(app.db, fit, 'C101', 150, 6_000);
    await buy(app.db, fit, 'C102', 120, 6_000);
    await buy(app.db, fit, 'C102', 50, 1_000);
  });
  afterAll(async () => {
    await runner?.stop();
    await app?.close();
  });

  async function clearingOf(marketNo: number): Promise<AdminClearing> {
    const res = await operator.client.request('GET', `/api/admin/clearing?marketNo=${marketNo}`);
    expect(res.status).toBe(200);
    return (await res.json()) as AdminClearing;
  }

  async function finished(marketNo: number): Promise<AdminClearing> {
    for (let i = 0; i < 120; i++) {
      const c = await clearingOf(marketNo);
      if (c.run?.state === 'succeeded' || c.run?.state === 'failed') return c;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the clearing did not finish');
  }

  it('runs a started clearing to 完了 and shows price, volume, member outcomes and statements', async () => {
    const before = await clearingOf(fit.marketNo);
    expect(before).toMatchObject({ auctionState: '締切済（約定処理待ち）', run: null, result: null });

    const start = await operator.client.request('POST', '/api/admin/clearing', { marketNo: fit.marketNo });
    expect(start.status).toBe(200);
    expect(['待機中', '実行中', '完了']).toContain(((await start.json()) as AdminClearing).run?.stateName);

    const done = await finished(fit.marketNo);
    expect(done.run).toMatchObject({ state: 'succeeded', stateName: '完了', phaseStep: 5, phaseCount: 5, attempts: 1 });
    expect(done.auctionState).toBe('約定済');
    expect(done.result).toMatchObject({
      priceText: '1.20～1.50 円/kWh',
      contractedVolume: 10_000,
      biddingMembers: 2,
      contractedMembers: 2,
      fitSupplyReturned: { facilities: 0, volume: 0 },
    });
    expect(done.result!.members).toEqual([
      { memberNumber: 'C101', name: '約定確認電力株式会社', contracted: 1, partlyContracted: 0, uncontracted: 0 },
      { memberNumber: 'C102', name: '約定確認エナジー株式会社', contracted: 0, partlyContracted: 1, uncontracted: 1 },
    ]);
    // The whole curves: every price level, though two bidders are too few for a member's view (0009).
    expect(done.result!.curve).toEqual({
      demand: [
        { price: 1.5, cumulativeVolume: 6_000 },
        { price: 1.2, cumulativeVolume: 12_000 },
        { price: 0.5, cumulativeVolume: 13_000 },
      ],
      supply: [{ price: 0.4, cumulativeVolume: 10_000 }],
      clearingPrice: null,
    });
    expect(done.result!.statements.count).toBe(2);
    expect(done.result!.statements.payTotalYen).toBeGreaterThan(0);

    // The console's clearing list orders the cleared markets by when they were cleared.
    const rounds = (await (await operator.client.request('GET', '/api/admin/rounds')).json()) as AdminRoundsResponse;
    const listed = rounds.rounds.flatMap((r) => r.auctions).find((a) => a.marketNo === fit.marketNo);
    expect(listed).toMatchObject({ state: 'cleared', clearedAt: expect.stringMatching(/\+09:00$/) });
  });

  it('refuses a second start as the command line does', async () => {
    const again = await operator.client.request('POST', '/api/admin/clearing', { marketNo: fit.marketNo });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(`市場番号 ${fit.marketNo} は既に約定処理済みです。`);
  });

  it('says what is wrong with the request', async () => {
    const unknown = await operator.client.request('GET', '/api/admin/clearing?marketNo=209911');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('市場番号 209911 の市場は存在しません。');
    const bad = await operator.client.request('POST', '/api/admin/clearing', { marketNo: 'abc' });
    expect(bad.status).toBe(422);
  });
});
