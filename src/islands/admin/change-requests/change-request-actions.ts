import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import type { ConfirmedChange } from '../use-confirmed-change';

export type Decision = 'approve' | 'reject' | 'withdraw';

/** A decision waiting for its confirmation: what it sends and what members will see. */
export interface PendingDecision extends ConfirmedChange {
  decision: Decision;
  request: AdminChangeRequest;
}

export function decisionOf(decision: Decision, request: AdminChangeRequest): PendingDecision {
  const who = `申請者：${request.requestedBy}`;
  if (decision === 'approve') {
    return {
      decision,
      request,
      title: `${request.title}の承認`,
      effect: `${request.effect}（${who}）承認すると直ちに反映されます。`,
      confirm: '承認する',
      done: `「${request.title}」を承認しました。反映されました。`,
    };
  }
  const word = decision === 'reject' ? '却下' : '取り下げ';
  return {
    decision,
    request,
    title: `${request.title}の${word}`,
    effect: `${word}すると、この申請は反映されません。会員の画面は変わりません。（${who}）`,
    confirm: decision === 'reject' ? '却下する' : '取り下げる',
    done: `「${request.title}」を${word}ました。`,
  };
}
