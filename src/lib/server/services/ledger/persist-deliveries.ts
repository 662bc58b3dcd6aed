import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db';
import { AUTHORIZED, PROCURED } from '@/lib/domain/ledger';
import { targetYearIdOf } from './ledger-accounts';
import { ledgerRefusal } from './ledger-errors';
import type { EntryMeta } from './persist-entry';
import { countOf, insertEntry, insertPostings, lockInIdOrder } from './set-based';

export interface ClearingDeliveries {
  auctionId: number;
  targetYear: number;
  productCd: 2 | 3;
}

/**
 * Writes the deliveries of a cleared non-FIT auction as one balanced journal entry, set-based from
 * the auction's allocation rows (which the caller has written in the same transaction): every
 * delivery leaves the seller's reserved authorized line and arrives in the buyer's procured line
 * (FIT deliveries are a lot: fit-lots.ts). The same rules as persistEntry, as whole-set statements
 * instead of per-line work in JavaScript (docs/decisions/0008-ledger-bulk-writes.md):
 * - every existing line it touches is locked in holding id order first (the global lock order
 *   persistEntry uses, so clearing and concurrent transfers cannot deadlock);
 * - a source line that is missing or would go below zero (or below its reservation) refuses the
 *   whole clearing before anything is changed;
 * - new buyer lines are inserted with their balance, existing ones are added to;
 * - postings carry one line per touched holding: −Σ on each source, +Σ on each buyer line, so the
 *   entry sums to zero within every facility.
 * Must run inside the caller's transaction.
 */
export async function persistClearingDeliveries(
  tx: Tx,
  input: ClearingDeliveries,
  meta: EntryMeta,
): Promise<{ entryId: number | null }> {
  const targetYearId = await targetYearIdOf(tx, input.targetYear);
  const at = { targetYearId, productCd: input.productCd };

  // Buyers' member accounts exist from their first movement on; a first-time buyer gets one now.
  await tx.execute(sql`
    insert into accounts (kind, organization_id)
    select distinct 'member', b.organization_id from allocations a join bids b on b.id = a.buy_bid_id
     where a.auction_id = ${input.auctionId}
    on conflict do nothing`);
  await tx.execute(sql`
    create temp table clearing_moves on commit drop as
    select a.facility_id, (select sa.id from accounts sa where sa.organization_id = s.organization_id) as source_account, ba.id as buyer_account, b.organization_id as buyer_org,
           sum(a.volume)::bigint as volume
      from allocations a
      join bids b on b.id = a.buy_bid_id
      join accounts ba on ba.organization_id = b.organization_id
      join bids s on s.id = a.sell_bid_id
     where a.auction_id = ${input.auctionId}
     group by 1, 2, 3, 4`);
  const moved = await countOf(tx, sql`select count(*) as n from clearing_moves`);
  if (moved === 0) return { entryId: null };
  await tx.execute(sql`analyze clearing_moves`);
  await tx.execute(sql`
    create temp table clearing_debits on commit drop as
    select source_account as account_id, facility_id, sum(volume)::bigint as volume
      from clearing_moves group by 1, 2`);
  await tx.execute(sql`
    create temp table clearing_credits on commit drop as
    select buyer_account as account_id, buyer_org as organization_id, facility_id, sum(volume)::bigint as volume
      from clearing_moves group by 1, 2, 3 order by 1, 3`);
  await tx.execute(sql`analyze clearing_debits`);
  await tx.execute(sql`analyze clearing_credits`);

  const debitLine = line(at, AUTHORIZED, 'd');
  const creditLine = line(at, PROCURED, 'c');
  // One pass in id order over every existing line touched (sources and buyers' existing lines).
  await lockInIdOrder(
    tx,
    sql`select h.id from clearing_debits d join holdings h on ${debitLine}
        union all
        select h.id from clearing_credits c join holdings h on ${creditLine}`,
  );
  const short = await countOf(
    tx,
    sql`select count(*) as n from clearing_debits d
         left join holdings h on ${debitLine}
         where h.id is null or h.balance < d.volume or h.reserved < d.volume`,
  );
  if (short > 0) throw ledgerRefusal({ reason: 'NOT_RESERVED', message: `${short} source lines cannot deliver` });

  await tx.execute(sql`
    update holdings h set balance = h.balance - d.volume, reserved = h.reserved - d.volume
      from clearing_debits d where ${debitLine}`);
  await tx.execute(sql`
    insert into holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, balance)
    select c.account_id, c.organization_id, ${targetYearId}, ${input.productCd}, ${PROCURED}, c.facility_id, c.volume
      from clearing_credits c
    on conflict (account_id, target_year_id, product_cd, holding_class_cd, facility_id)
    do update set balance = holdings.balance + excluded.balance`);

  const entryId = await insertEntry(tx, 'clearing', meta);
  await insertPostings(tx, entryId, [
    { volume: sql`-d.volume`, from: sql`clearing_debits d join holdings h on ${debitLine}` },
    { volume: sql`c.volume`, from: sql`clearing_credits c join holdings h on ${creditLine}` },
  ]);
  return { entryId };
}

/** The join of holdings h with a debit or credit row on the full holding key. */
function line(at: { targetYearId: number; productCd: number }, holdingClassCd: number, alias: 'd' | 'c'): SQL {
  const r = sql.raw(alias);
  return sql`h.account_id = ${r}.account_id and h.target_year_id = ${at.targetYearId}
    and h.product_cd = ${at.productCd} and h.holding_class_cd = ${holdingClassCd} and h.facility_id = ${r}.facility_id`;
}
