import { contractAmountYen, parseKwh, parsePriceCents } from '@/lib/domain/money';
import type { CodesResponse } from '@/lib/schemas/codes';
import { productName } from '../shared/labels';
import type { SellDraft } from './sell-draft';
import { formatKwh, formatPriceCents, formatYen } from '../../ui/format';

/**
 * The sell bid as it will be sent, with the line it sells from and its 金額 (as the buy
 * confirmation shows it). Once `entered`, 入札可能量 is what is left after this bid.
 */
export function SellSummary({
  draft,
  codes,
  entered = false,
}: {
  draft: SellDraft;
  codes: CodesResponse | null;
  entered?: boolean;
}) {
  const price = parsePriceCents(draft.unitPrice);
  const volume = parseKwh(draft.volume);
  const biddable = draft.line.availableVolume - (entered && volume.ok ? volume.value : 0);
  const reType = codes?.reTypeList.find((t) => t.reTypeCd === draft.line.reTypeCd)?.reTypeName;
  return (
    <dl className="bid-summary">
      <dt>商品</dt>
      <dd>{productName(codes, draft.productCd)}</dd>
      <dt>市場番号</dt>
      <dd>{draft.marketNo}</dd>
      <dt>開催回</dt>
      <dd>
        {draft.fiscalYear}年度 第{draft.roundNo}回
      </dd>
      <dt>設備ID</dt>
      <dd>{draft.line.equipmentId}</dd>
      <dt>設備名</dt>
      <dd>
        {draft.line.equipmentName}
        {reType ? `（${reType}）` : ''}
      </dd>
      <dt>入札可能量</dt>
      <dd>{formatKwh(biddable)}kWh</dd>
      <dt>単価</dt>
      <dd className="bid-summary-strong">{price.ok ? formatPriceCents(price.value) : draft.unitPrice}円/kWh</dd>
      <dt>入札量</dt>
      <dd className="bid-summary-strong">{volume.ok ? formatKwh(volume.value) : draft.volume}kWh</dd>
      {price.ok && volume.ok && (
        <>
          <dt>金額</dt>
          <dd className="bid-summary-strong">{formatYen(contractAmountYen(price.value, volume.value))}円</dd>
        </>
      )}
    </dl>
  );
}
