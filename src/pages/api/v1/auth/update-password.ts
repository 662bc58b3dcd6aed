import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { passwordUpdateRequest } from '@/lib/schemas/auth';
import { changePassword } from '@/lib/server/http/session-doors';

// A fresh session id (and CSRF token) after the password change.
export const PUT = authedEndpoint(async (ctx) =>
  json(await changePassword(ctx.db, ctx, ctx.auth, await readJson(ctx.request, passwordUpdateRequest))),
);

export const ALL = methodNotAllowed;
