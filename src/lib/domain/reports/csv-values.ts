import { formatCapacityW, formatOperationStart } from '../facility';
import { formatPriceCents } from '../money';

/*
 * Values as an export shows them. The screens' rules apply (capacity floored to 0.1 kW, "50.0未満"
 * for aggregates, the "以降" start date) but without thousands grouping: a spreadsheet must be
 * able to read the number back. Capacity stays text so "12.0" keeps its one decimal.
 */

export function csvCapacity(capacityW: number, facilityId: string): string {
  return formatCapacityW(capacityW, facilityId).replaceAll(',', '');
}

export function csvOperationStart(
  operationStartDate: string,
  facilityId: string,
  re100: boolean,
  targetYear: number,
): string {
  return formatOperationStart(operationStartDate, facilityId, re100, targetYear);
}

/** 円/kWh with two decimals as the screens show it ("0.60"), no grouping; empty when there is none. */
export function csvPrice(yenPerKwh: number | null): string | null {
  return yenPerKwh === null ? null : formatPriceCents(Math.round(yenPerKwh * 100));
}
