import { zodResolver } from '@hookform/resolvers/zod';
import type { PriceBand } from '@/lib/domain/auction/bid-rules';
import { buyBidForm, sellBidForm } from '@/lib/schemas/bid-form';

/*
 * The bid forms' resolvers: zodResolver with the shared bid-form schemas. The forms fetch this
 * module (and zod with it) when first checked, through lazyResolver and
 * loadBidResolvers, not with the page.
 */
export const buyResolver = (band: PriceBand | null, productCd: number) => zodResolver(buyBidForm(band, productCd));

export const sellResolver = (band: PriceBand | null, line: { equipmentId: string; availableVolume: number } | null) =>
  zodResolver(sellBidForm(band, line));
