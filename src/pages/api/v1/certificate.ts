import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { preflight, withCors } from '@/lib/server/http/cors';
import { certificateQuery } from '@/lib/schemas/certificate';
import { getPublicCertificate } from '@/lib/server/services/certificates/get-public-certificate';

/** Public (no login): the api gate lists this path as public. */
export const GET = withCors(
  endpoint(async ({ db, url, locals }) => {
    const query = readQuery(url, certificateQuery);
    return json(await getPublicCertificate(db, { ...query, ip: locals.clientIp }));
  }),
);

export const OPTIONS = preflight;

export const ALL = withCors(methodNotAllowed);
