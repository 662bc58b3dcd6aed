import { renderSettlementPdf } from '../../reports/settlement-pdf/render-settlement-pdf';
import type { StatementRecord } from './settlement-queries';
import { readStoredStatement } from './stored-statement';

/*
 * Decision: statement PDFs are rendered on demand from the stored statement jsonb, never stored.
 * The jsonb is immutable (written once in the clearing transaction) and carries every amount, so
 * the same statement always prints the same figures; rendering takes milliseconds (see
 * bench/results/settlements.md), and there is no second copy of an invoice to drift or leak.
 * "Regenerating" a PDF (the operator command) is this same rendering, written to a file and audited.
 */
export async function statementPdf(record: StatementRecord): Promise<Buffer> {
  const statement = readStoredStatement(record.statement, record.statementNo);
  return renderSettlementPdf({ statement, productName: record.productName, roundNo: record.roundNo });
}

export function statementPdfNames(statementNo: string): { fileName: string; asciiFileName: string } {
  return { fileName: `精算書_${statementNo}.pdf`, asciiFileName: `settlement_${statementNo}.pdf` };
}
