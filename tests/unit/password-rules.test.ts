import { describe, expect, it } from 'vitest';
import { passwordUpdateRequest, authLoginRequest } from '../../src/lib/schemas/auth';

const RULE = '新しいパスワードは半角英大文字・半角英小文字・数字・記号の4種類を使用し、10～50文字で作成してください。';
const messagesFor = (newPassword: string, confirmPassword = newPassword) => {
  const r = passwordUpdateRequest.safeParse({ currentPassword: 'Old#Pass2026', newPassword, confirmPassword });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('password rules (spec §5)', () => {
  it('accepts 10 and 50 characters with all four classes', () => {
    expect(messagesFor('Abcdefg#12')).toEqual([]);
    expect(messagesFor('Ab#1' + 'x'.repeat(46))).toEqual([]);
  });
  it('gives the same message for too short and too long', () => {
    expect(messagesFor('Abcdef#12')).toContain(RULE);
    expect(messagesFor('Ab#1' + 'x'.repeat(47))).toContain(RULE);
  });
  it('requires upper, lower, digit and symbol', () => {
    for (const p of ['abcdefg#12', 'ABCDEFG#12', 'Abcdefgh#x', 'Abcdefgh12']) expect(messagesFor(p), p).toContain(RULE);
  });
  it('rejects full-width and spaces (half-width only)', () => {
    expect(messagesFor('Ａbcdefg#12')).toContain('新しいパスワードは半角で入力してください。');
    expect(messagesFor('Abcd efg#12')).toContain('新しいパスワードは半角で入力してください。');
  });
  it('requires the confirmation to match', () => {
    expect(messagesFor('Abcdefg#12', 'Abcdefg#13')).toEqual(['新しいパスワードと一致しません。']);
  });
  it('requires every field with the spec wording', () => {
    const r = passwordUpdateRequest.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['現在のパスワードは必須入力です。', '新しいパスワードは必須入力です。']),
    );
  });
});

describe('login request', () => {
  it('requires both fields and caps them at 100 characters', () => {
    expect(authLoginRequest.safeParse({ loginId: '', password: '' }).error!.issues.map((i) => i.message)).toEqual([
      'ログインIDは必須入力です。',
      'パスワードは必須入力です。',
    ]);
    expect(authLoginRequest.safeParse({ loginId: 'a'.repeat(101), password: 'x' }).success).toBe(false);
    expect(authLoginRequest.safeParse({ loginId: 'a'.repeat(100), password: 'x' }).success).toBe(true);
  });
});
