/**
 * On PostgreSQL the two account CSVs are written by COPY with the formatting in SQL; on PGlite by
 * keyset batches formatted in JavaScript. Both must give the same bytes, here on one database with
 * values that exercise every rule: quotes, commas, line breaks, formula starters, empty and missing
 * values, Japanese text, characters CP932 lacks, aggregated facilities, the RE100 boundary, every
 * movement name and microsecond timestamps at the JST day boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { insertFacilities, organizationIdOf, postEntry, type FacilitySpec } from '../fixtures/ledger-fixtures';
import { exportAccountHistoriesCsv } from '../../src/lib/server/services/accounts/export-account-histories-csv';
import { exportAccountBalancesCsv } from '../../src/lib/server/services/accounts/export-account-balances-csv';
import type { CsvEncoding } from '../../src/lib/server/reports/csv/csv-encoding';
import type { accountBalanceCsvQuery, accountHistoryCsvQuery } from '../../src/lib/schemas/accounts';
import type { z } from 'zod';

type HistoryFilters = Omit<z.infer<typeof accountHistoryCsvQuery>, 'encoding'>;
type BalanceFilters = Omit<z.infer<typeof accountBalanceCsvQuery>, 'encoding'>;

const TRICKY_NAMES = [
  '=SUM(A1:A9)',
  '+81 発電所',
  '-1200',
  '@home',
  '\tタブ始まり',
  '\r復帰始まり',
  '"引用"符',
  'カンマ,入り',
  '改行\n入り',
  'CRLF\r\n入り',
  '①㈱髙﨑発電所',
  '𠮷野家の屋根🙂',
  '한국어 발전소',
  '',
  ' 前後の空白 ',
  "'既に引用符",
  '末尾の引用符"',
  'ＡＢＣ＝全角',
];
const REFERENCES = [null, '', '=HYPERLINK("x")', 'a,b', '行1\n行2', '相手: 3001 株式会社', '-', '𩸽'];

const facilitySpecs: FacilitySpec[] = TRICKY_NAMES.flatMap((name, i): FacilitySpec[] => [
  {
    id: `F-${String(i).padStart(2, '0')}`,
    name,
    capacityW: [0, 99, 999, 1_000, 1_500_500, 123_456_789_999][i % 6]!,
    operationStartDate: ['2012-01-01', '2011-12-31', '1999-04-01', '2025-03-31'][i % 4]!,
    municipalityCd: i % 5 === 0 ? null : '131016',
    prefectureCd: i % 2 === 0 ? '130001' : '270008',
    reTypeCd: 1 + (i % 3),
  },
  {
    id: `#AGG-${i}`,
    name: `集約 ${name}`,
    capacityW: 40_000,
    operationStartDate: ['2012-01-01', '2011-12-31'][i % 2]!,
  },
]);
facilitySpecs.push({ id: '=FAC', name: '数式のような設備ID' }, { id: '-FAC', name: 'マイナスの設備ID' });

const targets = testTargets().filter((t) => t === 'postgres');

describe.skipIf(targets.length === 0)('CSV exports: COPY and keyset batches give the same bytes', () => {
  let t: TestDatabase;
  let org: number;
  beforeAll(async () => {
    t = await freshDatabase('postgres');
    const db = t.database.db;
    org = await organizationIdOf(db, '3001');
    const other = await organizationIdOf(db, '1001');
    await insertFacilities(db, facilitySpecs);
    const me = (holdingClassCd: 1 | 2 | 3) => ({ organizationId: org, holdingClassCd });
    const them = (holdingClassCd: 1 | 2 | 3) => ({ organizationId: other, holdingClassCd });
    const source = { system: 'certification_source' as const };
    let minute = 0;
    for (const [i, f] of facilitySpecs.entries()) {
      const facilityId = f.id;
      const common = { fiscalYear: 2026, productCd: 3 as const };
      const at = () => new Date(Date.UTC(2026, 5, 1, 14, 59, 0) + minute++ * 61_000);
      const reference = REFERENCES[i % REFERENCES.length];
      const move = (kind: Parameters<typeof postEntry>[1]['kind'], a: object, b: object, volume: number) =>
        postEntry(db, {
          ...common,
          kind,
          at: at(),
          reference,
          postings: [
            { owner: a as never, facilityId, volume: -volume },
            { owner: b as never, facilityId, volume },
          ],
        });
      await move('certify', source, me(1), 1000 + i); // 認定
      await move('certify', source, them(1), 500);
      await move('certify', me(1), source, 1); // 認定取消
      await move('transfer', me(1), them(2), 100); // 移転（払出）
      await move('transfer', them(1), me(2), 50); // 移転（受入）
      await move('issue-certificate', me(2), me(3), 20); // 証書発行 / 証書発行（確定）
      await move('clearing', me(1), them(2), 10); // 約定（売）
      await move('clearing', them(1), me(2), 7); // 約定（買）
      await move('expire', me(3), { system: 'retirement' }, 5); // 失効
      await move('load-fit-supply', source, me(1), 3); // その他
      if (i % 3 === 0) await move('certify', source, me(1), 0 + 1); // a second line in class 1 of the same day
    }
    // Microseconds (a Date keeps milliseconds only) and instants a hair before a JST midnight.
    await db.execute(sql`update postings set created_at = created_at + interval '0.999999 second' where id % 3 = 0`);
    await db.execute(sql`update postings set created_at = created_at + interval '0.000001 second' where id % 3 = 1`);
    await db.execute(
      sql`update postings set created_at = timestamptz '2026-06-01 23:59:59.999999+09' where id % 17 = 0`,
    );
    // Enough rows to cross the 64 KiB chunks of the COPY path, with a quoted line break in many of them.
    await db.execute(sql`
      insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume, created_at)
      select p.entry_id, p.holding_id, p.organization_id, p.target_year_id, p.product_cd, p.holding_class_cd, p.facility_id,
             case when g % 2 = 0 then g else -g end, p.created_at + g * interval '1 millisecond'
      from postings p, generate_series(1, 60) g
      where p.organization_id = ${org} and p.facility_id in ('F-08', 'F-09', 'F-06')`);
  });
  afterAll(async () => t?.drop());

  /** Equal buffers, or the first difference with some context, so a failure says where. */
  const sameBytes = (actual: Buffer, expected: Buffer) => {
    if (actual.equals(expected)) return 'same';
    let i = 0;
    while (i < actual.length && actual[i] === expected[i]) i++;
    const around = (b: Buffer) => JSON.stringify(b.subarray(Math.max(0, i - 80), i + 40).toString('utf8'));
    return `differ at byte ${i}: COPY ${around(actual)} keyset ${around(expected)}`;
  };
  const bytes = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());
  const encodings: CsvEncoding[] = ['sjis', 'utf8'];

  const historyFilters: HistoryFilters[] = [
    { fiscalYear: 2026, productCd: 3 },
    { fiscalYear: 2026, productCd: 3, holdingClassCd: 2 },
    { fiscalYear: 2026, productCd: 3, prefectureCd: '270008', reType: 2 },
    { fiscalYear: 2026, productCd: 3, equipmentId: '#AGG-3' },
    { fiscalYear: 2026, productCd: 3, dateFrom: '2026-06-01', dateTo: '2026-06-02' },
    { fiscalYear: 2026, productCd: 1 },
  ];
  it.each(encodings)('history CSV (%s) is byte-identical for every filter', async (encoding) => {
    const { db, exportPool } = t.database;
    for (const filters of historyFilters) {
      const query = { ...filters, encoding };
      const keyset = await bytes(exportAccountHistoriesCsv(db, org, query).body);
      const copy = await bytes(exportAccountHistoriesCsv(db, org, query, new Date(), exportPool).body);
      expect(sameBytes(copy, keyset), JSON.stringify(filters)).toBe('same');
    }
    const all = await bytes(
      exportAccountHistoriesCsv(db, org, { ...historyFilters[0]!, encoding }, new Date(), exportPool).body,
    );
    expect(all.length).toBeGreaterThan(200_000); // more than three COPY chunks
  });

  const balanceFilters: BalanceFilters[] = [
    { fiscalYear: 2026, productCd: 3 },
    { fiscalYear: 2026, productCd: 3, holdingClassCd: 1 },
    { fiscalYear: 2026, productCd: 3, equipmentId: 'F-11' },
    { fiscalYear: 2025, productCd: 3 },
  ];
  it.each(encodings)('balance CSV (%s) is byte-identical for every filter', async (encoding) => {
    const { db, exportPool } = t.database;
    for (const filters of balanceFilters) {
      const query = { ...filters, encoding };
      const keyset = await bytes(exportAccountBalancesCsv(db, org, query).body);
      const copy = await bytes(exportAccountBalancesCsv(db, org, query, new Date(), exportPool).body);
      expect(sameBytes(copy, keyset), JSON.stringify(filters)).toBe('same');
    }
  });

  it('writes what the rules say (so identity is not two empty files)', async () => {
    const { db, exportPool } = t.database;
    const file = exportAccountBalancesCsv(
      db,
      org,
      { fiscalYear: 2026, productCd: 3, encoding: 'utf8' },
      new Date(),
      exportPool,
    );
    const text = (await bytes(file.body)).toString('utf8');
    expect(text.startsWith('\uFEFF対象年度,商品,保有区分,設備ID,設備名,')).toBe(true);
    expect(text).toContain('"""引用""符"');
    expect(text).toContain(`'=SUM(A1:A9)`);
    expect(text).toContain(`,'=FAC,`);
    expect(text).toContain('50.0未満,2012/01/01以降,〇,');
    expect(text).toContain('"改行\n入り"');
    expect(text.split('\r\n').length).toBeGreaterThan(facilitySpecs.length * 3);
    const history = exportAccountHistoriesCsv(
      db,
      org,
      { fiscalYear: 2026, productCd: 3, encoding: 'utf8' },
      new Date(),
      exportPool,
    );
    const historyText = (await bytes(history.body)).toString('utf8');
    for (const name of [
      '認定',
      '認定取消',
      '移転（受入）',
      '移転（払出）',
      '証書発行',
      '証書発行（確定）',
      '約定（買）',
      '約定（売）',
      '失効',
      'その他',
    ])
      expect(historyText).toContain(`,${name},`);
    expect(historyText).toContain('\r\n2026/06/01 23:59:59,');
  });

  it('gives the connection back after a download, and drops it when the client goes away mid-file', async () => {
    const { db, exportPool } = t.database;
    const pool = exportPool!;
    const stream = exportAccountHistoriesCsv(
      db,
      org,
      { fiscalYear: 2026, productCd: 3, encoding: 'sjis' },
      new Date(),
      pool,
    ).body;
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await bytes(
      exportAccountBalancesCsv(db, org, { fiscalYear: 2026, productCd: 3, encoding: 'sjis' }, new Date(), pool).body,
    );
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
