import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SortOrder } from '../../domain/grid/sort-order';

/**
 * ORDER BY for a list a trader sorted: the chosen column first, then the list's own order, which
 * is unique per row, so equal values keep one order and pages neither overlap nor skip a row.
 * Rows without a value (a bid that contracted nothing has no contract price) go last either way.
 */
export function chosenOrder<K extends string>(
  sort: SortOrder<K> | undefined,
  columns: Record<K, SQLWrapper>,
  natural: SQL[],
): SQL[] {
  if (!sort) return natural;
  const direction = sort.descending ? sql`desc` : sql`asc`;
  return [sql`${columns[sort.key]} ${direction} nulls last`, ...natural];
}
