import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf, seedLedgerWorld } from '../fixtures/ledger-world';
import { insertFacilities } from '../fixtures/ledger-fixtures';
import { auctionOf, HOUR, OPERATOR, placeBuy, placeSell, setWindow } from '../fixtures/auction-fixtures';
import { accounts, auctionSupplies, auditLog, holdings } from '../../src/lib/server/db/schema';
import { auctionCommands } from '../../src/cli/commands/auction-commands';
import { toJstIso } from '../../src/lib/server/time/jst-timestamp';
import type { Db } from '../../src/lib/server/db';

async function run(db: Db, name: string, options: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  await auctionCommands
    .find((c) => c.name === name)!
    .run({ db, actor: OPERATOR, args: [], options, print: (l) => lines.push(l) });
  return lines;
}

const DAY = 24 * 60;

/** "YYYY-MM-DD HH:MM" in Tokyo, minutes from now. */
function jstMinutesFromNow(minutes: number): string {
  return toJstIso(new Date(Date.now() + minutes * 60_000))
    .slice(0, 16)
    .replace('T', ' ');
}

describe.each(testTargets())('auction operator commands on %s', (target) => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedLedgerWorld(t.database.db);
    dir = mkdtempSync(path.join(os.tmpdir(), 'nfc-supply-'));
  });
  afterAll(async () => t.drop());

  it('creates a round of three auctions in JST and refuses a duplicate or overlapping round', async () => {
    const db = t.database.db;
    const [opens, closes] = [jstMinutesFromNow(2 * DAY), jstMinutesFromNow(7 * DAY)];
    const out = await run(db, 'create-round', { 'fiscal-year': '2026', round: '3', opens, closes });
    expect(out[0]).toContain('2026年度 第3回');
    const fit = await auctionOf(db, 202631);
    expect(toJstIso(fit.opensAt)).toBe(`${opens.replace(' ', 'T')}:00.000+09:00`);
    expect(toJstIso(fit.closesAt)).toBe(`${closes.replace(' ', 'T')}:00.000+09:00`);
    expect((await auctionOf(db, 202633)).productCd).toBe(3);
    await expect(
      run(db, 'create-round', {
        'fiscal-year': '2026',
        round: '3',
        opens: jstMinutesFromNow(30 * DAY),
        closes: jstMinutesFromNow(31 * DAY),
      }),
    ).rejects.toThrow('既に作成されています');
    await expect(
      run(db, 'create-round', {
        'fiscal-year': '2026',
        round: '4',
        opens: jstMinutesFromNow(5 * DAY),
        closes: jstMinutesFromNow(9 * DAY),
      }),
    ).rejects.toThrow('受付期間が重なります');
    await expect(
      run(db, 'create-round', {
        'fiscal-year': '2026',
        round: '4',
        opens: '2026-02-30 10:00',
        closes: '2026-12-01 15:00',
      }),
    ).rejects.toThrow('受付開始の日時が正しくありません');
    await expect(
      run(db, 'create-round', {
        'fiscal-year': '2031',
        round: '1',
        opens: '2031-05-01 10:00',
        closes: '2031-05-08 15:00',
      }),
    ).rejects.toThrow('対象年度は存在しません');
  });

  it('loads FIT supply all or nothing, with a report of every bad row', async () => {
    const db = t.database.db;
    await insertFacilities(db, [
      { id: 'F-S1', isFit: true },
      { id: 'F-S2', isFit: true },
    ]);
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, 'facility_id,volume\nF-S1,1000\nN-T1,500\nNO-SUCH,10\nF-S2,-3\nF-S1,5\n');
    const lines: string[] = [];
    await expect(
      auctionCommands
        .find((c) => c.name === 'load-fit-supply')!
        .run({
          db,
          actor: OPERATOR,
          args: [],
          options: { 'market-no': '202631', file: bad },
          print: (l) => lines.push(l),
        }),
    ).rejects.toThrow('中止');
    expect(lines[0]).toBe('4 行に不備があるため、登録しませんでした:');
    expect(lines.slice(1)).toEqual([
      '  3行目 facility_id: FIT設備ではありません',
      '  4行目 facility_id: 設備が登録されていません',
      '  5行目 volume: 供給量は1以上の整数（kWh）で指定してください',
      '  6行目 facility_id: 同じ設備が複数行にあります',
      '不備の種類ごとの行数:',
      '  facility_id: FIT設備ではありません — 1 行',
      '  facility_id: 設備が登録されていません — 1 行',
      '  volume: 供給量は1以上の整数（kWh）で指定してください — 1 行',
      '  facility_id: 同じ設備が複数行にあります — 1 行',
    ]);
    expect(await db.select().from(auctionSupplies)).toHaveLength(0);

    const good = path.join(dir, 'good.csv');
    writeFileSync(good, '\uFEFFfacility_id,volume\r\nF-S1,1000\r\nF-S2,2500\r\n');
    const done = await run(db, 'load-fit-supply', { 'market-no': '202631', file: good });
    expect(done[0]).toContain('2 設備、合計 3,500 kWh');
    const [supplyAccount] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, 'fit_supply'), isNull(accounts.organizationId)));
    // The ledger holds the offered total in the FIT supply's pool line; the per-facility offer is
    // the auction's supply list (decision 0019).
    const lines2 = await db.select().from(holdings).where(eq(holdings.accountId, supplyAccount!.id));
    expect(lines2.map((h) => [h.facilityId, h.balance])).toEqual([['*', 3500]]);
    const offered = await db.select().from(auctionSupplies);
    expect(offered.map((s) => [s.facilityId, s.volume, s.prefectureCd, s.reTypeCd]).sort()).toEqual([
      ['F-S1', 1000, '130001', 1],
      ['F-S2', 2500, '130001', 1],
    ]);
    await expect(run(db, 'load-fit-supply', { 'market-no': '202632', file: good })).rejects.toThrow(
      'FIT市場ではありません',
    );
    await expect(run(db, 'load-fit-supply', { 'market-no': '202631', file: good })).rejects.toThrow('中止');
  });

  it('opens early at the market clock, closes at the market clock, and is audited', async () => {
    const db = t.database.db;
    const opened = await run(db, 'open', { 'market-no': '202632', closes: jstMinutesFromNow(120) });
    expect(opened[0]).toContain('入札受付を開始しました');
    const a = await auctionOf(db, 202632);
    expect(Math.abs(a.opensAt.getTime() - Date.now())).toBeLessThan(5_000);
    expect((await run(db, 'open', { 'market-no': '202632' }))[0]).toContain('既に受付中');
    await placeSell(db, await authOf(db, 'aozora01'), {
      productCd: 2,
      price: '0.80',
      volume: 10_000,
      equipmentId: 'N-T1',
    });
    await placeBuy(db, await authOf(db, 'sakura01'), { productCd: 2, price: '1.00', volume: 4_000 });
    await placeBuy(db, await authOf(db, 'minato01'), { productCd: 2, price: '1.00', volume: 3_000 });

    const show = await run(db, 'show', { 'market-no': '202632' });
    expect(show[0]).toContain('受付中');
    expect(show).toContain('  買い: 2 件、7,000 kWh');
    expect(show.some((l) => /^ {4} *1\.00 円\/kWh +2 件 {2}7,000 kWh$/.test(l))).toBe(true);
    expect(show).toContain('  売り: 1 件、10,000 kWh');

    expect((await run(db, 'close', { 'market-no': '202632' }))[0]).toContain('締め切りました');
    expect((await auctionOf(db, 202632)).closesAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await run(db, 'close', { 'market-no': '202632' }))[0]).toContain('既に締め切られています');
    await expect(run(db, 'close', { 'market-no': '202633' })).rejects.toThrow('まだ入札受付が始まっていない');
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, '202632'));
    expect(audits.map((x) => x.action)).toEqual(expect.arrayContaining(['auction.open', 'auction.close']));
  });

  it('clears through the lead’s service, then refuses to move the window of a cleared auction', async () => {
    const db = t.database.db;
    const out = await run(db, 'clear', { 'market-no': '202632' });
    // Progress by phase first, in order, then the result.
    expect(out.slice(0, 5).map((l) => l.replace(/（開始 [\d.]+ 秒）$/, ''))).toEqual([
      '[1/5] 入札と供給設備の読込',
      '[2/5] 約定計算とトラッキング割当',
      '[3/5] 約定結果と割当の書込',
      '[4/5] 受渡（口座への記帳）',
      '[5/5] 精算書の作成と約定の確定',
    ]);
    expect(out[5]).toMatch(/約定処理が完了しました（[\d.]+ 秒）: 約定量 7,000 kWh/);
    expect(out[6]).toContain('約定価格');
    expect((await run(db, 'clear', { 'market-no': '202632' }))[0]).toContain('既に約定処理済み');
    await expect(run(db, 'open', { 'market-no': '202632', closes: jstMinutesFromNow(60) })).rejects.toThrow(
      '約定処理済み',
    );
    await expect(run(db, 'close', { 'market-no': '202632' })).rejects.toThrow('約定処理済み');
    const show = await run(db, 'show', { 'market-no': '202632' });
    expect(show[0]).toContain('約定済');
    expect(show.at(-1)).toMatch(/結果: 約定価格 \d\.\d\d 円\/kWh、約定量 7,000 kWh、入札会員 3 社、約定会員 3 社/);
  });

  it('lists auctions with their state and active bids', async () => {
    const db = t.database.db;
    await setWindow(db, 202633, { opensAt: new Date(Date.now() - HOUR) });
    const all = await run(db, 'list-auctions', { 'fiscal-year': '2026' });
    expect(all).toHaveLength(3);
    expect(all[0]).toMatch(/^202631 .*受付前 {2}入札 0 件$/);
    expect(all[1]).toMatch(/^202632 .*約定済 {2}入札 3 件$/);
    expect(all[2]).toContain('受付中');
    expect(await run(db, 'list-auctions', { 'fiscal-year': '2025' })).toEqual(['市場はありません。']);
  });

  /** `open` refuses a window over another uncleared auction of the product, naming it. */
  it('refuses to open over another auction of the product; of two opens at once exactly one wins', async () => {
    const db = t.database.db;
    // 202631 is scheduled (2–7 days ahead), 202633 open until 7 days ahead; round 4 after both.
    await run(db, 'create-round', {
      'fiscal-year': '2026',
      round: '4',
      opens: jstMinutesFromNow(8 * DAY),
      closes: jstMinutesFromNow(9 * DAY),
    });
    await expect(run(db, 'open', { 'market-no': '202643' })).rejects.toThrow(
      /^同じ商品の市場 202633 が入札受付中のため開始できません（受付期間 .+）。$/,
    );
    await expect(run(db, 'open', { 'market-no': '202633', closes: jstMinutesFromNow(8 * DAY + 60) })).rejects.toThrow(
      /^同じ商品の市場 202643（受付期間 .+）と受付期間が重なるため開始できません。$/,
    );
    expect((await auctionOf(db, 202643)).opensAt.getTime()).toBeGreaterThan(Date.now());

    // 202641 until tomorrow (before 202631 opens) and 202631 now (closing before 202641 opens):
    // each alone is allowed, together they overlap.
    const results = await Promise.allSettled([
      run(db, 'open', { 'market-no': '202641', closes: jstMinutesFromNow(DAY) }),
      run(db, 'open', { 'market-no': '202631' }),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/が入札受付中のため開始できません/);
    const opened = [await auctionOf(db, 202641), await auctionOf(db, 202631)].filter(
      (a) => a.opensAt.getTime() <= Date.now(),
    );
    expect(opened).toHaveLength(1);
  });
});
