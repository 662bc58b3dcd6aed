/** Facility tracking rules of domain.md#facility-tracking-rules and spec §9. Pure; dates are 'YYYY-MM-DD' strings. */
import { toIsoDate } from '../calendar/iso-date';

/** Ids starting with # stand for aggregated small facilities under 50 kW. */
export function isAggregatedFacility(facilityId: string): boolean {
  return facilityId.startsWith('#');
}

/** First operation start date that still earns the RE100 flag for a target year: (year − 14)/01/01. */
export function re100ThresholdDate(targetYear: number): string {
  return toIsoDate({ year: targetYear - 14, month: 1, day: 1 });
}

/** RE100 (15-year rule): operation started less than 15 years before the target year. */
export function isRe100(operationStartDate: string, targetYear: number): boolean {
  return operationStartDate >= re100ThresholdDate(targetYear);
}
