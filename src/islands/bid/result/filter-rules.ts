import { msg } from '@/lib/schemas/message-texts';

/** The result filters as typed (select values and text); marketNo and bidTypeCd are optional. */
export type ResultFilterValues = {
  fiscalYear: string;
  productCd: string;
  marketNo: string;
  bidTypeCd: string;
};

export interface ResultQuery {
  fiscalYear: number;
  productCd: number;
  marketNo?: number;
  bidTypeCd?: number;
}

/** Filters from the page's query string, with the target year and product to fall back on. */
export function filtersFrom(
  params: URLSearchParams,
  fallback: { fiscalYear: number; productCd: number },
  years: number[],
): ResultFilterValues {
  const year = Number(params.get('fiscalYear'));
  const product = Number(params.get('productCd'));
  const marketNo = params.get('marketNo') ?? '';
  const bidTypeCd = params.get('bidTypeCd') ?? '';
  return {
    fiscalYear: String(years.includes(year) ? year : fallback.fiscalYear),
    productCd: String([1, 2, 3].includes(product) ? product : fallback.productCd),
    marketNo: /^\d{1,9}$/.test(marketNo) ? marketNo : '',
    bidTypeCd: bidTypeCd === '1' || bidTypeCd === '2' ? bidTypeCd : '',
  };
}

export function resultFilterErrors(v: ResultFilterValues): Record<string, string> {
  const marketNo = v.marketNo.trim();
  return marketNo !== '' && !/^\d{1,9}$/.test(marketNo) ? { marketNo: msg.volumeInteger('市場番号') } : {};
}

export function toResultQuery(v: ResultFilterValues): ResultQuery {
  const marketNo = v.marketNo.trim();
  return {
    fiscalYear: Number(v.fiscalYear),
    productCd: Number(v.productCd),
    ...(marketNo ? { marketNo: Number(marketNo) } : {}),
    ...(v.bidTypeCd ? { bidTypeCd: Number(v.bidTypeCd) } : {}),
  };
}

/** The query string that reopens the same search, in the same order when the member chose one. */
export function searchOf(q: ResultQuery, sort?: string): string {
  const p = new URLSearchParams({ fiscalYear: String(q.fiscalYear), productCd: String(q.productCd) });
  if (q.marketNo !== undefined) p.set('marketNo', String(q.marketNo));
  if (q.bidTypeCd !== undefined) p.set('bidTypeCd', String(q.bidTypeCd));
  if (sort) p.set('sort', sort);
  return `?${p.toString()}`;
}
