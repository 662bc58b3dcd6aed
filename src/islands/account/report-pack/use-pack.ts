import { useEffect, useState } from 'react';
import { getReportingPack, getReportingPackConsumers } from '../../api';
import type { ReportingPackResponse } from '@/lib/schemas/reporting-packs';
import { loadFailureOf } from '../../hooks/load-failure';

export type PackState =
  { loading: true } | { loading: false; data: ReportingPackResponse } | { loading: false; error: string };

/** The consumers of the year's certificates, loaded again when the year changes. */
export function usePackConsumers(fiscalYear: number): string[] {
  const [consumers, setConsumers] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getReportingPackConsumers(fiscalYear, { signal: controller.signal }).then(
      (answer) => setConsumers(answer.consumers),
      () => setConsumers([]),
    );
    return () => controller.abort();
  }, [fiscalYear]);
  return consumers;
}

/** The pack of the chosen year and consumer; a refusal is said in the server's words. */
export function usePack(fiscalYear: number, consumer: string): PackState {
  const [state, setState] = useState<PackState>({ loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState({ loading: true });
    getReportingPack({ fiscalYear, consumer: consumer || undefined }, { signal: controller.signal }).then(
      (data) => setState({ loading: false, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ loading: false, error: loadFailureOf(error) });
      },
    );
    return () => controller.abort();
  }, [fiscalYear, consumer]);
  return state;
}
