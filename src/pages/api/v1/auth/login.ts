import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { authLoginRequest } from '@/lib/schemas/auth';
import { signInWithPassword } from '@/lib/server/http/session-doors';

// A user with a second factor gets no session yet: the code step (login/mfa) opens it.
export const POST = endpoint(async (ctx) =>
  json(await signInWithPassword(ctx.db, ctx, await readJson(ctx.request, authLoginRequest))),
);

export const ALL = methodNotAllowed;
