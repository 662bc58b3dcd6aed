import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

export const GET = authedEndpoint(async ({ auth }) => json(auth.session));

export const ALL = methodNotAllowed;
