import { yearsNewestFirst } from '@/lib/domain/target-year-order';

/**
 * The slices of the code master an account screen needs, handed over by the page as props (the
 * municipality list stays on the server). Plus the code maps that have no master table.
 */
export interface AccountCodes {
  products: { productCd: number; productName: string }[];
  reTypes: { reTypeCd: number; reTypeName: string }[];
  /** 47 prefectures in display order. */
  prefectures: { prefectureCd: string; prefectureName: string }[];
}

export type { Option } from '../../ui/option';
import type { Option } from '../../ui/option';

export const HOLDING_CLASS_OPTIONS: Option[] = [
  { value: '1', label: '認定' },
  { value: '2', label: '調達' },
  { value: '3', label: '確定' },
];

export const NFC_TYPE_OPTIONS: Option[] = [
  { value: '1', label: '需要場所' },
  { value: '2', label: '電源メニュー' },
];

export const USE_CD_OPTIONS: Option[] = [
  { value: '1', label: '自社利用' },
  { value: '2', label: '他社利用' },
];

/** FIT certificates (product 1) cannot be transferred (domain.md#transfers). */
export const NON_FIT_PRODUCT_CDS: readonly number[] = [2, 3];

export function labelOf(options: readonly Option[], value: string | number | null | undefined): string {
  return options.find((o) => o.value === String(value))?.label ?? '';
}

export function productOptions(codes: AccountCodes, only?: readonly number[]): Option[] {
  return codes.products
    .filter((p) => !only || only.includes(p.productCd))
    .map((p) => ({ value: String(p.productCd), label: p.productName }));
}

export function reTypeOptions(codes: AccountCodes): Option[] {
  return codes.reTypes.map((r) => ({ value: String(r.reTypeCd), label: r.reTypeName }));
}

export function prefectureOptions(codes: AccountCodes): Option[] {
  return codes.prefectures.map((p) => ({ value: p.prefectureCd, label: p.prefectureName }));
}

export function fiscalYearOptions(years: readonly { targetYear: number }[]): Option[] {
  return yearsNewestFirst(years).map((y) => ({ value: String(y), label: `${y}年度` }));
}

/** Name lookups for grid cells. */
export function codeNames(codes: AccountCodes) {
  const products = new Map(codes.products.map((p) => [p.productCd, p.productName]));
  const reTypes = new Map(codes.reTypes.map((r) => [r.reTypeCd, r.reTypeName]));
  const prefectures = new Map(codes.prefectures.map((p) => [p.prefectureCd, p.prefectureName]));
  return {
    product: (cd: number) => products.get(cd) ?? '',
    reType: (cd: number) => reTypes.get(cd) ?? '',
    prefecture: (cd: string) => prefectures.get(cd) ?? '',
    holdingClass: (cd: number) => labelOf(HOLDING_CLASS_OPTIONS, cd),
  };
}
export type CodeNames = ReturnType<typeof codeNames>;
