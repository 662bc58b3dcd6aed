import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { mfaSetupRequest } from '@/lib/schemas/mfa';
import { startMfaEnrolment } from '@/lib/server/services/auth/mfa/start-mfa-enrolment';

export const POST = authedEndpoint(async ({ db, auth, request, locals }) => {
  const body = await readJson(request, mfaSetupRequest);
  return json(await startMfaEnrolment(db, auth, body, locals.clientIp));
});

export const ALL = methodNotAllowed;
