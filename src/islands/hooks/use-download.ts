import { useState } from 'react';
import { saveFile, type DownloadedFile } from '../api';
import { pushErrorMessage } from '../stores/messages';
import { loadFailureOf } from './load-failure';

/**
 * A file the member asked for (CSV, PDF): busy until it has arrived, and a refusal (422, 404 "no
 * such certificate") said in the message area in the server's words instead of nothing happening;
 * other failures get the generic message.
 */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const run = async (load: () => Promise<DownloadedFile>, fallbackName: string) => {
    setBusy(true);
    try {
      saveFile(await load(), fallbackName);
    } catch (error) {
      const refusal = loadFailureOf(error, '');
      if (refusal) pushErrorMessage(refusal);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
