import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmModal } from '../../src/islands/ui/confirm-modal';
import { ErrorSnackbar } from '../../src/islands/shell/error-snackbar';
import { pushErrorMessage } from '../../src/islands/stores/messages';

/** A page with a 削除 that asks first; `busy` holds the confirmation as while its call runs. */
function Page({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        削除する
      </button>
      <p role="status">{done}</p>
      <ConfirmModal
        show={open}
        title="入札の削除"
        confirmLabel="削除"
        busy={busy}
        onConfirm={() => {
          setDone(done + 1);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>削除しますか？</p>
      </ConfirmModal>
      <ErrorSnackbar />
    </>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '削除する' }));
  return screen.findByRole('dialog', { name: '入札の削除' });
}

describe('ConfirmModal on react-bootstrap’s Modal', () => {
  it('is a labelled modal whose キャンセル has the focus; Escape closes it and the focus goes back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await open(user);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'キャンセル' })));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '削除する' })));
    expect(screen.getByRole('status').textContent).toBe('0');
  });

  it('does what its button says', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await open(user);
    await user.click(screen.getByRole('button', { name: '削除' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('ignores Escape while its call is under way', async () => {
    const user = userEvent.setup();
    render(<Page busy />);
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '入札の削除' }).getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'キャンセル' }).hasAttribute('disabled')).toBe(true);
  });

  it('holds the error snackbar while it is open, and gives it back to the page when it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await open(user);
    act(() => pushErrorMessage('削除できませんでした。'));
    expect(dialog.contains(screen.getByText('削除できませんでした。'))).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('削除できませんでした。').textContent).toBe('削除できませんでした。');
  });
});
