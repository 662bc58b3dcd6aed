import type { MarketCurve } from '../shared/types';
import { ordered } from './curve-scales';
import { formatKwh, formatPrice } from '../../ui/format';

/** The chart's numbers for screen readers (visually hidden): each price level of both curves and own bids. */
export function CurveDataTable({ curve, ownBids = true }: { curve: MarketCurve; ownBids?: boolean }) {
  const rows = [
    ...ordered(curve.demand, 'demand').map((s) => ['需要（買い）', s.price, s.cumulativeVolume] as const),
    ...ordered(curve.supply, 'supply').map((s) => ['供給（売り）', s.price, s.cumulativeVolume] as const),
  ];
  return (
    <div className="visually-hidden">
      <table>
        <caption>市場番号{curve.marketNo}の需要曲線と供給曲線のデータ</caption>
        <thead>
          <tr>
            <th scope="col">曲線</th>
            <th scope="col">価格(円/kWh)</th>
            <th scope="col">累積入札量(kWh)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([side, price, volume]) => (
            <tr key={`${side}${price}`}>
              <td>{side}</td>
              <td>{formatPrice(price)}</td>
              <td>{formatKwh(volume)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ownBids && (
        <table>
          <caption>自社入札</caption>
          <thead>
            <tr>
              <th scope="col">入札番号</th>
              <th scope="col">売買区分</th>
              <th scope="col">価格(円/kWh)</th>
              <th scope="col">入札量(kWh)</th>
              <th scope="col">約定量(kWh)</th>
            </tr>
          </thead>
          <tbody>
            {curve.ownBids.map((b) => (
              <tr key={`${b.bidTypeCd}-${b.bidNo}`}>
                <td>{b.bidNo}</td>
                <td>{b.bidTypeCd === 1 ? '売り' : '買い'}</td>
                <td>{formatPrice(b.price)}</td>
                <td>{formatKwh(b.volume)}</td>
                <td>{formatKwh(b.contractVolume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
