/** Facility tracking rules of domain.md §6 and spec §9. Pure; dates are 'YYYY-MM-DD' strings. */

/** Ids starting with # stand for aggregated small facilities under 50 kW. */
export function isAggregatedFacility(facilityId: string): boolean {
  return facilityId.startsWith('#');
}

/** First operation start date that still earns the RE100 flag for a target year: (year − 14)/01/01. */
export function re100ThresholdDate(targetYear: number): string {
  return `${String(targetYear - 14).padStart(4, '0')}-01-01`;
}

/** RE100 (15-year rule): operation started less than 15 years before the target year. */
export function isRe100(operationStartDate: string, targetYear: number): boolean {
  return operationStartDate >= re100ThresholdDate(targetYear);
}
