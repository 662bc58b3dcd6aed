import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { getDashboard } from '@/lib/server/services/console/get-dashboard';

export const GET = operatorEndpoint(async ({ db }) => json(await getDashboard(db)));

export const ALL = methodNotAllowed;
