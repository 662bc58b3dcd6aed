import Alert from 'react-bootstrap/Alert';
import { useEffect, useRef, useState } from 'react';
import { adminApi } from '@/lib/api-client/admin';
import type { AdminClearing } from '@/lib/schemas/admin-clearing';
import { FOUR_EYES_NOTE, changeEffect, requestedMessage } from '@/lib/domain/console/console-change';
import { FormAlert } from '../../auth/form-parts';
import Button from 'react-bootstrap/Button';
import { ChangeDialog, type Confirmation } from '../change-dialog';
import { useAdminSubmit } from '../use-admin-submit';
import { ClearingProgress } from './clearing-progress';
import { ClearingResult } from './clearing-result';
import { FitRests } from './fit-rests';
import { useClearing } from './use-clearing';

function startConfirmation(marketNo: number, fourEyes: boolean): Confirmation {
  const effect = changeEffect({ kind: 'clearing', params: { marketNo } });
  return fourEyes
    ? { title: '約定処理の開始', effect: `${effect}${FOUR_EYES_NOTE}`, confirm: '申請する' }
    : { title: '約定処理の開始', effect, confirm: '開始する' };
}

interface Props {
  initial: AdminClearing;
  /** The auction is closed and not cleared: a clearing may be started (again after a failure). */
  closed: boolean;
  loginId: string;
  /** The two-person rule (ADMIN_FOUR_EYES): a start is a request; `requested` when one waits already. */
  fourEyes?: boolean;
  requested?: boolean;
  /** The run this panel followed has ended (succeeded or failed): what lists the market reads again. */
  onFinished?: () => void;
}

/** One auction's clearing: start it after a confirmation, watch its phases, then review the result. */
export default function ClearingPanel(props: Props) {
  const { initial, closed, loginId, fourEyes = false, requested = false, onFinished } = props;
  const { clearing, setClearing, lost, inProgress } = useClearing(initial, loginId);
  const wasInProgress = useRef(inProgress);
  useEffect(() => {
    if (wasInProgress.current && !inProgress) onFinished?.();
    wasInProgress.current = inProgress;
  }, [inProgress, onFinished]);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [requestedNow, setRequestedNow] = useState<string>();
  const submit = useAdminSubmit();
  const canStart =
    closed &&
    !inProgress &&
    clearing.run?.state !== 'succeeded' &&
    clearing.result === null &&
    !requested &&
    !requestedNow;

  const start = async () => {
    setSending(true);
    await submit.run(async () => {
      // 202 under the two-person rule: a request waits for a second operator.
      const next = await adminApi('POST /api/admin/clearing', { body: { marketNo: clearing.marketNo }, loginId });
      setConfirming(false);
      if ('changeRequest' in next) setRequestedNow(requestedMessage(next.changeRequest));
      else setClearing(next);
    });
    setSending(false);
  };

  return (
    <section className="admin-card" aria-labelledby="clearing-heading">
      <h2 className="h5" id="clearing-heading">
        市場番号 {clearing.marketNo}（{clearing.auctionState}）
      </h2>
      {!confirming && <FormAlert message={submit.message} />}
      {requestedNow && (
        <Alert variant="info" role="status">
          {requestedNow}
        </Alert>
      )}
      {requested && <p>この市場の約定処理は承認待ちです（二人承認）。</p>}
      {clearing.run && <ClearingProgress run={clearing.run} lost={lost} />}
      {!clearing.run && !clearing.result && !closed && (
        <p className="mb-0">入札受付が締め切られた市場だけ約定処理できます。</p>
      )}
      {canStart && (
        <Button variant="danger" className="mt-2" onClick={() => setConfirming(true)}>
          約定処理を開始する
        </Button>
      )}
      {clearing.result && <ClearingResult result={clearing.result} marketNo={clearing.marketNo} />}
      {clearing.result?.fitSupplyRests && (
        <FitRests rests={clearing.result.fitSupplyRests} marketNo={clearing.marketNo} loginId={loginId} />
      )}

      <ChangeDialog
        pending={confirming ? startConfirmation(clearing.marketNo, fourEyes) : null}
        message={submit.message}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void start()}
      />
    </section>
  );
}
