import { floorDiv, toSafeNumber } from './exact';
import { requireKwh, requirePriceCents, requireYen, type Kwh, type PriceCents, type Yen } from './units';

/*
 * THE rounding rules of the exchange. Every yen figure on a statement comes from these three
 * functions; nothing else in the code base may round money.
 *
 * 1. Contract amount (約定金額) of one contract line:
 *      amountYen = ⌊priceCents × volumeKwh / 100⌋       fractions of a yen are truncated.
 * 2. Trading fee (取引手数料), 0.001 円/kWh of contracted volume, charged to buyer and seller alike,
 *    computed per contract line:
 *      feeYen = ⌊volumeKwh × 1 / 1000⌋                   so a line under 1,000 kWh pays no fee.
 * 3. Consumption tax (消費税), 10 %, computed once per tax rate per invoice section on the sum of
 *    that section's line totals (the qualified-invoice rule: one rounding per rate per invoice):
 *      taxYen = ⌊taxableYen × 10 / 100⌋                 rounded down to the yen.
 * All three are non-negative here; floor and truncation coincide.
 */

/** Fee rate in thousandths of a yen per kWh: 0.001 円/kWh. */
export const FEE_MILLI_YEN_PER_KWH = 1;
export const CONSUMPTION_TAX_RATE_PERCENT = 10;

export function contractAmountYen(priceCents: PriceCents, volumeKwh: Kwh): Yen {
  requirePriceCents(priceCents);
  requireKwh(volumeKwh);
  return toSafeNumber(floorDiv(BigInt(priceCents) * BigInt(volumeKwh), 100n), 'contract amount');
}

export function tradingFeeYen(volumeKwh: Kwh): Yen {
  requireKwh(volumeKwh);
  return toSafeNumber(floorDiv(BigInt(volumeKwh) * BigInt(FEE_MILLI_YEN_PER_KWH), 1000n), 'trading fee');
}

export function consumptionTaxYen(taxableYen: Yen, ratePercent: number = CONSUMPTION_TAX_RATE_PERCENT): Yen {
  requireYen(taxableYen, 'taxable amount');
  if (taxableYen < 0) throw new RangeError(`Taxable amount must not be negative: ${taxableYen}`);
  if (!Number.isSafeInteger(ratePercent) || ratePercent < 0) throw new RangeError(`Bad tax rate: ${ratePercent}`);
  return toSafeNumber(floorDiv(BigInt(taxableYen) * BigInt(ratePercent), 100n), 'consumption tax');
}
