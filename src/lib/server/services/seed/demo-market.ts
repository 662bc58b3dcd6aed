import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facilities, holdings, organizations } from '../../db/schema';
import { createRound } from '../auctions/create-round';
import { loadFitSupply } from '../auctions/load-fit-supply';
import { loadFitVolumes } from '../auctions/load-fit-volumes';
import { closeAuction } from '../auctions/close-auction';
import { clearAuction } from '../auctions/clear-auction';
import { enterBuyBid } from '../bids/enter-buy-bid';
import { enterSellBid } from '../bids/enter-sell-bid';
import { CLEARING_ORDER, marketNoOf } from '@/lib/domain/auction';
import { authOf } from './demo-auth';
import { enterDemoBidderBids } from './demo-bidders';
import { marketInstant } from '../auctions/market-clock';

const OPERATOR = { type: 'operator', name: 'seed:demo' } as const;
const DAY = 86_400_000;

/** Authorized lines of the demo generator with at least `min` kWh available, largest first. */
async function sellableLines(db: Db, productCd: number, min: number): Promise<string[]> {
  const [gen] = await db.select().from(organizations).where(eq(organizations.memberNumber, '3001'));
  const rows = await db
    .select({ facilityId: holdings.facilityId })
    .from(holdings)
    .where(
      and(
        eq(holdings.organizationId, gen!.id),
        eq(holdings.holdingClassCd, 1),
        eq(holdings.productCd, productCd),
        gte(sql`${holdings.balance} - ${holdings.reserved}`, min),
      ),
    )
    .orderBy(asc(holdings.facilityId));
  return rows.map((r) => r.facilityId);
}

/** FIT facilities offered per demo auction: round 1 offers the first 400, round 2 the next 400. */
const OFFERED = 400;

/** What the demo offers of the n-th FIT facility (by id) in its auction: 20,000 to 199,000 kWh. */
const demoFitOffer = (n: number) => 20_000 + (((n % OFFERED) * 7919) % 180) * 1_000;

async function fitFacilityIds(db: Db, offset = 0, count?: number): Promise<string[]> {
  const query = db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.isFit, true))
    .orderBy(asc(facilities.id))
    .offset(offset);
  return (await (count === undefined ? query : query.limit(count))).map((f) => f.id);
}

async function supplyFit(db: Db, marketNo: number, offset: number): Promise<void> {
  const ids = await fitFacilityIds(db, offset, OFFERED);
  await loadFitSupply(
    db,
    OPERATOR,
    marketNo,
    ids.map((facilityId, i) => ({ line: i + 2, facilityId, volume: String(demoFitOffer(offset + i)) })),
  );
}

/**
 * The demo's FIT認定量 of the demo year (decision 0011), recorded after its market: each FIT facility's
 * volume is exactly what the demo offers of it, so round 1's facilities have only their returned
 * rests left (ops show / the console's 売れ残り, to re-offer), round 2's none (a further offer of
 * them is refused row by row), and the rest of the FIT facilities one demo offer each.
 */
export async function seedDemoFitVolumes(db: Db, year: number): Promise<void> {
  const ids = await fitFacilityIds(db);
  const report = await loadFitVolumes(
    db,
    OPERATOR,
    year,
    ids.map((facilityId, n) => ({ line: n + 2, facilityId, volume: String(demoFitOffer(n)) })),
  );
  if (report.rejected.badRows) throw new Error(`demo FIT volumes refused: ${JSON.stringify(report.rejected.problems)}`);
}

/**
 * The demo market, through the real services: round 1 of the demo year bid by the demo members
 * and the demo bidders (enough members for its curves and public figures), closed and cleared by the engine (results, allocations, holdings, statements), and round 2 open
 * for a week so the demo users can bid at once. The windows are around the market clock (the
 * business date at today's time of day), which is the real time unless the business date is fixed.
 */
export async function seedDemoMarket(db: Db, year: number): Promise<void> {
  const now = (await marketInstant(db)).at.getTime();
  await createRound(db, OPERATOR, {
    fiscalYear: year,
    roundNo: 1,
    opensAt: new Date(now - DAY),
    closesAt: new Date(now + DAY),
  });
  await supplyFit(db, marketNoOf(year, 1, 1), 0);

  const sakura = await authOf(db, 'sakura01');
  const minato = await authOf(db, 'minato01');
  const towa = await authOf(db, 'towa01');
  const aozora = await authOf(db, 'aozora01');
  await enterBuyBid(db, sakura, {
    productCd: 1,
    unitPrice: 120,
    volume: 3_000_000,
    preferences: [{ prefectureCd: '130001' }, { reTypeCd: 1 }],
  });
  await enterBuyBid(db, towa, { productCd: 1, unitPrice: 90, volume: 2_000_000, preferences: [{ reTypeCd: 2 }] });
  await enterBuyBid(db, sakura, { productCd: 1, unitPrice: 60, volume: 1_500_000 });

  const lines2 = await sellableLines(db, 2, 60_000);
  await enterSellBid(db, aozora, { productCd: 2, unitPrice: 80, volume: 60_000, equipmentId: lines2[0]! });
  await enterSellBid(db, aozora, { productCd: 2, unitPrice: 95, volume: 50_000, equipmentId: lines2[1]! });
  await enterSellBid(db, aozora, { productCd: 2, unitPrice: 110, volume: 40_000, equipmentId: lines2[2]! });
  await enterBuyBid(db, sakura, { productCd: 2, unitPrice: 105, volume: 80_000 });
  await enterBuyBid(db, minato, { productCd: 2, unitPrice: 90, volume: 50_000 });
  await enterBuyBid(db, minato, { productCd: 2, unitPrice: 70, volume: 30_000 });
  const lines3 = await sellableLines(db, 3, 20_000);
  await enterSellBid(db, aozora, { productCd: 3, unitPrice: 70, volume: 20_000, equipmentId: lines3[0]! });
  await enterBuyBid(db, minato, { productCd: 3, unitPrice: 75, volume: 15_000 });
  await enterDemoBidderBids(db);

  for (const productCd of CLEARING_ORDER) await closeAuction(db, OPERATOR, marketNoOf(year, 1, productCd));
  for (const productCd of CLEARING_ORDER) await clearAuction(db, OPERATOR, marketNoOf(year, 1, productCd));

  await createRound(db, OPERATOR, {
    fiscalYear: year,
    roundNo: 2,
    opensAt: new Date(now - 1_000),
    closesAt: new Date(now + 7 * DAY),
  });
  await supplyFit(db, marketNoOf(year, 2, 1), OFFERED);
}
