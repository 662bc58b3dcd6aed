import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { preflight, withCors } from '@/lib/server/http/cors';
import { certificateDetailQuery } from '@/lib/schemas/certificate';
import { listPublicCertificateDetails } from '@/lib/server/services/certificates/list-public-certificate-details';

/** Public (no login): the api gate lists this path as public. */
export const GET = withCors(
  endpoint(async ({ db, url, locals }) => {
    const { hash, passCd, ...page } = readQuery(url, certificateDetailQuery);
    return json(await listPublicCertificateDetails(db, { hash, passCd, ip: locals.clientIp }, page));
  }),
);

export const OPTIONS = preflight;

export const ALL = withCors(methodNotAllowed);
