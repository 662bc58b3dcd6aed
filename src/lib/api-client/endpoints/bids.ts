import type { DownloadedFile } from '../download';
import { download, request } from '../http';
import { requireParams, requireValue } from '../required';
import type { CallOptions, CsvParams, PageParams } from '../types';
import type { z } from 'zod';
import type {
  bidBuyRequest as bidBuyRequestSchema,
  bidDeleteResponse,
  bidEntryResponse,
  bidListResponse,
  bidNonFitSellLinesRequest,
  bidNonFitSellRequest,
  bidSellLinesResponse,
  bidResultResponse,
  marketCurveResponse,
} from '../../schemas/bids';

export interface BidDeleteQuery {
  productCd: number;
  bidNo?: string | number;
}
/**
 * `sort`: a sortable column of the list, descending with a leading minus (`-unitPrice`);
 * `marketNo`: an uncleared auction of the product other than the current one.
 */
export type BidListQuery = { productCd: number; marketNo?: number; sort?: string } & PageParams;
export type BidResultQuery = {
  fiscalYear: number;
  productCd: number;
  marketNo?: string | number;
  bidTypeCd?: number;
  sort?: string;
} & PageParams;

export function postBidBuy(
  bidBuyRequest: z.input<typeof bidBuyRequestSchema>,
  options?: CallOptions,
): Promise<z.output<typeof bidEntryResponse>> {
  requireValue('postBidBuy', 'bidBuyRequest', bidBuyRequest);
  return request({ method: 'POST', path: '/api/v1/bids/buy', body: bidBuyRequest, options });
}

export function postBidNonFitSell(
  bidNonFITSellRequest: z.input<typeof bidNonFitSellRequest>,
  options?: CallOptions,
): Promise<z.output<typeof bidEntryResponse>> {
  requireValue('postBidNonFitSell', 'bidNonFITSellRequest', bidNonFITSellRequest);
  return request({ method: 'POST', path: '/api/v1/bids/non-fit-sell', body: bidNonFITSellRequest, options });
}

/** Several lines at one price in one submission: every bid is entered or none is. */
export function postBidNonFitSellLines(
  sellLinesRequest: z.input<typeof bidNonFitSellLinesRequest>,
  options?: CallOptions,
): Promise<z.output<typeof bidSellLinesResponse>> {
  requireValue('postBidNonFitSellLines', 'sellLinesRequest', sellLinesRequest);
  return request({ method: 'POST', path: '/api/v1/bids/non-fit-sell/lines', body: sellLinesRequest, options });
}

export function deleteBid(
  params: BidDeleteQuery,
  options?: CallOptions,
): Promise<z.output<typeof bidDeleteResponse> | undefined> {
  requireParams('deleteBid', params, ['productCd']);
  return request({ method: 'DELETE', path: '/api/v1/bids', query: { ...params }, options });
}

export function getBids(params: BidListQuery, options?: CallOptions): Promise<z.output<typeof bidListResponse>> {
  requireParams('getBids', params, ['productCd', 'offset', 'limit', 'count']);
  return request({ method: 'GET', path: '/api/v1/bids', query: { ...params }, retryable: true, options });
}

export function getBidResults(
  params: BidResultQuery,
  options?: CallOptions,
): Promise<z.output<typeof bidResultResponse>> {
  requireParams('getBidResults', params, ['fiscalYear', 'productCd', 'offset', 'limit', 'count']);
  return request({ method: 'GET', path: '/api/v1/bid-results', query: { ...params }, retryable: true, options });
}

/** 約定結果 CSV of the screen's conditions (paging and sort do not apply). */
export function getBidResultsCsv(
  params: Omit<BidResultQuery, 'sort' | keyof PageParams> & CsvParams,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getBidResultsCsv', params, ['fiscalYear', 'productCd']);
  return download({ method: 'GET', path: '/api/v1/bid-results/csv', query: { ...params }, retryable: true, options });
}

/** Supply and demand step curves of a cleared auction, with the member's own bids (marketCurveResponse). */
export function getMarketCurve(
  params: { marketNo: number },
  options?: CallOptions,
): Promise<z.output<typeof marketCurveResponse>> {
  requireParams('getMarketCurve', params, ['marketNo']);
  return request({
    method: 'GET',
    path: '/api/v1/bid-results/curve',
    query: { ...params },
    retryable: true,
    // A member who did not bid in the auction is not shown its curves: the screen says so itself.
    handOver: (status, code) => status === 403 && code === 'C_BD_006',
    options,
  });
}
