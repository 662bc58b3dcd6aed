/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab / carriage return that
 * hides one) as a formula, so text taken from members (facility names, remarks) could execute
 * in whoever opens the export. A leading single quote makes such text inert. Numbers are left
 * alone: -1200 in a history export is a volume, not an attack, and must stay numeric.
 * The export's SQL path (reports/csv/csv-sql.ts) applies the same list in the database.
 */
export const FORMULA_START_CHARACTERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];
const FORMULA_START = new Set(FORMULA_START_CHARACTERS);

export function guardFormula(text: string): string {
  return FORMULA_START.has(text.charAt(0)) ? `'${text}` : text;
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
