import Table from 'react-bootstrap/Table';
import { STATE_NAMES } from '@/lib/domain/auction/auction-labels';
import { formatJstMinute } from '@/lib/dates/wall-clock';
import { groupDigits } from '@/lib/domain/money';
import type { DashboardRound } from '@/lib/schemas/admin';
import { productName } from '../../bid/shared/labels';

/** One round of the dashboard (the current or the next) with its auctions' windows, states and bids. */
export function RoundTable({ heading, round, none }: { heading: string; round: DashboardRound | null; none: string }) {
  const headingId = `${heading}-heading`;
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 className="h5" id={headingId}>
        {heading}
        {round && `：${round.fiscalYear}年度 第${round.roundNo}回`}
      </h2>
      {round ? (
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
            </tr>
          </thead>
          <tbody>
            {round.auctions.map((a) => (
              <tr key={a.marketNo}>
                <td>{a.marketNo}</td>
                <td>{productName(null, a.productCd)}</td>
                <td>
                  {formatJstMinute(a.opensAt)}～{formatJstMinute(a.closesAt)}
                </td>
                <td>{STATE_NAMES[a.state]}</td>
                <td className="num">{groupDigits(a.activeBids)} 件</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="mb-0">{none}</p>
      )}
    </section>
  );
}
