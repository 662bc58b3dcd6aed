import type { Locator } from '@playwright/test';

/**
 * The cell of `row` under the column headed `header` in `table`: a test names the column it reads
 * (設備ID, 利用可能量(kWh)), so that a column added or moved cannot make it read another one.
 * A sortable header may carry its sort mark after the word, hence the prefix match.
 */
export async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  return row.locator(':scope > td, :scope > th').nth(await columnIndex(table, header));
}

async function columnIndex(table: Locator, header: string): Promise<number> {
  // The table may still be loading (a list fetched after hydration): wait for the header first.
  await table.locator('thead th', { hasText: header }).first().waitFor();
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.findIndex((h) => h === header || h.startsWith(header));
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`);
  return index;
}

/** The text of `row`'s cell under `header`, trimmed. */
export async function cellText(table: Locator, row: Locator, header: string): Promise<string> {
  return (await (await cellUnder(table, row, header)).innerText()).trim();
}

/**
 * The texts of every body row's cell under `header`, trimmed, read in one step from the page (so
 * that a poll over a list being replaced never waits on a row that has gone).
 */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const index = await columnIndex(table, header);
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, i) => rows.map((row) => ((row.children[i] as HTMLElement | undefined)?.innerText ?? '').trim()),
      index,
    );
}
