import type { CodesResponse } from '@/lib/schemas/codes';
import { productName } from '../shared/labels';
import type { MarketSummary } from '../shared/types';
import { MarketCurveView } from './market-curve-view';
import { formatDateTime, formatKwh, formatPrice } from '../../ui/format';

/** What a figure withheld under the disclosure rule reads, as on the public results page. */
const WITHHELD_TEXT = '非公開';

/** Single price: 約定価格. Multi price: the range 約定価格帯 min～max. */
export function priceLine(
  s: Pick<MarketSummary, 'method' | 'clearingPrice' | 'minContractPrice' | 'maxContractPrice' | 'withheld'>,
): [string, string] {
  const withheld = s.withheld.includes('contract');
  if (withheld) return [s.method === 'single-price' ? '約定価格' : '約定価格帯', WITHHELD_TEXT];
  if (s.method === 'single-price')
    return ['約定価格', s.clearingPrice === null ? '－' : `${formatPrice(s.clearingPrice)}円/kWh`];
  if (s.minContractPrice === null || s.maxContractPrice === null) return ['約定価格帯', '－'];
  return ['約定価格帯', `${formatPrice(s.minContractPrice)}～${formatPrice(s.maxContractPrice)}円/kWh`];
}

/** One cleared auction: the public summary and the supply and demand chart. */
export function MarketSummaryCard({ summary, codes }: { summary: MarketSummary; codes: CodesResponse | null }) {
  const [priceLabel, priceText] = priceLine(summary);
  const titleId = `market-${summary.marketNo}-title`;
  return (
    <section className="bid-market" aria-labelledby={titleId}>
      <h3 id={titleId} className="bid-market-title">
        市場番号 {summary.marketNo}（{summary.fiscalYear}年度 第{summary.roundNo}回{' '}
        {productName(codes, summary.productCd)}）
      </h3>
      <dl className="bid-market-facts">
        <div>
          <dt>{priceLabel}</dt>
          <dd>{priceText}</dd>
        </div>
        <div>
          <dt>約定総量</dt>
          <dd>
            {summary.totalContractVolume === null ? WITHHELD_TEXT : `${formatKwh(summary.totalContractVolume)}kWh`}
          </dd>
        </div>
        <div>
          <dt>入札会員数</dt>
          <dd>{summary.biddingMemberCount}社</dd>
        </div>
        <div>
          <dt>約定会員数</dt>
          <dd>{summary.contractedMemberCount}社</dd>
        </div>
        <div>
          <dt>約定処理日時</dt>
          <dd>{formatDateTime(summary.clearedAt)}</dd>
        </div>
      </dl>
      <MarketCurveView marketNo={summary.marketNo} productCd={summary.productCd} />
    </section>
  );
}
