import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { certify, insertFacilities, organizationIdOf, targetYearIdOf } from '../fixtures/ledger-fixtures';
import { exportAccountHistoriesCsv } from '../../src/lib/server/services/accounts/export-account-histories-csv';
import { exportAccountBalancesCsv } from '../../src/lib/server/services/accounts/export-account-balances-csv';

const ROWS = 12_345;

describe.each(testTargets())('streamed CSV exports on %s', (target) => {
  let t: TestDatabase;
  let org: number;
  beforeAll(async () => {
    t = await freshDatabase(target);
    const db = t.database.db;
    org = await organizationIdOf(db, '3001');
    await insertFacilities(db, [{ id: 'BULK-1', name: '大量履歴の発電所' }]);
    const { entryId } = await certify(db, {
      organizationId: org,
      fiscalYear: 2026,
      productCd: 3,
      lines: [{ facilityId: 'BULK-1', volume: 1 }],
    });
    const ty = await targetYearIdOf(db, 2026);
    // Many postings share a second, so batch boundaries fall inside runs of equal timestamps. The
    // extra postings pair up (−n, +n) so the entry still sums to zero.
    await db.execute(sql`
      insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume, created_at)
      select ${entryId}, h.id, ${org}, ${ty}, 3, 1, 'BULK-1', case when g % 2 = 0 then g / 2 else -((g + 1) / 2) end,
             timestamptz '2026-06-01 00:00:00+09' + (g / 7) * interval '1 second'
      from generate_series(1, ${ROWS - 1}) g, holdings h
      where h.organization_id = ${org} and h.facility_id = 'BULK-1'`);
  });
  afterAll(async () => t.drop());

  it('streams every posting across several keyset batches, in the list order, none twice', async () => {
    const file = exportAccountHistoriesCsv(t.database.db, org, { fiscalYear: 2026, productCd: 3, encoding: 'utf8' });
    const text = Buffer.from(await new Response(file.body).arrayBuffer())
      .subarray(3)
      .toString('utf8');
    const rows = (parse(text) as string[][]).slice(1);
    expect(rows).toHaveLength(ROWS);
    const expected = (await t.database.db.execute(
      sql`select volume::text as v from postings where organization_id = ${org} order by created_at desc, id desc`,
    )) as unknown as { rows: { v: string }[] };
    expect(rows.map((r) => r[8])).toEqual(expected.rows.map((r) => r.v));
  });

  it('names the files by fiscal year and the JST date of the download', () => {
    const now = new Date('2026-11-21T15:30:00Z'); // 00:30 on 22 November in Tokyo
    const file = exportAccountBalancesCsv(
      t.database.db,
      org,
      { fiscalYear: 2026, productCd: 3, encoding: 'sjis' },
      now,
    );
    expect([file.fileName, file.asciiFileName, file.contentType]).toEqual([
      '残高照会_2026_20261122.csv',
      'account-balances_2026_20261122.csv',
      'text/csv; charset=Shift_JIS',
    ]);
    void file.body.cancel();
  });
});
