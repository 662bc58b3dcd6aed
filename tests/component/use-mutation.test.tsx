import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGE_POST, postBidBuy } from '../../src/islands/api';
import { useMutation } from '../../src/islands/hooks/use-mutation';
import { SystemErrorDialog } from '../../src/islands/shell/system-error-dialog';
import { $errorMessages } from '../../src/islands/stores/messages';
import { refusal, scriptedServer } from './client-stub';

const BID = { productCd: 2 as const, unitPrice: '1.25', volume: 1000 };
const ENTERED = { status: 200, body: { marketNo: 7, bidNo: 31, enteredAt: '2026-11-25T01:00:00Z' } };

function ConfirmStep() {
  const entry = useMutation('POST /api/v1/bids/buy', postBidBuy);
  return (
    <>
      <button type="button" onClick={() => void entry.mutate(BID)}>
        登録
      </button>
      {entry.pending && <span>送信中</span>}
      {entry.refusal && <p role="alert">{entry.refusal.message}</p>}
    </>
  );
}

function Page({ step = true }: { step?: boolean }) {
  return (
    <>
      {step && <ConfirmStep />}
      <SystemErrorDialog />
    </>
  );
}

describe('useMutation: one submission, one key', () => {
  it('a press after a lost answer sends the same Idempotency-Key; the Error dialog said why', async () => {
    const user = userEvent.setup();
    const sent = scriptedServer('network', ENTERED);
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '登録' }));
    const dialog = await screen.findByRole('dialog', { name: 'エラー' });
    expect(dialog.textContent).toContain(GENERIC_MESSAGE_POST);
    expect($errorMessages.get()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog', { name: 'エラー' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '登録' }));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(sent[0]!.body).toEqual(BID);
  });

  it('a new confirm step (mounted again) is a new submission with a new key', async () => {
    const user = userEvent.setup();
    const sent = scriptedServer(ENTERED, ENTERED);
    const { rerender } = render(<Page />);
    await user.click(screen.getByRole('button', { name: '登録' }));
    rerender(<Page step={false} />);
    rerender(<Page />);
    await user.click(screen.getByRole('button', { name: '登録' }));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('is busy until the answer comes, and a second press meanwhile sends nothing', async () => {
    const user = userEvent.setup();
    let answer!: (r: Response) => void;
    const sent = scriptedServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '登録' }));
    expect(screen.getByText('送信中').textContent).toBe('送信中');
    await user.click(screen.getByRole('button', { name: '登録' }));
    expect(sent).toHaveLength(1);
    await act(async () => answer(new Response(JSON.stringify(ENTERED.body), { status: 200 })));
    expect(screen.queryByText('送信中')).toBeNull();
  });

  it('a refusal (409) is the screen’s to show: no snackbar, no dialog', async () => {
    const user = userEvent.setup();
    scriptedServer(refusal(409, 'C_BD_002', '入札の受付は終了しました。'));
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '登録' }));
    expect((await screen.findByRole('alert')).textContent).toBe('入札の受付は終了しました。');
    expect($errorMessages.get()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a server error (500) gets the generic message once, in the snackbar, and nothing on the screen', async () => {
    const user = userEvent.setup();
    scriptedServer(refusal(500, 'C_SH_999', 'internal'));
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '登録' }));
    await screen.findByRole('button', { name: '登録' });
    await act(async () => undefined);
    expect($errorMessages.get()).toEqual([GENERIC_MESSAGE_POST]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
