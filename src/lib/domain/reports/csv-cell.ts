/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab / carriage return that
 * hides one) as a formula, so text taken from members (facility names, remarks) could execute
 * in whoever opens the export. A leading single quote makes such text inert. Numbers are left
 * alone: -1200 in a history export is a volume, not an attack, and must stay numeric.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvValue = string | number | null | undefined;

/** One CSV cell: strings guarded, integers without grouping, empty for missing values. */
export function csvCell(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return value;
  }
  return guardFormula(value);
}
