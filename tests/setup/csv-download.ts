import { expect } from 'vitest';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';

/*
 * The checks every CSV download shares (spec: Excel opens them): Shift_JIS (CP932) by default or
 * UTF-8 with a BOM, CRLF line ends, and cells a spreadsheet would run as formulas written with a
 * leading apostrophe. Used by the account report and the screen CSV API tests.
 */

/** A download's names from Content-Disposition: attachment (the ASCII name and the UTF-8 one). */
export function attachmentNames(res: Response): { ascii?: string; name?: string } {
  const header = res.headers.get('content-disposition') ?? '';
  expect(header).toMatch(/^attachment;/);
  return {
    ascii: /filename="([^"]+)"/.exec(header)?.[1],
    name: decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? ''),
  };
}

/** The rows of a Shift_JIS CSV answer, after checking its type, that it has no BOM and only CRLF line ends. */
export async function shiftJisCsvRows(res: Response): Promise<string[][]> {
  expect(res.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes[0]).not.toBe(0xef);
  const text = iconv.decode(bytes, 'cp932');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  return parse(text) as string[][];
}

/** The text of a UTF-8 CSV answer after its BOM, after checking its type and the BOM. */
export async function utf8CsvText(res: Response): Promise<string> {
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
}

/** A formula planted in a name the CSV carries. */
export const FORMULA = '=HYPERLINK("http://evil.example")';

/** The cell a CSV must write for a name starting with a formula: with a leading apostrophe. */
export const guardedFormula = (name: string) => `'${name}`;
