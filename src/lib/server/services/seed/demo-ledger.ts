import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facilities, municipalities, organizations, prefectures } from '../../db/schema';
import { demoFacilities, type MunicipalityRef } from './demo-facilities';
import { certifyVolume } from '../ledger/certify-volume';
import { negotiateTransfer } from '../accounts/negotiate-transfer';
import { publishCertificate } from '../nfcs/publish-certificate';
import { authOf } from './demo-auth';

const SYSTEM = { type: 'operator', name: 'seed:demo' } as const;
const DEMO_FACILITY_COUNTS = { fit: 3_000, nonFit: 400, aggregated: 200 };

/** The municipalities the demo's facilities are placed in (from the code master). */
export function demoMunicipalities(db: Db): Promise<MunicipalityRef[]> {
  return db
    .select({
      code: municipalities.code,
      prefectureCode: municipalities.prefectureCode,
      prefectureName: prefectures.name,
      name: municipalities.name,
    })
    .from(municipalities)
    .innerJoin(prefectures, eq(municipalities.prefectureCode, prefectures.code));
}

export async function insertFacilities(db: Db, rows: (typeof facilities.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(facilities)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
}

/**
 * Demo ledger through the real services: facilities, the generator's certified (認定) volume,
 * transfers to the retailers (so their procured volume has a history) and a few certificates.
 */
export async function seedDemoLedger(db: Db, year: number): Promise<void> {
  const [generator] = await db.select().from(organizations).where(eq(organizations.memberNumber, '3001'));
  const rows = demoFacilities(await demoMunicipalities(db), DEMO_FACILITY_COUNTS, generator!.id);
  await insertFacilities(db, rows);

  const own = rows.filter((f) => !f.isFit);
  const renewable = own.filter((f) => f.plantGroupCd === 1).slice(0, 120);
  const other = own.filter((f) => f.plantGroupCd !== 1);
  const volumeOf = (f: (typeof rows)[number], i: number) =>
    Math.max(1_000, Math.round((f.capacityW / 1000) * 1_100 * (0.8 + (i % 5) * 0.1)));
  await certifyVolume(db, SYSTEM, {
    memberNumber: '3001',
    targetYear: year,
    productCd: 2,
    lines: renewable.map((f, i) => ({ facilityId: f.id, volume: volumeOf(f, i) })),
  });
  await certifyVolume(db, SYSTEM, {
    memberNumber: '3001',
    targetYear: year,
    productCd: 3,
    lines: other.map((f, i) => ({ facilityId: f.id, volume: volumeOf(f, i) })),
  });

  const aozora = await authOf(db, 'aozora01');
  const line = (f: (typeof rows)[number], volume: number) => ({
    holdingClassCd: 1 as const,
    equipmentId: f.id,
    volume,
  });
  await negotiateTransfer(db, aozora, {
    recipientMemberNumber: '1001',
    fiscalYear: year,
    productCd: 2,
    lines: renewable.slice(0, 30).map((f) => line(f, 50_000)),
  });
  await negotiateTransfer(db, aozora, {
    recipientMemberNumber: '1002',
    fiscalYear: year,
    productCd: 2,
    lines: renewable.slice(30, 45).map((f) => line(f, 20_000)),
  });
  await negotiateTransfer(db, aozora, {
    recipientMemberNumber: '1001',
    fiscalYear: year,
    productCd: 3,
    lines: other.slice(0, 10).map((f) => line(f, 10_000)),
  });

  const sakura = await authOf(db, 'sakura01');
  await publishCertificate(db, sakura, {
    fiscalYear: year,
    productCd: 2,
    nfcTypeCd: 1,
    useCd: 1,
    consumer: 'さくら電力株式会社',
    corporateNo: '1180301018771',
    officeName: '本社ビル',
    demandLocation: '東京都千代田区丸の内一丁目１番１号',
    businessNo: '0300111222333444555666',
    remarks: 'デモ用の証書です。',
    lines: renewable.slice(0, 12).map((f) => ({ equipmentId: f.id, volume: 5_000 })),
  });
  await publishCertificate(db, sakura, {
    fiscalYear: year,
    productCd: 2,
    nfcTypeCd: 2,
    useCd: 2,
    menuName: 'さくら再エネ１００プラン',
    lines: renewable.slice(12, 14).map((f) => ({ equipmentId: f.id, volume: 8_000 })),
  });
}
