import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { publicAnswerResponse } from '@/lib/server/http/public-answer-response';
import { preflight, withCors } from '@/lib/server/http/cors';
import { certificateQuery } from '@/lib/schemas/certificate';
import { getPublicCertificate } from '@/lib/server/services/certificates/get-public-certificate';

/** Public (no login): the api gate lists this path as public. HEAD is GET without the body. */
export const GET = withCors(
  endpoint(async ({ db, url, locals, request }) => {
    const query = readQuery(url, certificateQuery);
    return publicAnswerResponse(request, await getPublicCertificate(db, { ...query, ip: locals.clientIp }));
  }),
);

export const HEAD = GET;

export const OPTIONS = preflight;

export const ALL = withCors(methodNotAllowed);
