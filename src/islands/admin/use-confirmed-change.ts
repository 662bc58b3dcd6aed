import { useState } from 'react';
import type { ChangeDialogProps, Confirmation } from './change-dialog';
import { useAdminSubmit } from './use-admin-submit';

/** A console change: what its confirmation says, and what is said once it took effect. */
export interface ConfirmedChange extends Confirmation {
  done: string;
}

/**
 * A console change applied only after its confirmation (the confirm step's state on top of the
 * members' useMutation, through useAdminSubmit): `open` shows the dialog, 実行 runs `apply` (a
 * refusal stays in the dialog), and on success the dialog closes and `done` is said (or what
 * `apply` answered instead: a change the two-person rule held back says so).
 */
export function useConfirmedChange<C extends ConfirmedChange>(apply: (change: C) => Promise<string | void>) {
  const [pending, setPending] = useState<C | null>(null);
  const [done, setDone] = useState<string>();
  const submit = useAdminSubmit();

  // A new confirmation starts clean: the refusal of an earlier one (say a round whose close came
  // before its opening) is not shown over a change that has not been tried yet.
  const open = (change: C) => {
    setDone(undefined);
    submit.clear();
    setPending(change);
  };
  const confirm = () =>
    submit.run(async () => {
      if (!pending) return;
      const said = await apply(pending);
      setDone(said ?? pending.done);
      setPending(null);
    });

  /** The props of the ChangeDialog that shows it. */
  const dialog: ChangeDialogProps = {
    pending,
    message: submit.message,
    sending: submit.pending,
    onCancel: () => setPending(null),
    onConfirm: () => void confirm(),
  };
  return { pending, open, done, message: submit.message, dialog };
}
