import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { publicAnswerResponse } from '@/lib/server/http/public-answer-response';
import { preflight, withCors } from '@/lib/server/http/cors';
import { certificateDetailQuery } from '@/lib/schemas/certificate';
import { listPublicCertificateDetails } from '@/lib/server/services/certificates/list-public-certificate-details';

/** Public (no login): the api gate lists this path as public. HEAD is GET without the body. */
export const GET = withCors(
  endpoint(async ({ db, url, locals, request }) => {
    const { hash, passCd, ...page } = readQuery(url, certificateDetailQuery);
    const answer = await listPublicCertificateDetails(db, { hash, passCd, ip: locals.clientIp }, page);
    return publicAnswerResponse(request, answer);
  }),
);

export const HEAD = GET;

export const OPTIONS = preflight;

export const ALL = withCors(methodNotAllowed);
