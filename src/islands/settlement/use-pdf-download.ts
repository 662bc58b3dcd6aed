import { useCallback, useState } from 'react';
import { getSettlementPdf, saveFile } from '../api';
import { loadFailureOf } from '../hooks/load-failure';

/**
 * One download per statement at a time: the row's button shows a spinner and is disabled until the
 * file arrives. A refusal spec §8 hands to the screen (422: the statement number is not valid; 404
 * C_SH_002: not the member's, or no longer exists) is explained on the screen in the server's words.
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
      // The server's words for a refusal handed to the screen; anything else got the generic message.
      const refusal = loadFailureOf(e, '');
      if (refusal) setError(`精算書 ${statementNo}：${refusal}`);
    } finally {
      toggle(statementNo, false);
    }
  }, []);

  return { downloading, error, clearError: () => setError(null), download };
}
