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
