/** The bid forms' resolvers (zod and the bid-form schemas), fetched when a form is first checked. */
export const loadBidResolvers = () => import('./bid-resolvers');
