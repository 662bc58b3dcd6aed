import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { publicAnswerResponse } from '@/lib/server/http/public-answer-response';
import { preflight, withCors } from '@/lib/server/http/cors';
import { marketResultQuery } from '@/lib/schemas/market-results';
import { listMarketResults } from '@/lib/server/services/market-results/list-market-results';

/*
 * Public (no login; the api gate lists the path) and readable from the public site's origin.
 * Published figures only (decision record 0022): anyone may share them, so caches may too; a year
 * gains rows when another of its auctions clears, so browsers and caches revalidate after five
 * minutes (strong ETag, 304).
 */
const CACHE_CONTROL = 'public, max-age=300';

export const GET = withCors(
  endpoint(async ({ db, url, request }) => {
    const { fiscalYear } = readQuery(url, marketResultQuery);
    return publicAnswerResponse(request, await listMarketResults(db, fiscalYear), CACHE_CONTROL);
  }),
);

export const HEAD = GET;

export const OPTIONS = preflight;

export const ALL = withCors(methodNotAllowed);
