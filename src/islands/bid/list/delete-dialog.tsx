import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { deleteBid } from '../../api';
import { formatKwh } from '../../../lib/domain/money';
import { refusalOf } from '../../hooks/refusal';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { formatPrice } from '../shared/format';
import { bidTypeName } from '../shared/labels';
import type { BidListItem } from '../shared/types';

/** What the member asked to delete: one bid, or every bid of the product. */
export type DeleteTarget = { kind: 'one'; bid: BidListItem } | { kind: 'all'; count: number; productName: string };

interface Props {
  productCd: number;
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** After a deletion the button that opened the dialog may be gone: focus goes to the grid's heading. */
export const AFTER_DELETE_FOCUS = 'bid-list-title';

export const BID_DELETED = '入札を削除しました。';

export function DeleteDialog({ productCd, target, onClose, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [exitedAfterDelete, setExitedAfterDelete] = useState(false);

  // The modal drops its focus trap and restores focus in an effect after onExited: focusing the
  // heading inside onExited raced with both (the trap pulled focus back into the closing dialog).
  // This effect runs after the modal's own, in the same commit.
  useEffect(() => {
    if (!exitedAfterDelete) return;
    setExitedAfterDelete(false);
    setDeleted(false);
    document.getElementById(AFTER_DELETE_FOCUS)?.focus();
  }, [exitedAfterDelete]);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await deleteBid(target.kind === 'one' ? { productCd, bidNo: target.bid.bidNo } : { productCd });
      setDeleted(true);
      onDeleted();
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error, 'DELETE')?.message ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      show={target !== null}
      title="入札の削除"
      confirmLabel="削除"
      busy={busy}
      onConfirm={confirm}
      onCancel={close}
      restoreFocus={!deleted}
      onExited={() => {
        if (deleted) setExitedAfterDelete(true);
      }}
    >
      <p>削除しますか？</p>
      {target?.kind === 'one' && (
        <dl className="bid-facts">
          <dt>入札番号</dt>
          <dd>{target.bid.bidNo}</dd>
          <dt>売買区分</dt>
          <dd>{bidTypeName(target.bid.bidTypeCd)}</dd>
          <dt>単価</dt>
          <dd>{formatPrice(target.bid.unitPrice)}円/kWh</dd>
          <dt>入札量</dt>
          <dd>{formatKwh(target.bid.volume)}kWh</dd>
        </dl>
      )}
      {target?.kind === 'all' && (
        <p className="mb-0">
          {target.productName}の入札{target.count.toLocaleString('ja-JP')}件をすべて削除します。
        </p>
      )}
      {refusal && (
        <Alert variant="warning" className="mt-3 mb-0" role="alert">
          {refusal}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
