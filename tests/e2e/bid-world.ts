import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { TestApp } from '../setup/app-server';
import { auctions, facilities, users } from '../../src/lib/server/db/schema';
import { bidBuyRequest, bidNonFitSellRequest } from '../../src/lib/schemas/bids';
import type { AuthContext } from '../../src/lib/server/auth/session-context';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { createRound } from '../../src/lib/server/services/auctions/create-round';
import { loadFitSupply } from '../../src/lib/server/services/auctions/load-fit-supply';
import { enterBuyBid } from '../../src/lib/server/services/bids/enter-buy-bid';
import { enterSellBid } from '../../src/lib/server/services/bids/enter-sell-bid';
import { isExpired } from '../../src/lib/domain/ledger';
import { getSystemState } from '../../src/lib/server/services/system/system-state';
import { addLaterTargetYear, seededYears } from '../fixtures/target-years';

/*
 * State for the bid screens' browser tests, set up the way the operator and other members would:
 * through the services, on the worker's database (shared by every spec file of the worker).
 */
type Db = TestApp['db'];
export type Round = Record<1 | 2 | 3, number>;
export const OPERATOR = { type: 'operator', name: 'e2e' } as const;
export const FISCAL_YEAR = 2026;
const HOUR = 3_600_000;

async function openNow(db: Db) {
  const now = new Date();
  return db
    .select()
    .from(auctions)
    .where(and(isNull(auctions.clearedAt), lte(auctions.opensAt, now), gt(auctions.closesAt, now)))
    .orderBy(asc(auctions.productCd));
}

function asRound(rows: { productCd: number; marketNo: number }[]): Round | null {
  const of = (cd: number) => rows.find((a) => a.productCd === cd)?.marketNo;
  const [p1, p2, p3] = [of(1), of(2), of(3)];
  return p1 && p2 && p3 ? { 1: p1, 2: p2, 3: p3 } : null;
}

/**
 * A round open now: the demo's, or the next free round created for the test. A fiscal year has
 * four rounds, and the specs of one worker clear several: the latest target year with a free
 * round is taken, and when there is none, a target year added before the oldest.
 */
export async function ensureOpenRound(db: Db): Promise<Round> {
  const open = await openNow(db);
  const existing = asRound(open);
  if (existing) return existing;
  // A round some of whose auctions an earlier spec already cleared: the operator clears the rest
  // before a new window may open (windows of uncleared auctions must not overlap).
  for (const a of open) await closeAndClear(db, a.marketNo);
  // Only a year still in its usable period: bids of an expired year are refused.
  const { businessDate } = await getSystemState(db);
  for (const fiscalYear of (await seededYears(db)).reverse()) {
    if (isExpired(fiscalYear, businessDate)) continue;
    const roundNo = await freeRoundNo(db, fiscalYear);
    if (roundNo) return openRound(db, fiscalYear, roundNo);
  }
  return openRound(db, await addLaterTargetYear(db), 1);
}

async function freeRoundNo(db: Db, fiscalYear: number): Promise<number | undefined> {
  const taken = (
    await db.select({ roundNo: auctions.roundNo }).from(auctions).where(eq(auctions.fiscalYear, fiscalYear))
  ).map((a) => a.roundNo);
  return [1, 2, 3, 4].find((r) => !taken.includes(r));
}

async function openRound(db: Db, fiscalYear: number, roundNo: number, opensAt = new Date(Date.now() - HOUR)) {
  const created = await createRound(db, OPERATOR, {
    fiscalYear,
    roundNo,
    opensAt,
    closesAt: new Date(opensAt.getTime() + 73 * HOUR),
  });
  return asRound(created)!;
}

/**
 * Ends `round` now, clearing all of its auctions but product `keep`'s, and opens the next free round
 * of its year from now: `keep`'s bids then wait for clearing while the product's next auction is open.
 */
export async function openNextRoundKeeping(db: Db, round: Round, keep: 1 | 2 | 3): Promise<Round> {
  for (const cd of [1, 2, 3] as const) if (cd !== keep) await closeAndClear(db, round[cd]);
  const now = Date.now();
  await db
    .update(auctions)
    .set({ closesAt: new Date(now - 1000) })
    .where(eq(auctions.marketNo, round[keep]));
  const fiscalYear = fiscalYearOf(round);
  const roundNo = await freeRoundNo(db, fiscalYear);
  if (!roundNo) throw new Error(`no free round left in ${fiscalYear}`);
  return openRound(db, fiscalYear, roundNo, new Date(now));
}

/** The target year of a round's auctions (market number 202631: FY2026, round 3, product 1). */
export function fiscalYearOf(round: Round): number {
  return Math.floor(round[1] / 100);
}

/** Ends the bidding window now (as if the deadline passed) and runs the operator's clearing. */
export async function closeAndClear(db: Db, marketNo: number): Promise<void> {
  const now = Date.now();
  const [a] = await db.select().from(auctions).where(eq(auctions.marketNo, marketNo));
  await db
    .update(auctions)
    .set({ opensAt: new Date(Math.min(a!.opensAt.getTime(), now - 2 * HOUR)), closesAt: new Date(now - 1000) })
    .where(eq(auctions.marketNo, marketNo));
  await clearAuction(db, OPERATOR, marketNo);
}

/** Clears every round open now, so the next one starts with a known book. */
export async function clearOpenRounds(db: Db): Promise<void> {
  for (const a of await openNow(db)) await closeAndClear(db, a.marketNo);
}

/** Moves an auction's deadline (e.g. a few seconds ahead, to watch the countdown reach it). */
export async function setDeadline(db: Db, marketNo: number, closesAt: Date): Promise<void> {
  await db.update(auctions).set({ closesAt }).where(eq(auctions.marketNo, marketNo));
}

export async function authOf(db: Db, loginId: string): Promise<AuthContext> {
  const [u] = await db.select().from(users).where(eq(users.loginId, loginId));
  return { userId: u!.id, loginId, organizationId: u!.organizationId } as AuthContext;
}

export async function buy(
  db: Db,
  loginId: string,
  productCd: 1 | 2 | 3,
  unitPrice: string,
  volume: number,
): Promise<void> {
  await enterBuyBid(db, await authOf(db, loginId), bidBuyRequest.parse({ productCd, unitPrice, volume }));
}

export async function sell(
  db: Db,
  loginId: string,
  productCd: 2 | 3,
  unitPrice: string,
  volume: number,
  equipmentId: string,
): Promise<void> {
  await enterSellBid(
    db,
    await authOf(db, loginId),
    bidNonFitSellRequest.parse({ productCd, unitPrice, volume, equipmentId }),
  );
}

/** The FIT seller offers `volume` kWh from one FIT facility in the auction. */
export async function offerFitSupply(db: Db, marketNo: number, volume: number): Promise<void> {
  const [facility] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.isFit, true))
    .orderBy(asc(facilities.id))
    .limit(1);
  const report = await loadFitSupply(db, OPERATOR, marketNo, [
    { line: 2, facilityId: facility!.id, volume: String(volume) },
  ]);
  if (report.rejected.badRows) throw new Error(JSON.stringify(report.rejected));
}

/** Console reports of Content-Security-Policy refusals (an inline style would show up here). */
export function watchCsp(page: import('@playwright/test').Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}
