import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { getCodes } from '../../api';
import type { CodesResponse } from '@/lib/schemas/codes';
import { reportFailure } from '../../hooks/report-failure';
import { $codes, cachedCodes, setCodes } from '../../stores/codes';

let loading: Promise<void> | null = null;

/** The code master: the tab's cached copy when there is one, otherwise fetched once. */
export function useCodes(): CodesResponse | null {
  const codes = useStore($codes);
  useEffect(() => {
    if (cachedCodes() || loading) return;
    loading = getCodes()
      .then(setCodes)
      .catch((error) => reportFailure(error, 'GET'))
      .finally(() => {
        loading = null;
      });
  }, []);
  return codes;
}
