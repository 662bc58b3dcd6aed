/**
 * Japanese names of the actions recordAudit writes. An action not listed (a new one, or one an
 * older release wrote) is shown as its raw name rather than hidden.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'auth.login': 'ログイン',
  'auth.logout': 'ログアウト',
  'auth.update-password': 'パスワード変更',
  'auth.mfa-enable': '二要素認証の有効化',
  'auth.mfa-disable': '二要素認証の無効化',
  'bid.enter': '入札',
  'bid.delete': '入札の取消',
  'account.transfer': '口座間移転',
  'certificate.issue': '証書発行',
  'ledger.certify': '認定（非FIT）',
  'facility.load': '設備の登録',
  'member.create': '会員の登録',
  'organization.update-participation': '参加設定の変更',
  'user.create': 'ユーザーの登録',
  'user.lock': 'ユーザーのロック',
  'user.unlock': 'ユーザーのロック解除',
  'user.reset-password': 'パスワードの再発行',
  'user.reset-mfa': '二要素認証のリセット',
  'auction.create-round': '開催回の作成',
  'auction.open': 'オークション開始',
  'auction.close': 'オークション終了',
  'auction.load-fit-supply': 'FIT供給量の登録',
  'auction.clear': '約定処理',
  'auction.return-fit-supply': 'FIT売れ残りの返還',
  'auction.reoffer-fit-rests': 'FIT売れ残りの再供給',
  'fit.load-volumes': 'FIT認定量の登録',
  'settlement.regenerate_pdf': '精算書PDFの再出力',
  'system.update': 'メンテナンス・業務日付の変更',
  'operator.create': '運用者の登録',
  'operator.login': '運用者ログイン',
  'operator.login-failed': '運用者ログイン失敗',
  'operator.login-locked': '運用者ログイン（ロック中）',
  'operator.logout': '運用者ログアウト',
  'operator.mfa-enable': '運用者の二要素認証の登録',
  'operator.update-password': '運用者のパスワード変更',
  'operator.reset-password': '運用者のパスワード再発行',
  'operator.reset-mfa': '運用者の二要素認証のリセット',
  'operator.lock': '運用者のロック',
  'operator.unlock': '運用者のロック解除',
  'change-request.create': '承認申請（二人承認）',
  'change-request.approve': '申請の承認（二人承認）',
  'change-request.reject': '申請の却下（二人承認）',
  'change-request.withdraw': '申請の取り下げ（二人承認）',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** "ログイン（auth.login）" in the select, so the raw name an operator may know is findable too. */
export function auditActionOption(action: string): string {
  const label = AUDIT_ACTION_LABELS[action];
  return label ? `${label}（${action}）` : action;
}
