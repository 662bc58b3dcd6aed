import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { getCodes } from '@/lib/server/services/codes/get-codes';

export const GET = authedEndpoint(async ({ db }) => json(await getCodes(db)));

export const ALL = methodNotAllowed;
