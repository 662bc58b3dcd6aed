import { CONSUMPTION_TAX_RATE_PERCENT, consumptionTaxYen, sumYen, type Yen } from '../money';
import type { Direction, TaxSection } from './types';

/**
 * How a statement's money nets out (decision).
 * A buyer receives certificates and a trading service from the exchange: one 'charge' section,
 * taxed once on (amounts + fees), and the buyer pays its total.
 * A seller supplies certificates (its sale, taxed on the sale amount: this part is what the seller
 * invoices and receives) and receives the trading service (the fee, taxed separately, deducted).
 * The two are supplies in opposite directions, each rounded once at its rate; netting them before
 * taxing would blur whose tax is whose. Net = credit total − charge total; positive → 'receive'.
 * A member that both bought and sold in one auction gets both sections and one net total.
 */
export function taxSection(kind: TaxSection['kind'], parts: readonly Yen[]): TaxSection {
  const taxableYen = sumYen(parts);
  const taxYen = consumptionTaxYen(taxableYen, CONSUMPTION_TAX_RATE_PERCENT);
  return {
    kind,
    ratePercent: CONSUMPTION_TAX_RATE_PERCENT,
    taxableYen,
    taxYen,
    totalYen: sumYen([taxableYen, taxYen]),
  };
}

export interface NetTotals {
  direction: Direction;
  subtotalYen: Yen;
  taxYen: Yen;
  totalYen: Yen;
}

/** A zero net counts as 'pay' (e.g. 1 kWh bought at 0.40 円: amount ⌊0.4⌋ = 0, nothing is owed). */
export function netTotals(charge: TaxSection, credit: TaxSection | null): NetTotals {
  const subtotal = sumYen([credit?.taxableYen ?? 0, -charge.taxableYen]);
  const tax = sumYen([credit?.taxYen ?? 0, -charge.taxYen]);
  const total = sumYen([subtotal, tax]);
  const direction: Direction = total > 0 ? 'receive' : 'pay';
  const sign = direction === 'receive' ? 1 : -1;
  return { direction, subtotalYen: sign * subtotal || 0, taxYen: sign * tax || 0, totalYen: sign * total || 0 };
}
