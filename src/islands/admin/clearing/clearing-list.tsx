import Table from 'react-bootstrap/Table';
import { STATE_NAMES } from '@/lib/domain/auction/auction-labels';
import { groupDigits } from '@/lib/domain/money';
import type { AdminRound, AdminRoundAuction } from '@/lib/schemas/admin-rounds';
import { productName } from '../../bid/shared/labels';

export type ListedAuction = AdminRoundAuction & { fiscalYear: number; roundNo: number };

/** Every auction of the rounds with its round. */
export function auctionsOf(rounds: AdminRound[]): ListedAuction[] {
  return rounds.flatMap((r) => r.auctions.map((a) => ({ ...a, fiscalYear: r.fiscalYear, roundNo: r.roundNo })));
}

/** The auctions waiting for their clearing, then the ten cleared last (latest first). */
export function clearingList(all: ListedAuction[]): ListedAuction[] {
  const waiting = all.filter((a) => a.state === 'closed').sort((a, b) => a.marketNo - b.marketNo);
  const cleared = all
    .filter((a) => a.state === 'cleared')
    .sort((a, b) => Date.parse(b.clearedAt ?? '') - Date.parse(a.clearedAt ?? ''))
    .slice(0, 10);
  return [...waiting, ...cleared];
}

/** 約定処理待ちと最近の約定処理: each market with its way to the clearing or its result. */
export function ClearingList({ list }: { list: ListedAuction[] }) {
  return (
    <section className="admin-card" aria-labelledby="clearing-list-heading">
      <h2 className="h5" id="clearing-list-heading">
        約定処理待ちと最近の約定処理
      </h2>
      {list.length === 0 ? (
        <p className="mb-0">約定処理待ちの市場はありません。</p>
      ) : (
        <Table responsive size="sm" className="admin-table mb-0">
          <thead>
            <tr>
              <th scope="col">市場番号</th>
              <th scope="col">年度・回</th>
              <th scope="col">商品</th>
              <th scope="col">状態</th>
              <th scope="col" className="num">
                入札件数
              </th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.marketNo}>
                <td>{a.marketNo}</td>
                <td>
                  {a.fiscalYear}年度 第{a.roundNo}回
                </td>
                <td>{productName(null, a.productCd)}</td>
                <td>{STATE_NAMES[a.state]}</td>
                <td className="num">{groupDigits(a.book.bids)} 件</td>
                <td>
                  <a href={`/admin/clearing?marketNo=${a.marketNo}`}>
                    {a.state === 'closed' ? '約定処理へ' : '結果を見る'}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
