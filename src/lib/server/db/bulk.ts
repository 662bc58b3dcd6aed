import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/*
 * Writes and lookups of many rows (a clearing's allocations, holdings and postings) as statements
 * with one array parameter per column, spread by unnest() or matched with = any(): the statement
 * text and its parse stay the same size whatever the row count, and the driver serialises one
 * array instead of a parameter per value (drizzle's multi-row VALUES spent most of a large
 * clearing building parameter lists; bench/results/fit-clearing.md). Same on PostgreSQL and PGlite.
 */

/** Rows per statement: large enough that round trips do not count, small enough to stay lean. */
export const BULK_ROWS = 20_000;

/** Serial columns are stored as their integer type; there is no bigserial[]. */
const STORED_TYPE: Record<string, string> = { bigserial: 'bigint', serial: 'integer', smallserial: 'smallint' };

/** A whole column's values as one parameter, cast to the column's array type: `$1::bigint[]`. */
export function columnArray(column: PgColumn, values: readonly unknown[]): SQL {
  const type = column.getSQLType();
  return sql`${sql.param(values)}::${sql.raw(STORED_TYPE[type] ?? type)}[]`;
}

/** `column = any($1::type[])`: one parameter however long the list. */
export function equalsAny(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${column} = any(${columnArray(column, values)})`;
}

type Insert<T extends PgTable> = T['$inferInsert'];
/** Column-wise values for bulkInsert: every given column an array of the same length. */
export type ColumnValues<T extends PgTable> = { [K in keyof Insert<T>]?: readonly Insert<T>[K][] };

/** INSERT INTO table (columns) SELECT * FROM unnest(arrays), at most rowsPerStatement rows each. */
export async function bulkInsert<T extends PgTable>(
  tx: Executor,
  table: T,
  values: ColumnValues<T>,
  {
    onConflictDoNothing = false,
    rowsPerStatement = BULK_ROWS,
  }: { onConflictDoNothing?: boolean; rowsPerStatement?: number } = {},
): Promise<void> {
  const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
  const columns = Object.entries(values as Record<string, readonly unknown[]>).map(([key, list]) => ({
    column: tableColumns[key]!,
    list,
  }));
  const count = columns[0]?.list.length ?? 0;
  if (columns.some((c) => c.list.length !== count))
    throw new Error(`bulkInsert ${getTableName(table)}: columns differ in length`);
  const names = sql.join(
    columns.map((c) => sql.identifier(c.column.name)),
    sql`, `,
  );
  const conflict = onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  for (let i = 0; i < count; i += rowsPerStatement) {
    const arrays = sql.join(
      columns.map((c) => columnArray(c.column, c.list.slice(i, i + rowsPerStatement))),
      sql`, `,
    );
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})${conflict}`);
  }
}

/** Splits a list into slices of BULK_ROWS (for reads and updates keyed by an id list). */
export function* slices<T>(items: readonly T[], size = BULK_ROWS): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
