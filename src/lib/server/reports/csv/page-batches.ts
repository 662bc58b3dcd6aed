/**
 * A list read page by page for a small export (a member's own bids, results, certificates or
 * statements: thousands of rows at most), through the same service the screen calls, so the file
 * holds exactly what the screen lists. The large ledger exports read keyset batches instead.
 */
export async function* pageBatches<Row>(
  fetchPage: (offset: number, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncGenerator<Row[], void, undefined> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await fetchPage(offset, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
