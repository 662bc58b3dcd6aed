import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { nfcPublishRequest } from '@/lib/schemas/nfcs';
import { publishCertificate } from '@/lib/server/services/nfcs/publish-certificate';

export const POST = authedEndpoint(async ({ db, auth, request }) => {
  const body = await readJson(request, nfcPublishRequest);
  const answer = await publishCertificate(db, auth, body, request.headers.get('idempotency-key'));
  return json(answer.body, answer.status);
});

export const ALL = methodNotAllowed;
