import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { seedReportingPackWorld } from '../fixtures/reporting-pack-world';
import { rowsOf } from '../../src/lib/server/db/raw-rows';
import { getReportingPack } from '../../src/lib/server/services/reporting-packs/get-reporting-pack';

describe.each(testTargets())('reporting pack on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedReportingPackWorld(t.database.db);
  });
  afterAll(async () => t.drop());

  it('holds every member’s pack equal to the ledger: its own certificates, each facility’s issued volume', async () => {
    const db = t.database.db;
    const issuers = await rowsOf<{ organization_id: number; n: string }>(
      db,
      sql`select organization_id, count(*) as n from certificates where fiscal_year = 2026 group by organization_id`,
    );
    expect(issuers.length).toBeGreaterThanOrEqual(2);
    for (const issuer of issuers) {
      const pack = await getReportingPack(db, issuer.organization_id, { fiscalYear: 2026 });
      // The confirmed (確定) side of each issue entry, per certificate and facility.
      const issued = await rowsOf<{ certificate_no: string; facility_id: string; volume: string }>(
        db,
        sql`select c.certificate_no, p.facility_id, sum(p.volume) as volume
              from certificates c join postings p on p.entry_id = c.journal_entry_id
             where c.organization_id = ${issuer.organization_id} and c.fiscal_year = 2026
               and p.organization_id = ${issuer.organization_id} and p.holding_class_cd = 3
             group by c.certificate_no, p.facility_id`,
      );
      const fromLedger = issued.map((r) => `${r.certificate_no} ${r.facility_id} ${Number(r.volume)}`).sort();
      const fromPack = pack.certificates
        .flatMap((c) => c.facilities.map((f) => `${c.nfCertificateNo} ${f.equipmentId} ${f.individIssueVolume}`))
        .sort();
      expect(fromPack).toEqual(fromLedger);
      expect(pack.certificates).toHaveLength(Number(issuer.n));
      const sum = issued.reduce((s, r) => s + Number(r.volume), 0);
      expect(pack.total.volume).toBe(sum);
      expect(pack.totals.reduce((s, x) => s + x.volume, 0)).toBe(sum);
      for (const c of pack.certificates)
        expect(c.facilities.reduce((s, f) => s + f.individIssueVolume, 0)).toBe(c.totalIssueVolume);
    }
  });

  it('a consumer’s pack is the whole pack’s certificates for that consumer', async () => {
    const db = t.database.db;
    const [sakura] = await rowsOf<{ id: number }>(db, sql`select id from organizations where member_number = '1001'`);
    const all = await getReportingPack(db, sakura!.id, { fiscalYear: 2026 });
    for (const consumer of new Set(all.certificates.flatMap((c) => (c.nfcTypeCd === 1 ? [c.consumer!] : [])))) {
      const one = await getReportingPack(db, sakura!.id, { fiscalYear: 2026, consumer });
      expect(one.certificates).toEqual(all.certificates.filter((c) => c.nfcTypeCd === 1 && c.consumer === consumer));
      expect(one.totals).toEqual(all.totals.filter((x) => x.holder === consumer));
    }
  });
});
