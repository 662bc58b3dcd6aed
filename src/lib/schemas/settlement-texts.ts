/*
 * The settlement search's labels and order message, free of zod: the /settlement screen words its
 * own checks with them without loading the contract's schemas (settlements.ts uses the same).
 */
export const SETTLEMENT_FROM_LABEL = '期間（開始）';
export const SETTLEMENT_TO_LABEL = '期間（終了）';
export const SETTLEMENT_DATE_ORDER_MESSAGE = `${SETTLEMENT_TO_LABEL}は${SETTLEMENT_FROM_LABEL}以降の日付を入力してください。`;
