import { formatDate } from '../calendar/jst';

export { formatJstMinute } from '../../dates/wall-clock';

/**
 * The console changes the two-person rule covers, with the exact parameters of the service call
 * that makes each take effect (businessDate null: follow the calendar again).
 */
export type ConsoleChange =
  | { kind: 'maintenance'; params: { maintenance: boolean } }
  | { kind: 'business-date'; params: { businessDate: string | null } }
  | { kind: 'clearing'; params: { marketNo: number } }
  | { kind: 'target-year'; params: TargetYearParams };

/** 対象年度の作成: the year and the price bands given (in hundredths of a yen); others take the previous year's. */
export interface TargetYearParams {
  fiscalYear: number;
  priceBands?: { productCd: number; minPrice: number; maxPrice: number }[];
}

export type ConsoleChangeKind = ConsoleChange['kind'];

/** What the change is called, on its button, in its confirmation and in the list of requests. */
export function changeTitle(change: ConsoleChange): string {
  switch (change.kind) {
    case 'maintenance':
      return change.params.maintenance ? 'メンテナンスの開始' : 'メンテナンスの終了';
    case 'business-date':
      return change.params.businessDate === null
        ? '業務日付の変更（暦日に連動）'
        : `業務日付の変更（${formatDate(change.params.businessDate)}）`;
    case 'clearing':
      return `約定処理の開始（市場番号 ${change.params.marketNo}）`;
    case 'target-year':
      return `対象年度の作成（${change.params.fiscalYear}年度）`;
  }
}

// Whole hundredths to "0.40"; not money/price-text, so the console's confirmation shares no chunk with the bid forms.
const yen = (cents: number) => (cents / 100).toFixed(2);

function targetYearEffect({ fiscalYear: y, priceBands }: TargetYearParams): string {
  const bands = (priceBands ?? []).map((b) => `商品${b.productCd} ${yen(b.minPrice)}～${yen(b.maxPrice)}円/kWh`);
  const bandText = bands.length
    ? `価格帯は${bands.join('、')}、ほかの商品は前年度と同じです。`
    : '価格帯は前年度と同じです。';
  return `${y}年度（${y}/04/01～${y + 1}/03/31、証書の利用期限 ${y + 1}/06/30）を作成します。${bandText}会員の画面の対象年度に${y}年度が加わり、その年度の開催回を作成できるようになります。作成した対象年度は削除できません。`;
}

/** What members will see once the change takes effect: every confirmation of it says this. */
export function changeEffect(change: ConsoleChange): string {
  switch (change.kind) {
    case 'maintenance':
      return change.params.maintenance
        ? '開始すると、会員の画面はすべてメンテナンス画面に切り替わり、会員APIは503を返します。入札・移転・証書発行などの操作はできなくなり、入力途中の内容は失われることがあります。'
        : '終了すると、会員は画面と会員APIを再び利用できるようになります。';
    case 'business-date': {
      const date = change.params.businessDate;
      const shown = date === null ? '暦日（東京の今日の日付）' : formatDate(date);
      return `業務日付を${shown}にします。会員の画面に表示される業務日付が変わり、入札の受付状態の判定や精算書の支払期日はこの日付を基準に扱われます。`;
    }
    case 'clearing':
      return `市場番号 ${change.params.marketNo} の約定処理を開始します。約定結果、トラッキング割当、口座への受渡と精算書が作成され、会員は約定結果・残高・精算書を確認できるようになります。開始した約定処理は取り消せません。`;
    case 'target-year':
      return targetYearEffect(change.params);
  }
}

/** One pending request per subject: a second request of the same change is refused while one waits. */
export function changeSubject(change: ConsoleChange): string {
  if (change.kind === 'clearing') return `clearing:${change.params.marketNo}`;
  if (change.kind === 'target-year') return `target-year:${change.params.fiscalYear}`;
  return change.kind;
}

export type ChangeRequestState = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'expired';

export const CHANGE_REQUEST_STATE_NAMES: Record<ChangeRequestState, string> = {
  pending: '承認待ち',
  approved: '承認済み',
  rejected: '却下',
  withdrawn: '取り下げ',
  expired: '期限切れ',
};

/** The state a request is in at `now`: a pending request past its expiry counts as expired. */
export function changeRequestStateAt(
  request: { state: ChangeRequestState; expiresAt: Date },
  now: Date,
): ChangeRequestState {
  return request.state === 'pending' && request.expiresAt.getTime() <= now.getTime() ? 'expired' : request.state;
}

/** What a confirmation adds when the two-person rule holds the change back. */
export const FOUR_EYES_NOTE =
  '二人承認が有効なため、この操作は申請として登録され、別の運用者が承認した時点で反映されます。';

/** What is said once a held-back change was requested. */
export function requestedMessage(change: ConsoleChange): string {
  return `「${changeTitle(change)}」を申請しました。別の運用者が承認すると反映されます。`;
}
