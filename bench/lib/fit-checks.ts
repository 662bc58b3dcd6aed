import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Db } from '../../src/lib/server/db';
import { clearBook } from '../../src/lib/domain/auction/clear-book';
import { allocateFitTracking, clearMultiPrice } from '../../src/lib/domain/clearing';
import { loadBook } from '../../src/lib/server/services/auctions/clearing/load-book';
import type { AuctionRow } from '../../tests/fixtures/auction-fixtures';
import { fitSupplyReturnReference } from '../../src/lib/server/services/ledger/persist-fit-supply-return';

/** Cheap correctness checks on what the clearing wrote; each is a count or a sum in SQL. */
export async function verifyClearing(pool: pg.Pool, auction: AuctionRow, supplyVolume: number) {
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows[0] as Record<string, string>;
  const a = auction.id;
  // One clearing entry per auction (set-based deliveries, persist-deliveries.ts).
  const entryIds = (
    await pool.query(`select id::text from journal_entries where kind = 'clearing' and reference = $1 order by id`, [
      `市場番号 ${auction.marketNo}`,
    ])
  ).rows.map((r: { id: string }) => r.id);
  const totals = await one(
    `select (select summary->>'totalContractedVolume' from auctions where id = $1) as summary,
            (select sum(contracted_volume)::text from bid_results where auction_id = $1) as results,
            (select sum(volume)::text from allocations where auction_id = $1) as allocated,
            (select count(*)::text from allocations where auction_id = $1) as allocation_rows,
            (select count(*)::text from bid_results where auction_id = $1) as result_rows`,
    [a],
  );
  const postings = await one(
    `select count(*)::text as n, coalesce(sum(volume), 0)::text as total,
            (select count(*) from (select 1 from postings where entry_id = any($1::bigint[]) group by entry_id having sum(volume) <> 0) x)::text as unbalanced_entries,
            (select count(*) from (select facility_id from postings where entry_id = any($1::bigint[]) group by facility_id having sum(volume) <> 0) x)::text as unbalanced
     from postings where entry_id = any($1::bigint[])`,
    [entryIds],
  );
  const perBid = await one(
    `select count(*)::text as n from bid_results r
     left join (select buy_bid_id, sum(volume) as v from allocations where auction_id = $1 group by 1) al on al.buy_bid_id = r.bid_id
     where r.auction_id = $1 and coalesce(al.v, 0) <> r.contracted_volume`,
    [a],
  );
  const overPrice = await one(
    `select count(*)::text as n from bid_results r join bids b on b.id = r.bid_id where r.auction_id = $1 and r.contracted_price_cents > b.price_cents`,
    [a],
  );
  // Decision 0011: the unsold rest went back to the certification source in a second entry.
  const returned = await one(
    `select count(*) filter (where p.volume > 0)::text as lines, coalesce(sum(p.volume) filter (where p.volume > 0), 0)::text as volume,
            (select count(*) from (select 1 from postings q join journal_entries f on f.id = q.entry_id
               where f.kind = 'clearing' and f.reference = $1 group by q.facility_id having sum(q.volume) <> 0) x)::text as unbalanced
       from journal_entries e join postings p on p.entry_id = e.id where e.kind = 'clearing' and e.reference = $1`,
    [fitSupplyReturnReference(auction.marketNo)],
  );
  const lines = await one(
    `select count(*) filter (where h.balance <> 0)::text as wrong, min(h.balance)::text as min_balance
     from auction_supplies s
     join holdings h on h.facility_id = s.facility_id and h.product_cd = 1 and h.account_id = (select id from accounts where kind = 'fit_supply')
     left join (select facility_id, sum(volume) as v from allocations where auction_id = $1 group by 1) al on al.facility_id = s.facility_id
     where s.auction_id = $1`,
    [a],
  );
  const procured = await one(
    `select coalesce(sum(balance), 0)::text as s from holdings where product_cd = 1 and holding_class_cd = 2`,
  );
  // Every buyer line holds exactly what its member was allocated of that facility (the bench members hold
  // nothing before), and each touched line has one posting in the entry.
  const buyerLines = await one(
    `select count(*)::text as lines,
            count(*) filter (where coalesce(h.balance, -1) <> m.v)::text as wrong
       from (select b.organization_id, a.facility_id, sum(a.volume) as v
               from allocations a join bids b on b.id = a.buy_bid_id where a.auction_id = $1 group by 1, 2) m
       left join holdings h on h.organization_id = m.organization_id and h.facility_id = m.facility_id
                           and h.product_cd = 1 and h.holding_class_cd = 2`,
    [a],
  );
  const perLine = await one(
    `select count(*)::text as n from (select 1 from postings where entry_id = any($1::bigint[])
      group by entry_id, holding_id having count(*) > 1) x`,
    [entryIds],
  );
  const triggers = await one(
    `select count(*)::text as n from pg_trigger where not tgisinternal and tgenabled = 'O'
        and tgname in ('holdings_check_references', 'postings_check_references', 'holdings_append_only', 'postings_append_only')`,
  );
  const contracted = Number(totals.summary);
  const checks: [string, boolean][] = [
    [
      `summary total = Σ bid_results contracted = Σ allocations = ${contracted.toLocaleString('en')} kWh`,
      contracted === Number(totals.results) && contracted === Number(totals.allocated),
    ],
    [`cleared volume ≤ supply (${supplyVolume.toLocaleString('en')} kWh)`, contracted <= supplyVolume],
    [`per bid, Σ allocations = contracted volume (bids differing: ${perBid.n})`, perBid.n === '0'],
    [`no bid pays above its price (bids differing: ${overPrice.n})`, overPrice.n === '0'],
    [
      `clearing entries: ${entryIds.length}, ${Number(postings.n).toLocaleString('en')} postings, Σ = ${postings.total}, entries not summing to 0: ${postings.unbalanced_entries}, facilities not summing to 0: ${postings.unbalanced}`,
      postings.total === '0' &&
        postings.unbalanced === '0' &&
        postings.unbalanced_entries === '0' &&
        Number(postings.n) > 0,
    ],
    [
      `per facility, fit-supply balance = 0 after the clearing: supply − allocated − returned (lines differing: ${lines.wrong}; lowest balance ${lines.min_balance})`,
      lines.wrong === '0' && Number(lines.min_balance) >= 0,
    ],
    [
      `unsold rest returned to the certification source: ${Number(returned.volume).toLocaleString('en')} kWh from ${Number(returned.lines).toLocaleString('en')} facilities = supply − contracted; facilities not summing to 0: ${returned.unbalanced}`,
      Number(returned.volume) === supplyVolume - contracted && returned.unbalanced === '0',
    ],
    [
      `per (buyer, facility), procured line = Σ allocated (lines ${Number(buyerLines.lines).toLocaleString('en')}, differing: ${buyerLines.wrong}); one posting per touched line (lines posted twice: ${perLine.n})`,
      buyerLines.wrong === '0' && perLine.n === '0',
    ],
    [
      `statement-level reference checks and append-only guards on holdings and postings enabled (${triggers.n} of 4 triggers)`,
      triggers.n === '4',
    ],
    [
      `Σ buyers' procured FIT holdings = cleared volume (${Number(procured.s).toLocaleString('en')} kWh)`,
      Number(procured.s) === contracted,
    ],
  ];
  return {
    checks,
    entryIds,
    allocationRows: Number(totals.allocation_rows),
    resultRows: Number(totals.result_rows),
    postingRows: Number(postings.n),
    contracted,
  };
}

/** The pure engine on the same book (read once more, outside the clearing): its parts, then whole. */
export async function engineReference(db: Db, auction: AuctionRow, runs = 3) {
  let t0 = performance.now();
  const book = await db.transaction((tx) => loadBook(tx, auction));
  const loadMs = performance.now() - t0;
  const buys = book.bids.filter((b) => b.bidTypeCd === 2);
  t0 = performance.now();
  const supplyVolume = book.supply.reduce((s, f) => s + f.volume, 0);
  const cleared = clearMultiPrice({ buys, supplyVolume });
  const clearMs = performance.now() - t0;
  t0 = performance.now();
  const allocation = allocateFitTracking({ contracts: cleared.buys, facilities: book.supply, marketNo: book.marketNo });
  const allocateMs = performance.now() - t0;
  const whole: number[] = [];
  for (let i = 0; i < runs; i++) {
    t0 = performance.now();
    clearBook(book);
    whole.push(performance.now() - t0);
  }
  whole.sort((x, y) => x - y);
  return {
    loadMs,
    clearMs,
    allocateMs,
    clearBookMs: whole[Math.floor(runs / 2)]!,
    allocationRows: allocation.rows.length,
  };
}

/**
 * What the same writes cost as bare set-based SQL, in one transaction that is rolled back: copy
 * the clearing's postings and allocations with INSERT … SELECT (same tables, indexes and foreign
 * keys), create as many holding rows as the clearing created, and touch the same balances.
 */
export async function setBasedFloor(pool: pg.Pool, auction: AuctionRow, entryIds: string[], createdHoldings: number) {
  const client = await pool.connect();
  const timed = async (text: string, values: unknown[]) => {
    const t0 = performance.now();
    const res = await client.query(text, values);
    return { ms: performance.now() - t0, rows: res.rowCount ?? 0 };
  };
  try {
    await client.query('begin');
    const postings = await timed(
      `insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
       select entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume from postings where entry_id = any($1::bigint[])`,
      [entryIds],
    );
    const allocations = await timed(
      `insert into allocations (auction_id, buy_bid_id, sell_bid_id, facility_id, volume, source)
       select auction_id, buy_bid_id, sell_bid_id, facility_id, volume, source from allocations where auction_id = $1`,
      [auction.id],
    );
    // The clearing's new lines are its buyers' procured lines; copies under another target year
    // keep the unique key and every foreign key satisfied.
    const holdings = await timed(
      `insert into holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, balance, reserved, allow_negative)
       select account_id, organization_id, (select id from target_years where id <> h.target_year_id order by id limit 1), product_cd, holding_class_cd, facility_id, balance, reserved, allow_negative
       from holdings h where holding_class_cd = 2 and product_cd = 1 order by id limit $1`,
      [createdHoldings],
    );
    const balances = await timed(
      `update holdings set balance = balance + 0 where id in (select holding_id from postings where entry_id = any($1::bigint[]))`,
      [entryIds],
    );
    return { postings, allocations, holdings, balances };
  } finally {
    await client.query('rollback');
    client.release();
  }
}
