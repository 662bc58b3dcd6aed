import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { getMfaStatus } from '@/lib/server/services/auth/mfa/get-mfa-status';

export const GET = authedEndpoint(async ({ db, auth }) => json(await getMfaStatus(db, auth.userId)));

export const ALL = methodNotAllowed;
