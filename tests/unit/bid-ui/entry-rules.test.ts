import { describe, expect, it } from 'vitest';
import { emptyBuyForm, toBuyRequest, type BuyFormValues } from '@/islands/bid/list/buy-form-values';
import type { SellFormValues, SellLine } from '@/islands/bid/sell/sell-draft';
import type { PriceBand } from '@/lib/domain/auction';
import { parseKwh, parsePriceCents } from '@/lib/domain/money';
import { buyBidForm, LINE_REQUIRED, sellBidForm, unitPriceText, volumeText } from '@/lib/schemas/bid-form';

/*
 * The bid forms' schemas (zod/mini, what zodResolver runs in the browser), read as the form shows
 * them: the first message of each field path.
 */
type Schema = {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
function errorsOf(schema: Schema, values: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}
function checkUnitPrice(text: string, band: PriceBand | null) {
  const message = errorsOf(unitPriceText(band), text)[''];
  if (message) return { ok: false, message };
  const parsed = parsePriceCents(text.trim());
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}
function checkVolume(text: string, max?: number) {
  const message = errorsOf(volumeText(max), text)[''];
  if (message) return { ok: false, message };
  const parsed = parseKwh(text);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}
const buyFormErrors = (values: BuyFormValues, band: PriceBand | null, productCd: number) =>
  errorsOf(buyBidForm(band, productCd), values);
const sellFormErrors = (values: SellFormValues, band: PriceBand | null, line: SellLine | null) =>
  errorsOf(sellBidForm(band, line), values);

const FIT = { minPriceCents: 40, maxPriceCents: 400 };
const NON_FIT = { minPriceCents: 60, maxPriceCents: 130 };

describe('unit price and volume checks (spec §5 wording)', () => {
  it('words the band limits with two decimals', () => {
    expect(checkUnitPrice('0.39', FIT)).toEqual({ ok: false, message: '単価は0.40円/kWh以上で入力してください。' });
    expect(checkUnitPrice('4.01', FIT)).toEqual({ ok: false, message: '単価は4.00円/kWh以下で入力してください。' });
    expect(checkUnitPrice('1.31', NON_FIT)).toEqual({ ok: false, message: '単価は1.30円/kWh以下で入力してください。' });
    expect(checkUnitPrice('0.4', FIT)).toEqual({ ok: true, value: 40 });
    expect(checkUnitPrice(' 1.30 ', NON_FIT)).toEqual({ ok: true, value: 130 });
  });

  it('rejects a blank or malformed price before the band', () => {
    expect(checkUnitPrice('', FIT)).toEqual({ ok: false, message: '単価は必須入力です。' });
    for (const text of ['1.234', 'abc', '-1', '１．２３４', '1.']) {
      expect(checkUnitPrice(text, FIT)).toEqual({
        ok: false,
        message: '単価は小数点以下2桁までの数値で入力してください。',
      });
    }
    expect(checkUnitPrice('9.99', null)).toEqual({ ok: true, value: 999 });
  });

  it('takes prices and volumes typed full-width', () => {
    expect(checkUnitPrice('１．２０', null)).toEqual({ ok: true, value: 120 });
    expect(checkVolume('１，０００')).toEqual({ ok: true, value: 1_000 });
  });

  it('takes whole kWh, grouped or not, from the bid minimum up to the limit', () => {
    expect(checkVolume('')).toEqual({ ok: false, message: '入札量は必須入力です。' });
    expect(checkVolume('999')).toEqual({ ok: false, message: '入札量は1,000kWh以上で入力してください。' });
    expect(checkVolume('1.5')).toEqual({ ok: false, message: '入札量は整数で入力してください。' });
    expect(checkVolume('1,000')).toEqual({ ok: true, value: 1000 });
    expect(checkVolume('12001', 12_000)).toEqual({ ok: false, message: '指定可能な入札量上限を超過しています。' });
    expect(checkVolume('99999999999999999999')).toEqual({
      ok: false,
      message: '指定可能な入札量上限を超過しています。',
    });
  });
});

describe('buy form', () => {
  const form = (patch: Partial<BuyFormValues>): BuyFormValues => ({
    ...emptyBuyForm(),
    unitPrice: '1.00',
    volume: '5000',
    ...patch,
  });

  it('checks price and volume for every product', () => {
    expect(buyFormErrors(form({ unitPrice: '0.39', volume: '10' }), FIT, 1)).toEqual({
      unitPrice: '単価は0.40円/kWh以上で入力してください。',
      volume: '入札量は1,000kWh以上で入力してください。',
    });
    expect(buyFormErrors(form({}), NON_FIT, 2)).toEqual({});
  });

  it('checks FIT tracking preferences: a facility id, or at least one condition, and 第1希望 first', () => {
    const values = form({});
    values.preferences[0] = { ...values.preferences[0]!, mode: 'equipment', equipmentId: '' };
    values.preferences[1] = { ...values.preferences[1]!, mode: 'conditions' };
    expect(buyFormErrors(values, FIT, 1)).toEqual({
      'preferences.0.equipmentId': '設備IDは必須入力です。',
      'preferences.1.prefectureCd': '都道府県・市区町村・再エネ種別・電源区分のいずれかを指定してください。',
    });
    values.preferences[0] = { ...values.preferences[0]!, equipmentId: 'ＦＩＴ１' };
    expect(buyFormErrors(values, FIT, 1)['preferences.0.equipmentId']).toBe('設備IDは半角で入力してください。');
    const second = form({});
    second.preferences[1] = { ...second.preferences[1]!, mode: 'conditions', reTypeCd: '1' };
    expect(buyFormErrors(second, FIT, 1)).toEqual({
      'preferences.1.mode': '第2希望を指定する場合は、第1希望も指定してください。',
    });
  });

  it('ignores preferences on non-FIT products', () => {
    const values = form({});
    values.preferences[0] = { ...values.preferences[0]!, mode: 'equipment' };
    expect(buyFormErrors(values, NON_FIT, 3)).toEqual({});
  });

  it('builds bidBuyRequest with the price as two-decimal text and only the chosen fields', () => {
    const values = form({});
    values.preferences[0] = {
      mode: 'conditions',
      equipmentId: 'stale',
      prefectureCd: '130001',
      municipalityCd: '',
      reTypeCd: '1',
      plantGroupCd: '',
    };
    values.preferences[1] = {
      mode: 'equipment',
      equipmentId: ' F0001 ',
      prefectureCd: '130001',
      municipalityCd: '',
      reTypeCd: '',
      plantGroupCd: '',
    };
    expect(toBuyRequest(values, 1, 85, 5000)).toEqual({
      productCd: 1,
      unitPrice: '0.85',
      volume: 5000,
      preferences: [{ prefectureCd: '130001', reTypeCd: 1 }, { equipmentId: 'F0001' }],
    });
    expect(toBuyRequest(form({}), 1, 100, 1000)).toEqual({ productCd: 1, unitPrice: '1.00', volume: 1000 });
    expect(toBuyRequest(values, 2, 60, 1000)).toEqual({ productCd: 2, unitPrice: '0.60', volume: 1000 });
  });
});

describe('sell form', () => {
  const line = {
    equipmentId: 'N0001',
    equipmentName: '発電所',
    reTypeCd: 1,
    prefectureCd: '130001',
    availableVolume: 12_000,
  };

  it('needs a chosen line and keeps the volume within its available volume', () => {
    expect(sellFormErrors({ equipmentId: '', unitPrice: '1.00', volume: '1000' }, NON_FIT, null)).toEqual({
      equipmentId: LINE_REQUIRED,
    });
    expect(sellFormErrors({ equipmentId: 'N0001', unitPrice: '0.59', volume: '12001' }, NON_FIT, line)).toEqual({
      unitPrice: '単価は0.60円/kWh以上で入力してください。',
      volume: '指定可能な入札量上限を超過しています。',
    });
    expect(sellFormErrors({ equipmentId: 'N0001', unitPrice: '0.60', volume: '12,000' }, NON_FIT, line)).toEqual({});
  });
});
