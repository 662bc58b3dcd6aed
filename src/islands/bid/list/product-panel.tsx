import { useEffect, useState } from 'react';
import type { GridSorting } from '../../grid/grid-types';
import { clampPage } from '../../grid/paging';
import Alert from 'react-bootstrap/Alert';
import type { CodesResponse } from '@/lib/schemas/codes';
import { phaseAt } from '../shared/auction-phase';
import { NO_AUCTION, notParticipatingMessage, productName } from '../shared/labels';
import type { PageState } from '../shared/paging';
import type { BidListAnswer } from '../shared/types';
import { useMarketClock } from '../shared/use-market-clock';
import { AuctionPanel } from './auction-panel';
import { BidsSection } from './bids-section';
import { AwaitingClearingBids } from './awaiting-clearing-bids';
import { BuyBidForm } from './buy-bid-form';
import { LinkButton } from '../shared/link-button';
import { DeleteDialog, type DeleteTarget, BID_DELETED } from './delete-dialog';
import { showInfo } from '../../stores/messages';

interface Props {
  productCd: number;
  data: BidListAnswer;
  loading: boolean;
  codes: CodesResponse | null;
  businessDate: string | undefined;
  page: PageState;
  onPage: (page: PageState) => void;
  sorting: GridSorting;
  onChanged: () => void;
}

/** One product's tab: auction and deadline, why entry is impossible (if it is), entry and the grid. */
export function ProductPanel(props: Props) {
  const { productCd, data, loading, codes, businessDate, page, onPage, sorting, onChanged } = props;
  const clock = useMarketClock(businessDate);
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const { auction, participating } = data;
  const now = auction ? phaseAt(auction, clock) : null;
  const open = participating && now?.phase === 'open';
  const count = data.count ?? data.bidList.length;

  // Deleting the last rows of the last page moves back to a page that still has rows.
  useEffect(() => {
    if (!loading && data.bidList.length === 0 && count > 0 && page.page > 1)
      onPage({ ...page, page: clampPage(page.page, count, page.size) });
  }, [loading, data.bidList.length, count, page, onPage]);

  return (
    <>
      {auction && now ? (
        <AuctionPanel auction={auction} now={now} ticking={clock !== null} />
      ) : (
        <Alert variant="info">{NO_AUCTION}</Alert>
      )}
      {!participating && (
        <Alert variant="warning" className="bid-not-participating">
          {notParticipatingMessage(productCd)}
        </Alert>
      )}
      {participating && auction && productCd !== 1 && (
        // The sell entry stands beside the buy form as an entry of its own (a generator
        // sells more than it buys): its own section, title and full-size button.
        <section className="bid-entry" aria-labelledby="sell-entry-title">
          <h2 id="sell-entry-title" className="bid-section-title">
            売り入札の登録
          </h2>
          <LinkButton variant="primary" href={`/bid/sell-bid/input?productCd=${productCd}`} disabled={!open}>
            売り入札
          </LinkButton>
        </section>
      )}
      {participating && auction && (
        <BuyBidForm
          key={`${productCd}-${auction.marketNo}`}
          productCd={productCd}
          auction={auction}
          codes={codes}
          disabled={!open}
          onChanged={onChanged}
        />
      )}
      <BidsSection
        productCd={productCd}
        bids={data.bidList}
        count={count}
        codes={codes}
        loading={loading}
        page={page}
        onPage={onPage}
        sorting={sorting}
        canChange={participating && auction !== null}
        enabled={open}
        onDelete={(bid) => setTarget({ kind: 'one', bid })}
        onDeleteAll={() => setTarget({ kind: 'all', count, productName: productName(codes, productCd) })}
      />
      {data.awaitingClearing.length > 0 && (
        <AwaitingClearingBids productCd={productCd} auctions={data.awaitingClearing} codes={codes} />
      )}
      <DeleteDialog
        productCd={productCd}
        target={target}
        onClose={() => setTarget(null)}
        onDeleted={() => {
          showInfo(BID_DELETED);
          onChanged();
        }}
      />
    </>
  );
}
