import { configureApiClient } from '../../../../src/lib/api-client/config';
import { getMarketResults } from '../../../../src/lib/api-client/endpoints/market-results';
import type { MarketResultList } from './market-result';

/**
 * The member side's client core, set up as the report page sets it up (API address fixed at build
 * time, no cookies, no referrer, only CORS-safelisted headers) but with the browser's HTTP cache
 * left on: the answer is public and immutable per clearing (decision 0022: max-age=300 and a strong
 * ETag), so a return visit revalidates with If-None-Match instead of downloading the year again.
 */
configureApiClient({
  baseURL: import.meta.env.PUBLIC_API_BASE_URL,
  fetch: (input, init) => globalThis.fetch(input, { ...init, credentials: 'omit', referrerPolicy: 'no-referrer' }),
});

/** Silent: the page shows a failure itself rather than the client's generic handling. */
export function fetchMarketResults(fiscalYear: number): Promise<MarketResultList> {
  return getMarketResults({ fiscalYear }, { silent: true });
}
