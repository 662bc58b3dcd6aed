import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { mfaLoginRequest } from '@/lib/schemas/mfa';
import { signInWithCode } from '@/lib/server/http/session-doors';

export const POST = endpoint(async (ctx) =>
  json(await signInWithCode(ctx.db, ctx, await readJson(ctx.request, mfaLoginRequest))),
);

export const ALL = methodNotAllowed;
