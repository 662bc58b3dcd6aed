import Alert from 'react-bootstrap/Alert';
import { URGENT_MS, type PhaseNow } from '../shared/auction-phase';
import { describeRemaining, formatRemaining } from '../shared/countdown';
import type { AuctionInfo } from '../shared/types';
import { formatDateTime } from '../../ui/format';

interface Props {
  auction: AuctionInfo;
  now: PhaseNow;
  /** False during the server render and hydration: no time is shown that could be stale. */
  ticking: boolean;
}

const CLOSED_MESSAGE = '受付は終了しました。';

/** The auction being bid: its numbers, the bidding window and the deadline with a live countdown. */
export function AuctionPanel({ auction, now, ticking }: Props) {
  const urgent = now.phase === 'open' && ticking && now.remainingMs < URGENT_MS;
  return (
    <section className="bid-auction" aria-labelledby="bid-auction-title">
      <h2 id="bid-auction-title" className="bid-section-title">
        市場情報
      </h2>
      <div className="bid-auction-body">
        <dl className="bid-facts">
          <dt>市場番号</dt>
          <dd>{auction.marketNo}</dd>
          <dt>対象年度</dt>
          <dd>{auction.fiscalYear}年度</dd>
          <dt>開催回</dt>
          <dd>第{auction.roundNo}回</dd>
          <dt>受付期間</dt>
          <dd>
            {formatDateTime(auction.opensAt)} ～ {formatDateTime(auction.closesAt)}
          </dd>
        </dl>
        <div
          className={['bid-deadline', urgent ? 'is-urgent' : '', now.phase === 'closed' ? 'is-closed' : ''].join(' ')}
        >
          <p className="bid-deadline-label">締切</p>
          <p className="bid-deadline-time">{formatDateTime(auction.closesAt)}</p>
          <Countdown now={now} ticking={ticking} />
        </div>
      </div>
      {now.phase === 'closed' && (
        <Alert variant="warning" className="bid-closed mt-3 mb-0" role="alert">
          {CLOSED_MESSAGE}
        </Alert>
      )}
      {now.phase === 'scheduled' && (
        <Alert variant="info" className="mt-3 mb-0">
          受付開始前です。{formatDateTime(auction.opensAt)}から入札できます。
        </Alert>
      )}
    </section>
  );
}

function Countdown({ now, ticking }: { now: PhaseNow; ticking: boolean }) {
  if (now.phase === 'closed') return <p className="bid-countdown">受付終了</p>;
  const label = now.phase === 'scheduled' ? '受付開始まで' : '残り';
  const text = ticking ? formatRemaining(now.remainingMs) : '--:--:--';
  return (
    <p className="bid-countdown">
      <span>{label}</span> {/* role=timer is not announced every second; the label gives the whole value on demand. */}
      <span
        role="timer"
        className="bid-countdown-value"
        aria-label={ticking ? `${label}${describeRemaining(now.remainingMs)}` : undefined}
      >
        {text}
      </span>
    </p>
  );
}
