import { getAccountBalances } from '../../api';
import { ALL_ROWS_LIMIT } from '../../grid/paging';
import { useQuery } from '../../hooks/use-query';
import { lineKey, type CandidateLine } from './line-values';

/**
 * The member's own lines of one target year and product in the given holding classes that still
 * have volume available: all of them at once, so picking, filtering and paging need no round trip.
 */
export function useHoldingCandidates(fiscalYear: string, productCd: string, holdingClasses: readonly number[]) {
  const classes = holdingClasses.join(',');
  const key = !fiscalYear || !productCd ? null : JSON.stringify([fiscalYear, productCd, classes]);
  const { data, loading, failure } = useQuery(key, async (signal) => {
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
        { signal },
      );
    const answers = await Promise.all(classes.split(',').map((c) => load(Number(c))));
    return answers
      .flatMap((a) => a.accountBalanceList)
      .filter((r) => r.availableVolume > 0)
      .map((r): CandidateLine => ({
        key: lineKey(r.holdingClassCd, r.equipmentId),
        holdingClassCd: r.holdingClassCd,
        equipmentId: r.equipmentId,
        equipmentName: r.equipmentName,
        reTypeCd: r.reTypeCd,
        prefectureCd: r.prefectureCd,
        availableVolume: r.availableVolume,
      }));
  });
  return { lines: data ?? [], loading, failure };
}
