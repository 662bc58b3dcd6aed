import { Fragment } from 'react';
import { postBidBuy } from '../../api';
import { useMutation } from '../../hooks/use-mutation';
import type { Refusal } from '../../hooks/refusal';
import { BUY_INSTANCE } from '../shared/api-failure';
import { AppModal } from '../../ui/app-modal';
import { ConfirmButtons } from '../../ui/confirm-buttons';
import type { BidEntryAnswer } from '../shared/types';

export type BuyRequest = Parameters<typeof postBidBuy>[0];

interface Props {
  request: BuyRequest;
  facts: [string, string][];
  onEntered: (answer: BidEntryAnswer) => void;
  /** Refused: the form shows why, beside the fields. */
  onRefused: (refusal: Refusal) => void;
  onCancel: () => void;
}

/**
 * The buy bid's confirm step: mounted while the dialog is open, so its submission key is made when
 * it opens and 登録 pressed again after a lost answer replays the first one. With no answer the
 * dialog stays (the system error dialog says why) for that second press; after a 5xx it closes.
 */
export function BuyConfirm({ request, facts, onEntered, onRefused, onCancel }: Props) {
  const entry = useMutation(BUY_INSTANCE, postBidBuy);
  const send = async () => {
    const outcome = await entry.mutate(request);
    if (!outcome) return;
    if (outcome.ok) onEntered(outcome.data);
    else if (outcome.refusal) onRefused(outcome.refusal);
    // A 5xx (the error snackbar says so): the confirmation closes rather than stay actionable
    // behind the message; nothing was registered, so the form is as it was.
    else if (outcome.answered) onCancel();
  };
  return (
    <AppModal
      show
      title="買い入札の確認"
      onCancel={entry.pending ? () => undefined : onCancel}
      footer={<ConfirmButtons submitting={entry.pending} onBack={onCancel} onSubmit={() => void send()} />}
    >
      <p>次の内容で買い入札を登録します。よろしいですか？</p>
      <dl className="bid-facts mb-0">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </AppModal>
  );
}
