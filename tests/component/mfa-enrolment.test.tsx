import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MfaEnrolment } from '../../src/islands/shell/mfa-enrolment';

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/png;base64,' };

describe('the member dialog’s enrolment code on react-hook-form (mfaEnableRequest)', () => {
  it('says the spec message on 有効にする without a code, then sends the code; a server message shows under it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <MfaEnrolment setup={SETUP} working={false} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    const code = screen.getByRole('textbox', { name: '確認コード' });
    await user.click(screen.getByRole('button', { name: '有効にする' }));
    expect((await screen.findByText('確認コードは必須入力です。')).textContent).toBe('確認コードは必須入力です。');
    expect(document.activeElement).not.toBe(code);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(code, '12345');
    // Checked on the button only, as before: the message stays until the next press.
    expect(screen.getByText('確認コードは必須入力です。').textContent).toBe('確認コードは必須入力です。');
    await user.click(screen.getByRole('button', { name: '有効にする' }));
    expect((await screen.findByText('確認コードは6桁の数字で入力してください。')).textContent).toBe(
      '確認コードは6桁の数字で入力してください。',
    );
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: '有効にする' }));
    expect(onConfirm).toHaveBeenCalledWith({ code: '123456' }, expect.anything());
    expect(screen.queryByText(/^確認コードは/)).toBeNull();

    rerender(
      <MfaEnrolment
        setup={SETUP}
        working={false}
        error="確認コードが正しくありません。"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('確認コードが正しくありません。').textContent).toBe('確認コードが正しくありません。');
    expect(code.classList.contains('is-invalid')).toBe(true);
  });
});
