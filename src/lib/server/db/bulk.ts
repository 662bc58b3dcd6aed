import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/*
 * Writes of many rows (a clearing's allocations, holdings and postings) as statements with one
 * array parameter per column, spread by unnest(): the statement text and its parse stay the same
 * size whatever the row count, and the driver serialises one array instead of a parameter per
 * value (drizzle's multi-row VALUES spent most of a large clearing building parameter lists;
 * bench/results/fit-clearing.md). Works the same on PostgreSQL and PGlite.
 */

export type ColumnType = 'bigint' | 'integer' | 'text' | 'boolean';

/** A whole column as one parameter, cast to its array type: `$1::bigint[]`. */
export function arrayParam(values: readonly unknown[], type: ColumnType): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

export interface BulkColumn {
  name: string;
  type: ColumnType;
  values: readonly unknown[];
}

/** Rows per statement: large enough that round trips do not count, small enough to stay lean. */
export const BULK_ROWS = 20_000;

/** INSERT INTO table (columns) SELECT * FROM unnest(arrays), BULK_ROWS rows per statement. */
export async function bulkInsert(
  tx: Executor,
  table: string,
  columns: BulkColumn[],
  {
    onConflictDoNothing = false,
    rowsPerStatement = BULK_ROWS,
  }: { onConflictDoNothing?: boolean; rowsPerStatement?: number } = {},
): Promise<void> {
  const count = columns[0]?.values.length ?? 0;
  if (columns.some((c) => c.values.length !== count)) throw new Error(`bulkInsert ${table}: columns differ in length`);
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  for (let i = 0; i < count; i += rowsPerStatement) {
    const arrays = sql.join(
      columns.map((c) => arrayParam(c.values.slice(i, i + rowsPerStatement), c.type)),
      sql`, `,
    );
    const conflict = onConflictDoNothing ? sql` on conflict do nothing` : sql``;
    await tx.execute(sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays})${conflict}`);
  }
}

/** Splits a list into slices of BULK_ROWS (for reads and updates keyed by an id list). */
export function* slices<T>(items: readonly T[], size = BULK_ROWS): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
