/** Spec §3: sell/buy type 1 売り, 2 買い (the bid screens and their CSV). */
export function bidTypeName(bidTypeCd: number): string {
  return bidTypeCd === 1 ? '売り' : bidTypeCd === 2 ? '買い' : String(bidTypeCd);
}
