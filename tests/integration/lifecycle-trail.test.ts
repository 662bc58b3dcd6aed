import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { OPERATOR, setBusinessDate } from '../fixtures/settlement-fixtures';
import { seedLifecycleTrailWorld } from '../fixtures/lifecycle-trail-world';
import { rowsOf } from '../../src/lib/server/db/raw-rows';
import { expireYear } from '../../src/lib/server/services/ledger/expire-year';
import { loadTrailSteps } from '../../src/lib/server/services/lifecycle-trails/trail-steps';
import { getLineTrail } from '../../src/lib/server/services/lifecycle-trails/get-line-trail';
import { getCertificateTrail } from '../../src/lib/server/services/lifecycle-trails/get-certificate-trail';

type World = Awaited<ReturnType<typeof seedLifecycleTrailWorld>>;
const CLASS_FIELD = { 1: 'authorized', 2: 'procured', 3: 'confirmed' } as const;

describe.each(testTargets())('lifecycle trail on %s', (target) => {
  let t: TestDatabase;
  let w: World;
  beforeAll(async () => {
    t = await freshDatabase(target);
    const db = t.database.db;
    w = await seedLifecycleTrailWorld(db);
    // FY2026 is past its usable period from 2027/07/01: the unused volume expires.
    await setBusinessDate(db, '2027-07-01');
    await expireYear(db, OPERATOR, 2026);
  });
  afterAll(async () => t.drop());

  it('holds every member line’s trail equal to the ledger: its postings and its balance', async () => {
    const db = t.database.db;
    const lines = await rowsOf<{
      id: string;
      organization_id: number;
      target_year: number;
      product_cd: number;
      holding_class_cd: 1 | 2 | 3;
      facility_id: string;
      balance: string;
    }>(
      db,
      sql`select h.id, h.organization_id, y.target_year, h.product_cd, h.holding_class_cd, h.facility_id, h.balance
            from holdings h join target_years y on y.id = h.target_year_id
           where h.organization_id is not null order by h.id`,
    );
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const key = { fiscalYear: line.target_year, productCd: line.product_cd, facilityId: line.facility_id };
      const steps = await loadTrailSteps(db, line.organization_id, key);
      // The trail reads the postings' denormalised key; the ledger's own link is the holding id.
      const ledger = await rowsOf<{ id: string }>(
        db,
        sql`select p.id from postings p join holdings h on h.id = p.holding_id
             where h.organization_id = ${line.organization_id} and h.target_year_id = (select id from target_years where target_year = ${line.target_year})
               and h.product_cd = ${line.product_cd} and h.facility_id = ${line.facility_id}`,
      );
      const trailIds = steps.flatMap((s) => s.postingIds).sort((a, b) => a - b);
      expect(trailIds).toEqual(ledger.map((r) => Number(r.id)).sort((a, b) => a - b));
      const field = CLASS_FIELD[line.holding_class_cd];
      expect(steps.at(-1)?.balances[field] ?? 0, `line ${line.id}`).toBe(Number(line.balance));
    }
  });

  it('shows the seller’s path: 認定, 約定（売） at its price with the statement, 移転（払出）, 失効', async () => {
    const trail = await getLineTrail(t.database.db, w.aozora.organizationId, {
      fiscalYear: 2026,
      productCd: 2,
      holdingClassCd: 1,
      equipmentId: 'STL-N1',
    });
    expect(trail.steps.map((s) => s.stepName)).toEqual(['認定', '約定（売）', '移転（払出）', '失効']);
    expect(trail.steps.map((s) => s.volumes.authorized)).toEqual([100_000, -40_000, -10_000, -50_000]);
    const [, sold, moved, expired] = trail.steps;
    expect(sold).toMatchObject({ marketNo: w.nonFitMarketNo, contractPrice: '0.80' });
    expect(sold!.statementPdfUrl).toMatch(/^\/api\/v1\/settlements\/S2026\d+-3001\/pdf$/);
    expect(moved).toMatchObject({ counterpartyNo: '1001', counterpartyName: 'さくら電力株式会社' });
    expect(expired).toMatchObject({ usableUntil: '2027-06-30', businessDate: '2027-07-01' });
    expect(trail.line.balance).toBe(0);
  });

  it('shows the buyer’s path across its classes, and the certificate’s trail up to its issue', async () => {
    const db = t.database.db;
    const trail = await getLineTrail(db, w.sakura.organizationId, {
      fiscalYear: 2026,
      productCd: 2,
      holdingClassCd: 3,
      equipmentId: 'STL-N1',
    });
    expect(trail.steps.map((s) => s.stepName)).toEqual([
      '約定（買）',
      '移転（受入）',
      '移転（払出）',
      '証書発行',
      '失効',
    ]);
    const [bought, received, sent, issue] = trail.steps;
    expect(bought).toMatchObject({ marketNo: w.nonFitMarketNo, contractPrice: '0.80' });
    expect(bought!.statementPdfUrl).toMatch(/-1001\/pdf$/);
    expect(received).toMatchObject({ counterpartyNo: '3001', volumes: { procured: 10_000 } });
    expect(sent).toMatchObject({ counterpartyNo: '1002', counterpartyName: 'みなとエナジー株式会社' });
    expect(issue).toMatchObject({
      nfCertificateNo: w.certificateNo,
      consumer: '追跡需要家株式会社',
      volumes: { authorized: 0, procured: -20_000, confirmed: 20_000 },
      certificatePdfUrl: `/api/v1/nfcs/pdfs/2026/${w.certificateNo}`,
    });
    expect(issue!.trackingUrl).toMatch(/\/report\/[^/]+\/[^/]+$/);
    expect(trail.steps.at(-1)!.balances).toEqual({ authorized: 0, procured: 0, confirmed: 20_000 });

    const cert = await getCertificateTrail(db, w.sakura.organizationId, 2026, w.certificateNo);
    expect(cert.certificate).toMatchObject({ nfCertificateNo: w.certificateNo, totalIssueVolume: 20_000 });
    expect(cert.facilities).toHaveLength(1);
    expect(cert.facilities[0]!.steps).toEqual(trail.steps.slice(0, 4));
  });

  it('answers another member’s line and certificate as not found', async () => {
    const db = t.database.db;
    const other = { fiscalYear: 2026, productCd: 2 as const, holdingClassCd: 1 as const, equipmentId: 'STL-N1' };
    await expect(getLineTrail(db, w.minato.organizationId, other)).rejects.toMatchObject({ code: 'C_SH_002' });
    await expect(getCertificateTrail(db, w.minato.organizationId, 2026, w.certificateNo)).rejects.toMatchObject({
      code: 'C_SH_002',
    });
    await expect(getCertificateTrail(db, w.sakura.organizationId, 2026, 'NF2026-9999999')).rejects.toMatchObject({
      code: 'C_SH_002',
    });
  });
});
