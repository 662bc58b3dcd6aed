import { describe, expect, it } from 'vitest';
import type { FieldValues, Resolver } from 'react-hook-form';
import { buyResolver, sellResolver } from '@/islands/bid/shared/bid-resolvers';
import { emptyBuyForm } from '@/islands/bid/list/buy-form-values';
import { messageAt } from '@/islands/hooks/field-errors';

const band = { minPriceCents: 30, maxPriceCents: 400 };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

/** The messages a resolver gives react-hook-form, by dotted path, for the paths asked about. */
async function messages<V extends FieldValues>(resolver: Resolver<V>, values: V, paths: string[]) {
  const { errors } = await resolver(values, undefined, OPTIONS);
  return Object.fromEntries(paths.map((p) => [p, messageAt(errors, p)]).filter(([, m]) => m));
}

describe('bid forms checked by zodResolver with the shared schemas (react-hook-form resolvers)', () => {
  const paths = ['unitPrice', 'volume', 'preferences.0.mode', 'preferences.0.equipmentId', 'preferences.1.equipmentId'];

  it('answers each broken field at its path, the preferences included, and hands on the text as typed', async () => {
    const values = emptyBuyForm();
    values.unitPrice = '9.99';
    values.volume = '';
    values.preferences[0] = { ...values.preferences[0]!, mode: 'equipment', equipmentId: '' };
    const found = await messages(buyResolver(band, 1), values, paths);
    expect(Object.keys(found).sort()).toEqual(['preferences.0.equipmentId', 'unitPrice', 'volume']);
    for (const message of Object.values(found)) expect(message).toMatch(/[ぁ-んァ-ン一-龯]/);
    const valid = { ...emptyBuyForm(), unitPrice: ' 1.50', volume: '1,000' };
    expect(await buyResolver(band, 2)(valid, undefined, OPTIONS)).toEqual({ values: valid, errors: {} });
  });

  it('answers nothing for a bid within the band', async () => {
    const result = await buyResolver(band, 2)(
      { ...emptyBuyForm(), unitPrice: '1.50', volume: '1,000' },
      undefined,
      OPTIONS,
    );
    expect(result.errors).toEqual({});
  });

  it('holds a sell bid to the chosen line’s free volume', async () => {
    const resolver = sellResolver(band, { equipmentId: 'N-1', availableVolume: 5_000 });
    const over = await messages(resolver, { equipmentId: 'N-1', unitPrice: '1.00', volume: '5001' }, paths);
    expect(Object.keys(over)).toEqual(['volume']);
    expect(
      (await resolver({ equipmentId: 'N-1', unitPrice: '1.00', volume: '5000' }, undefined, OPTIONS)).errors,
    ).toEqual({});
  });
});
