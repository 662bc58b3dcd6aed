import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  balanceFilterForm,
  historyFilterForm,
  nfcFilterForm,
  toBalanceFilters,
  toHistoryFilters,
  toNfcFilters,
} from '@/islands/account/filters/filter-schemas';
import type { NegotiationValues } from '@/islands/account/negotiation/negotiation-form';
import { negotiationForm, toNegotiateRequest } from '@/islands/account/negotiation/negotiation-rules';
import { EMPTY_CERTIFICATE_FIELDS, type PublishValues } from '@/islands/account/publish/publish-form';
import { publishForm, toPublishRequest } from '@/islands/account/publish/publish-rules';

/** field path → message, as the form shows them. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const balance = {
  fiscalYear: '2026',
  productCd: '2',
  holdingClassCd: '',
  reType: '',
  prefectureCd: '',
  equipmentId: '',
};

describe('filter forms use the shared query schemas', () => {
  it('balance: optional filters blank, facility id half-width', () => {
    expect(messages(balanceFilterForm, balance)).toEqual({});
    expect(
      toBalanceFilters({ ...balance, holdingClassCd: '2', reType: '1', prefectureCd: '130001', equipmentId: 'N001' }),
    ).toEqual({
      fiscalYear: 2026,
      productCd: 2,
      holdingClassCd: 2,
      reType: 1,
      prefectureCd: '130001',
      equipmentId: 'N001',
    });
    expect(messages(balanceFilterForm, { ...balance, equipmentId: 'Ｎ００１' })).toEqual({
      equipmentId: '設備IDは半角で入力してください。',
    });
  });

  it('history: YYYY/MM/DD dates, in order', () => {
    const history = { ...balance, dateFrom: '2026/04/01', dateTo: '2026/4/30' };
    expect(toHistoryFilters(history)).toMatchObject({ dateFrom: '2026-04-01', dateTo: '2026-04-30' });
    expect(messages(historyFilterForm, { ...history, dateTo: '2026/03/31' })).toEqual({
      dateTo: '期間（終了）は期間（開始）以降の日付を入力してください。',
    });
    expect(messages(historyFilterForm, { ...history, dateFrom: '2026/02/30' })).toEqual({
      dateFrom: '期間（開始）はYYYY/MM/DD形式の日付で入力してください。',
    });
    expect(messages(historyFilterForm, { ...history, dateFrom: '', dateTo: '' })).toEqual({});
  });

  it('certificate list: both issue dates required', () => {
    const nfc = { fiscalYear: '2026', productCd: '2', dateFrom: '2026/04/01', dateTo: '2027/03/31', nfcTypeCd: '' };
    expect(toNfcFilters(nfc)).toEqual({
      fiscalYear: 2026,
      productCd: 2,
      dateFrom: '2026-04-01',
      dateTo: '2027-03-31',
      nfcTypeCd: undefined,
    });
    expect(messages(nfcFilterForm, { ...nfc, dateFrom: '', dateTo: ' ' })).toEqual({
      dateFrom: '発行日（開始）は必須入力です。',
      dateTo: '発行日（終了）は必須入力です。',
    });
  });
});

const line = (volume: string, availableVolume = 45_000, equipmentId = 'N0000001') => ({
  key: `2|${equipmentId}`,
  holdingClassCd: 2,
  equipmentId,
  equipmentName: '江田島第9水力発電所',
  availableVolume,
  volume,
});
const negotiation: NegotiationValues = {
  fiscalYear: '2026',
  productCd: '2',
  recipientMemberNumber: '1002',
  lines: [line('1,000')],
};

describe('transfer input (spec §5 volume messages)', () => {
  it('accepts grouped and full-width volumes and builds the request', () => {
    expect(messages(negotiationForm, negotiation)).toEqual({});
    expect(
      toNegotiateRequest({ ...negotiation, recipientMemberNumber: ' １００２ ', lines: [line('１，５００')] }),
    ).toEqual({
      recipientMemberNumber: '1002',
      fiscalYear: 2026,
      productCd: 2,
      lines: [{ holdingClassCd: 2, equipmentId: 'N0000001', volume: 1500 }],
    });
  });

  it('says exactly what is wrong with a volume', () => {
    const lines = [
      line('0', 45_000, 'A'),
      line('45001', 45_000, 'B'),
      line('', 45_000, 'C'),
      line('1.5', 45_000, 'D'),
      line('abc', 45_000, 'E'),
      line('45000', 45_000, 'F'),
    ];
    expect(messages(negotiationForm, { ...negotiation, lines })).toEqual({
      'lines.0.volume': '移転量は1kWh以上で入力してください。',
      'lines.1.volume': '指定可能な移転量上限を超過しています。',
      'lines.2.volume': '移転量は必須入力です。',
      'lines.3.volume': '移転量は整数で入力してください。',
      'lines.4.volume': '移転量は整数で入力してください。',
    });
  });

  it('needs a recipient, a non-FIT product and at least one line', () => {
    expect(messages(negotiationForm, { ...negotiation, recipientMemberNumber: '', productCd: '1', lines: [] })).toEqual(
      {
        recipientMemberNumber: '移転先取引会員番号は必須入力です。',
        productCd: 'FIT非化石証書は移転できません。',
        lines: '移転する明細を1件以上指定してください。',
      },
    );
  });
});

const publish: PublishValues = {
  fiscalYear: '2026',
  productCd: '2',
  ...EMPTY_CERTIFICATE_FIELDS,
  consumer: 'テスト需要家株式会社',
  officeName: '本社',
  demandLocation: '東京都千代田区丸の内一丁目１番１号',
  corporateNo: '1180301018771',
  lines: [line('5,000')],
};

describe('certificate issuing input', () => {
  it('asks for the demand-location fields, full-width, with a valid corporate number', () => {
    expect(messages(publishForm, publish)).toEqual({});
    expect(
      messages(publishForm, {
        ...publish,
        consumer: 'ABC',
        officeName: '',
        corporateNo: '1234567890123',
        businessNo: '03-11',
      }),
    ).toEqual({
      consumer: '需要家名は全角で入力してください。',
      officeName: '事業所名は必須入力です。',
      corporateNo: '法人番号が正しくありません。',
      businessNo: '供給地点特定番号は半角数字で入力してください。',
    });
  });

  it('asks only for the menu name for a power menu, and sends only its fields', () => {
    const menu = { ...publish, nfcTypeCd: '2' };
    expect(messages(publishForm, menu)).toEqual({ menuName: '電源メニュー名は必須入力です。' });
    expect(toPublishRequest({ ...menu, menuName: 'さくら再エネプラン', remarks: ' ' })).toEqual({
      fiscalYear: 2026,
      productCd: 2,
      nfcTypeCd: 2,
      useCd: 1,
      menuName: 'さくら再エネプラン',
      lines: [{ equipmentId: 'N0000001', volume: 5000 }],
    });
  });

  it('converts half-width digits and letters of the address to full width, refusing only what cannot be converted', () => {
    const typed = { ...publish, demandLocation: '東京都港区芝公園4-2-8 ABCﾋﾞﾙ' };
    expect(messages(publishForm, typed)).toEqual({ demandLocation: '需要場所住所は全角で入力してください。' });
    const convertible = { ...publish, demandLocation: ' 東京都港区芝公園4-2-8 ABC(3F) ' };
    expect(messages(publishForm, convertible)).toEqual({});
    expect(toPublishRequest(convertible).demandLocation).toBe('東京都港区芝公園４－２－８　ＡＢＣ（３Ｆ）');
  });

  it('uses the issuing wording for volumes', () => {
    expect(messages(publishForm, { ...publish, lines: [line('0'), line('50000', 45_000, 'B')] })).toEqual({
      'lines.0.volume': '発行量は1kWh以上で入力してください。',
      'lines.1.volume': '指定可能な発行量上限を超過しています。',
    });
  });
});
