import { useCallback, useState } from 'react';
import { getSettlementPdf, isApiError, saveFile } from '../api';
import { reportFailure } from '../hooks/report-failure';

/**
 * One download per statement at a time: the row's button shows a spinner and is disabled until the
 * file arrives. A 404 (the statement is not the member's, or no longer exists) is explained on the
 * screen, as spec §8 hands C_SH_002 to screens rather than to the generic message.
 */
const pdfFallbackName = (statementNo: string) => `精算書_${statementNo}.pdf`;

export function usePdfDownload() {
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const toggle = (statementNo: string, on: boolean) =>
    setDownloading((prev) => {
      const next = new Set(prev);
      if (on) next.add(statementNo);
      else next.delete(statementNo);
      return next;
    });

  const download = useCallback(async (statementNo: string) => {
    setError(null);
    toggle(statementNo, true);
    try {
      saveFile(await getSettlementPdf(statementNo), pdfFallbackName(statementNo));
    } catch (e) {
      if (isApiError(e) && e.status === 404) setError(`精算書 ${statementNo}：${e.message}`);
      else reportFailure(e, 'GET');
    } finally {
      toggle(statementNo, false);
    }
  }, []);

  return { downloading, error, clearError: () => setError(null), download };
}
