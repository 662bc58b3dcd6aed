import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { mfaEnableRequest } from '@/lib/schemas/mfa';
import { confirmMfaEnrolment } from '@/lib/server/services/auth/mfa/confirm-mfa-enrolment';

export const POST = authedEndpoint(async ({ db, auth, request, locals }) => {
  const body = await readJson(request, mfaEnableRequest);
  return json(await confirmMfaEnrolment(db, auth, body, locals.clientIp));
});

export const ALL = methodNotAllowed;
