import { csvCell, type CsvValue } from './csv-cell';

/**
 * A whole CSV file as text, for files made where csv-stringify and iconv are not shipped (the
 * public site builds its CSV in the browser). The same rules as the server's exports
 * (reports/csv/csv-stream.ts): cells through csvCell (formula guard, integers ungrouped, empty for
 * missing), CRLF between records, a cell quoted when it holds a comma, a quote, CR or LF, and a
 * BOM first so that Excel reads the UTF-8.
 */
export const UTF8_BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;

function quoted(value: string | number): string {
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvRecordText(cells: readonly CsvValue[]): string {
  return cells.map((cell) => quoted(csvCell(cell))).join(',') + '\r\n';
}

export function csvFileText(records: readonly (readonly CsvValue[])[]): string {
  return UTF8_BOM + records.map(csvRecordText).join('');
}
