import { contractAmountYen } from '@/lib/domain/money';
import type { CodesResponse } from '@/lib/schemas/codes';
import { describePreference } from '../shared/tracking-text';
import type { TrackingPreference } from '../shared/types';
import { PREFERENCE_LABELS } from './buy-form-values';
import { formatKwh, formatPriceCents, formatYen } from '../../ui/format';

export interface BuyConfirmInput {
  productName: string;
  productCd: number;
  priceCents: number;
  volume: number;
  preferences: TrackingPreference[];
}

/**
 * What the member confirms before a buy bid goes into the book, as label/value pairs. The amount
 * is price × volume by the exchange's one rounding rule (exact integers, fractions of a yen cut),
 * so a typo of a few digits shows up as an amount nobody meant to spend.
 */
export function buyConfirmFacts(input: BuyConfirmInput, codes: CodesResponse | null): [string, string][] {
  const facts: [string, string][] = [
    ['商品', input.productName],
    ['単価', `${formatPriceCents(input.priceCents)}円/kWh`],
    ['入札量', `${formatKwh(input.volume)}kWh`],
    ['金額', `${formatYen(contractAmountYen(input.priceCents, input.volume))}円`],
  ];
  if (input.productCd !== 1) return facts;
  if (input.preferences.length === 0) return [...facts, ['トラッキング希望', '指定なし']];
  return [
    ...facts,
    ...input.preferences.map((p, i): [string, string] => [
      `トラッキング${PREFERENCE_LABELS[i]}`,
      describePreference(p, codes),
    ]),
  ];
}
