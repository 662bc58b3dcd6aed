import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf, seedLedgerWorld } from '../fixtures/ledger-world';
import { holdings, organizations, certificates, certificateDetails, auditLog } from '../../src/lib/server/db/schema';
import { negotiateTransfer } from '../../src/lib/server/services/accounts/negotiate-transfer';
import { publishCertificate } from '../../src/lib/server/services/nfcs/publish-certificate';
import { certifyVolume } from '../../src/lib/server/services/ledger/certify-volume';

async function balance(t: TestDatabase, memberNumber: string, classCd: number, facilityId: string): Promise<number> {
  const [org] = await t.database.db.select().from(organizations).where(eq(organizations.memberNumber, memberNumber));
  const [row] = await t.database.db
    .select()
    .from(holdings)
    .where(
      and(
        eq(holdings.organizationId, org!.id),
        eq(holdings.holdingClassCd, classCd),
        eq(holdings.facilityId, facilityId),
      ),
    );
  return row?.balance ?? 0;
}

async function totals(t: TestDatabase) {
  const r = await t.database.db.execute(
    sql`select coalesce(sum(volume),0)::bigint as s, (select count(*) from (select entry_id from postings group by entry_id having sum(volume) <> 0) x)::int as unbalanced from postings`,
  );
  return (r as unknown as { rows: { s: string | number; unbalanced: number }[] }).rows[0]!;
}

describe.each(testTargets())('ledger movements on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedLedgerWorld(t.database.db);
  });
  afterAll(async () => t.drop());

  it('certifies into the authorized class and transfers into the recipient procured class', async () => {
    const db = t.database.db;
    expect(await balance(t, '3001', 1, 'N-T1')).toBe(100_000);
    const res = await negotiateTransfer(db, await authOf(db, 'aozora01'), {
      recipientMemberNumber: '1001',
      fiscalYear: 2026,
      productCd: 2,
      lines: [{ holdingClassCd: 1, equipmentId: 'N-T1', volume: 30_000 }],
    });
    expect(res.body).toMatchObject({
      recipientMemberNumber: '1001',
      recipientName: 'さくら電力株式会社',
      totalVolume: 30_000,
    });
    expect(await balance(t, '3001', 1, 'N-T1')).toBe(70_000);
    expect(await balance(t, '1001', 2, 'N-T1')).toBe(30_000);
    expect((await totals(t)).unbalanced).toBe(0);
  });

  it('issues a certificate from procured volume into the confirmed class with a snapshot and a random link', async () => {
    const db = t.database.db;
    const res = await publishCertificate(db, await authOf(db, 'sakura01'), {
      fiscalYear: 2026,
      productCd: 2,
      nfcTypeCd: 2,
      useCd: 1,
      menuName: 'テストメニュー',
      lines: [{ equipmentId: 'N-T1', volume: 10_000 }],
    });
    expect(res.body.nfCertificateNo).toMatch(/^NF2026-\d{7}$/);
    expect(res.body.trackingUrl).toMatch(/\/report\/[A-Za-z0-9_-]{20,}\/[A-Za-z0-9_-]{10,}$/);
    expect(await balance(t, '1001', 2, 'N-T1')).toBe(20_000);
    expect(await balance(t, '1001', 3, 'N-T1')).toBe(10_000);
    const [cert] = await db.select().from(certificates).where(eq(certificates.certificateNo, res.body.nfCertificateNo));
    expect(cert!.hash).not.toContain(res.body.nfCertificateNo);
    const details = await db.select().from(certificateDetails).where(eq(certificateDetails.certificateId, cert!.id));
    expect(details).toMatchObject([
      { facilityId: 'N-T1', facilityName: 'テスト第1太陽光発電所', volume: 10_000, re100: 1 },
    ]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'certificate.issue'));
    expect(audits).toHaveLength(1);
  });

  it('refuses what the rules forbid, leaving balances unchanged', async () => {
    const db = t.database.db;
    const aozora = await authOf(db, 'aozora01');
    const before = await balance(t, '3001', 1, 'N-T1');
    const send = (over: object) =>
      negotiateTransfer(db, aozora, {
        recipientMemberNumber: '1001',
        fiscalYear: 2026,
        productCd: 2,
        lines: [{ holdingClassCd: 1, equipmentId: 'N-T1', volume: 1 }],
        ...over,
      });
    await expect(send({ recipientMemberNumber: '3001' })).rejects.toMatchObject({ code: 'C_AC_003' });
    await expect(send({ recipientMemberNumber: '2001' })).rejects.toMatchObject({ code: 'C_AC_004' });
    await expect(send({ recipientMemberNumber: '9000' })).rejects.toMatchObject({ code: 'C_SH_008' });
    await expect(
      send({ lines: [{ holdingClassCd: 1, equipmentId: 'N-T1', volume: before + 1 }] }),
    ).rejects.toMatchObject({ code: 'C_AC_001', status: 409 });
    await expect(send({ lines: [{ holdingClassCd: 1, equipmentId: 'NOPE', volume: 1 }] })).rejects.toMatchObject({
      code: 'C_AC_007',
    });
    await expect(send({ productCd: 1 })).rejects.toMatchObject({ code: 'C_AC_002' });
    // Another member's line: sakura has nothing in class 1 of N-T2, so it has nothing to send.
    await expect(
      negotiateTransfer(db, await authOf(db, 'sakura01'), {
        recipientMemberNumber: '1002',
        fiscalYear: 2026,
        productCd: 2,
        lines: [{ holdingClassCd: 1, equipmentId: 'N-T2', volume: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'C_AC_001' });
    expect(await balance(t, '3001', 1, 'N-T1')).toBe(before);
    await expect(
      certifyVolume(
        db,
        { type: 'operator', name: 't' },
        { memberNumber: '3001', targetYear: 2026, productCd: 2, lines: [{ facilityId: 'F-T1', volume: 1 }] },
      ),
    ).rejects.toMatchObject({ code: 'C_SH_001' });
  });

  it('acts once for a repeated idempotency key and refuses the key with another body', async () => {
    const db = t.database.db;
    const aozora = await authOf(db, 'aozora01');
    const body = {
      recipientMemberNumber: '1002',
      fiscalYear: 2026,
      productCd: 2 as const,
      lines: [{ holdingClassCd: 1 as const, equipmentId: 'N-T2', volume: 100 }],
    };
    const first = await negotiateTransfer(db, aozora, body, 'key-1');
    const again = await negotiateTransfer(db, aozora, body, 'key-1');
    expect(again).toEqual(first);
    expect(await balance(t, '1002', 2, 'N-T2')).toBe(100);
    await expect(
      negotiateTransfer(db, aozora, { ...body, lines: [{ ...body.lines[0]!, volume: 5 }] }, 'key-1'),
    ).rejects.toMatchObject({ code: 'C_SH_015' });
  });

  // PGlite has one connection, so concurrency is only real on PostgreSQL; the test exists only there.
  if (target === 'postgres')
    it('never overdraws one line under 50 concurrent transfers and issues', async () => {
      const db = t.database.db;
      // sakura holds 20,000 procured on N-T1; 50 movements of 700 kWh ask for 35,000.
      const start = await balance(t, '1001', 2, 'N-T1');
      const sakura = await authOf(db, 'sakura01');
      const attempts = Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? negotiateTransfer(db, sakura, {
              recipientMemberNumber: '1002',
              fiscalYear: 2026,
              productCd: 2,
              lines: [{ holdingClassCd: 2, equipmentId: 'N-T1', volume: 700 }],
            })
          : publishCertificate(db, sakura, {
              fiscalYear: 2026,
              productCd: 2,
              nfcTypeCd: 2,
              useCd: 1,
              menuName: 'メニュー',
              lines: [{ equipmentId: 'N-T1', volume: 700 }],
            }),
      );
      const results = await Promise.allSettled(attempts);
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'C_AC_001' });
      expect(ok).toBe(Math.floor(start / 700));
      expect(await balance(t, '1001', 2, 'N-T1')).toBe(start - ok * 700);
      const issuedRows = await db.execute(
        sql`select count(*)::int as n from certificates where menu_name = 'メニュー'`,
      );
      const [issued] = (issuedRows as unknown as { rows: { n: number }[] }).rows;
      const transfers = results.filter((r, i) => r.status === 'fulfilled' && i % 2 === 0).length;
      expect(issued!.n).toBe(ok - transfers);
      expect((await totals(t)).unbalanced).toBe(0);
    });
});
