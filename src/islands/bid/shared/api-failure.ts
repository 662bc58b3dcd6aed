/** Bid entry and deletion: the screen explains the server's refusals itself (hooks/refusal.ts, useErrorPolicy). */
export const BUY_INSTANCE = 'POST /api/v1/bids/buy';
export const SELL_INSTANCE = 'POST /api/v1/bids/non-fit-sell';
export const DELETE_INSTANCE = 'DELETE /api/v1/bids';
export const SCREEN_POLICY = { ignore: true } as const;
