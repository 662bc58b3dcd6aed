import type { Executor } from '../../db';
import { AppError } from '../../../errors/app-error';
import type { FileDownload } from '../../reports/download';
import { findOwnStatement } from './settlement-queries';
import { statementPdf, statementPdfNames } from './settlement-pdf-file';

/**
 * The member's own statement as a PDF. Another member's number answers exactly like a number that
 * does not exist (404 C_SH_002), so statement numbers cannot be probed.
 */
export async function getSettlementPdf(
  db: Executor,
  organizationId: number,
  statementNo: string,
): Promise<FileDownload> {
  const record = await findOwnStatement(db, organizationId, statementNo);
  if (!record) throw new AppError('C_SH_002');
  const bytes = await statementPdf(record);
  return {
    ...statementPdfNames(statementNo),
    contentType: 'application/pdf',
    body: new Blob([new Uint8Array(bytes)]).stream(),
  };
}
