import { useId } from 'react';
import type { MarketCurve } from '../shared/types';
import { ChartLegend } from './chart-legend';
import { CurveDataTable } from './curve-data-table';
import {
  bidPoint,
  linearScale,
  maxPriceOf,
  niceTicks,
  ownSteps,
  pathOf,
  stepPoints,
  totalOf,
  truncateAt,
  volumeExtent,
} from './curve-scales';
import { OwnBidMarker } from './own-bid-marker';
import { formatKwh, formatPrice } from '../../ui/format';

const W = 720;
const H = 360;
const M = { top: 16, right: 24, bottom: 52, left: 64 };

/**
 * Supply and demand step curves of one cleared auction: price up, cumulative kWh across. Pure:
 * props in, SVG out. `ownBids` false for the operators' review, which has no own bids to mark.
 */
export function CurveChart({
  curve,
  productCd,
  ownBids = true,
}: {
  curve: MarketCurve;
  productCd: number;
  ownBids?: boolean;
}) {
  const id = useId();
  const marked = ownBids ? curve.ownBids : [];
  // Where a side's curve is withheld (decision 0009) its own bids are placed on a curve of their own.
  const placement = {
    demand:
      curve.demand.length > 0
        ? curve.demand
        : ownSteps(
            marked.filter((b) => b.bidTypeCd !== 1),
            'demand',
          ),
    supply:
      curve.supply.length > 0
        ? curve.supply
        : ownSteps(
            marked.filter((b) => b.bidTypeCd === 1),
            'supply',
          ),
  };
  const demandTotal = totalOf(placement.demand);
  const supplyTotal = totalOf(placement.supply);
  const extent = volumeExtent(demandTotal, supplyTotal);
  const xTicks = niceTicks(extent.max, 5, true);
  const ownPrices = marked.map((b) => b.price);
  // A little headroom keeps the top step off the frame.
  const yTicks = niceTicks(maxPriceOf(curve.demand, curve.supply, curve.clearingPrice, ownPrices) * 1.08, 5);
  const xMax = xTicks[xTicks.length - 1]!;
  const yMax = yTicks[yTicks.length - 1]!;
  const x = linearScale([0, xMax], [M.left, W - M.right]);
  const y = linearScale([0, yMax], [H - M.bottom, M.top]);
  const demand = pathOf(truncateAt(stepPoints(curve.demand, 'demand', 0, yMax), xMax), x, y);
  const supply = pathOf(truncateAt(stepPoints(curve.supply, 'supply', 0, yMax), xMax), x, y);
  const clearing = curve.clearingPrice;
  const contracted = curve.ownBids.filter((b) => b.contractVolume > 0).length;

  return (
    // At phone width the chart scrolls sideways inside the figure: it takes focus so keyboard users can scroll it.
    <figure className="bid-chart" tabIndex={0}>
      <svg viewBox={`0 0 ${W} ${H}`} className="bid-chart-svg" role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{`市場番号${curve.marketNo}の需要曲線と供給曲線`}</title>
        <desc id={`${id}-d`}>
          縦軸は価格（円/kWh）、横軸は累積入札量（kWh）。
          {clearing !== null ? `約定価格は${formatPrice(clearing)}円/kWh。` : ''}
          {ownBids ? `自社入札${curve.ownBids.length}件（うち約定${contracted}件）を点で示します。` : ''}
          {extent.zoomed ? zoomNote(demandTotal, supplyTotal) : ''}
        </desc>
        <g className="bid-chart-grid" aria-hidden="true">
          {yTicks.map((t) => (
            <g key={`y${t}`}>
              <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
              <text x={M.left - 8} y={y(t)} dy="0.32em" textAnchor="end">
                {formatPrice(t)}
              </text>
            </g>
          ))}
          {xTicks.map((t, i) => (
            <g key={`x${t}`}>
              <line x1={x(t)} x2={x(t)} y1={M.top} y2={H - M.bottom} />
              {/* The last label ends at its tick so long kWh figures stay inside the frame. */}
              <text x={x(t)} y={H - M.bottom + 18} textAnchor={i === xTicks.length - 1 ? 'end' : 'middle'}>
                {formatKwh(Math.round(t))}
              </text>
            </g>
          ))}
          <text className="bid-chart-axis-title" x={M.left + (W - M.left - M.right) / 2} y={H - 8} textAnchor="middle">
            累積入札量（kWh）
          </text>
          <text
            className="bid-chart-axis-title"
            transform={`translate(14 ${M.top + (H - M.top - M.bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            価格（円/kWh）
          </text>
        </g>
        <path className="bid-chart-demand" d={demand} />
        <path className="bid-chart-supply" d={supply} />
        {clearing !== null && (
          <g className="bid-chart-clearing">
            <line x1={M.left} x2={W - M.right} y1={y(clearing)} y2={y(clearing)} />
            <text x={W - M.right - 4} y={y(clearing) - 6} textAnchor="end">
              約定価格 {formatPrice(clearing)}円/kWh
            </text>
          </g>
        )}
        {marked.map((b) => {
          const side = b.bidTypeCd === 1 ? 'supply' : 'demand';
          const [bx, by] = bidPoint(b.price, placement[side], side);
          return <OwnBidMarker key={`${b.bidTypeCd}-${b.bidNo}`} bid={b} cx={x(Math.min(bx, xMax))} cy={y(by)} />;
        })}
      </svg>
      <ChartLegend
        hasClearing={clearing !== null}
        fitSupply={productCd === 1}
        demand={curve.demand.length > 0}
        supply={curve.supply.length > 0}
        contractedOwn={marked.some((b) => b.contractVolume > 0)}
        uncontractedOwn={marked.some((b) => b.contractVolume === 0)}
        shapes={{ buy: marked.some((b) => b.bidTypeCd !== 1), sell: marked.some((b) => b.bidTypeCd === 1) }}
      />
      {extent.zoomed && <figcaption className="bid-chart-note">{zoomNote(demandTotal, supplyTotal)}</figcaption>}
      <CurveDataTable curve={curve} ownBids={ownBids} />
    </figure>
  );
}

/** Said when the longer curve runs off the chart, with its real total. */
function zoomNote(demandTotal: number, supplyTotal: number): string {
  const [side, total] = supplyTotal > demandTotal ? ['供給', supplyTotal] : ['需要', demandTotal];
  return `横軸は需要と供給が交わる付近を拡大しています（${side}総量 ${formatKwh(total)}kWh）。`;
}
