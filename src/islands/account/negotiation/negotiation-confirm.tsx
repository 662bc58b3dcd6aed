import { useMemo } from 'react';
import { navigation, negotiateAccountBalance } from '../../api';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { useSession } from '../../hooks/use-session';
import { ConfirmButtons } from '../../ui/confirm-buttons';
import { SubmitError } from '../flow/submit-error';
import { useConfirmSubmit } from '../flow/use-confirm-submit';
import { useFlowState } from '../flow/use-flow-state';
import { ConfirmLines } from '../lines/confirm-lines';
import { totalVolume } from '../lines/line-values';
import { codeNames, type AccountCodes } from '../shared/codes';
import {
  NEGOTIATE_INSTANCE,
  NEGOTIATION_INPUT_PATH,
  NEGOTIATION_STORAGE_KEY,
  isNegotiationState,
  loadNegotiationRules,
} from './negotiation-form';
import { NegotiationDone } from './negotiation-done';
import { fiscalYearLabel, formatKwh } from '../../ui/format';

/** Transfer confirm: the input read-only with totals; 戻る keeps it, 登録 sends it once. */
export default function NegotiationConfirm({
  session,
  codes,
}: {
  session: AuthSessionResponse | null;
  codes: AccountCodes;
}) {
  useSession(session);
  const names = useMemo(() => codeNames(codes), [codes]);
  const state = useFlowState(NEGOTIATION_STORAGE_KEY, isNegotiationState, NEGOTIATION_INPUT_PATH);
  const { submitting, error, done, submit } = useConfirmSubmit(
    NEGOTIATE_INSTANCE,
    NEGOTIATION_STORAGE_KEY,
    async (options) => {
      const { toNegotiateRequest } = await loadNegotiationRules();
      return negotiateAccountBalance(toNegotiateRequest(state!.values), options);
    },
  );

  if (done) return <NegotiationDone result={done} />;
  if (!state) return <p className="text-muted">読み込み中です。</p>;
  const { values, recipientName } = state;
  return (
    <div className="flow-confirm">
      <p>以下の内容で移転します。よろしければ「登録」を押してください。</p>
      <SubmitError error={error} />
      <dl className="confirm-list">
        <dt>対象年度</dt>
        <dd>{fiscalYearLabel(values.fiscalYear)}</dd>
        <dt>商品</dt>
        <dd>{names.product(Number(values.productCd))}</dd>
        <dt>移転先</dt>
        <dd>{`${values.recipientMemberNumber.trim()} ${recipientName}`}</dd>
        <dt>移転量合計</dt>
        <dd>{formatKwh(totalVolume(values.lines))} kWh</dd>
      </dl>
      <section className="flow-section" aria-labelledby="negotiation-confirm-lines">
        <h2 id="negotiation-confirm-lines">移転する明細</h2>
        <ConfirmLines lines={values.lines} names={names} volumeLabel="移転量" />
      </section>
      <ConfirmButtons
        submitting={submitting}
        onBack={() => navigation().assign(`${NEGOTIATION_INPUT_PATH}?restore=1`)}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
