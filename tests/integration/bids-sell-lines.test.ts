import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf, seedLedgerWorld } from '../fixtures/ledger-world';
import { insertFacilities } from '../fixtures/ledger-fixtures';
import {
  activeBids,
  createRoundAuctions,
  lineOf,
  OPERATOR,
  organizationIdsOf,
  placeSell,
} from '../fixtures/auction-fixtures';
import { auditLog, bidCounters } from '../../src/lib/server/db/schema';
import { bidNonFitSellLinesRequest } from '../../src/lib/schemas/bids';
import { certifyVolume } from '../../src/lib/server/services/ledger/certify-volume';
import { enterSellLines } from '../../src/lib/server/services/bids/enter-sell-lines';
import type { AuthContext } from '../../src/lib/server/auth/session-context';

const LINES = 120;
const ids = Array.from({ length: LINES }, (_, i) => `N-S${String(i + 1).padStart(3, '0')}`);

describe.each(testTargets())('multi-line sell entry on %s', (target) => {
  let t: TestDatabase;
  let seller: AuthContext;
  let sellerOrg: number;
  let auctionId: number;
  const sell = (lines: { equipmentId: string; volume: number }[], key?: string, price = '0.80') =>
    enterSellLines(
      t.database.db,
      seller,
      bidNonFitSellLinesRequest.parse({ productCd: 2, unitPrice: price, lines }),
      key,
    );
  const reservedOf = async () =>
    Promise.all(ids.map(async (id) => (await lineOf(t.database.db, sellerOrg, id)).reserved));

  beforeAll(async () => {
    t = await freshDatabase(target);
    const db = t.database.db;
    await seedLedgerWorld(db);
    const round = await createRoundAuctions(db, { roundNo: 1 });
    auctionId = round[2].id;
    seller = await authOf(db, 'aozora01');
    sellerOrg = (await organizationIdsOf(db, ['3001'])).get('3001')!;
    await insertFacilities(
      db,
      ids.map((id) => ({ id, ownerOrganizationId: sellerOrg })),
    );
    await certifyVolume(db, OPERATOR, {
      memberNumber: '3001',
      targetYear: 2026,
      productCd: 2,
      lines: ids.map((facilityId) => ({ facilityId, volume: 10_000 })),
    });
  });
  afterAll(async () => t.drop());

  it('numbers the bids after the member’s earlier ones, reserves each line and audits each bid', async () => {
    const db = t.database.db;
    const single = await placeSell(db, seller, { productCd: 2, price: '0.80', volume: 1000, equipmentId: 'N-T1' });
    expect(single.bidNo).toBe(1);
    const { body } = await sell(
      ids.map((equipmentId, i) => ({ equipmentId, volume: 1000 + i })),
      'k-1',
    );
    expect(body.bidCount).toBe(LINES);
    expect(body.bids.map((b) => b.bidNo)).toEqual(ids.map((_, i) => i + 2));
    expect(body.totalVolume).toBe(ids.reduce((sum, _, i) => sum + 1000 + i, 0));
    expect(await reservedOf()).toEqual(ids.map((_, i) => 1000 + i));

    const rows = (await activeBids(db, auctionId)).filter((b) => b.organizationId === sellerOrg);
    expect(rows).toHaveLength(LINES + 1);
    const byNo = new Map(rows.map((r) => [r.bidNo, r]));
    expect(byNo.get(2)).toMatchObject({ bidTypeCd: 1, priceCents: 80, volume: 1000, facilityId: ids[0] });
    expect(byNo.get(2)!.holdingId).not.toBeNull();
    // All bids of one submission share the instant read under the auction lock.
    expect(new Set(rows.filter((r) => r.bidNo > 1).map((r) => r.enteredAt.getTime())).size).toBe(1);
    const [counter] = await db
      .select()
      .from(bidCounters)
      .where(and(eq(bidCounters.auctionId, auctionId), eq(bidCounters.organizationId, sellerOrg)));
    expect(counter!.lastBidNo).toBe(LINES + 1);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'bid.enter'));
    const audited = audits.filter((a) => (a.after as { facilityId?: string })?.facilityId?.startsWith('N-S'));
    expect(audited).toHaveLength(LINES);
    expect(audited.find((a) => a.entityId === String(byNo.get(2)!.id))?.after).toMatchObject({
      bidNo: 2,
      priceCents: 80,
      volume: 1000,
      facilityId: ids[0],
    });

    // The same key and request again: the first answer, nothing more entered.
    const again = await sell(
      ids.map((equipmentId, i) => ({ equipmentId, volume: 1000 + i })),
      'k-1',
    );
    expect(again.body).toEqual(body);
    expect((await activeBids(db, auctionId)).filter((b) => b.organizationId === sellerOrg)).toHaveLength(LINES + 1);
    // The same key with another request is refused.
    await expect(sell([{ equipmentId: ids[0]!, volume: 1000 }], 'k-1')).rejects.toMatchObject({ code: 'C_SH_015' });
  });

  it('enters nothing when one line lacks the volume, and leaves the bid numbers unused', async () => {
    const db = t.database.db;
    const before = await reservedOf();
    const bidsBefore = (await activeBids(db, auctionId)).length;
    const lines = ids.map((equipmentId, i) => ({ equipmentId, volume: i === 119 ? 10_000 : 1000 }));
    await expect(sell(lines, 'k-2')).rejects.toMatchObject({ status: 409, code: 'C_AC_001' });
    expect(await reservedOf()).toEqual(before);
    expect((await activeBids(db, auctionId)).length).toBe(bidsBefore);
    const next = await sell([{ equipmentId: ids[0]!, volume: 1000 }], 'k-3');
    expect(next.body.bids[0]!.bidNo).toBe(LINES + 2);
  });
});
