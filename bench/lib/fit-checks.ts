import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Db } from '../../src/lib/server/db';
import { clearFitBook } from '../../src/lib/domain/auction/clear-fit-book';
import { allocateFitSupply, clearMultiPrice, holdingsByMemberFacility } from '../../src/lib/domain/clearing';
import type { BookBid } from '../../src/lib/domain/auction/clear-book';
import { loadBids } from '../../src/lib/server/services/auctions/clearing/load-book';
import { readFitSupply } from '../../src/lib/server/services/auctions/clearing/read-fit-supply';
import type { AuctionRow } from '../../tests/fixtures/auction-fixtures';
import { fitSupplyReturnReference } from '../../src/lib/server/services/ledger/persist-fit-supply-return';

const LOT_COLUMNS = 'account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, balance';

/** Cheap correctness checks on what the clearing wrote (decision 0019); each is a count or a sum in SQL. */
export async function verifyClearing(pool: pg.Pool, auction: AuctionRow, supplyVolume: number) {
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows[0] as Record<string, string>;
  const a = auction.id;
  const lot = `holdings_lot_${auction.marketNo}`;
  const lotPostings = `postings_lot_${auction.marketNo}`;
  const entryIds = (
    await pool.query(`select id::text from journal_entries where kind = 'clearing' and reference = $1 order by id`, [
      `市場番号 ${auction.marketNo}`,
    ])
  ).rows.map((r: { id: string }) => r.id);
  const totals = await one(
    `select (select summary->>'totalContractedVolume' from auctions where id = $1) as summary,
            (select sum(contracted_volume)::text from bid_results where auction_id = $1) as results,
            (select sum(volume)::text from allocation_totals where auction_id = $1) as allocated,
            (select count(*)::text from allocation_totals where auction_id = $1) as total_rows,
            (select count(*)::text from bid_results where auction_id = $1) as result_rows`,
    [a],
  );
  const postings = await one(
    `select count(*)::text as n, coalesce(sum(volume), 0)::text as total,
            count(*) filter (where tableoid <> '${lotPostings}'::regclass)::text as outside,
            coalesce(sum(volume) filter (where facility_id = '*'), 0)::text as pool
       from postings where entry_id = any($1::bigint[])`,
    [entryIds],
  );
  const perBid = await one(
    `select count(*)::text as n from bid_results r
     left join (select buy_bid_id, sum(volume) as v from allocation_totals where auction_id = $1 group by 1) al on al.buy_bid_id = r.bid_id
     where r.auction_id = $1 and coalesce(al.v, 0) <> r.contracted_volume`,
    [a],
  );
  const overPrice = await one(
    `select count(*)::text as n from bid_results r join bids b on b.id = r.bid_id where r.auction_id = $1 and r.contracted_price_cents > b.price_cents`,
    [a],
  );
  // Per facility, what the buyers received is at most what the auction offered of it.
  const perFacility = await one(
    `select count(*) filter (where coalesce(p.v, 0) > s.volume)::text as over, count(p.v)::text as sold_facilities,
            count(*) filter (where coalesce(p.v, 0) < s.volume)::text as unsold_facilities
       from auction_supplies s
       left join (select facility_id, sum(volume) as v from ${lotPostings} where facility_id <> '*' group by 1) p
         on p.facility_id = s.facility_id
      where s.auction_id = $1`,
    [a],
  );
  const returned = await one(
    `select r.facilities::text, r.volume::text,
            (select coalesce(sum(p.volume), 0) from journal_entries e join postings p on p.entry_id = e.id
              where e.kind = 'clearing' and e.reference = $2 and p.volume > 0)::text as posted
       from fit_supply_returns r where r.auction_id = $1`,
    [a, fitSupplyReturnReference(auction.marketNo)],
  );
  const pools = await one(
    `select coalesce(sum(h.balance) filter (where ac.kind = 'fit_supply'), 0)::text as fit_supply,
            coalesce(sum(h.balance) filter (where ac.kind = 'certification_source'), 0)::text as source
       from holdings h join accounts ac on ac.id = h.account_id
      where h.facility_id = '*' and h.target_year_id = $1`,
    [auction.targetYearId],
  );
  const procured = await one(
    `select coalesce(sum(balance), 0)::text as s, count(*)::text as lines,
            count(*) filter (where tableoid <> '${lot}'::regclass)::text as outside
       from holdings where product_cd = 1 and holding_class_cd = 2`,
  );
  const duplicates = await one(
    `select count(*)::text as n from (select 1 from holdings group by account_id, target_year_id, product_cd,
      holding_class_cd, facility_id having count(*) > 1) d`,
  );
  const children = await one(
    `select count(*)::text as n from pg_inherits where inhrelid in ('${lot}'::regclass, '${lotPostings}'::regclass)
        and inhparent in ('holdings'::regclass, 'postings'::regclass)`,
  );
  // The lot copies its parent's triggers by name (lot-ddl.ts): the reference checks and append-only
  // guards must be there and enabled, and no trigger of the parent may be missing on it.
  const triggers = await one(
    `select count(*) filter (where l.tgname in ('holdings_check_references', 'postings_check_references',
                                               'holdings_append_only', 'postings_append_only'))::text as guards,
            (select count(*) from pg_trigger p
              where not p.tgisinternal and p.tgrelid in ('holdings'::regclass, 'postings'::regclass)
                and not exists (select 1 from pg_trigger c where not c.tgisinternal and c.tgenabled = 'O' and c.tgname = p.tgname
                                   and c.tgrelid = case when p.tgrelid = 'holdings'::regclass then '${lot}'::regclass
                                                        else '${lotPostings}'::regclass end))::text as missing
       from pg_trigger l where not l.tgisinternal and l.tgenabled = 'O'
        and l.tgrelid in ('${lot}'::regclass, '${lotPostings}'::regclass)`,
  );
  const contracted = Number(totals.summary);
  const n = (x: string | number | undefined) => Number(x ?? 0).toLocaleString('en');
  const checks: [string, boolean][] = [
    [
      `summary total = Σ bid_results contracted = Σ allocation totals = ${n(contracted)} kWh`,
      contracted === Number(totals.results) && contracted === Number(totals.allocated),
    ],
    [`cleared volume ≤ supply (${n(supplyVolume)} kWh)`, contracted <= supplyVolume],
    [`per bid, Σ allocation totals = contracted volume (bids differing: ${perBid.n})`, perBid.n === '0'],
    [`no bid pays above its price (bids differing: ${overPrice.n})`, overPrice.n === '0'],
    [
      `clearing entries: ${entryIds.length}, ${n(postings.n)} postings all in ${lotPostings} (outside: ${postings.outside}), Σ = ${postings.total}, FIT pool posting ${n(postings.pool)} kWh`,
      entryIds.length === 1 &&
        postings.total === '0' &&
        postings.outside === '0' &&
        Number(postings.pool) === -contracted,
    ],
    [
      `per facility, Σ received ≤ offered (facilities over: ${perFacility.over}); ${n(perFacility.sold_facilities)} facilities sold from, ${n(perFacility.unsold_facilities)} with a rest`,
      perFacility.over === '0',
    ],
    [
      `unsold rest returned to the certification source: ${n(returned?.volume ?? 0)} kWh from ${n(returned?.facilities ?? 0)} facilities = supply − contracted (posted ${n(returned?.posted ?? 0)})`,
      !!returned &&
        Number(returned.volume) === supplyVolume - contracted &&
        Number(returned.posted) === Number(returned.volume) &&
        returned.facilities === perFacility.unsold_facilities,
    ],
    [
      `FIT pool lines of the year after the clearing: FIT supply ${n(pools.fit_supply)} kWh, certification source ${n(pools.source)} kWh (= −contracted)`,
      pools.fit_supply === '0' && Number(pools.source) === -contracted,
    ],
    [
      `Σ buyers' procured FIT holdings = cleared volume (${n(procured.s)} kWh in ${n(procured.lines)} lines, all in ${lot}: outside ${procured.outside}); line keys held twice: ${duplicates.n}`,
      Number(procured.s) === contracted && procured.outside === '0' && duplicates.n === '0',
    ],
    [
      `the lot and its postings are inheritance children of holdings and postings (${children.n} of 2); reference checks and append-only guards enabled on them (${triggers.guards} of 4), every trigger of the parents on them too (missing: ${triggers.missing})`,
      children.n === '2' && triggers.guards === '4' && triggers.missing === '0',
    ],
  ];
  return {
    checks,
    entryIds,
    totalRows: Number(totals.total_rows),
    resultRows: Number(totals.result_rows),
    postingRows: Number(postings.n),
    lotLines: Number(procured.lines),
    contracted,
  };
}

/** What a clearing on top of another wrote: lines credited in place, new lot lines, duplicates, Σ procured. */
export async function secondRoundFigures(pool: pg.Pool, marketNo: number) {
  const one = async (text: string) => (await pool.query(text)).rows[0] as Record<string, string>;
  const lot =
    await one(`select count(*) filter (where h.tableoid = 'holdings_lot_${marketNo}'::regclass)::text as created,
       count(*) filter (where h.tableoid <> 'holdings_lot_${marketNo}'::regclass)::text as credited
       from postings_lot_${marketNo} p join holdings h on h.id = p.holding_id where p.facility_id <> '*'`);
  const held = await one(`select count(*)::text as n from only holdings where product_cd = 1 and holding_class_cd = 2`);
  const duplicates =
    await one(`select count(*)::text as n from (select 1 from holdings group by account_id, target_year_id,
       product_cd, holding_class_cd, facility_id having count(*) > 1) d`);
  const procured = await one(
    `select coalesce(sum(balance), 0)::text as s from holdings where product_cd = 1 and holding_class_cd = 2`,
  );
  return {
    created: Number(lot.created),
    credited: Number(lot.credited),
    heldBefore: Number(held.n),
    duplicates: Number(duplicates.n),
    procured: Number(procured.s),
  };
}

/**
 * The pure engine on the same book (read once more, outside the clearing): its parts, then whole
 * (median of `runs`); and the lot lines it gives, compared line by line with the lot the clearing wrote.
 */
export async function engineReference(db: Db, pool: pg.Pool, auction: AuctionRow, runs = 3) {
  let t0 = performance.now();
  const { bids, supply } = await db.transaction(async (tx) => ({
    bids: await loadBids(tx, auction.id),
    supply: await readFitSupply(tx, auction.id),
  }));
  const loadMs = performance.now() - t0;
  const buys = bids.filter((b) => b.bidTypeCd === 2);
  t0 = performance.now();
  let supplyVolume = 0;
  for (const v of supply.volume) supplyVolume += v;
  const cleared = clearMultiPrice({ buys, supplyVolume });
  const clearMs = performance.now() - t0;
  t0 = performance.now();
  const allocation = allocateFitSupply({ contracts: cleared.buys, supply, marketNo: auction.marketNo });
  const allocateMs = performance.now() - t0;
  const whole: number[] = [];
  let outcome = clearFitBook({ marketNo: auction.marketNo, bids, supply });
  for (let i = 0; i < runs; i++) {
    t0 = performance.now();
    outcome = clearFitBook({ marketNo: auction.marketNo, bids, supply });
    whole.push(performance.now() - t0);
  }
  whole.sort((x, y) => x - y);
  const memberOf = Int32Array.from(cleared.buys, (c) => (c.bid as BookBid).organizationId);
  const expected = holdingsByMemberFacility(allocation, memberOf);
  const written = (
    await pool.query({
      text: `select organization_id, facility_id, balance::text from holdings_lot_${auction.marketNo}
              order by organization_id, facility_id collate "C"`,
      rowMode: 'array',
    })
  ).rows as [number, string, string][];
  let differing = Math.abs(written.length - expected.lines);
  for (let i = 0; i < Math.min(written.length, expected.lines); i++) {
    const [member, facility, balance] = written[i]!;
    if (
      member !== expected.member[i] ||
      facility !== supply.facilityIds[expected.facility[i]!] ||
      Number(balance) !== expected.volume[i]
    )
      differing++;
  }
  return {
    loadMs,
    clearMs,
    allocateMs,
    clearBookMs: whole[Math.floor(runs / 2)]!,
    draws: allocation.rows,
    lotLines: outcome.lots.lines,
    lotLinesDiffering: differing,
  };
}

/**
 * PostgreSQL's own COPY of the lot's rows, the reference for writing them: the clearing's lot
 * streamed out with COPY TO and into an empty table like holdings with COPY FROM (no indexes), in a
 * transaction that is rolled back.
 */
export async function copyReference(pool: pg.Pool, marketNo: number) {
  const [source, target] = [await pool.connect(), await pool.connect()];
  try {
    await target.query('begin');
    await target.query('create table copy_reference (like holdings including defaults)');
    const t0 = performance.now();
    await pipeline(
      source.query(copyTo(`copy holdings_lot_${marketNo} (${LOT_COLUMNS}) to stdout`)),
      target.query(copyFrom(`copy copy_reference (${LOT_COLUMNS}) from stdin`)),
    );
    const ms = performance.now() - t0;
    const rows = Number((await target.query('select count(*)::text as n from copy_reference')).rows[0].n);
    return { ms, rows };
  } finally {
    await target.query('rollback');
    source.release();
    target.release();
  }
}
