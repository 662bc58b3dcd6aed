import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { settlementStatements } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';
import { findStatement } from './settlement-queries';
import { statementPdf } from './settlement-pdf-file';

export interface RegeneratedPdf {
  statementNo: string;
  bytes: number;
  pages: number;
  regeneratedAt: Date;
}

/**
 * Operator: renders a statement's PDF again from its stored jsonb and hands it to `deliver` (the
 * command writes it to a file). The row is locked, and pdf_regenerated_at and the audit row are
 * written in the same transaction as the delivery: if writing the file fails, nothing is recorded.
 * Amounts are untouched; the audit row keeps the totals so a later reader can see they held.
 */
export async function regenerateSettlementPdf(
  db: Db,
  actor: Actor,
  statementNo: string,
  deliver: (pdf: Buffer) => Promise<void>,
  now: Date = new Date(),
): Promise<RegeneratedPdf> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: settlementStatements.id,
        totalYen: settlementStatements.totalYen,
        previous: settlementStatements.pdfRegeneratedAt,
      })
      .from(settlementStatements)
      .where(eq(settlementStatements.statementNo, statementNo))
      .for('update');
    const record = row && (await findStatement(tx, statementNo));
    if (!row || !record)
      throw new AppError('C_SH_002', { message: `精算書番号 ${statementNo} の精算書は存在しません。` });
    const pdf = await statementPdf(record);
    await deliver(pdf);
    await tx.update(settlementStatements).set({ pdfRegeneratedAt: now }).where(eq(settlementStatements.id, row.id));
    const pages = countPages(pdf);
    await recordAudit(tx, {
      actor,
      action: 'settlement.regenerate_pdf',
      entity: 'settlement_statement',
      entityId: statementNo,
      before: { pdfRegeneratedAt: row.previous?.toISOString() ?? null },
      after: { pdfRegeneratedAt: now.toISOString(), totalYen: row.totalYen, bytes: pdf.length, pages },
    });
    return { statementNo, bytes: pdf.length, pages, regeneratedAt: now };
  });
}

/** pdfkit writes one "/Type /Page" object per page (and "/Type /Pages" once for the tree). */
function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}
