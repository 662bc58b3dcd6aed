/** Bid entry and deletion: the screens explain the server's refusals themselves (hooks/use-mutation.ts). */
export const BUY_INSTANCE = 'POST /api/v1/bids/buy';
export const SELL_INSTANCE = 'POST /api/v1/bids/non-fit-sell';
export const SELL_LINES_INSTANCE = 'POST /api/v1/bids/non-fit-sell/lines';
export const DELETE_INSTANCE = 'DELETE /api/v1/bids';
