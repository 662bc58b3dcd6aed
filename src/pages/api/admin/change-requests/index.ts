import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { listPendingChanges } from '@/lib/server/services/console/change-requests/list-change-requests';

export const GET = operatorEndpoint(async ({ db, operator }) =>
  json(await listPendingChanges(db, operator.operatorId)),
);

export const ALL = methodNotAllowed;
