import { describe, expect, it } from 'vitest';
import { buyResolver, sellResolver, validateWith } from '@/islands/bid/shared/bid-resolvers';
import { emptyBuyForm } from '@/islands/bid/list/buy-form-values';

const band = { minPriceCents: 30, maxPriceCents: 400 };

describe('bid forms checked by zodResolver with the shared schemas, as useTextForm checks them', () => {
  it('answers each broken field by its dotted path, the preferences included', async () => {
    const check = validateWith(buyResolver(band, 1));
    const values = emptyBuyForm();
    values.unitPrice = '9.99';
    values.volume = '';
    values.preferences[0] = { ...values.preferences[0]!, mode: 'equipment', equipmentId: '' };
    const errors = await check(values);
    expect(Object.keys(errors).sort()).toEqual(['preferences.0.equipmentId', 'unitPrice', 'volume']);
    for (const message of Object.values(errors)) expect(message).toMatch(/[ぁ-んァ-ン一-龯]/);
  });

  it('answers nothing for a bid within the band', async () => {
    const check = validateWith(buyResolver(band, 2));
    expect(await check({ ...emptyBuyForm(), unitPrice: '1.50', volume: '1,000' })).toEqual({});
  });

  it('holds a sell bid to the chosen line’s free volume', async () => {
    const check = validateWith(sellResolver(band, { equipmentId: 'N-1', availableVolume: 5_000 }));
    expect(Object.keys(await check({ equipmentId: 'N-1', unitPrice: '1.00', volume: '5001' }))).toEqual(['volume']);
    expect(await check({ equipmentId: 'N-1', unitPrice: '1.00', volume: '5000' })).toEqual({});
  });
});
