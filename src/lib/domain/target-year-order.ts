/**
 * One order for every target-year list, so no two screens disagree: newest first, as a trader most often wants
 * the current year and the one before it at the top. The balance, history, issuing and result
 * screens all read their year options through this.
 */
export function yearsNewestFirst(years: readonly { targetYear: number }[]): number[] {
  return [...new Set(years.map((y) => y.targetYear))].sort((a, b) => b - a);
}
