import Alert from 'react-bootstrap/Alert';
import { useEffect, useState } from 'react';
import { deleteBid } from '../../api';
import { useMutation } from '../../hooks/use-mutation';
import { DELETE_INSTANCE } from '../shared/api-failure';
import { ConfirmModal } from '../../ui/confirm-modal';
import { bidTypeName } from '../shared/labels';
import type { BidListItem } from '../shared/types';
import { formatKwh, formatPrice } from '../../ui/format';

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
  const removal = useMutation(DELETE_INSTANCE, deleteBid);
  const [deleted, setDeleted] = useState(false);

  // The button that opened the dialog may be gone with its row: once the dialog has closed (and the
  // browser has tried to give focus back to that button), focus goes to the grid's heading.
  useEffect(() => {
    if (target !== null || !deleted) return;
    setDeleted(false);
    document.getElementById(AFTER_DELETE_FOCUS)?.focus();
  }, [target, deleted]);

  const close = () => {
    removal.clearRefusal();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    const outcome = await removal.mutate(
      target.kind === 'one' ? { productCd, bidNo: target.bid.bidNo } : { productCd },
    );
    if (!outcome) return;
    if (!outcome.ok) {
      // A 5xx: the error snackbar says so and the dialog does not stay open with 削除 behind it.
      if (outcome.answered && !outcome.refusal) close();
      return;
    }
    setDeleted(true);
    onDeleted();
    onClose();
  };

  return (
    <ConfirmModal
      show={target !== null}
      title="入札の削除"
      confirmLabel="削除"
      busy={removal.pending}
      onConfirm={() => void confirm()}
      onCancel={close}
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
      {removal.refusal && (
        <Alert variant="warning" className="mt-3 mb-0">
          {removal.refusal.message}
        </Alert>
      )}
    </ConfirmModal>
  );
}
