import { useCallback, useEffect, useState } from 'react';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { useSession } from '../../hooks/use-session';
import { BID_SORT_KEYS } from '@/lib/domain/grid/sort-order';
import { useGridSort } from '../../grid/use-grid-sort';
import { useUrlSort } from '../../grid/use-url-sort';
import { FIRST_PAGE } from '../shared/paging';
import { Loading } from '../shared/loading';
import { useCodes } from '../shared/use-codes';
import { clearSellDraft } from '../sell/sell-draft';
import { ProductPanel } from './product-panel';
import { ProductTabs } from './product-tabs';
import { useBidList } from './use-bid-list';

interface Props {
  session: AuthSessionResponse | null;
  /** From ?productCd=, so a reload (e.g. after a participation change) stays on the product. */
  initialProductCd: number;
  /** From ?sort=, so a reload keeps the order the member chose (checked against the list's columns here). */
  initialSort?: string;
}

/** /bid/list: per product, the open auction with its deadline, buy entry, and the member's bids. */
export default function BidListPage({ session: initial, initialProductCd, initialSort }: Props) {
  const session = useSession(initial);
  const codes = useCodes();
  const [productCd, setProductCd] = useState(initialProductCd);
  const [page, setPage] = useState(FIRST_PAGE);
  const toFirstPage = useCallback(() => setPage((p) => ({ ...p, page: 1 })), []);
  const sorting = useGridSort(useUrlSort(initialSort, toFirstPage), BID_SORT_KEYS);
  const list = useBidList(productCd, page, sorting.querySort);

  // Coming back to the list starts any later sell bid afresh.
  useEffect(() => clearSellDraft(), []);

  const selectProduct = (cd: number) => {
    setProductCd(cd);
    setPage(FIRST_PAGE);
    const url = new URL(window.location.href);
    url.searchParams.set('productCd', String(cd));
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <ProductTabs productCd={productCd} codes={codes} onChange={selectProduct}>
      {list.data ? (
        <ProductPanel
          productCd={productCd}
          data={list.data}
          loading={list.loading}
          codes={codes}
          businessDate={session?.businessDate}
          page={page}
          onPage={setPage}
          sorting={sorting}
          onChanged={list.reload}
        />
      ) : list.failure ? (
        <p className="load-failure" role="alert">
          {list.failure}
        </p>
      ) : (
        <Loading label="入札情報を読み込んでいます…" />
      )}
    </ProductTabs>
  );
}
