import { useState } from 'react';
import type { CodesResponse } from '@/lib/schemas/codes';
import type { z } from 'zod';
import type { awaitingClearingAuction } from '@/lib/schemas/bids';
import { getBids } from '../../api';
import { PagedGrid } from '../../grid/paged-grid';
import { usePagedFetch } from '../../grid/use-paged-fetch';
import { CsvDownloadLink } from '../../account/csv/csv-download-link';
import { formatDateTime } from '../../ui/format';
import { FIRST_PAGE, type PageState } from '../shared/paging';
import { bidColumns } from './bid-columns';

type AwaitingAuction = z.output<typeof awaitingClearingAuction>;

/**
 * The member's bids in the product's closed auctions whose clearing is still to come: read-only
 * (the deadline has passed), each auction with its state, so a bid stays in sight from its close
 * until its result shows in 約定結果, while the next auction of the product is open above.
 */
export function AwaitingClearingBids(props: {
  productCd: number;
  auctions: AwaitingAuction[];
  codes: CodesResponse | null;
}) {
  return (
    <section className="bid-list-section" aria-labelledby="awaiting-clearing-title">
      <h2 className="bid-section-title" id="awaiting-clearing-title">
        約定処理待ちの入札
      </h2>
      <p className="form-text">
        入札受付を締め切り、約定処理を待っている市場の入札です。変更・削除はできません。約定処理の後は約定結果で確認できます。
      </p>
      {props.auctions.map((auction) => (
        <AwaitingAuctionBids key={auction.marketNo} productCd={props.productCd} auction={auction} codes={props.codes} />
      ))}
    </section>
  );
}

function AwaitingAuctionBids({
  productCd,
  auction,
  codes,
}: {
  productCd: number;
  auction: AwaitingAuction;
  codes: CodesResponse | null;
}) {
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const { marketNo } = auction;
  const result = usePagedFetch({ productCd, marketNo }, page.page, page.size, async (query, paging, signal) => {
    const answer = await getBids({ ...query, ...paging }, { signal });
    return { rows: answer.bidList, count: answer.count ?? answer.bidList.length };
  });
  const title = `市場番号 ${marketNo}（${auction.fiscalYear}年度 第${auction.roundNo}回）`;
  return (
    <div className="awaiting-auction">
      <h3 className="h6 mt-3">
        {title}：<span className="badge text-bg-secondary">締切・約定処理待ち</span>
        <span className="ms-2 fw-normal">締切 {formatDateTime(auction.closesAt)}</span>
      </h3>
      <PagedGrid
        idPrefix={`awaiting-${marketNo}`}
        caption={`${title}の約定処理待ちの入札`}
        columns={bidColumns(codes, null)}
        rows={result.rows}
        rowKey={(b) => String(b.bidNo)}
        count={result.count}
        page={page.page}
        pageSize={page.size}
        onPageChange={(p) => setPage({ ...page, page: p })}
        onPageSizeChange={(size) => setPage({ page: 1, size })}
        loading={result.loading}
        failure={result.failure}
        actions={
          <CsvDownloadLink idPrefix={`awaiting-${marketNo}`} path="/api/v1/bids/csv" params={{ productCd, marketNo }} />
        }
      />
    </div>
  );
}
