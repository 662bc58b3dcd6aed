import type { CodesResponse } from '@/lib/schemas/codes';

export const PRODUCT_CODES = [1, 2, 3] as const;
export type ProductCd = (typeof PRODUCT_CODES)[number];

/** Used until the code master has loaded (and if it lacks a product). */
const PRODUCT_NAMES: Record<number, string> = {
  1: 'FIT非化石証書',
  2: '非FIT非化石証書（再エネ指定あり）',
  3: '非FIT非化石証書（再エネ指定なし）',
};

export function productName(codes: CodesResponse | null, productCd: number): string {
  return (
    codes?.productList.find((p) => p.productCd === productCd)?.productName ??
    PRODUCT_NAMES[productCd] ??
    String(productCd)
  );
}

export { bidTypeName } from '../../../lib/domain/auction/bid-type-name';

function marketLabel(productCd: number): string {
  return productCd === 1 ? 'FIT市場' : '非FIT市場';
}

/** Why a member sees no entry controls for this product. */
export function notParticipatingMessage(productCd: number): string {
  return `${marketLabel(productCd)}に参加していないため入札できません。参加設定は取引会員情報から変更できます。`;
}

/** What the bid screens say when no auction of the product is open or scheduled. */
export const NO_AUCTION = '現在、受付中または受付予定の市場はありません。';
