import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { organizations, targetYears, users } from '../../src/lib/server/db/schema';
import { withPlainRowMapper } from '../../src/lib/server/repositories/plain-row-mapper';
import type { Executor } from '../../src/lib/server/db';

/*
 * Issue 12 §6: prepared list statements map their rows with decoders found once. The answer must
 * be Drizzle's own, value for value: the same selections prepared under two names, one mapped by
 * Drizzle and one by withPlainRowMapper.
 */
describe.each(testTargets())('rows mapped once per prepared statement on %s', (target) => {
  let t: TestDatabase;
  let name = 0;
  beforeAll(async () => {
    t = await freshDatabase(target);
  });
  afterAll(async () => t.drop());

  const both = async <T>(prepare: (db: Executor, name: string) => { execute(values?: object): Promise<T> }) => {
    const db = t.database.db;
    const drizzles = await prepare(db, `mapper_test_${name++}`).execute({ id: 0 });
    const plain = await withPlainRowMapper(prepare(db, `mapper_test_${name++}`)).execute({ id: 0 });
    return { drizzles, plain };
  };

  it('maps flat selections with left-joined nulls, SQL values with and without mapWith, dates and times', async () => {
    const { drizzles, plain } = await both((db, n) =>
      db
        .select({
          id: users.id,
          loginId: users.loginId,
          updatedAt: users.updatedAt,
          organizationName: organizations.name,
          missing: targetYears.startDate,
          asText: sql<string>`${users.id}::text`,
          asNumber: sql<number>`${users.id} * 2`.mapWith(Number),
          alias: sql<string>`upper(${users.loginId})`.as('alias'),
        })
        .from(users)
        .leftJoin(organizations, eq(organizations.id, users.organizationId))
        .leftJoin(targetYears, eq(targetYears.id, sql`${sql.placeholder('id')}::int`))
        .orderBy(asc(users.id))
        .prepare(n),
    );
    expect(drizzles.length).toBeGreaterThan(1);
    expect(plain).toEqual(drizzles);
    expect((plain as { updatedAt: unknown }[])[0]!.updatedAt).toBeInstanceOf(Date);
  });

  it('maps tables selected whole, one level deep, without joins', async () => {
    const { drizzles, plain } = await both((db, n) =>
      db
        .select({ user: users, n: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(users)
        .where(sql`${users.id} > ${sql.placeholder('id')}`)
        .orderBy(asc(users.id))
        .prepare(n),
    );
    expect(drizzles.length).toBeGreaterThan(1);
    expect(plain).toEqual(drizzles);
  });

  it('leaves a nested selection with outer joins to Drizzle (it may turn an object into null)', async () => {
    const db = t.database.db;
    const prepared = db
      .select({ user: users, year: targetYears })
      .from(users)
      .leftJoin(targetYears, eq(targetYears.id, sql`${sql.placeholder('id')}::int`))
      .prepare(`mapper_test_${name++}`);
    expect((withPlainRowMapper(prepared) as unknown as { customResultMapper?: unknown }).customResultMapper).toBe(
      undefined,
    );
    const rows = await prepared.execute({ id: 0 });
    expect(rows[0]!.year).toBeNull();
  });
});
