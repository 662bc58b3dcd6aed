import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { adminCall } from '../../../lib/api-client/admin';
import { adminClearingResponse, type AdminClearing } from '../../../lib/schemas/admin-clearing';
import { FormAlert } from '../../auth/form-parts';
import { ConfirmDialog, type Confirmation } from '../confirm-dialog';
import { useAdminSubmit } from '../use-admin-submit';
import { ClearingProgress } from './clearing-progress';
import { ClearingResult } from './clearing-result';
import { useClearing } from './use-clearing';

function startConfirmation(marketNo: number): Confirmation {
  return {
    title: '約定処理の開始',
    effect: `市場番号 ${marketNo} の約定処理を開始します。約定結果、トラッキング割当、口座への受渡と精算書が作成され、会員は約定結果・残高・精算書を確認できるようになります。開始した約定処理は取り消せません。`,
    confirm: '開始する',
  };
}

interface Props {
  initial: AdminClearing;
  /** The auction is closed and not cleared: a clearing may be started (again after a failure). */
  closed: boolean;
  loginId: string;
}

/** One auction's clearing: start it after a confirmation, watch its phases, then review the result. */
export default function ClearingPanel({ initial, closed, loginId }: Props) {
  const { clearing, setClearing, lost, inProgress } = useClearing(initial, loginId);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const submit = useAdminSubmit();
  const canStart = closed && !inProgress && clearing.run?.state !== 'succeeded' && clearing.result === null;

  const start = async () => {
    setSending(true);
    await submit.run(async () => {
      const next = await adminCall('POST', '/api/admin/clearing', {
        body: { marketNo: clearing.marketNo },
        loginId,
        response: adminClearingResponse,
      });
      setConfirming(false);
      setClearing(next);
    });
    setSending(false);
  };

  return (
    <section className="admin-card" aria-labelledby="clearing-heading">
      <h2 className="h5" id="clearing-heading">
        市場番号 {clearing.marketNo}（{clearing.auctionState}）
      </h2>
      {!confirming && <FormAlert message={submit.message} />}
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

      <ConfirmDialog
        pending={confirming ? startConfirmation(clearing.marketNo) : null}
        message={submit.message}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void start()}
      />
    </section>
  );
}
