import { adminApi } from '@/lib/api-client/admin';
import type {
  AdminMember,
  AdminMemberResponse,
  AdminMemberUser,
  AdminTemporaryPasswordResponse,
} from '@/lib/schemas/admin-members';
import type { ConfirmedChange } from '../use-confirmed-change';

/** 会員種別 as the console shows it (the CLI takes the English keys). */
export const KIND_LABELS: Record<string, string> = {
  retailer: '小売電気事業者',
  consumer: '需要家',
  generator: '発電事業者',
  intermediary: '仲介事業者',
};

export const joined = (on: boolean) => (on ? '参加' : '不参加');

/** A change waiting for its confirmation: what it sends and what it does to the member. */
export interface PendingChange extends ConfirmedChange {
  /** Every change answers with the member's row, and a temporary password when one was issued. */
  send: (loginId: string) => Promise<AdminMemberResponse | AdminTemporaryPasswordResponse>;
}

export function lockChange(user: AdminMemberUser): PendingChange {
  return user.locked
    ? {
        title: 'ロックの解除',
        effect: `${user.loginId}（${user.displayName}）のロックを解除します。このユーザーは再びログインできるようになり、ログイン試行回数の制限も解除されます。`,
        confirm: 'ロックを解除する',
        send: (loginId) =>
          adminApi('PUT /api/admin/members/users/lock', { body: { loginId: user.loginId, locked: false }, loginId }),
        done: `${user.loginId} のロックを解除しました。`,
      }
    : {
        title: 'ユーザーのロック',
        effect: `${user.loginId}（${user.displayName}）をロックします。このユーザーはログインできなくなり、利用中のセッションは終了します。`,
        confirm: 'ロックする',
        send: (loginId) =>
          adminApi('PUT /api/admin/members/users/lock', { body: { loginId: user.loginId, locked: true }, loginId }),
        done: `${user.loginId} をロックしました。`,
      };
}

export function resetPasswordChange(user: AdminMemberUser): PendingChange {
  return {
    title: 'パスワードの再設定',
    effect: `${user.loginId}（${user.displayName}）のパスワードを新しい仮パスワードに置き換えます。現在のパスワードは使えなくなり、利用中のセッションは終了します。仮パスワードはこの画面に一度だけ表示され、次回ログイン時に変更が必要です。`,
    confirm: '再設定する',
    send: (loginId) =>
      adminApi('POST /api/admin/members/users/reset-password', { body: { loginId: user.loginId }, loginId }),
    done: `${user.loginId} のパスワードを再設定しました。`,
  };
}

export function resetMfaChange(user: AdminMemberUser): PendingChange {
  return {
    title: '二要素認証の解除',
    effect: `${user.loginId}（${user.displayName}）の二要素認証（確認コードとリカバリーコード）を解除します。次回のログインはパスワードのみで行えます。認証アプリを紛失したことを本人に確認してから実行してください。`,
    confirm: '解除する',
    send: (loginId) =>
      adminApi('POST /api/admin/members/users/reset-mfa', { body: { loginId: user.loginId }, loginId }),
    done: `${user.loginId} の二要素認証を解除しました。`,
  };
}

export function participationChange(member: AdminMember, fit: boolean, nonFit: boolean): PendingChange {
  return {
    title: '参加市場の変更',
    effect: `${member.memberNumber} ${member.name} の参加市場を FIT市場：${joined(fit)}、非FIT市場：${joined(nonFit)} に変更します。会員の画面に表示される参加市場と、入札や移転ができる市場が変わります。`,
    confirm: '変更する',
    send: (loginId) =>
      adminApi('PUT /api/admin/members/participation', {
        body: { memberNumber: member.memberNumber, fitParticipation: fit, nonFitParticipation: nonFit },
        loginId,
      }),
    done: `${member.memberNumber} ${member.name} の参加市場を変更しました。`,
  };
}
