/**
 * Reads a result set in batches, each starting after the last row of the one before. Unlike
 * OFFSET, every batch costs the same however deep it is, and nothing is held open between
 * batches: PGlite (one connection) keeps serving other requests while an export streams, and on
 * PostgreSQL no pool client stays checked out for the length of a slow download.
 */
export async function* keysetBatches<Row, Cursor>(
  fetchPage: (after: Cursor | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  batchSize = 5000,
): AsyncGenerator<Row[], void, undefined> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await fetchPage(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

/** Either a page of a list screen or a keyset batch of an export. */
export type RowWindow<Cursor> = { offset: number; limit: number } | { after: Cursor | undefined; limit: number };

/** bigint sums arrive as text (numeric); they are whole kWh and must stay exact. */
export function exactNumber(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const big = BigInt(value);
  if (big > BigInt(Number.MAX_SAFE_INTEGER) || big < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Total outside the safe integer range: ${big}`);
  }
  return Number(big);
}
