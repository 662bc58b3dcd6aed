import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Db } from '../../src/lib/server/db';
import { seed } from '../../src/lib/server/services/seed';
import { closeAuction } from '../../src/lib/server/services/auctions/close-auction';
import { persistEntry } from '../../src/lib/server/services/ledger/persist-entry';
import { buildFitSupplyLoad, type JournalEntry, type LedgerResult } from '../../src/lib/domain/ledger';
import { getSystemState } from '../../src/lib/server/services/system/system-state';
import { recordAudit } from '../../src/lib/server/services/audit/record-audit';
import {
  createMembers,
  createRoundAuctions,
  HOUR,
  OPERATOR,
  type AuctionRow,
} from '../../tests/fixtures/auction-fixtures';

/*
 * One closed FIT auction at benchmark size, written with set-based SQL (INSERT … SELECT over
 * generate_series) in the shapes the services write:
 * - facilities F000000000… (FIT, a municipality of the code master and its prefecture, 80 % solar);
 * - auction_supplies 1–19,999 kWh each (≈ 10^10 kWh per million facilities) with the facilities'
 *   tracking attributes, and the ledger entry load-fit-supply writes: the offered total from the
 *   certification source's pool line into the FIT supply's (decision 0019);
 * - members with one user each (fixtures), and their buy bids with bid counters: prices over the
 *   whole FIT band, volumes such that demand ≈ BENCH_FIT_DEMAND_RATIO × supply, tracking
 *   preferences mixed as in bench/clearing-engine.ts, entry times inside the window;
 * then the operator's close service. Everything is deterministic (hashint8extended of the row).
 */

export interface FitSizes {
  bids: number;
  facilities: number;
  members: number;
  demandRatio: number;
}

export interface FitRound {
  auction: AuctionRow;
  supplyVolume: number;
  demandVolume: number;
  setupSteps: { step: string; ms: number; rows: number }[];
}

function mustBuild(built: LedgerResult<JournalEntry>): JournalEntry {
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

/** A uniform integer in [0, m) from row g and a salt. */
const h = (g: string, salt: number, m: number | string) => `(((hashint8extended(${g}, ${salt}) % ${m}) + ${m}) % ${m})`;

type Run = (step: string, text: string, values?: unknown[]) => Promise<pg.QueryResult>;

/** Statements run on one connection, each timed as a setup step. */
export function timedSteps(client: pg.PoolClient): { steps: FitRound['setupSteps']; run: Run } {
  const steps: FitRound['setupSteps'] = [];
  const run: Run = async (step, text, values = []) => {
    const t0 = performance.now();
    const res = await client.query(text, values);
    steps.push({ step, ms: performance.now() - t0, rows: res.rowCount ?? 0 });
    return res;
  };
  return { steps, run };
}

export async function buildFitRound(db: Db, pool: pg.Pool, sizes: FitSizes): Promise<FitRound> {
  const client = await pool.connect();
  const { steps, run } = timedSteps(client);
  try {
    let t0 = performance.now();
    await seed(db, { demo: false });
    steps.push({ step: 'code master (seed)', ms: performance.now() - t0, rows: 0 });
    const round = await createRoundAuctions(db, { roundNo: 1, opensInMs: -2 * HOUR, closesInMs: HOUR, products: [1] });
    const auction = round[1];
    const N = sizes.facilities;
    const munis = Number((await client.query('select count(*)::int as n from municipalities')).rows[0].n);

    await run(
      `facilities (${N.toLocaleString('en')})`,
      `with m as (select code, prefecture_code, name, row_number() over (order by code) - 1 as i from municipalities)
       insert into facilities (id, name, address, prefecture_cd, municipality_cd, re_type_cd, plant_group_cd, capacity_w, operation_start_date, is_fit)
       select 'F' || lpad(g::text, 9, '0'), 'ベンチFIT発電所' || g, m.name || ' ' || g || '番地', m.prefecture_code, m.code,
              case when r < 80 then 1 when r < 88 then 2 when r < 94 then 3 when r < 95 then 4 else 5 end, 1,
              1000 * (1 + ${h('g', 2, 2000)}), date '2012-07-01' + ${h('g', 3, 4000)}::int, true
       from (select g, ${h('g', 1, munis)} as mi, ${h('g', 4, 100)} as r from generate_series(0, ${N - 1}) g) s
       join m on m.i = s.mi`,
    );
    t0 = performance.now();
    await createMembers(db, sizes.members, { prefix: 'F', nonFit: false });
    steps.push({
      step: `members and users (${sizes.members}, fixtures)`,
      ms: performance.now() - t0,
      rows: sizes.members * 2,
    });
    const { supplyVolume, demandVolume } = await offerAndBid(db, run, steps, auction, sizes, 0);
    t0 = performance.now();
    await client.query(
      'analyze facilities; analyze auction_supplies; analyze holdings; analyze postings; analyze bids; analyze organizations',
    );
    steps.push({ step: 'ANALYZE (as autovacuum would after a bulk load)', ms: performance.now() - t0, rows: 0 });
    await closeAuction(db, OPERATOR, auction.marketNo);
    return { auction, supplyVolume, demandVolume, setupSteps: steps };
  } finally {
    client.release();
  }
}

/**
 * A second FIT round of the same target year on top of a cleared first one: the same facilities
 * offered again and the same members bidding again (other volumes, prices and preferences), so
 * that the clearing meets the buyers' lines of the first lot.
 */
export async function buildSecondRound(db: Db, pool: pg.Pool, sizes: FitSizes): Promise<FitRound> {
  const client = await pool.connect();
  const { steps, run } = timedSteps(client);
  try {
    const round = await createRoundAuctions(db, { roundNo: 2, opensInMs: -2 * HOUR, closesInMs: HOUR, products: [1] });
    const auction = round[1];
    const { supplyVolume, demandVolume } = await offerAndBid(db, run, steps, auction, sizes, 100);
    await client.query('analyze auction_supplies; analyze bids');
    await closeAuction(db, OPERATOR, auction.marketNo);
    return { auction, supplyVolume, demandVolume, setupSteps: steps };
  } finally {
    client.release();
  }
}

/** The auction's supply (every bench facility) with its ledger entry, and the members' buy bids; `salt` varies the draws. */
export async function offerAndBid(
  db: Db,
  run: Run,
  steps: FitRound['setupSteps'],
  auction: AuctionRow,
  sizes: FitSizes,
  salt: number,
) {
  const N = sizes.facilities;
  await run(
    'auction_supplies (with the tracking attributes, as loading snapshots them)',
    `insert into auction_supplies (auction_id, facility_id, volume, prefecture_cd, municipality_cd, re_type_cd, plant_group_cd)
     select $1, f.id, 1 + ${h('g', 5 + salt, 19_999)}, f.prefecture_cd, f.municipality_cd, f.re_type_cd, f.plant_group_cd
       from generate_series(0, ${N - 1}) g join facilities f on f.id = 'F' || lpad(g::text, 9, '0')`,
    [auction.id],
  );
  const supplyVolume = Number(
    (
      await run('supply total', 'select sum(volume)::text as s from auction_supplies where auction_id = $1', [
        auction.id,
      ])
    ).rows[0].s,
  );
  const { businessDate } = await getSystemState(db);
  // The ledger side of loadFitSupply (only the total counts: the entry moves it between pool lines).
  const t1 = performance.now();
  const { entryId } = await db.transaction((tx) =>
    persistEntry(
      tx,
      mustBuild(
        buildFitSupplyLoad({
          targetYear: auction.fiscalYear,
          lines: [{ facilityId: 'F000000000', volume: supplyVolume }],
        }),
      ),
      { actor: 'bench', businessDate, reference: `市場番号 ${auction.marketNo} FIT供給` },
    ),
  );
  steps.push({ step: 'load-fit-supply entry (pool lines)', ms: performance.now() - t1, rows: 2 });
  await recordAudit(db, {
    actor: OPERATOR,
    action: 'auction.load-fit-supply',
    entity: 'auction',
    entityId: auction.marketNo,
    after: { entryId, facilities: N, totalVolume: supplyVolume },
  });
  const perMember = Math.ceil(sizes.bids / sizes.members);
  const meanVolume = (sizes.demandRatio * supplyVolume) / sizes.bids;
  // Preferences as in bench/clearing-engine.ts: 30 % a facility id, 30 % a prefecture, 15 %
  // prefecture + type, 10 % a municipality, 15 % none; a second one on half of the bids.
  const pref = (r: string, f: string) => `case when ${r} < 30 then jsonb_build_object('equipmentId', ${f}.id)
    when ${r} < 60 then jsonb_build_object('prefectureCd', ${f}.prefecture_cd)
    when ${r} < 75 then jsonb_build_object('prefectureCd', ${f}.prefecture_cd, 'reTypeCd', ${f}.re_type_cd)
    when ${r} < 85 then jsonb_build_object('municipalityCd', ${f}.municipality_cd) end`;
  const spanMicros = HOUR * 1000; // the window's first hour (it opened two hours ago)
  await run(
    `bids (${sizes.bids.toLocaleString('en')})`,
    `with o as (select o.id, u.id as uid, row_number() over (order by o.id) - 1 as m
                from organizations o join users u on u.organization_id = o.id where o.member_number like 'F%'),
     b as (select o.id, o.uid, n, o.m * ${perMember} + n - 1 as k from o cross join generate_series(1, ${perMember}) n),
     p as (select b.*, ${h('k', 11 + salt, 100)} as r1, ${h('k', 12 + salt, 100)} as r2, ${h('k', 15 + salt, 2)} as second,
                  'F' || lpad(${h('k', 13 + salt, N)}::text, 9, '0') as f1, 'F' || lpad(${h('k', 14 + salt, N)}::text, 9, '0') as f2 from b where k < $2)
     insert into bids (auction_id, organization_id, bid_no, bid_type_cd, price_cents, volume, entered_at, status, entered_by, preferences)
     select $1, p.id, p.n, 2, 40 + ${h('k', 16 + salt, 361)}, greatest(1000, round(${meanVolume.toFixed(3)} * (0.2 + 1.6 * ${h('k', 17 + salt, 1_000_000)} / 1000000.0))),
            $3::timestamptz + ${h('k', 18 + salt, spanMicros)} * interval '1 microsecond', 'active', p.uid,
            nullif((select coalesce(jsonb_agg(x), '[]'::jsonb) from (values (${pref('p.r1', 'a')}), (case when p.second = 1 then ${pref('p.r2', 'c')} end)) v(x) where x is not null), '[]'::jsonb)
     from p join facilities a on a.id = p.f1 join facilities c on c.id = p.f2`,
    [auction.id, sizes.bids, auction.opensAt],
  );
  await run(
    'bid counters',
    `insert into bid_counters (auction_id, organization_id, last_bid_no) select auction_id, organization_id, max(bid_no) from bids where auction_id = $1 group by 1, 2`,
    [auction.id],
  );
  const demandVolume = Number(
    (await run('demand total', 'select sum(volume)::text as s from bids where auction_id = $1', [auction.id])).rows[0]
      .s,
  );
  return { supplyVolume, demandVolume };
}
