import Table from 'react-bootstrap/Table';
import { formatDate } from '@/lib/domain/calendar/jst';
import { groupDigits } from '@/lib/domain/money';
import type { DashboardClearing } from '@/lib/schemas/admin';
import { productName } from '../../bid/shared/labels';

/** The dashboard's last clearings: price and method, volume, bidding and contracted members. */
export function ClearingTable({ results }: { results: DashboardClearing[] }) {
  return (
    <section className="admin-card" aria-labelledby="last-clearing-heading">
      <h2 className="h5" id="last-clearing-heading">
        直近の約定結果
      </h2>
      {results.length === 0 ? (
        <p className="mb-0">約定処理を行った市場はまだありません。</p>
      ) : (
        <Table responsive size="sm" className="admin-table mb-0">
          <thead>
            <tr>
              <th scope="col">市場番号</th>
              <th scope="col">商品</th>
              <th scope="col">約定日</th>
              <th scope="col">約定価格（円/kWh）</th>
              <th scope="col" className="num">
                約定量
              </th>
              <th scope="col" className="num">
                入札会員
              </th>
              <th scope="col" className="num">
                約定会員
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.marketNo}>
                <td>{r.marketNo}</td>
                <td>{productName(null, r.productCd)}</td>
                <td>{formatDate(r.clearedAt)}</td>
                <td>
                  {r.contractedPrice ?? '約定なし'}
                  {r.contractedPrice && (r.method === 'single-price' ? '（シングルプライス）' : '（マルチプライス）')}
                </td>
                <td className="num">{groupDigits(r.totalContractedVolume)} kWh</td>
                <td className="num">{groupDigits(r.biddingMemberCount)} 社</td>
                <td className="num">{groupDigits(r.contractedMemberCount)} 社</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
