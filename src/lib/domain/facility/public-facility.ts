import { isAggregatedFacility, re100ThresholdDate } from './facility-rules';

/**
 * What the public certificate API may say of a facility. Aggregated (#) facilities stand for many
 * small installations whose real capacity and start date are not public: the capacity is withheld
 * (null; the page shows 50.0未満) and, under the 15-year flag, the start date becomes the first day
 * that still earns the flag (the page shows it as "…以降"). Other facilities are reported as they are.
 */
export function publicFacilityFigures(
  facilityId: string,
  capacityW: number,
  operationStartDate: string,
  re100: boolean,
  fiscalYear: number,
): { equipmentCapacity: number | null; operationStartDate: string } {
  if (!isAggregatedFacility(facilityId)) return { equipmentCapacity: capacityW / 1000, operationStartDate };
  return {
    equipmentCapacity: null,
    operationStartDate: re100 ? re100ThresholdDate(fiscalYear) : operationStartDate,
  };
}
