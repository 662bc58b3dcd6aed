import { isNull } from 'drizzle-orm';
import type { TestApp } from '../setup/app-server';
import { auctions, targetYears } from '../../src/lib/server/db/schema';
import { marketInstant } from '../../src/lib/server/services/auctions/market-clock';
import { toJstIso } from '../../src/lib/server/time/jst-timestamp';

export const DAY = 86_400_000;

/** An instant as the console's date-time fields take it ("YYYY-MM-DDTHH:MM", JST, whole minutes). */
export const jstField = (ms: number) => toJstIso(new Date(Math.ceil(ms / 60_000) * 60_000)).slice(0, 16);

/**
 * A round for a console spec to create: a round number no auction of a seeded target year uses yet,
 * and a window a day after every uncleared auction's (demo data or other specs), so nothing overlaps.
 */
export async function freeRound(app: TestApp) {
  const now = (await marketInstant(app.db)).at.getTime();
  const uncleared = await app.db.select().from(auctions).where(isNull(auctions.clearedAt));
  const after = Math.max(now, ...uncleared.map((a) => a.closesAt.getTime()));
  const years = await app.db.select().from(targetYears);
  const taken = await app.db.select({ fy: auctions.fiscalYear, round: auctions.roundNo }).from(auctions);
  const free = years
    .flatMap((y) => [1, 2, 3, 4].map((roundNo) => ({ fiscalYear: y.targetYear, roundNo })))
    .find((c) => !taken.some((t) => t.fy === c.fiscalYear && t.round === c.roundNo))!;
  return { ...free, now, opensAt: jstField(after + DAY), closesAt: jstField(after + 2 * DAY) };
}
