import { describe, expect, it } from 'vitest';
import { fieldMessages, fieldPath, messageAt, placeFieldErrors } from '@/islands/hooks/field-errors';
import { serverFieldErrors } from '@/islands/auth/server-field-errors';

/** One reader of a 422 answer's field list for every form. */
describe('the one field-error mapper', () => {
  const errors = [
    { field: 'preferences[0].equipmentId', message: '設備IDを入力してください。' },
    { field: 'preferences.0.equipmentId', message: '二つ目の文言' },
    { field: 'loginId', message: 'ログインIDを入力してください。' },
    { field: 'other', message: 'どこにも属さない文言' },
  ];

  it('names list fields with dots, as the forms register them', () => {
    expect(fieldPath('lines[12].volume')).toBe('lines.12.volume');
  });

  it('gives DOM forms each field’s first message', () => {
    expect(fieldMessages(errors)).toEqual([
      ['preferences.0.equipmentId', '設備IDを入力してください。'],
      ['loginId', 'ログインIDを入力してください。'],
      ['other', 'どこにも属さない文言'],
    ]);
  });

  it('places known fields and returns the rest for the form’s alert', () => {
    const placed: [string, string][] = [];
    const rest = placeFieldErrors(
      errors,
      (p) => p === 'loginId',
      (p, m) => placed.push([p, m]),
    );
    expect(placed).toEqual([['loginId', 'ログインIDを入力してください。']]);
    expect(rest).toEqual(['設備IDを入力してください。', '二つ目の文言', 'どこにも属さない文言']);
  });

  it('reads the password change’s answer through it, with the codes that name a field', () => {
    const listed = {
      code: 'C_SH_001',
      message: '入力内容に誤りがあります。',
      errors: [{ field: 'newPassword', message: '短すぎます。' }],
    };
    expect(serverFieldErrors(listed)).toEqual([['newPassword', '短すぎます。']]);
    expect(serverFieldErrors({ code: 'C_AU_003', message: '現在のパスワードが違います。' })).toEqual([
      ['currentPassword', '現在のパスワードが違います。'],
    ]);
  });

  it('reads a react-hook-form message by dotted path, a list’s own message at its root', () => {
    const errors = {
      unitPrice: { type: 'custom', message: '単価は必須入力です。' },
      lines: {
        root: { type: 'custom', message: '明細を選択してください。' },
        1: { volume: { type: 'custom', message: '移転量は必須入力です。' } },
      },
    };
    expect(messageAt(errors, 'unitPrice')).toBe('単価は必須入力です。');
    expect(messageAt(errors, 'lines')).toBe('明細を選択してください。');
    expect(messageAt(errors, 'lines.1.volume')).toBe('移転量は必須入力です。');
    expect(messageAt(errors, 'lines.0.volume')).toBeUndefined();
    expect(messageAt(errors, 'volume')).toBeUndefined();
  });
});
