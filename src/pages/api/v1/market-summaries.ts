import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { marketSummaryQuery } from '@/lib/schemas/bids';
import { listMarketSummaries } from '@/lib/server/services/bids/list-market-summaries';

/** Public (no login): the api gate lists this path; summaries are published after clearing. */
export const GET = endpoint(async ({ db, url }) => {
  const { fiscalYear } = readQuery(url, marketSummaryQuery);
  return json(await listMarketSummaries(db, fiscalYear));
});

export const ALL = methodNotAllowed;
