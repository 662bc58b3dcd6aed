/**
 * Issue 24 §5: the balance CSV said 利用可能量 = balance − reserved for a confirmed (class 3) line,
 * where the screen and the API say 0. Every reader takes the rule from domain/ledger; here the
 * screen's rows (the service the page and the API call) are compared with the CSV's, for every
 * holding class, in both encodings, through both CSV paths (keyset batches; COPY on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { insertFacilities, organizationIdOf, postEntry } from '../fixtures/ledger-fixtures';
import { getAccountBalances } from '../../src/lib/server/services/accounts/get-account-balances';
import { exportAccountBalancesCsv } from '../../src/lib/server/services/accounts/export-account-balances-csv';
import type { CsvEncoding } from '../../src/lib/server/reports/csv/csv-encoding';

const FACILITIES = ['F-AV1', 'F-AV2', 'F-AV3'];
const encodings: CsvEncoding[] = ['utf8', 'sjis'];

describe.each(testTargets())('balance CSV agrees with the screen for every holding class on %s', (target) => {
  let t: TestDatabase;
  let org: number;
  beforeAll(async () => {
    t = await freshDatabase(target);
    const db = t.database.db;
    org = await organizationIdOf(db, '3001');
    await insertFacilities(
      db,
      FACILITIES.map((id) => ({ id })),
    );
    const me = (holdingClassCd: 1 | 2 | 3) => ({ organizationId: org, holdingClassCd });
    const source = { system: 'certification_source' as const };
    for (const facilityId of FACILITIES) {
      const move = (a: object, b: object, volume: number, kind: 'certify' | 'issue-certificate') =>
        postEntry(db, {
          fiscalYear: 2026,
          productCd: 2,
          kind,
          postings: [
            { owner: a as never, facilityId, volume: -volume },
            { owner: b as never, facilityId, volume },
          ],
        });
      await move(source, me(1), 9_000, 'certify');
      await move(source, me(2), 7_000, 'certify');
      await move(me(2), me(3), 6_234, 'issue-certificate');
    }
    // Open orders hold part of the authorized and procured lines (what sell bids would reserve).
    await db.execute(
      sql`update holdings set reserved = 500 where organization_id = ${org} and holding_class_cd in (1, 2)`,
    );
  });
  afterAll(async () => t?.drop());

  const bytes = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());
  const decode = (b: Buffer, encoding: CsvEncoding) =>
    encoding === 'sjis' ? iconv.decode(b, 'cp932') : b.toString('utf8').replace(/^\uFEFF/, '');

  it.each(encodings)('utf8/sjis %s: 残高 and 利用可能量 of each CSV row are the screen row', async (encoding) => {
    const { db, exportPool } = t.database;
    const screen = await getAccountBalances(db, org, {
      fiscalYear: 2026,
      productCd: 2,
      offset: 0,
      limit: 100,
      count: true,
    } as never);
    const expected = new Map(
      screen.accountBalanceList.map((r) => [`${r.equipmentId}/${r.holdingClassCd}`, [r.balance, r.availableVolume]]),
    );
    expect(new Set(screen.accountBalanceList.map((r) => r.holdingClassCd))).toEqual(new Set([1, 2, 3]));
    expect(expected.get('F-AV1/3')).toEqual([6_234, 0]);
    expect(expected.get('F-AV1/1')).toEqual([9_000, 8_500]);

    const paths = [exportAccountBalancesCsv(db, org, { fiscalYear: 2026, productCd: 2, encoding })];
    if (target === 'postgres')
      paths.push(
        exportAccountBalancesCsv(db, org, { fiscalYear: 2026, productCd: 2, encoding }, new Date(), exportPool),
      );
    for (const file of paths) {
      const [header, ...rows] = parse(decode(await bytes(file.body), encoding)) as string[][];
      const col = (name: string) => header!.findIndex((h) => h.startsWith(name));
      const classNames: Record<string, number> = { 認定: 1, 調達: 2, 確定: 3 };
      const actual = new Map(
        rows.map((r) => [
          `${r[col('設備ID')]}/${classNames[r[col('保有区分')]!]}`,
          [Number(r[col('残高')]), Number(r[col('利用可能量')])],
        ]),
      );
      expect(actual).toEqual(expected);
    }
  });
});
