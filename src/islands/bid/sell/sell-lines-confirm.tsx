import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { navigation, postBidNonFitSellLines } from '../../api';
import { allowLeave } from '@/lib/browser/leave-guard';
import { showCompletionTitle } from '@/lib/browser/completion-title';
import { contractAmountYen, parsePriceCents } from '@/lib/domain/money';
import type { CodesResponse } from '@/lib/schemas/codes';
import { useMutation } from '../../hooks/use-mutation';
import { LinkButton } from '../shared/link-button';
import { SELL_LINES_INSTANCE } from '../shared/api-failure';
import { productName } from '../shared/labels';
import { BackToList } from './back-to-list';
import { ConfirmButtons } from '../../ui/confirm-buttons';
import { clearSellLinesDraft, sellLinesTotals, type SellLinesDraft } from './sell-lines-draft';
import { formatKwh, formatPriceCents, formatYen, groupDigits } from '../../ui/format';

const SELL_ENTERED = '売り入札を登録しました。';

type Entered = Awaited<ReturnType<typeof postBidNonFitSellLines>>;

/**
 * The multi-line sell's confirm step: the totals (lines, kWh, 金額 as the sum of each bid's amount)
 * and every line, 戻る to change them, 登録 to send them once, all or nothing.
 */
export function SellLinesConfirm({ draft, codes }: { draft: SellLinesDraft; codes: CodesResponse | null }) {
  const [done, setDone] = useState<Entered | null>(null);
  const entry = useMutation(SELL_LINES_INSTANCE, postBidNonFitSellLines);
  useEffect(() => {
    if (done) showCompletionTitle();
  }, [done]);

  const price = parsePriceCents(draft.unitPrice);
  const totals = sellLinesTotals(draft.lines);
  const amount = price.ok
    ? draft.lines.reduce((sum, l) => sum + contractAmountYen(price.value, l.availableVolume), 0)
    : null;
  const register = async () => {
    if (!price.ok) return;
    const outcome = await entry.mutate({
      productCd: draft.productCd,
      unitPrice: formatPriceCents(price.value),
      lines: draft.lines.map((l) => ({ equipmentId: l.equipmentId, volume: l.availableVolume })),
    });
    if (!outcome?.ok) return;
    clearSellLinesDraft();
    allowLeave();
    setDone(outcome.data);
  };
  const refusal = entry.refusal
    ? entry.refusal.fieldErrors.length
      ? entry.refusal.fieldErrors.slice(0, 5).map((e) => e.message)
      : [entry.refusal.message]
    : [];
  const firstBid = done?.bids[0]?.bidNo;
  const lastBid = done?.bids[done.bids.length - 1]?.bidNo;

  return (
    <div className="bid-sell-confirm">
      {done ? (
        <Alert variant="success" className="bid-done" role="status">
          <p className="fw-bold">{SELL_ENTERED}</p>
          <p className="mb-0">
            市場番号 {done.marketNo} ／ 入札番号 {firstBid}～{lastBid}（{groupDigits(done.bidCount)}件）
          </p>
        </Alert>
      ) : (
        <p>以下の内容で売り入札を登録します。内容を確認して「登録」を押してください。</p>
      )}
      <dl className="bid-summary">
        <dt>商品</dt>
        <dd>{productName(codes, draft.productCd)}</dd>
        <dt>市場番号</dt>
        <dd>{draft.marketNo}</dd>
        <dt>開催回</dt>
        <dd>
          {draft.fiscalYear}年度 第{draft.roundNo}回
        </dd>
        <dt>単価</dt>
        <dd className="bid-summary-strong">{price.ok ? formatPriceCents(price.value) : draft.unitPrice}円/kWh</dd>
        <dt>設備数</dt>
        <dd className="bid-summary-strong">{groupDigits(totals.count)}件</dd>
        <dt>入札量合計</dt>
        <dd className="bid-summary-strong">{formatKwh(totals.volume)}kWh</dd>
        {amount !== null && (
          <>
            <dt>金額合計</dt>
            <dd className="bid-summary-strong">{formatYen(amount)}円</dd>
          </>
        )}
      </dl>
      <div className="sell-lines-scroll" tabIndex={0} role="region" aria-label="入札する設備の一覧">
        <table className="table table-sm sell-lines-table">
          <caption>入札する設備（1設備につき1件の売り入札）</caption>
          <thead>
            <tr>
              <th scope="col">設備ID</th>
              <th scope="col">設備名</th>
              <th scope="col" className="num">
                入札量（kWh）
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((l) => (
              <tr key={l.equipmentId}>
                <td>{l.equipmentId}</td>
                <td className="grid-wrap">{l.equipmentName}</td>
                <td className="num">{formatKwh(l.availableVolume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {refusal.length > 0 && (
        <Alert variant="warning" role="alert">
          {refusal.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      {done ? (
        <div className="bid-actions">
          <LinkButton variant="primary" href={`/bid/list?productCd=${draft.productCd}`}>
            入札照会へ
          </LinkButton>
        </div>
      ) : (
        <>
          <ConfirmButtons
            submitting={entry.pending}
            onBack={() => navigation().assign(`/bid/sell-bid/input?productCd=${draft.productCd}`)}
            onSubmit={() => void register()}
          />
          <div className="bid-actions">
            <BackToList productCd={draft.productCd} label="中止して入札照会へ" variant="link" />
          </div>
        </>
      )}
    </div>
  );
}
