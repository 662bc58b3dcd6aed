/**
 * The one catalogue of API error codes: each with its HTTP status and Japanese message.
 * Shared by the server (which answers with it) and the browser (which recognises C_SH_002/C_SH_008).
 */
export const ERRORS = {
  C_SH_001: { status: 422, message: '入力内容に誤りがあります。' },
  C_SH_002: { status: 404, message: '該当するデータが存在しません。' },
  C_SH_003: {
    status: 401,
    message: 'ログインしていないか、セッションの有効期限が切れました。再度ログインしてください。',
  },
  C_SH_004: { status: 403, message: 'この操作は許可されていません。' },
  C_SH_005: { status: 403, message: '不正なリクエストです。画面を再読み込みしてから操作してください。' },
  C_SH_006: { status: 409, message: '他の操作により状態が変更されました。最新の状態を確認してください。' },
  C_SH_007: { status: 503, message: 'ただいまメンテナンス中です。終了までお待ちください。' },
  C_SH_008: { status: 404, message: '指定された取引会員は存在しません。' },
  C_SH_009: { status: 429, message: '試行回数が上限を超えました。しばらく時間をおいてから再度お試しください。' },
  C_SH_010: { status: 413, message: 'リクエストのサイズが上限を超えています。' },
  C_SH_011: { status: 415, message: 'リクエストの形式が正しくありません。' },
  C_SH_012: { status: 405, message: 'このメソッドは使用できません。' },
  C_SH_013: { status: 409, message: '同じ操作が処理中です。しばらくしてから結果を確認してください。' },
  C_SH_014: { status: 404, message: '指定されたAPIは存在しません。' },
  /** The database cannot be reached for the moment (restart, failover): the browser goes to /close as for 503. */
  C_SH_016: {
    status: 503,
    message: 'ただいまシステムを利用できません。しばらく時間をおいてから再度お試しください。',
  },
  C_SH_999: { status: 500, message: '問題が発生しました。時間をおいてもう一度お試しください。' },
  C_SH_015: {
    status: 422,
    message: '同じ操作キーで異なる内容が送信されました。画面を再読み込みしてから操作してください。',
  },
  C_AC_001: {
    status: 409,
    message:
      '指定可能な数量を超えています。他の操作により残高が変更された可能性があります。最新の残高を確認してください。',
  },
  C_AC_002: { status: 422, message: 'FIT非化石証書は移転できません。' },
  C_AC_003: { status: 422, message: '自社への移転はできません。' },
  C_AC_004: { status: 422, message: '移転先の取引会員は非FIT市場に参加していません。' },
  C_AC_005: { status: 422, message: '指定された保有区分からは操作できません。' },
  C_AC_006: { status: 422, message: '指定された対象年度は存在しません。' },
  C_AC_007: { status: 422, message: '指定された設備は存在しません。' },
  C_AC_008: { status: 422, message: '同じ設備が複数の明細に指定されています。' },
  /** The target year's usable period is over (the message names the year and date: expiredYearMessage). */
  C_AC_009: { status: 422, message: '証書の利用期限を過ぎています。' },
  C_BD_001: { status: 409, message: 'この市場は現在入札を受け付けていません。' },
  C_BD_002: {
    status: 403,
    message: 'この市場に参加していないため入札できません。市場への参加は取引会員情報から変更できます。',
  },
  C_BD_003: { status: 409, message: 'この市場の約定処理はまだ完了していません。' },
  C_BD_004: { status: 422, message: 'トラッキング希望に指定された設備はFIT設備として登録されていません。' },
  C_BD_005: { status: 422, message: '指定された設備の認定区分に、この年度・商品の残高がありません。' },
  C_BD_006: { status: 403, message: 'この市場に入札していないため、需給曲線は表示できません。' },
  /** Leaving a market with bids in its open auction, without confirming their cancellation (the message names the count). */
  C_BD_007: {
    status: 409,
    message: '参加をやめる市場に受付中の入札があります。入札の取消を確認してから変更登録してください。',
  },
  C_AU_001: { status: 401, message: 'ログインIDまたはパスワードが正しくありません。' },
  C_AU_002: {
    status: 429,
    message: 'ログインの試行回数が上限を超えました。しばらく時間をおいてから再度お試しください。',
  },
  C_AU_003: { status: 422, message: '現在のパスワードが正しくありません。' },
  C_AU_004: { status: 422, message: '新しいパスワードに現在のパスワードは使用できません。' },
  C_AU_005: { status: 403, message: '初回ログイン時はパスワードを変更してください。' },
  C_AU_006: { status: 403, message: 'このアカウントはロックされています。管理者にお問い合わせください。' },
  C_AU_007: { status: 401, message: '確認コードが正しくありません。' },
  C_AU_008: {
    status: 422,
    message: '確認コードが正しくありません。認証アプリに表示されている6桁のコードを入力してください。',
  },
  C_AU_009: { status: 401, message: 'ログインの有効期限が切れました。もう一度ログインしてください。' },
  C_AU_010: { status: 409, message: '二要素認証はすでに有効です。' },
  C_AU_011: { status: 409, message: '二要素認証の設定が開始されていません。もう一度設定を開始してください。' },
  C_AU_012: { status: 409, message: '二要素認証は有効になっていません。' },
  C_AU_013: {
    status: 503,
    message:
      '二要素認証の暗号鍵（MFA_KEY）が設定されていないため、二要素認証を利用できません。管理者にお問い合わせください。',
  },
  C_AU_014: {
    status: 503,
    message: '二要素認証の暗号鍵が登録時と異なるため、確認コードを検証できません。管理者にお問い合わせください。',
  },
  C_AU_015: { status: 403, message: '二要素認証の設定を完了してください。' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface FieldError {
  field: string;
  message: string;
}

/** The one error shape every API answer carries on failure. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** "METHOD /path" of the call that failed. */
  instance: string;
  errors?: FieldError[];
  /** The request's id, as in its X-Request-Id header and its log lines. */
  requestId?: string;
}
