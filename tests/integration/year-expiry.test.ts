import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { createRoundAuctions, OPERATOR, setWindow } from '../fixtures/auction-fixtures';
import { LEDGER_INVARIANTS, tableFingerprints } from '../fixtures/ledger-invariants';
import { seedExpiryWorld, type ExpiryWorld } from '../fixtures/expiry-world';
import type { Db } from '../../src/lib/server/db';
import { rowsOf } from '../../src/lib/server/db/raw-rows';
import { expireYear } from '../../src/lib/server/services/ledger/expire-year';
import { refuseExpiredYear } from '../../src/lib/server/services/ledger/expired-year';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { createRound } from '../../src/lib/server/services/auctions/create-round';
import { loadFitSupply } from '../../src/lib/server/services/auctions/load-fit-supply';
import { auctions } from '../../src/lib/server/db/schema';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { buildExpiry, checkEntryShape } from '../../src/lib/domain/ledger';
import { getAccountHistories } from '../../src/lib/server/services/accounts/get-account-histories';
import { getAccountBalances } from '../../src/lib/server/services/accounts/get-account-balances';
import { exportAccountBalancesCsv } from '../../src/lib/server/services/accounts/export-account-balances-csv';

/**
 * The unused volume of target year 2025 expires to the retirement account on the
 * day after 2026/06/30, once, set-based, with every kWh still accounted for.
 */
describe.each(testTargets())('expiry of a target year on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let world: ExpiryWorld;

  const violations = async () => {
    const out: Record<string, number> = {};
    for (const [name, text] of Object.entries(LEDGER_INVARIANTS))
      out[name] = Number((await rowsOf<{ count: string }>(db, sql.raw(text)))[0]!.count);
    return out;
  };
  const yearTotals = async (fiscalYear: number) =>
    rowsOf<{ kind: string; product_cd: number; balance: string; expired: string }>(
      db,
      sql`select coalesce(a.kind, 'member') as kind, h.product_cd, sum(h.balance)::text as balance, sum(h.expired)::text as expired
            from holdings h join accounts a on a.id = h.account_id join target_years y on y.id = h.target_year_id
           where y.target_year = ${fiscalYear} group by 1, 2 order by 1, 2`,
    );
  const fingerprints = async () => {
    if (!t.url) return JSON.stringify(await yearTotals(2025)) + JSON.stringify(await yearTotals(2026));
    const pool = new pg.Pool({ connectionString: t.url, max: 1 });
    try {
      return JSON.stringify(await tableFingerprints(pool));
    } finally {
      await pool.end();
    }
  };

  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    world = await seedExpiryWorld(db);
  });
  afterAll(async () => {
    await updateSystemSettings(db, OPERATOR, { businessDate: null });
    await t.drop();
  });

  it('refuses before the usable period ends, and an unknown year', async () => {
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-06-30' });
    await expect(expireYear(db, OPERATOR, 2025)).rejects.toThrow(
      '2025年度の証書は2026/06/30まで利用期間中のため、失効処理できません（翌日から実行できます）。',
    );
    await expect(expireYear(db, OPERATOR, 2099)).rejects.toMatchObject({ code: 'C_AC_006' });
    await expect(refuseExpiredYear(db, 2025)).resolves.toBeUndefined();
  });

  it('refuses while an auction of the year is not cleared', async () => {
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-07-01' });
    const pending = (await createRoundAuctions(db, { fiscalYear: 2025, roundNo: 2, products: [2] }))[2];
    await expect(expireYear(db, OPERATOR, 2025)).rejects.toThrow(
      `2025年度は市場番号 ${pending.marketNo} の約定処理が済んでいないため、失効処理できません。`,
    );
    // Cleared on the calendar's date (its window is around now), then back to the day after the period.
    await updateSystemSettings(db, OPERATOR, { businessDate: null });
    await setWindow(db, pending.marketNo, { closesAt: new Date(Date.now() - 1_000) });
    await clearAuction(db, OPERATOR, pending.marketNo);
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-07-01' });
  });

  it('moves every unused line of the year and the FIT supply to retirement, in one balanced entry', async () => {
    const before2026 = await yearTotals(2026);
    const result = await expireYear(db, OPERATOR, 2025);
    expect(result).toMatchObject({
      alreadyExpired: false,
      volume: world.memberVolume + world.fitSupplyVolume,
      fitSupplyVolume: world.fitSupplyVolume,
    });
    // a: 3 authorized lines (600 + 2,000 + 3,000 after the 400 transferred) and its FIT lines; b: one procured line and FIT.
    const byMember = (n: number) =>
      result.members
        .filter((m) => m.memberNumber === `EX000${n}`)
        .map((m) => [m.productCd, m.holdingClassCd, m.volume]);
    expect(byMember(1)).toEqual([
      [1, 2, 2_000],
      [2, 1, 5_600],
    ]);
    expect(byMember(2)).toEqual([
      [1, 2, 2_000],
      [2, 2, 400],
    ]);
    expect(result.message).toBe(
      `2025年度の未使用分を失効させました（会員 2 社、${result.lines.toLocaleString('ja-JP')} 行、10,000 kWh、FIT供給 700 kWh）。`,
    );
    expect(await yearTotals(2025)).toEqual([
      { kind: 'certification_source', product_cd: 1, balance: String(-(4_000 + 700)), expired: '0' },
      { kind: 'certification_source', product_cd: 2, balance: '-6000', expired: '0' },
      { kind: 'fit_supply', product_cd: 1, balance: '0', expired: '0' },
      { kind: 'member', product_cd: 1, balance: '0', expired: '4000' },
      { kind: 'member', product_cd: 2, balance: '0', expired: '6000' },
      { kind: 'retirement', product_cd: 1, balance: '4700', expired: '0' },
      { kind: 'retirement', product_cd: 2, balance: '6000', expired: '0' },
    ]);
    expect(await yearTotals(2026)).toEqual(before2026);
    expect(Object.values(await violations()).every((n) => n === 0)).toBe(true);
    expect(await violations()).toMatchObject({ 'a member line’s expired volume is what its expiry took': 0 });

    // The set-based entry is buildExpiry's: the same postings per line, in the same shape.
    const postings = await rowsOf<{
      org: number | null;
      product_cd: number;
      class: number;
      facility_id: string;
      volume: string;
    }>(
      db,
      sql`select organization_id as org, product_cd, holding_class_cd as class, facility_id, volume::text
            from postings where entry_id = ${result.entryId} order by 1 nulls last, 2, 3, 4`,
    );
    for (const productCd of [1, 2] as const) {
      const mine = postings.filter((p) => p.product_cd === productCd);
      const built = buildExpiry({
        targetYear: 2025,
        productCd,
        lines: mine
          .filter((p) => Number(p.volume) < 0)
          .map((p) => ({
            owner: p.org === null ? ('fit-supply' as const) : { memberId: p.org, holdingClassCd: p.class as 1 | 2 },
            facilityId: p.facility_id,
            volume: -Number(p.volume),
          })),
      });
      expect(built.ok).toBe(true);
      if (!built.ok) return;
      expect(checkEntryShape(built.value).ok).toBe(true);
      // Per line (buildExpiry credits retirement once per expiring line; the SQL once per line key).
      const perLine = (rows: { facilityId: string; volume: number; member: number | null; cls: number }[]) => {
        const sums = new Map<string, number>();
        for (const r of rows) {
          const k = JSON.stringify([r.facilityId, r.member, r.cls]);
          sums.set(k, (sums.get(k) ?? 0) + r.volume);
        }
        return [...sums].sort();
      };
      expect(
        perLine(
          built.value.postings.map((p) => ({
            facilityId: p.line.facilityId,
            volume: p.volume,
            member: p.line.kind === 'member' ? p.line.memberId : null,
            cls: p.line.kind === 'member' ? p.line.holdingClassCd : 0,
          })),
        ),
      ).toEqual(
        perLine(
          mine.map((p) => ({ facilityId: p.facility_id, volume: Number(p.volume), member: p.org, cls: p.class })),
        ),
      );
    }
  });

  it('a second run changes nothing and says so', async () => {
    const before = await fingerprints();
    const again = await expireYear(db, OPERATOR, 2025);
    expect(again.alreadyExpired).toBe(true);
    expect(again.message).toBe(
      '2025年度は失効処理済みです（業務日 2026/07/01、' + `${again.lines} 行、10,700 kWh）。何も変更していません。`,
    );
    expect(await fingerprints()).toBe(before);
  });

  it('refuses movements of the year after it, and keeps refusing with the business date set back', async () => {
    const refusal = {
      code: 'C_AC_009',
      status: 422,
      message: '2025年度の証書の利用期限（2026/06/30）を過ぎています。',
    };
    await expect(refuseExpiredYear(db, 2025)).rejects.toMatchObject(refusal);
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-06-01' });
    await expect(refuseExpiredYear(db, 2025)).rejects.toMatchObject(refusal);
    const before = await fingerprints();
    expect((await expireYear(db, OPERATOR, 2025)).alreadyExpired).toBe(true);
    expect(await fingerprints()).toBe(before);
    await expect(refuseExpiredYear(db, 2026)).resolves.toBeUndefined();
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-07-01' });
  });

  it('refuses a new round and new FIT supply of the expired year', async () => {
    const refusal = { code: 'C_AC_009', message: '2025年度の証書の利用期限（2026/06/30）を過ぎています。' };
    const later = Date.now() + 24 * 3_600_000;
    await expect(
      createRound(db, OPERATOR, {
        fiscalYear: 2025,
        roundNo: 3,
        opensAt: new Date(later),
        closesAt: new Date(later + 3_600_000),
      }),
    ).rejects.toMatchObject(refusal);
    // An auction row of the year left from before (the fixture writes it directly).
    const left = (await createRoundAuctions(db, { fiscalYear: 2025, roundNo: 4, products: [1] }))[1];
    const before = await fingerprints();
    await expect(
      loadFitSupply(db, OPERATOR, left.marketNo, [{ line: 2, facilityId: 'F-EX-1', volume: '10' }]),
    ).rejects.toMatchObject(refusal);
    expect(await fingerprints()).toBe(before);
    await db.delete(auctions).where(eq(auctions.marketNo, left.marketNo));
  });

  it('shows the expired volume as 失効 in the member’s history', async () => {
    const [a] = world.members;
    const history = await getAccountHistories(db, a!.organizationId, {
      fiscalYear: 2025,
      productCd: 2,
      offset: 0,
      limit: 100,
      count: true,
    } as never);
    const expired = history.accountHistoryList.filter((h) => h.movementName === '失効');
    expect(expired.map((h) => [h.equipmentId, h.holdingClassCd, h.volume]).sort()).toEqual([
      ['N-EX-1', 1, -600],
      ['N-EX-2', 1, -2_000],
      ['N-EX-3', 1, -3_000],
    ]);
    expect(expired.every((h) => h.movementType === 'expire')).toBe(true);
  });

  it('shows the expired lines as 失効 on the balance screen and in both of its CSV paths', async () => {
    const [a] = world.members;
    const filters = { fiscalYear: 2025, productCd: 2 as const };
    const balances = await getAccountBalances(db, a!.organizationId, {
      ...filters,
      offset: 0,
      limit: 100,
      count: true,
    } as never);
    const expiredLines = balances.accountBalanceList.filter((r) => r.expiredVolume > 0);
    expect(expiredLines.map((r) => [r.equipmentId, r.holdingClassCd, r.balance, r.expiredVolume]).sort()).toEqual([
      ['N-EX-1', 1, 0, 600],
      ['N-EX-2', 1, 0, 2_000],
      ['N-EX-3', 1, 0, 3_000],
    ]);
    expect(balances.totalExpired).toBe(5_600);
    const paths = t.database.exportPool ? [undefined, t.database.exportPool] : [undefined];
    for (const copyPool of paths) {
      const file = exportAccountBalancesCsv(
        db,
        a!.organizationId,
        { ...filters, encoding: 'utf8' },
        new Date(),
        copyPool,
      );
      const text = Buffer.from(await new Response(file.body).arrayBuffer())
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      const [header, ...rows] = text.split('\r\n').filter((l) => l !== '');
      const cells = header!.split(',');
      const expiredAt = cells.indexOf('失効(kWh)');
      const balanceAt = cells.indexOf('残高(kWh)');
      const csvExpired = rows
        .map((r) => r.split(','))
        .filter((c) => Number(c[expiredAt]) > 0)
        .map((c) => [c[3], Number(c[balanceAt]), Number(c[expiredAt])])
        .sort();
      expect(csvExpired, copyPool ? 'COPY' : 'keyset').toEqual([
        ['N-EX-1', 0, 600],
        ['N-EX-2', 0, 2_000],
        ['N-EX-3', 0, 3_000],
      ]);
    }
  });

  it('records one audit row with the totals per member', async () => {
    const audits = await rowsOf<{ entity_id: string; after: { members: unknown[]; volume: number } }>(
      db,
      sql`select entity_id, after from audit_log where action = 'ledger.expire-year'`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.entity_id).toBe('2025');
    expect(audits[0]!.after.volume).toBe(10_700);
    expect(audits[0]!.after.members).toHaveLength(4);
  });
});

/** Two expiries at once on PostgreSQL (two servers' jobs): one moves the volume, the other finds it done. */
describe.each(testTargets().filter((x) => x !== 'pglite'))('racing expiries on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedExpiryWorld(t.database.db, 'RC');
    await updateSystemSettings(t.database.db, OPERATOR, { businessDate: '2026-07-01' });
  });
  afterAll(async () => t.drop());

  it('expires the year exactly once', async () => {
    const pools = [1, 2].map(() => new pg.Pool({ connectionString: t.url!, max: 2 }));
    try {
      const results = await Promise.all(pools.map((p) => expireYear(drizzle(p) as unknown as Db, OPERATOR, 2025)));
      expect(results.map((r) => r.alreadyExpired).sort()).toEqual([false, true]);
      const [entries] = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from journal_entries where kind = 'expire'`,
      );
      expect(entries!.n).toBe(1);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});

/**
 * An expiry while a clearing of the year runs (PostgreSQL, two connections): the clearing holds its
 * auction row FOR UPDATE, the expiry waits for that row, and then judges the auction as the
 * clearing left it: rolled back (still uncleared) → refused; committed → the year expires.
 */
describe.each(testTargets().filter((x) => x !== 'pglite'))('an expiry during a clearing on %s', (target) => {
  let t: TestDatabase;
  let marketNo: number;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedExpiryWorld(t.database.db, 'CL');
    marketNo = (await createRoundAuctions(t.database.db, { fiscalYear: 2025, roundNo: 2, products: [2] }))[2].marketNo;
    await updateSystemSettings(t.database.db, OPERATOR, { businessDate: '2026-07-01' });
  });
  afterAll(async () => t.drop());

  const duringClearing = async (end: 'rollback' | 'commit') => {
    const clearing = new pg.Client({ connectionString: t.url! });
    await clearing.connect();
    try {
      await clearing.query('begin');
      await clearing.query('select id from auctions where market_no = $1 for update', [marketNo]);
      const expiry = expireYear(t.database.db, OPERATOR, 2025).then(
        (r) => r,
        (e: unknown) => e as Error,
      );
      for (;;) {
        const [waiting] = await rowsOf<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%for update%'`,
        );
        if (waiting!.n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      if (end === 'commit')
        await clearing.query('update auctions set cleared_at = now() where market_no = $1', [marketNo]);
      await clearing.query(end);
      return await expiry;
    } finally {
      await clearing.end();
    }
  };

  it('waits for the clearing, then refuses while the auction is still uncleared or expires once it is cleared', async () => {
    expect(await duringClearing('rollback')).toMatchObject({
      message: `2025年度は市場番号 ${marketNo} の約定処理が済んでいないため、失効処理できません。`,
    });
    expect(await duringClearing('commit')).toMatchObject({ alreadyExpired: false, volume: 10_700 });
  });
});
