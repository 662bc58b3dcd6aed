import { parseKwh, parsePriceCents } from '@/lib/domain/money';
import type { CodesResponse } from '@/lib/schemas/codes';
import { productName } from '../shared/labels';
import type { SellDraft } from './sell-draft';
import { formatKwh, formatPriceCents } from '../../ui/format';

/** The sell bid as it will be sent, with the line it sells from. */
export function SellSummary({ draft, codes }: { draft: SellDraft; codes: CodesResponse | null }) {
  const price = parsePriceCents(draft.unitPrice);
  const volume = parseKwh(draft.volume);
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
      <dd>{formatKwh(draft.line.availableVolume)}kWh</dd>
      <dt>単価</dt>
      <dd className="bid-summary-strong">{price.ok ? formatPriceCents(price.value) : draft.unitPrice}円/kWh</dd>
      <dt>入札量</dt>
      <dd className="bid-summary-strong">{volume.ok ? formatKwh(volume.value) : draft.volume}kWh</dd>
    </dl>
  );
}
