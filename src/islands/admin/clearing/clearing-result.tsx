import Table from 'react-bootstrap/Table';
import { formatKwh, formatYen, groupDigits } from '@/lib/domain/money';
import type { AdminClearing } from '@/lib/schemas/admin-clearing';
import { CurveChart } from '../../bid/chart/curve-chart';

type Result = NonNullable<AdminClearing['result']>;

/** A cleared auction for the operator's review: price, volume, members, statements, FIT return, curves. */
export function ClearingResult({ result, marketNo }: { result: Result; marketNo: number }) {
  return (
    <section aria-labelledby="clearing-result-heading" className="mt-3">
      <h3 className="h6" id="clearing-result-heading">
        約定結果
      </h3>
      <dl className="admin-figures">
        <div>
          <dt>約定価格</dt>
          <dd>{result.priceText}</dd>
        </div>
        <div>
          <dt>約定量</dt>
          <dd>{formatKwh(result.contractedVolume)} kWh</dd>
        </div>
        <div>
          <dt>入札会員 / 約定会員</dt>
          <dd>
            {groupDigits(result.biddingMembers)}社 / {groupDigits(result.contractedMembers)}社
          </dd>
        </div>
        <div>
          <dt>精算書</dt>
          <dd>
            {groupDigits(result.statements.count)}件（支払 {formatYen(result.statements.payTotalYen)}円・受取{' '}
            {formatYen(result.statements.receiveTotalYen)}円）
          </dd>
        </div>
        {result.fitSupplyReturned && (
          <div>
            <dt>FIT供給の返還</dt>
            <dd>
              {groupDigits(result.fitSupplyReturned.facilities)}設備・{formatKwh(result.fitSupplyReturned.volume)} kWh
            </dd>
          </div>
        )}
      </dl>
      <Table responsive size="sm" className="admin-table">
        <caption className="visually-hidden">会員別の約定状況</caption>
        <thead>
          <tr>
            <th scope="col">会員番号</th>
            <th scope="col">会員名</th>
            <th scope="col" className="num">
              約定
            </th>
            <th scope="col" className="num">
              一部約定
            </th>
            <th scope="col" className="num">
              不約定
            </th>
          </tr>
        </thead>
        <tbody>
          {result.members.map((m) => (
            <tr key={m.memberNumber}>
              <td>{m.memberNumber}</td>
              <td>{m.name}</td>
              <td className="num">{groupDigits(m.contracted)}件</td>
              <td className="num">{groupDigits(m.partlyContracted)}件</td>
              <td className="num">{groupDigits(m.uncontracted)}件</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <section aria-labelledby="clearing-curve-heading" className="mt-3">
        <h3 className="h6" id="clearing-curve-heading">
          需給曲線
        </h3>
        {/* The member's chart, drawn from every price level: operators see the whole book once cleared. */}
        <CurveChart
          curve={{ ...result.curve, marketNo, ownBids: [] }}
          productCd={Math.round(marketNo % 10)}
          ownBids={false}
        />
      </section>
    </section>
  );
}
