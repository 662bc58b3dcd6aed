import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { getAccountBalances } from '../../api';
import type { accountBalanceResponse } from '../../../lib/schemas/accounts';
import { ALL_ROWS_LIMIT } from '../../grid/paging';
import { reportFailure } from '../../hooks/report-failure';
import { lineKey, type CandidateLine } from './line-values';

/**
 * The member's own lines of one target year and product in the given holding classes that still
 * have volume available: all of them at once, so picking, filtering and paging need no round trip.
 */
export function useHoldingCandidates(fiscalYear: string, productCd: string, holdingClasses: readonly number[]) {
  const [state, setState] = useState<{ lines: CandidateLine[]; loading: boolean }>({ lines: [], loading: true });
  const classes = holdingClasses.join(',');

  useEffect(() => {
    if (!fiscalYear || !productCd) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const load = (holdingClassCd: number) =>
      getAccountBalances(
        {
          fiscalYear: Number(fiscalYear),
          productCd: Number(productCd),
          holdingClassCd,
          offset: 0,
          limit: ALL_ROWS_LIMIT,
          count: false,
        },
        { signal: controller.signal },
      ) as Promise<z.infer<typeof accountBalanceResponse>>;
    Promise.all(classes.split(',').map((c) => load(Number(c))))
      .then((answers) => {
        if (controller.signal.aborted) return;
        const lines = answers
          .flatMap((a) => a.accountBalanceList)
          .filter((r) => r.availableVolume > 0)
          .map((r) => ({
            key: lineKey(r.holdingClassCd, r.equipmentId),
            holdingClassCd: r.holdingClassCd,
            equipmentId: r.equipmentId,
            equipmentName: r.equipmentName,
            reTypeCd: r.reTypeCd,
            prefectureCd: r.prefectureCd,
            availableVolume: r.availableVolume,
          }));
        setState({ lines, loading: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ lines: [], loading: false });
        reportFailure(error, 'GET');
      });
    return () => controller.abort();
  }, [fiscalYear, productCd, classes]);

  return state;
}
