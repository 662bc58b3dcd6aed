import { describe, expect, it } from 'vitest';
import {
  changeEffect,
  changeRequestStateAt,
  changeSubject,
  changeTitle,
  formatJstMinute,
  requestedMessage,
} from '@/lib/domain/console/console-change';
import { loadConfig } from '@/lib/server/config';

describe('the two-person rule’s changes', () => {
  it('is off unless ADMIN_FOUR_EYES=true, and requests expire after 8 hours unless told otherwise', () => {
    expect(loadConfig({}).ADMIN_FOUR_EYES).toBe(false);
    expect(loadConfig({ ADMIN_FOUR_EYES: 'true' }).ADMIN_FOUR_EYES).toBe(true);
    expect(loadConfig({}).ADMIN_FOUR_EYES_EXPIRY_HOURS).toBe(8);
    expect(() => loadConfig({ ADMIN_FOUR_EYES: 'yes' })).toThrow(/ADMIN_FOUR_EYES/);
  });

  it('names each change and what members will see, in the console’s words', () => {
    expect(changeTitle({ kind: 'business-date', params: { businessDate: '2027-02-01' } })).toBe(
      '業務日付の変更（2027/02/01）',
    );
    expect(changeTitle({ kind: 'business-date', params: { businessDate: null } })).toBe('業務日付の変更（暦日に連動）');
    expect(changeEffect({ kind: 'business-date', params: { businessDate: null } })).toContain(
      '業務日付を暦日（東京の今日の日付）にします。',
    );
    expect(changeEffect({ kind: 'maintenance', params: { maintenance: false } })).toBe(
      '終了すると、会員は画面と会員APIを再び利用できるようになります。',
    );
    expect(requestedMessage({ kind: 'clearing', params: { marketNo: 202511 } })).toBe(
      '「約定処理の開始（市場番号 202511）」を申請しました。別の運用者が承認すると反映されます。',
    );
  });

  it('allows one pending request per maintenance switch, business date, and market', () => {
    expect(changeSubject({ kind: 'maintenance', params: { maintenance: true } })).toBe(
      changeSubject({ kind: 'maintenance', params: { maintenance: false } }),
    );
    expect(changeSubject({ kind: 'clearing', params: { marketNo: 202511 } })).toBe('clearing:202511');
    expect(changeSubject({ kind: 'clearing', params: { marketNo: 202512 } })).not.toBe('clearing:202511');
  });

  it('counts a pending request past its expiry as expired, and leaves decided ones as they are', () => {
    const expiresAt = new Date('2026-11-25T10:00:00Z');
    expect(changeRequestStateAt({ state: 'pending', expiresAt }, new Date('2026-11-25T09:59:59Z'))).toBe('pending');
    expect(changeRequestStateAt({ state: 'pending', expiresAt }, expiresAt)).toBe('expired');
    expect(changeRequestStateAt({ state: 'approved', expiresAt }, new Date('2026-11-26T00:00:00Z'))).toBe('approved');
  });

  it('prints an instant the API wrote in JST to the minute', () => {
    expect(formatJstMinute('2026-11-25T21:04:05.000+09:00')).toBe('2026/11/25 21:04');
  });
});
