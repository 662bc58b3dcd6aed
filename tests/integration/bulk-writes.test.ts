import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { bigint, bigserial, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { bulkInsert, equalsAny, slices } from '../../src/lib/server/db/bulk';

/** A table of its own (created by the test), with the column types the services write in bulk. */
const probe = pgTable('bulk_probe', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
  label: text('label'),
  flag: boolean('flag'),
  k: integer('k').notNull(),
});

describe.each(testTargets())('bulk writes through unnest on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await t.database.db.execute(
      'create table bulk_probe (id bigserial primary key, n bigint not null, label text, flag boolean, k integer not null)',
    );
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
      probe,
      {
        n: rows.map((r) => r.n),
        label: rows.map((r) => r.label),
        flag: rows.map((r) => r.flag),
        k: rows.map((r) => r.k),
      },
      { rowsPerStatement: 3 },
    );
    const { n, label, flag, k } = probe;
    expect(await t.database.db.select({ n, label, flag, k }).from(probe).orderBy(asc(probe.k))).toEqual(rows);
  });

  it('refuses columns of different lengths before writing anything', async () => {
    await expect(bulkInsert(t.database.db, probe, { n: [1, 2], k: [1] })).rejects.toThrow(/differ in length/);
    expect(await t.database.db.select().from(probe)).toHaveLength(8);
  });

  it('matches a list as one array parameter, serial columns included', async () => {
    const [third] = await t.database.db
      .select({ id: probe.id })
      .from(probe)
      .where(equalsAny(probe.k, [3]));
    expect(
      await t.database.db
        .select({ k: probe.k })
        .from(probe)
        .where(equalsAny(probe.id, [third!.id])),
    ).toEqual([{ k: 3 }]);
    const found = await t.database.db
      .select({ k: probe.k })
      .from(probe)
      .where(equalsAny(probe.n, [9_007_199_254_740_001, 9_007_199_254_740_004]))
      .orderBy(asc(probe.k));
    expect(found.map((r) => r.k)).toEqual([1, 4]);
    expect([...slices([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
  });
});
