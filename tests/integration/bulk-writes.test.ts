import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { arrayParam, bulkInsert, slices } from '../../src/lib/server/db/bulk';

describe.each(testTargets())('bulk writes through unnest on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await t.database.db.execute(sql`create table bulk_probe (n bigint, label text, flag boolean, k integer)`);
  });
  afterAll(async () => t.drop());

  it('writes every row across several statements, with nulls, quotes, commas and braces intact', async () => {
    const labels = ['普通', 'a"b', "c'd", 'e,f', '{g}', null, 'h\\i', ''];
    const rows = labels.map((label, i) => ({
      n: 9_007_199_254_740_000 + i,
      label,
      flag: i % 3 === 0 ? null : i % 2 === 0,
      k: i,
    }));
    await bulkInsert(
      t.database.db,
      'bulk_probe',
      [
        { name: 'n', type: 'bigint', values: rows.map((r) => r.n) },
        { name: 'label', type: 'text', values: rows.map((r) => r.label) },
        { name: 'flag', type: 'boolean', values: rows.map((r) => r.flag) },
        { name: 'k', type: 'integer', values: rows.map((r) => r.k) },
      ],
      { rowsPerStatement: 3 },
    );
    const read = (await t.database.db.execute(
      sql`select n::text as n, label, flag, k from bulk_probe order by k`,
    )) as unknown as { rows: { n: string; label: string | null; flag: boolean | null; k: number }[] };
    expect(read.rows).toEqual(rows.map((r) => ({ ...r, n: String(r.n) })));
  });

  it('refuses columns of different lengths before writing anything', async () => {
    await expect(
      bulkInsert(t.database.db, 'bulk_probe', [
        { name: 'n', type: 'bigint', values: [1, 2] },
        { name: 'k', type: 'integer', values: [1] },
      ]),
    ).rejects.toThrow(/differ in length/);
  });

  it('reads by an id list as one array parameter', async () => {
    const wanted = [9_007_199_254_740_001, 9_007_199_254_740_004];
    const read = (await t.database.db.execute(
      sql`select k from bulk_probe where n = any(${arrayParam(wanted, 'bigint')}) order by k`,
    )) as unknown as { rows: { k: number }[] };
    expect(read.rows.map((r) => r.k)).toEqual([1, 4]);
    expect([...slices([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
  });
});
