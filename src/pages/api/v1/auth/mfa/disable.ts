import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { noContent } from '@/lib/server/http/respond';
import { mfaDisableRequest } from '@/lib/schemas/mfa';
import { disableMfa } from '@/lib/server/services/auth/mfa/disable-mfa';

export const POST = authedEndpoint(async ({ db, auth, request, locals }) => {
  const body = await readJson(request, mfaDisableRequest);
  await disableMfa(db, auth, body, locals.clientIp);
  return noContent();
});

export const ALL = methodNotAllowed;
