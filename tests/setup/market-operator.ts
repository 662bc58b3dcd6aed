/**
 * The market operator's identity for tests that run on PostgreSQL as a deployment would (with
 * DATABASE_URL set), where the server refuses to start without it. A made-up issuer: base number
 * 000000000001, check digit 9 − (1 mod 9) = 8.
 */
export const TEST_MARKET_OPERATOR = {
  MARKET_OPERATOR_NAME: 'テスト市場運営者',
  MARKET_OPERATOR_INVOICE_NO: 'T8000000000001',
} as const;
