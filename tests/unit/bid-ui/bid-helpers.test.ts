import { describe, expect, it } from 'vitest';
import { phaseAt } from '@/islands/bid/shared/auction-phase';
import { placeFieldErrors } from '@/islands/hooks/field-errors';
import { describePreference, trackingSummary } from '@/islands/bid/shared/tracking-text';
import { filtersFrom, resultFilterErrors, searchOf, toResultQuery } from '@/islands/bid/result/filter-rules';
import { priceLine } from '@/islands/bid/result/market-summary-card';
import { initialProductCd } from '@/components/bid/initial-product';
import type { CodesResponse } from '@/lib/schemas/codes';
import type { AuthSessionResponse } from '@/lib/schemas/auth';

const auction = { state: 'open' as const, opensAt: '2026-11-20T10:00:00+09:00', closesAt: '2026-11-27T15:00:00+09:00' };
const at = (iso: string) => Date.parse(iso);

describe('auction phase on the market clock', () => {
  it('moves from scheduled to open to closed at the window edges; the closing instant is already late', () => {
    expect(phaseAt(auction, at('2026-11-20T09:59:59+09:00'))).toEqual({ phase: 'scheduled', remainingMs: 1000 });
    expect(phaseAt(auction, at('2026-11-27T14:59:59+09:00'))).toEqual({ phase: 'open', remainingMs: 1000 });
    expect(phaseAt(auction, at('2026-11-27T15:00:00+09:00'))).toEqual({ phase: 'closed', remainingMs: 0 });
  });

  it('trusts the server for closed and cleared, and its state before the clock runs', () => {
    expect(phaseAt({ ...auction, state: 'closed' }, at('2026-11-21T00:00:00+09:00')).phase).toBe('closed');
    expect(phaseAt({ ...auction, state: 'cleared' }, null).phase).toBe('closed');
    expect(phaseAt(auction, null)).toEqual({ phase: 'open', remainingMs: 0 });
  });
});

describe('form error helpers', () => {
  it('places a 422 answer on known fields and returns the rest', () => {
    const placed: [string, string][] = [];
    const rest = placeFieldErrors(
      [
        { field: 'unitPrice', message: '単価は0.40円/kWh以上で入力してください。' },
        { field: 'preferences[0].equipmentId', message: '設備なし' },
        { field: 'other', message: '別の問題' },
        { field: 'other2', message: '別の問題' },
      ],
      (p) => p === 'unitPrice' || p.startsWith('preferences.'),
      (p, m) => placed.push([p, m]),
    );
    expect(placed).toEqual([
      ['unitPrice', '単価は0.40円/kWh以上で入力してください。'],
      ['preferences.0.equipmentId', '設備なし'],
    ]);
    expect(rest).toEqual(['別の問題']);
  });
});

describe('tracking preference summary', () => {
  const codes = {
    municipalityInfo: {
      prefectureList: [{ prefectureCd: '010006', prefectureName: '北海道', displayOrder: 2 }],
      municipalityList: [{ municCd: '011002', prefectureCd: '010006', prefectureName: '北海道', municName: '札幌市' }],
    },
    reTypeList: [{ reTypeCd: 1, reTypeName: '太陽光' }],
    plantGroupList: [{ plantGroupCd: 1, plantGroupName: '再生可能エネルギー' }],
  } as unknown as CodesResponse;

  it('names a facility id or the conditions', () => {
    expect(describePreference({ equipmentId: 'F0001' }, codes)).toBe('設備ID F0001');
    expect(
      describePreference({ prefectureCd: '010006', municipalityCd: '011002', reTypeCd: 1, plantGroupCd: 1 }, codes),
    ).toBe('北海道 札幌市・太陽光・再生可能エネルギー');
    expect(describePreference({ reTypeCd: 1 }, null)).toBe('1');
  });

  it('lists 第1希望 and 第2希望, or the sell line', () => {
    expect(
      trackingSummary({ equipmentId: null, preferences: [{ equipmentId: 'F1' }, { reTypeCd: 1 }] }, codes),
    ).toEqual(['第1希望: 設備ID F1', '第2希望: 太陽光']);
    expect(trackingSummary({ equipmentId: 'N0001', preferences: null }, codes)).toEqual(['設備ID N0001']);
    expect(trackingSummary({ equipmentId: null, preferences: null }, codes)).toEqual([]);
  });
});

describe('result filters', () => {
  it('reads the query string, falling back on the defaults for anything unknown', () => {
    const params = new URLSearchParams('fiscalYear=2025&productCd=9&marketNo=abc&bidTypeCd=2');
    expect(filtersFrom(params, { fiscalYear: 2026, productCd: 2 }, [2026, 2025])).toEqual({
      fiscalYear: '2025',
      productCd: '2',
      marketNo: '',
      bidTypeCd: '2',
    });
    expect(filtersFrom(new URLSearchParams('fiscalYear=1999'), { fiscalYear: 2026, productCd: 1 }, [2026])).toEqual({
      fiscalYear: '2026',
      productCd: '1',
      marketNo: '',
      bidTypeCd: '',
    });
  });

  it('checks the market number and builds the query and its URL', () => {
    expect(resultFilterErrors({ fiscalYear: '2026', productCd: '1', marketNo: '20261a', bidTypeCd: '' })).toEqual({
      marketNo: '市場番号は整数で入力してください。',
    });
    const q = toResultQuery({ fiscalYear: '2026', productCd: '2', marketNo: ' 202612 ', bidTypeCd: '' });
    expect(q).toEqual({ fiscalYear: 2026, productCd: 2, marketNo: 202612 });
    expect(searchOf(q)).toBe('?fiscalYear=2026&productCd=2&marketNo=202612');
  });

  it('words the clearing price: one price for single price, a range for multi price', () => {
    expect(
      priceLine({
        method: 'single-price',
        clearingPrice: 0.85,
        minContractPrice: 0.85,
        maxContractPrice: 0.85,
        withheld: [],
      }),
    ).toEqual(['約定価格', '0.85円/kWh']);
    expect(
      priceLine({
        method: 'multi-price',
        clearingPrice: null,
        minContractPrice: 0.4,
        maxContractPrice: 1.2,
        withheld: [],
      }),
    ).toEqual(['約定価格帯', '0.40～1.20円/kWh']);
    expect(
      priceLine({
        method: 'multi-price',
        clearingPrice: null,
        minContractPrice: null,
        maxContractPrice: null,
        withheld: [],
      }),
    ).toEqual(['約定価格帯', '－']);
  });

  it('says 非公開 for a price the disclosure rule withholds, as the public results page does', () => {
    const withheld = {
      clearingPrice: null,
      minContractPrice: null,
      maxContractPrice: null,
      withheld: ['contract' as const],
    };
    expect(priceLine({ method: 'single-price', ...withheld })).toEqual(['約定価格', '非公開']);
    expect(priceLine({ method: 'multi-price', ...withheld })).toEqual(['約定価格帯', '非公開']);
  });
});

describe('initial product of a bid page', () => {
  const session = (fit: boolean, nonFit: boolean) =>
    ({ organizationInfo: { fitParticipation: fit, nonFitParticipation: nonFit } }) as AuthSessionResponse;
  it('takes ?productCd= when allowed, else the first product the member trades', () => {
    expect(initialProductCd('3', session(true, true))).toBe(3);
    expect(initialProductCd(null, session(false, true))).toBe(2);
    expect(initialProductCd('x', session(true, false))).toBe(1);
    expect(initialProductCd('1', session(true, true), [2, 3])).toBe(2);
    expect(initialProductCd(null, null)).toBe(1);
  });
});
