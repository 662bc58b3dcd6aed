import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { configureApiClient, GENERIC_MESSAGE_POST } from '../../src/islands/api';
import { adminApi } from '../../src/lib/api-client/admin';
import { ChangeDialog } from '../../src/islands/admin/change-dialog';
import { useAdminSubmit } from '../../src/islands/admin/use-admin-submit';
import { useConfirmedChange } from '../../src/islands/admin/use-confirmed-change';
import MessageHost from '../../src/islands/shell/message-host';
import { $errorMessages } from '../../src/islands/stores/messages';
import { refusal, scriptedServer } from './client-stub';

const STARTED = { status: 200, body: { maintenance: true, businessDate: '2026-11-25', businessDateFixed: false } };
const MAINTENANCE = {
  title: 'メンテナンスの開始',
  effect: '会員の画面は /close になります。',
  confirm: '開始する',
  done: 'メンテナンスを開始しました。',
};

/** A console change as the system screen sends it: a confirmation, then PUT maintenance. */
function MaintenanceChange() {
  const change = useConfirmedChange<typeof MAINTENANCE>(async () => {
    await adminApi('PUT /api/admin/system/maintenance', { body: { maintenance: true }, loginId: 'op1' });
  });
  return (
    <>
      <button type="button" onClick={() => change.open(MAINTENANCE)}>
        メンテナンスを開始する
      </button>
      {change.done && <p role="status">{change.done}</p>}
      <ChangeDialog {...change.dialog} />
      <MessageHost />
    </>
  );
}

/** A console form whose refusal's field messages go to its fields. */
function PasswordForm() {
  const [placed, setPlaced] = useState<string[]>([]);
  const submit = useAdminSubmit((path, message) => setPlaced((all) => [...all, `${path}: ${message}`]));
  const send = () =>
    submit.run(async () => {
      await adminApi('PUT /api/admin/auth/update-password', {
        body: { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' },
        loginId: 'op1',
      });
    });
  return (
    <>
      <button type="button" onClick={() => void send()}>
        変更する
      </button>
      {submit.message && <p role="alert">{submit.message}</p>}
      <output>{placed.join('\n')}</output>
    </>
  );
}

/** The scripted server, with the pages the client sent the browser to. */
function consoleServer(...answers: Parameters<typeof scriptedServer>) {
  const sent = scriptedServer(...answers);
  const visited: string[] = [];
  configureApiClient({
    navigation: { assign: (p) => visited.push(p), reload: () => undefined, pathname: () => '/admin' },
  });
  return { sent, visited };
}

async function confirmMaintenance() {
  const user = userEvent.setup();
  render(<MaintenanceChange />);
  await user.click(screen.getByRole('button', { name: 'メンテナンスを開始する' }));
  await user.click(await screen.findByRole('button', { name: '開始する' }));
  return user;
}

describe('a console change goes through the members’ useMutation and refusal rule (decision 0021)', () => {
  it('done: the dialog closes and the change is said; the console sends no Idempotency-Key', async () => {
    const { sent } = consoleServer(STARTED);
    await confirmMaintenance();
    expect((await screen.findByText('メンテナンスを開始しました。')).textContent).toBe('メンテナンスを開始しました。');
    expect(screen.queryByRole('dialog', { name: 'メンテナンスの開始（確認）' })).toBeNull();
    expect(sent.map((s) => [s.method, s.path, s.idempotencyKey])).toEqual([
      ['PUT', '/api/admin/system/maintenance', null],
    ]);
  });

  it('a 401 (the session ended) goes to the console’s sign-in page, not the members’', async () => {
    const { visited } = consoleServer(
      refusal(401, 'C_SH_003', 'ログインしていないか、セッションの有効期限が切れました。'),
    );
    await confirmMaintenance();
    await screen.findByRole('button', { name: '開始する' });
    await expect.poll(() => visited).toEqual(['/admin/login']);
  });

  it('a refusal (409) stays inside the confirmation; no snackbar', async () => {
    consoleServer(refusal(409, 'C_SH_006', '他の操作により状態が変更されました。最新の状態を確認してください。'));
    await confirmMaintenance();
    const dialog = screen.getByRole('dialog', { name: 'メンテナンスの開始（確認）' });
    await expect.poll(() => dialog.textContent).toContain('他の操作により状態が変更されました。');
    expect($errorMessages.get()).toEqual([]);
    expect(document.body.textContent).not.toContain(GENERIC_MESSAGE_POST);
  });

  it('a 503 is said in the confirmation too: the console has no /close page', async () => {
    const { visited } = consoleServer(refusal(503, 'C_SH_016', 'ただいまシステムを利用できません。'));
    await confirmMaintenance();
    const dialog = screen.getByRole('dialog', { name: 'メンテナンスの開始（確認）' });
    await expect.poll(() => dialog.textContent).toContain('ただいまシステムを利用できません。');
    expect(visited).toEqual([]);
  });

  it('a 500 gets the generic message of a change in the error snackbar, not on the form', async () => {
    consoleServer(refusal(500, 'C_SH_999', 'サーバー側の説明'));
    await confirmMaintenance();
    await expect.poll(() => $errorMessages.get()).toEqual([GENERIC_MESSAGE_POST]);
    expect(document.body.textContent).not.toContain('サーバー側の説明');
  });

  it('no answer at all opens the system error dialog (decision 0016); the confirmation stays', async () => {
    consoleServer('network');
    await confirmMaintenance();
    const error = await screen.findByRole('dialog', { name: 'エラー' });
    expect(error.textContent).toContain(GENERIC_MESSAGE_POST);
    expect(screen.getByRole('button', { name: '開始する' }).textContent).toBe('開始する');
  });

  it('a 422 on a console form: its message above the form, its field messages at their fields', async () => {
    const user = userEvent.setup();
    consoleServer(
      refusal(422, 'C_AU_003', '現在のパスワードが正しくありません。', [
        { field: 'currentPassword', message: '現在のパスワードが正しくありません。' },
      ]),
    );
    render(<PasswordForm />);
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('現在のパスワードが正しくありません。');
    await expect
      .poll(() => document.querySelector('output')?.textContent)
      .toBe('currentPassword: 現在のパスワードが正しくありません。');
  });
});
