import { zodResolver } from '@hookform/resolvers/zod';
import type { PriceBand } from '@/lib/domain/auction/bid-rules';
import { buyBidForm, sellBidForm, sellLinesForm } from '@/lib/schemas/bid-form';

/*
 * The bid forms' rules: zodResolver with the shared bid-form schemas, react-hook-form's resolvers.
 * The forms fetch this module (and zod with it) when first checked, through lazyResolver and
 * loadBidResolvers, not with the page.
 */

/** The form's own text goes on to its submit handler, which converts it (not the schema's output). */
const RAW = { raw: true } as const;

export const buyResolver = (band: PriceBand | null, productCd: number) =>
  zodResolver(buyBidForm(band, productCd), undefined, RAW);

export const sellResolver = (band: PriceBand | null, line: { equipmentId: string; availableVolume: number } | null) =>
  zodResolver(sellBidForm(band, line), undefined, RAW);

export const sellLinesResolver = (band: PriceBand | null) => zodResolver(sellLinesForm(band), undefined, RAW);
