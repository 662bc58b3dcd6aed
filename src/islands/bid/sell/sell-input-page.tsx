import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { useSession } from '../../hooks/use-session';
import { phaseAt } from '../shared/auction-phase';
import { Loading } from '../shared/loading';
import { FIRST_PAGE } from '../shared/paging';
import { NO_AUCTION, notParticipatingMessage, productName } from '../shared/labels';
import { useCodes } from '../shared/use-codes';
import { useMarketClock } from '../shared/use-market-clock';
import { AuctionPanel } from '../list/auction-panel';
import { useBidList } from '../list/use-bid-list';
import { readSellDraft, type SellDraft } from './sell-draft';
import { SellForm } from './sell-form';
import { SellLinesForm } from './sell-lines-form';
import { readSellLinesDraft, type SellLinesDraft } from './sell-lines-draft';
import { BackToList } from './back-to-list';

interface Props {
  session: AuthSessionResponse | null;
  initialProductCd: 2 | 3;
}

/** /bid/sell-bid/input: a non-FIT sell bid from one of the member's authorized lines. */
export default function SellBidInputPage({ session: initial, initialProductCd }: Props) {
  const session = useSession(initial);
  const codes = useCodes();
  // 戻る from the confirm page brings the draft back, on its own product.
  const [draft] = useState<SellDraft | null>(() => readSellDraft());
  const [linesDraft] = useState<SellLinesDraft | null>(() => readSellLinesDraft());
  const [productCd, setProductCd] = useState<2 | 3>(draft?.productCd ?? linesDraft?.productCd ?? initialProductCd);
  // One line with its own volume, or several lines at one price (each its whole available volume).
  const [mode, setMode] = useState<'one' | 'lines'>(linesDraft ? 'lines' : 'one');
  const list = useBidList(productCd, FIRST_PAGE);
  const clock = useMarketClock(session?.businessDate);
  const auction = list.data?.auction ?? null;
  const now = auction ? phaseAt(auction, clock) : null;

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('productCd', String(productCd));
    window.history.replaceState(window.history.state, '', url);
  }, [productCd]);

  return (
    <div className="bid-sell">
      <Form.Group controlId="sell-product" className="bid-product-select">
        <Form.Label>商品</Form.Label>
        <Form.Select value={productCd} onChange={(e) => setProductCd(Number(e.currentTarget.value) as 2 | 3)}>
          {([2, 3] as const).map((cd) => (
            <option key={cd} value={cd}>
              {productName(codes, cd)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {!list.data ? (
        list.failure ? (
          <p className="load-failure" role="alert">
            {list.failure}
          </p>
        ) : (
          <Loading label="市場情報を読み込んでいます…" />
        )
      ) : !list.data.participating ? (
        <Alert variant="warning">{notParticipatingMessage(productCd)}</Alert>
      ) : !auction || !now ? (
        <Alert variant="info">{NO_AUCTION}</Alert>
      ) : (
        <>
          <AuctionPanel auction={auction} now={now} ticking={clock !== null} />
          <Form.Check
            type="switch"
            id="sell-mode-lines"
            role="switch"
            className="sell-mode"
            label="複数設備をまとめて入札する（同じ単価、各設備の入札可能量の全量）"
            checked={mode === 'lines'}
            onChange={(e) => setMode(e.currentTarget.checked ? 'lines' : 'one')}
          />
          {mode === 'one' ? (
            <SellForm
              key={`${productCd}-${auction.marketNo}`}
              productCd={productCd}
              auction={auction}
              codes={codes}
              disabled={now.phase !== 'open'}
              draft={draft?.productCd === productCd && draft.marketNo === auction.marketNo ? draft : null}
            />
          ) : (
            <SellLinesForm
              key={`${productCd}-${auction.marketNo}-lines`}
              productCd={productCd}
              auction={auction}
              codes={codes}
              disabled={now.phase !== 'open'}
              draft={
                linesDraft?.productCd === productCd && linesDraft.marketNo === auction.marketNo ? linesDraft : null
              }
            />
          )}
        </>
      )}
      {(!list.data || !list.data.participating || !auction) && <BackToList productCd={productCd} />}
    </div>
  );
}
