import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { navigation, postBidNonFitSell } from '../../api';
import { allowLeave } from '@/lib/browser/leave-guard';
import { showCompletionTitle } from '@/lib/browser/completion-title';
import { parseKwh, parsePriceCents } from '@/lib/domain/money';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { useSession } from '../../hooks/use-session';
import { useMutation } from '../../hooks/use-mutation';
import { LinkButton } from '../shared/link-button';
import { SELL_INSTANCE } from '../shared/api-failure';
import type { BidEntryAnswer } from '../shared/types';
import { useCodes } from '../shared/use-codes';
import { BackToList } from './back-to-list';
import { ConfirmButtons } from '../../ui/confirm-buttons';
import { SellSummary } from './sell-summary';
import { clearSellDraft, readSellDraft, type SellDraft } from './sell-draft';
import { formatPriceCents } from '../../ui/format';
import { readSellLinesDraft, type SellLinesDraft } from './sell-lines-draft';
import { SellLinesConfirm } from './sell-lines-confirm';

const SELL_ENTERED = '売り入札を登録しました。';

/** /bid/sell-bid/confirm: the kept input, 戻る to change it, 登録 to send it once. */
export default function SellBidConfirmPage({ session }: { session: AuthSessionResponse | null }) {
  useSession(session);
  const codes = useCodes();
  // Several lines at one price are confirmed by their own step; at most one kind of draft is kept.
  const [linesDraft] = useState<SellLinesDraft | null>(() => readSellLinesDraft());
  if (linesDraft) return <SellLinesConfirm draft={linesDraft} codes={codes} />;
  return <OneLineConfirm codes={codes} />;
}

/** The single-line sell: the kept input, 戻る to change it, 登録 to send it once. */
function OneLineConfirm({ codes }: { codes: ReturnType<typeof useCodes> }) {
  const [draft] = useState<SellDraft | null>(() => readSellDraft());
  const [done, setDone] = useState<BidEntryAnswer | null>(null);
  const entry = useMutation(SELL_INSTANCE, postBidNonFitSell);

  // Spec §2: the confirm step cannot be entered without its input.
  useEffect(() => {
    if (!draft) navigation().assign('/bid/list');
  }, [draft]);
  // Entered: the page says （完了） instead of （確認）.
  useEffect(() => {
    if (done) showCompletionTitle();
  }, [done]);
  if (!draft) return null;

  const register = async () => {
    const price = parsePriceCents(draft.unitPrice);
    const volume = parseKwh(draft.volume);
    if (!price.ok || !volume.ok) return;
    const outcome = await entry.mutate({
      productCd: draft.productCd,
      unitPrice: formatPriceCents(price.value),
      volume: volume.value,
      equipmentId: draft.line.equipmentId,
    });
    if (!outcome?.ok) return;
    clearSellDraft();
    allowLeave();
    setDone(outcome.data);
  };
  const sending = entry.pending;
  const refusal = entry.refusal
    ? entry.refusal.fieldErrors.length
      ? entry.refusal.fieldErrors.map((e) => e.message)
      : [entry.refusal.message]
    : [];

  return (
    <div className="bid-sell-confirm">
      {done ? (
        <Alert variant="success" className="bid-done" role="status">
          <p className="fw-bold">{SELL_ENTERED}</p>
          <p className="mb-0">
            市場番号 {done.marketNo} ／ 入札番号 {done.bidNo}
          </p>
        </Alert>
      ) : (
        <p>以下の内容で売り入札を登録します。内容を確認して「登録」を押してください。</p>
      )}
      <SellSummary draft={draft} codes={codes} entered={done !== null} />
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
            submitting={sending}
            onBack={() => navigation().assign(`/bid/sell-bid/input?productCd=${draft.productCd}`)}
            onSubmit={() => void register()}
          />
          {/* Leaving the flow is not a step of it: a link-looking button apart from the pair. */}
          <div className="bid-actions">
            <BackToList productCd={draft.productCd} label="中止して入札照会へ" variant="link" />
          </div>
        </>
      )}
    </div>
  );
}
