/** Member-facing names of the codes that have no master table (spec §3 enumerations, domain §5). */

export function holdingClassName(holdingClassCd: number): string {
  return ({ 1: '認定', 2: '調達', 3: '確定' } as Record<number, string>)[holdingClassCd] ?? '';
}

export function nfcTypeName(nfcTypeCd: number): string {
  return ({ 1: '需要場所', 2: '電源メニュー' } as Record<number, string>)[nfcTypeCd] ?? '';
}

export function certificateUseName(useCd: number): string {
  return ({ 1: '自社利用', 2: '他社利用' } as Record<number, string>)[useCd] ?? '';
}

/** Spec §3: sell/buy type 1 売り, 2 買い. */
export function bidTypeName(bidTypeCd: number): string {
  return bidTypeCd === 1 ? '売り' : bidTypeCd === 2 ? '買い' : String(bidTypeCd);
}

/** A settlement statement's direction: the member pays (お支払い) or receives (お受取り) the total. */
export function settlementDirectionName(direction: 'pay' | 'receive'): string {
  return direction === 'receive' ? 'お受取り' : 'お支払い';
}
