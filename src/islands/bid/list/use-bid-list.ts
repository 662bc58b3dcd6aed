import { getBids } from '../../api';
import { useQuery } from '../../hooks/use-query';
import { pageParams, type PageState } from '../shared/paging';
import type { BidListAnswer } from '../shared/types';

export interface BidListState {
  data: BidListAnswer | null;
  loading: boolean;
  /** What to say instead of the list when it could not be loaded. */
  failure: string | null;
  reload: () => void;
}

/**
 * The open auction, participation and the member's bids of one product, one page at a time, in
 * the order the member chose (`sort`, already checked against the list's columns) or by bid number.
 */
export function useBidList(productCd: number, page: PageState, sort?: string): BidListState {
  const key = JSON.stringify([productCd, page.page, page.size, sort]);
  const { data, loading, failure, reload } = useQuery(key, async (signal) => {
    const answer = await getBids({ productCd, ...pageParams(page), count: true, sort }, { signal });
    return { productCd, answer };
  });
  // Kept with its product so another product's rows never show while the next ones load.
  return { data: data?.productCd === productCd ? data.answer : null, loading, failure, reload };
}
