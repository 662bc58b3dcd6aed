import { isAggregatedFacility, re100ThresholdDate } from './facility-rules';

import { formatDate } from '../calendar/jst';

/** Spec §9 dates come from the one JST module; re-exported for the facility formatters' callers. */
export { formatDate };

/**
 * Capacity in kW, floored to one decimal, integers with ".0" (spec §9). Watts are used so the
 * floor is exact: 12.39 kW is 12390 W → "12.3".
 */
export function formatCapacityW(capacityW: number, facilityId: string): string {
  if (isAggregatedFacility(facilityId)) return '50.0未満';
  const tenths = Math.floor(capacityW / 100);
  const whole = Math.floor(tenths / 10);
  return `${whole.toLocaleString('ja-JP')}.${tenths % 10}`;
}

/** As formatCapacityW for a kW number from the API (up to three decimals; null when withheld for # facilities). */
export function formatCapacityKw(capacityKw: number | null, facilityId: string): string {
  if (capacityKw === null) return isAggregatedFacility(facilityId) ? '50.0未満' : '';
  return formatCapacityW(Math.round(capacityKw * 1000), facilityId);
}

/**
 * Operation start date as shown: aggregated facilities with the RE100 flag show
 * "(target year − 14)/01/01以降" rather than a single date.
 */
export function formatOperationStart(
  operationStartDate: string,
  facilityId: string,
  re100: boolean,
  targetYear: number,
): string {
  if (isAggregatedFacility(facilityId) && re100) return `${formatDate(re100ThresholdDate(targetYear))}以降`;
  return formatDate(operationStartDate);
}

/** The RE100 flag column: 〇 when set, blank otherwise. */
export function formatRe100(re100: boolean): string {
  return re100 ? '〇' : '';
}

/** A master lookup that finds nothing shows 該当なし (spec §8). */
export function orNotApplicable(value: string | null | undefined): string {
  return value == null || value === '' ? '該当なし' : value;
}
