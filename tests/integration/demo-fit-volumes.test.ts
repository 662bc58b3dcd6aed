import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { OPERATOR } from '../fixtures/settlement-fixtures';
import { auctions, facilities, fitFacilityVolumes, fitSupplyRests } from '../../src/lib/server/db/schema';
import type { Db } from '../../src/lib/server/db';
import { seedDemoFitVolumes } from '../../src/lib/server/services/seed/demo-market';
import { loadFitSupply } from '../../src/lib/server/services/auctions/load-fit-supply';
import { reofferFitRests } from '../../src/lib/server/services/auctions/fit-supply-rests';
import { marketNoOf } from '../../src/lib/domain/auction';

/**
 * FIT supply bounded per facility, in the demo (SEED_DEMO = seed 'full' = the tests' demo template and the FIT volumes):
 * FY2026 bounds every FIT facility by what the demo offers of it, round 1's clearing left rests, and
 * a demo operator sees an over-offer refused and the rests re-offered.
 */
describe.each(testTargets())('demo FIT volumes on %s', (target) => {
  let t: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    t = await freshDatabase(target, { seed: 'demo' });
    db = t.database.db;
    await seedDemoFitVolumes(db, 2026);
  }, 300_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('records a FIT volume for every FIT facility, bounding the demo year', async () => {
    const [fit] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(facilities)
      .where(eq(facilities.isFit, true));
    const [recorded] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(fitFacilityVolumes)
      .where(eq(fitFacilityVolumes.targetYear, 2026));
    expect(recorded!.n).toBe(fit!.n);
  });

  it('refuses an offer beyond a facility’s volume and re-offers round 1’s rests into round 2', async () => {
    const [first] = await db
      .select({ facilityId: fitFacilityVolumes.facilityId, volume: fitFacilityVolumes.volume })
      .from(fitFacilityVolumes)
      .where(eq(fitFacilityVolumes.targetYear, 2026))
      .orderBy(asc(fitFacilityVolumes.facilityId))
      .limit(1);
    const round2 = marketNoOf(2026, 2, 1);
    const over = await loadFitSupply(db, OPERATOR, round2, [
      { line: 2, facilityId: first!.facilityId, volume: String(first!.volume + 1) },
    ]);
    expect(over.rejected.problems[0]).toMatchObject({ line: 2, column: 'volume' });
    expect(over.rejected.problems[0]!.message).toMatch(/^供給可能量 [\d,]+ kWh を超えています/);

    const [round1] = await db
      .select()
      .from(auctions)
      .where(eq(auctions.marketNo, marketNoOf(2026, 1, 1)));
    const rests = await db
      .select({ volume: fitSupplyRests.volume })
      .from(fitSupplyRests)
      .where(and(eq(fitSupplyRests.auctionId, round1!.id), isNull(fitSupplyRests.reofferedAuctionId)));
    expect(rests.length).toBeGreaterThan(0);
    const done = await reofferFitRests(db, OPERATOR, marketNoOf(2026, 1, 1), round2);
    expect(done).toMatchObject({ facilities: rests.length, volume: rests.reduce((s, r) => s + r.volume, 0) });
  });
});
