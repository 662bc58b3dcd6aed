import type { MarketCurve } from '../shared/types';
import { formatKwh, formatPrice } from '../../ui/format';

type OwnBid = MarketCurve['ownBids'][number];

/** Own bid on the chart: circle for a buy, diamond for a sell; filled when (partly) contracted. */
export function OwnBidMarker({ bid, cx, cy }: { bid: OwnBid; cx: number; cy: number }) {
  const contracted = bid.contractVolume > 0;
  const className = [
    'bid-chart-own',
    bid.bidTypeCd === 1 ? 'is-sell' : 'is-buy',
    contracted ? 'is-contracted' : '',
  ].join(' ');
  const label = `自社入札 入札番号${bid.bidNo} ${bid.bidTypeCd === 1 ? '売り' : '買い'} ${formatPrice(bid.price)}円/kWh ${formatKwh(bid.volume)}kWh ${contracted ? `約定${formatKwh(bid.contractVolume)}kWh` : '不約定'}`;
  const x = Math.round(cx * 10) / 10;
  const y = Math.round(cy * 10) / 10;
  return (
    <g className={className} data-bid-no={bid.bidNo}>
      <title>{label}</title>
      {bid.bidTypeCd === 1 ? (
        <path d={`M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z`} />
      ) : (
        <circle cx={x} cy={y} r={6} />
      )}
    </g>
  );
}
