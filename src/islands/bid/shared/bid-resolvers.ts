import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { PriceBand } from '@/lib/domain/auction/bid-rules';
import { buyBidForm, sellBidForm } from '@/lib/schemas/bid-form';
import type { FormErrors, Validate } from '../../hooks/use-text-form';

/*
 * The bid forms' rules: zodResolver with the shared bid-form schemas, as the forms' checks
 * (useTextForm). The forms fetch this module (and zod with it) when first checked, through
 * lazyValidate and loadBidResolvers, not with the page.
 */
export const buyResolver = (band: PriceBand | null, productCd: number) => zodResolver(buyBidForm(band, productCd));

export const sellResolver = (band: PriceBand | null, line: { equipmentId: string; availableVolume: number } | null) =>
  zodResolver(sellBidForm(band, line));

/** A resolver's messages by dotted path ("preferences.0.equipmentId"), the first per field. */
export function messagesOf(errors: FieldErrors, prefix = '', into: FormErrors = {}): FormErrors {
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('type' in error && typeof error.message === 'string') into[path] = error.message;
    else messagesOf(error as FieldErrors, path, into);
  }
  return into;
}

/** A resolver as useTextForm's check. */
export function validateWith<V extends FieldValues>(resolver: Resolver<V>): Validate<V> {
  return async (values) => {
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    return messagesOf(result.errors);
  };
}
