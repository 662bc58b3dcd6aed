import Table from 'react-bootstrap/Table';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DateTimeField } from '../../ui/date-time-field';
import { dateTimeFormatMessage, parseDateTimeText, toIsoDateTimeText } from '../../ui/date-time-text';
import { STATE_NAMES } from '@/lib/domain/auction/auction-labels';
import { formatKwh, groupDigits } from '@/lib/domain/money';
import type { AdminRound, AdminRoundAuction } from '@/lib/schemas/admin-rounds';
import { productName } from '../../bid/shared/labels';
import { formatJstMinute } from '@/lib/domain/console/console-change';
import { closeChange, openChange, reopenChange, type PendingRoundChange } from './round-changes';

type Request = (change: PendingRoundChange) => void;

/** One round: its auctions' windows, states and book summaries (no prices), with their window changes. */
export function RoundCard({ round, onRequest }: { round: AdminRound; onRequest: Request }) {
  const heading = `${round.fiscalYear}年度 第${round.roundNo}回`;
  return (
    <section className="admin-card" aria-label={heading}>
      <h2 className="h5">{heading}</h2>
      <Table responsive size="sm" className="admin-table mb-0">
        <thead>
          <tr>
            <th scope="col">市場番号</th>
            <th scope="col">商品</th>
            <th scope="col">入札受付期間</th>
            <th scope="col">状態</th>
            <th scope="col" className="num">
              入札件数
            </th>
            <th scope="col" className="num">
              入札会員
            </th>
            <th scope="col" className="num">
              買い入札量
            </th>
            <th scope="col" className="num">
              売り入札量
            </th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {round.auctions.map((a) => (
            <tr key={a.marketNo} data-market-no={a.marketNo}>
              <td>{a.marketNo}</td>
              <td>{productName(null, a.productCd)}</td>
              <td>
                {formatJstMinute(a.opensAt)}～{formatJstMinute(a.closesAt)}
              </td>
              <td data-testid="auction-state">{STATE_NAMES[a.state]}</td>
              <td className="num">{groupDigits(a.book.bids)} 件</td>
              <td className="num">{groupDigits(a.book.members)} 社</td>
              <td className="num">{formatKwh(a.book.buyVolume)} kWh</td>
              <td className="num">
                {a.productCd === 1
                  ? `FIT供給 ${formatKwh(a.book.fitSupplyVolume)} kWh`
                  : `${formatKwh(a.book.sellVolume)} kWh`}
              </td>
              <td>
                <AuctionActions auction={a} onRequest={onRequest} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/**
 * What the CLI offers for the auction's state: open a scheduled one now (its close kept or moved,
 * as `open --closes`), close an open one, reopen a closed one with a new close.
 */
function AuctionActions({ auction, onRequest }: { auction: AdminRoundAuction; onRequest: Request }) {
  if (auction.state === 'open')
    return (
      <Button size="sm" variant="danger" onClick={() => onRequest(closeChange(auction))}>
        締め切る
      </Button>
    );
  if (auction.state === 'cleared') return <a href={`/admin/clearing?marketNo=${auction.marketNo}`}>結果を見る</a>;
  return <OpenForm auction={auction} onRequest={onRequest} />;
}

function OpenForm({ auction, onRequest }: { auction: AdminRoundAuction; onRequest: Request }) {
  const [closesAt, setClosesAt] = useState('');
  const [error, setError] = useState<string>();
  const reopen = auction.state === 'closed';
  const name = reopen ? '受付を再開する' : '受付を開始する';
  return (
    <Form
      noValidate
      className="admin-auction-open"
      aria-label={`市場番号 ${auction.marketNo} の${reopen ? '受付再開' : '受付開始'}`}
      onSubmit={(e) => {
        e.preventDefault();
        // Checked here in the words of the box (YYYY/MM/DD HH:mm), not left to the API's message.
        const typed = closesAt.trim();
        const problem = closeProblem(typed, reopen);
        setError(problem);
        if (problem) return;
        const at = toIsoDateTimeText(typed);
        onRequest(reopen ? reopenChange(auction, at) : openChange(auction, at || undefined));
      }}
    >
      <DateTimeField
        id={`closes-${auction.marketNo}`}
        className="admin-auction-closes"
        label={reopen ? '新しい締切（日本時間）' : '締切の変更（任意・日本時間）'}
        required={reopen}
        value={closesAt}
        onChange={setClosesAt}
        error={error}
      />
      <Button type="submit" size="sm" variant="outline-dark" className="mt-1">
        {name}
      </Button>
      {reopen && (
        <a className="d-block small mt-1" href={`/admin/clearing?marketNo=${auction.marketNo}`}>
          約定処理へ
        </a>
      )}
    </Form>
  );
}

/** What is wrong with the typed close of an open or reopen form, if anything. */
function closeProblem(typed: string, reopen: boolean): string | undefined {
  const label = reopen ? '新しい締切' : '締切';
  if (typed === '') return reopen ? `${label}は必須入力です。` : undefined;
  return parseDateTimeText(typed) ? undefined : dateTimeFormatMessage(label);
}
