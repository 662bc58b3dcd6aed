import { adminApi } from '@/lib/api-client/admin';
import type { AdminRoundAuction } from '@/lib/schemas/admin-rounds';
import { formatJstMinute } from '@/lib/domain/console/console-change';
import { productName } from '../../bid/shared/labels';
import type { ConfirmedChange } from '../use-confirmed-change';

/** A change waiting for its confirmation: what it sends and what members will see. */
export interface PendingRoundChange extends ConfirmedChange {
  send: (loginId: string) => Promise<unknown>;
}

const auctionName = (a: AdminRoundAuction) => `市場番号 ${a.marketNo}（${productName(null, a.productCd)}）`;

export function createRoundChange(input: {
  fiscalYear: number;
  roundNo: number;
  opensAt: string;
  closesAt: string;
}): PendingRoundChange {
  const window = `${formatJstMinute(input.opensAt)}～${formatJstMinute(input.closesAt)}`;
  return {
    title: '開催回の作成',
    effect: `${input.fiscalYear}年度 第${input.roundNo}回の3市場（FIT非化石証書、非FIT非化石証書（再エネ指定あり）、非FIT非化石証書（再エネ指定なし））を受付期間 ${window}（日本時間）で作成します。会員の入札画面には受付開始まで「受付開始前です。」と表示され、受付開始の日時から入札できるようになります。`,
    confirm: '作成する',
    send: (loginId) => adminApi('POST /api/admin/rounds', { body: input, loginId }),
    done: `${input.fiscalYear}年度 第${input.roundNo}回の市場を作成しました。`,
  };
}

/** 受付開始 now, the close kept or moved (`ops open [--closes]`). */
export function openChange(a: AdminRoundAuction, closesAt?: string): PendingRoundChange {
  return {
    title: '入札受付の開始',
    effect: `${auctionName(a)}の入札受付を今すぐ開始します（締切 ${formatJstMinute(closesAt ?? a.closesAt)}${closesAt ? '（日本時間）に変更' : ''}）。会員は入札画面でこの市場に入札できるようになります。`,
    confirm: '開始する',
    send: (loginId) =>
      adminApi('POST /api/admin/rounds/open', {
        body: closesAt ? { marketNo: a.marketNo, closesAt } : { marketNo: a.marketNo },
        loginId,
      }),
    done: `市場番号 ${a.marketNo} の入札受付を開始しました。`,
  };
}

export function closeChange(a: AdminRoundAuction): PendingRoundChange {
  return {
    title: '入札受付の締切',
    effect: `${auctionName(a)}の入札受付を今すぐ締め切ります。処理中の入札の完了を待ってから締め切り、その後は会員はこの市場に入札することも入札を削除することもできなくなります。会員の入札画面には「受付終了」と表示されます。`,
    confirm: '締め切る',
    send: (loginId) => adminApi('POST /api/admin/rounds/close', { body: { marketNo: a.marketNo }, loginId }),
    done: `市場番号 ${a.marketNo} の入札受付を締め切りました。`,
  };
}

/** The reopen of a closed auction: `open` with a new close (as `ops open --closes`). */
export function reopenChange(a: AdminRoundAuction, closesAt: string): PendingRoundChange {
  return {
    title: '入札受付の再開',
    effect: `${auctionName(a)}の入札受付を今すぐ再開し、締切を ${formatJstMinute(closesAt)}（日本時間）にします。会員は再びこの市場に入札し、入札を削除できるようになります。締切までに入札された内容で約定処理を行います。`,
    confirm: '再開する',
    send: (loginId) => adminApi('POST /api/admin/rounds/open', { body: { marketNo: a.marketNo, closesAt }, loginId }),
    done: `市場番号 ${a.marketNo} の入札受付を再開しました。`,
  };
}
